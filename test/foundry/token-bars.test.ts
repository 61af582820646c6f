import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../foundry-stand-in";
import { createActorPack, type StandInModelActor } from "../foundry-stand-in/parts/data-models";
import { getProperty, type StandInDocumentData } from "../foundry-stand-in/parts/documents";
import { bootShelfWars, seatPlayers } from "./boot-world";

type Record_ = StandInDocumentData & { _id: string; type: string; prototypeToken?: Record<string, unknown> };

const manifest = JSON.parse(fs.readFileSync("system.json", "utf8")) as { documentTypes: { Actor: Record<string, unknown> } };
const ACTOR_TYPES = Object.keys(manifest.documentTypes.Actor);

/** Every actor record of every pack source, by pack. */
const PACKS = fs
  .readdirSync("packs/_source")
  .map((pack) => ({
    pack,
    records: fs
      .readdirSync(path.join("packs/_source", pack))
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(fs.readFileSync(path.join("packs/_source", pack, file), "utf8")) as Record_)
      .filter((record) => ACTOR_TYPES.includes(record.type)),
  }))
  .filter(({ records }) => records.length > 0);

/**
 * The first token bar a GM gets on each actor type's tokens: the figure's own track (Angry
 * Miniatures' Health, Precious Moments' Value, Knight Fight's danger tokens); sides (teams,
 * choirs, forces) stand on no board and show none.
 */
const FIRST_BAR: Record<string, string | null> = {
  "angry-miniatures-figure": "health",
  "precious-moments-figure": "value",
  "knight-fight-figure": "danger",
  "angry-miniatures-team": null,
  "precious-moments-choir": null,
  "knight-fight-force": null,
};

/** The token bars of an actor: each attribute is null, or a trackable attribute of its type that its data has. */
function barsOf(actor: StandInModelActor): { bar1: unknown; bar2: unknown; missing: string[] } {
  const token = actor._source.prototypeToken as { bar1?: { attribute?: unknown }; bar2?: { attribute?: unknown } };
  const trackable = (CONFIG.Actor.trackableAttributes as Record<string, { bar: string[]; value: string[] }>)[actor.type];
  const missing: string[] = [];
  for (const attribute of [token.bar1?.attribute, token.bar2?.attribute]) {
    if (attribute === null) continue;
    const listed = typeof attribute === "string" && [...(trackable?.bar ?? []), ...(trackable?.value ?? [])].includes(attribute);
    if (!listed || getProperty(actor.system, attribute as string) === undefined) missing.push(String(attribute));
  }
  return { bar1: token.bar1?.attribute, bar2: token.bar2?.attribute, missing };
}

describe("token bars point at a field the actor has", () => {
  beforeEach(async () => {
    await bootShelfWars();
    seatPlayers();
  });
  afterEach(() => removeStandIn());

  it("names every actor type of system.json", () => {
    expect(Object.keys(FIRST_BAR).sort()).toEqual([...ACTOR_TYPES].sort());
  });

  for (const type of ACTOR_TYPES) {
    it(`a new ${type} created in the world: bar 1 on ${String(FIRST_BAR[type])}, no bar 2, both on fields it has`, async () => {
      const record = PACKS.flatMap((p) => p.records).find((r) => r.type === type);
      const figure = type.endsWith("-figure");
      const actor = await createActor({ name: `New ${type}`, type, system: figure && record ? structuredClone(record.system) : {} }, { via: "Actor.create" });
      expect(actor, `${type} was refused`).toBeDefined();
      expect(barsOf(actor!)).toEqual({ bar1: FIRST_BAR[type], bar2: null, missing: [] });
    });
  }

  it("a creator's own choice of bar is kept", async () => {
    const record = PACKS.flatMap((p) => p.records).find((r) => r.type === "precious-moments-figure")!;
    const actor = await createActor({ name: "Chosen", type: record.type, system: structuredClone(record.system), prototypeToken: { bar1: { attribute: "startingValue" } } }, { via: "Actor.create" });
    expect(barsOf(actor!)).toEqual({ bar1: "startingValue", bar2: null, missing: [] });
  });

  for (const { pack, records } of PACKS) {
    it(`every actor of the ${pack} pack source: the same first bar as a new actor of its type, on fields it has`, () => {
      const loaded = createActorPack(pack, records, { locked: true, packageType: "system" });
      const bars = loaded.contents.map((actor) => ({ name: actor.name, ...barsOf(actor) }));
      expect(bars).toEqual(loaded.contents.map((actor) => ({ name: actor.name, bar1: FIRST_BAR[actor.type], bar2: null, missing: [] })));
    });
  }
});
