import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, installStandIn, removeStandIn } from "../index";
import { StandInTypeDataModel } from "../parts/data-models";
import { createUser, OWNERSHIP, setCurrentUser, type StandInUser } from "../parts/documents";
import { createGridScene, placeToken, type StandInScene } from "../parts/scenes";

/**
 * Contracts of what side colours use: ColorField (https://foundryvtt.com/api/v13/classes/foundry.data.fields.ColorField.html),
 * Actor#prototypeToken (https://foundryvtt.com/api/v13/classes/foundry.data.PrototypeToken.html),
 * TokenDocument#ring (https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenRingData.html),
 * Scene#updateEmbeddedDocuments (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#updateembeddeddocuments)
 * and the createToken hook (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html).
 */
class ColouredModel extends StandInTypeDataModel {
  static override defineSchema() {
    const { ColorField } = (globalThis as unknown as { foundry: { data: { fields: { ColorField: new (o?: object) => never } } } }).foundry.data.fields;
    return { color: new ColorField({ required: true, nullable: false, initial: "#112233" }), tint: new ColorField() };
  }
}

describe("stand-in contracts: side colours", () => {
  let gm: StandInUser;
  let alice: StandInUser;
  let scene: StandInScene;

  beforeEach(() => {
    installStandIn();
    (globalThis as unknown as { CONFIG: { Actor: { dataModels: Record<string, unknown> } } }).CONFIG.Actor.dataModels.coloured = ColouredModel;
    gm = createUser("Gamemaster", { isGM: true });
    alice = createUser("Alice");
    setCurrentUser(gm);
    scene = createGridScene({ type: 1, size: 100 }, { width: 1000, height: 1000 });
  });
  afterEach(() => removeStandIn());

  it("ColorField: the initial fills a missing colour, a nullable one defaults to null, '#rrggbb' is accepted and anything else refused", async () => {
    const actor = (await createActor({ name: "C", type: "coloured", system: {} }, { via: "Actor.create" }))!;
    expect(actor.system).toMatchObject({ color: "#112233", tint: null });
    await actor.update({ system: { color: "#A0B1C2" } });
    expect((actor.system as { color: string }).color).toBe("#A0B1C2");
    await expect(actor.update({ system: { color: "red" } })).rejects.toThrow(/valid color/);
    await expect(actor.update({ system: { color: null } })).rejects.toThrow(/null/);
  });

  it("Actor#prototypeToken reads the stored prototype; TokenDocument#ring reads the stored ring with its defaults", async () => {
    const actor = (await createActor({ name: "C", type: "coloured", system: {}, prototypeToken: { disposition: -1 } }, { via: "Actor.create" }))!;
    expect(actor.prototypeToken.disposition).toBe(-1);
    const token = placeToken(scene, actor, { i: 1, j: 1 });
    expect(token.ring).toEqual({ enabled: false, colors: { ring: null, background: null }, effects: 1, subject: { scale: 1, texture: null } });
  });

  it("updateEmbeddedDocuments('Token'): one call for many, unchanged entries dropped, updateToken per change; a non-owner's batch is refused whole", async () => {
    const actor = (await createActor({ name: "C", type: "coloured", system: {}, ownership: { [alice.id]: OWNERSHIP.OWNER } }, { via: "Actor.create" }))!;
    const other = (await createActor({ name: "D", type: "coloured", system: {} }, { via: "Actor.create" }))!;
    const [a, b] = [placeToken(scene, actor, { i: 1, j: 1 }), placeToken(scene, other, { i: 2, j: 2 })];
    const seen: string[] = [];
    (globalThis as unknown as { Hooks: { on(h: string, f: (t: { id: string }) => void): void } }).Hooks.on("updateToken", (t) => seen.push(t.id));
    const ring = { enabled: true, colors: { ring: "#3d7cc9", background: "#1d1a17" } };
    const done = await scene.updateEmbeddedDocuments("Token", [{ _id: a.id, ring }, { _id: b.id, x: b.x }]);
    expect(done.map((t) => t.id)).toEqual([a.id]);
    expect(a.ring.colors.ring).toBe("#3d7cc9");
    expect(seen.length).toBeGreaterThanOrEqual(1);
    setCurrentUser(alice);
    await expect(scene.updateEmbeddedDocuments("Token", [{ _id: a.id, disposition: -1 }, { _id: b.id, disposition: -1 }])).rejects.toThrow(/lacks permission/);
    expect([a.disposition, b.disposition]).toEqual([0, 0]);
    expect(a._source.disposition).toBeUndefined();
  });

  it("createToken runs after the tokens are created, with the creator's id", async () => {
    const actor = (await createActor({ name: "C", type: "coloured", system: {} }, { via: "Actor.create" }))!;
    const seen: [string | null, string][] = [];
    (globalThis as unknown as { Hooks: { on(h: string, f: (t: { actorId: string | null }, o: unknown, u: string) => void): void } }).Hooks.on("createToken", (t, _o, u) => seen.push([t.actorId, u]));
    await scene.createEmbeddedDocuments("Token", [{ actorId: actor.id, x: 0, y: 0 }]);
    expect(seen[0]).toEqual([actor.id, gm.id]);
  });
});
