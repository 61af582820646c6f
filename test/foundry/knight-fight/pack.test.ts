import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { figureCost, validateFigure, type KfClass } from "../../../src/rules/knight-fight/figure";
import { assertForce } from "../../../src/rules/knight-fight/force";
import { compendiumActorRef, worldMembers } from "../../../src/foundry/knight-fight/documents/force-import";

const PACK_DIR = "packs/_source/knight-fight-figures";

interface PackDoc {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown> & { members?: string[] };
  prototypeToken: { actorLink: boolean; bar1?: { attribute: string } };
}

const docs = fs
  .readdirSync(PACK_DIR)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(fs.readFileSync(path.join(PACK_DIR, f), "utf8")) as PackDoc);
const figures = docs.filter((d) => d.type === "knight-fight-figure");
const forces = docs.filter((d) => d.type === "knight-fight-force");
const stats = (d: PackDoc) => ({ speed: d.system.speed as number, combat: d.system.combat as number, defence: d.system.defence as number, cls: d.system.cls as KfClass });

describe("knight-fight-figures compendium pack", () => {
  it("holds at least 12 legal figures covering all three classes, with a spread of stats and costs", () => {
    expect(figures.length).toBeGreaterThanOrEqual(12);
    for (const figure of figures) expect(() => validateFigure(stats(figure)), figure.name).not.toThrow();
    expect(new Set(figures.map((f) => f.system.cls)).size).toBe(3);
    for (const cls of ["fighter", "thrower", "shooter"]) expect(figures.filter((f) => f.system.cls === cls).length, cls).toBeGreaterThanOrEqual(3);
    expect(new Set(figures.map((f) => figureCost(stats(f)))).size).toBeGreaterThanOrEqual(8);
    expect(new Set(figures.map((f) => f.system.speed)).size).toBeGreaterThanOrEqual(6);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s starts out of play-state, linked, with the danger bar", (_name, figure) => {
    expect(figure.system).toMatchObject({ danger: { value: 0 }, actionPoints: 0, wagered: 0, killed: 0 });
    expect(figure._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(figure._key).toBe(`!actors!${figure._id}`);
    expect(figure.img).toMatch(/^systems\/shelf-wars\/assets\/knight-fight\/figures\/[a-z-]+\.svg$/);
    expect(figure.prototypeToken).toMatchObject({ actorLink: true, bar1: { attribute: "danger" } });
  });

  it("holds two ready forces of 1 to 3 of the pack's figures, each within the 300-point budget", () => {
    expect(forces).toHaveLength(2);
    for (const force of forces) {
      const members = (force.system.members ?? []).map((uuid) => {
        const ref = compendiumActorRef(uuid);
        expect(ref?.pack, uuid).toBe("shelf-wars.knight-fight-figures");
        const figure = figures.find((f) => f._id === ref?.id);
        expect(figure, uuid).toBeDefined();
        return stats(figure!);
      });
      expect(() => assertForce(members, 300), force.name).not.toThrow();
      expect(force.system).toMatchObject({ pool: 30, startingPool: 30 });
    }
    const all = forces.flatMap((f) => f.system.members ?? []);
    expect(new Set(all).size).toBe(all.length);
  });

  it("a force imported into the world brings its figures with it (compendium members become world actors)", async () => {
    const imported: string[] = [];
    const members = await worldMembers(
      ["Compendium.shelf-wars.knight-fight-figures.Actor.kf0000000000000a", "Actor.world00000000001", "Compendium.shelf-wars.knight-fight-figures.Actor.kf0000000000000b"],
      async (pack, id) => {
        imported.push(`${pack}/${id}`);
        return id.endsWith("b") ? null : { uuid: `Actor.imported-${id}` };
      },
    );
    expect(members).toEqual(["Actor.imported-kf0000000000000a", "Actor.world00000000001"]);
    expect(imported).toEqual(["shelf-wars.knight-fight-figures/kf0000000000000a", "shelf-wars.knight-fight-figures/kf0000000000000b"]);
    expect(compendiumActorRef("Actor.abc")).toBeNull();
  });
});
