import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, installStandIn, removeStandIn, type StandIn } from "../index";
import { StandInActor, StandInModelActor, StandInTypeDataModel } from "../parts/data-models";
import { createUser, setCurrentUser, type StandInUser } from "../parts/documents";

/**
 * Contracts of `createActor` (parts/data-models.ts), the stand-in's one way to make a world Actor:
 * bare or model-backed by the type's registered data model, held by the world or made through
 * Actor.create.
 */
class CounterModel extends StandInTypeDataModel {
  static override defineSchema() {
    const { NumberField } = (globalThis as unknown as { foundry: { data: { fields: { NumberField: new (o: object) => never } } } }).foundry.data.fields;
    return { count: new NumberField({ initial: 0, integer: true, min: 0 }) };
  }
}

describe("stand-in contracts: createActor, the one Actor factory", () => {
  let standIn: StandIn;
  let gm: StandInUser;
  let alice: StandInUser;
  const worldActors = () => (game as unknown as { actors: { get(id: string): unknown } }).actors;

  beforeEach(() => {
    standIn = installStandIn();
    (CONFIG.Actor.dataModels as Record<string, unknown>).counter = CounterModel;
    gm = createUser("Gamemaster", { isGM: true });
    alice = createUser("Alice");
    setCurrentUser(gm);
  });
  afterEach(() => removeStandIn());

  it("a type without a registered data model makes a bare actor the world holds; owners join the ownership given", async () => {
    const actor = createActor({ name: "Hero", type: "figure", ownership: { default: 2 }, owners: [alice], system: { health: 3 } });
    expect(actor).toBeInstanceOf(StandInActor);
    expect(actor).not.toBeInstanceOf(StandInModelActor);
    expect([actor.type, actor.system, actor._source.ownership]).toEqual(["figure", { health: 3 }, { default: 2, [alice.id]: 3 }]);
    expect(worldActors().get(actor.id)).toBe(actor);
    expect(await fromUuid(actor.uuid as never)).toBe(actor);
  });

  it("a type with a registered data model is model-backed, its system validated strictly; held by the world, it runs no creation hook", () => {
    const created: unknown[] = [];
    standIn.hooks.on("createActor", (actor: unknown) => created.push(actor));
    const actor = createActor({ name: "Tally", type: "counter", system: { count: 2 } });
    expect(actor).toBeInstanceOf(StandInModelActor);
    expect((actor as StandInModelActor).model).toBeInstanceOf(CounterModel);
    expect(worldActors().get(actor.id)).toBe(actor);
    expect(() => createActor({ name: "Bad", type: "counter", system: { count: -1 } })).toThrow(/count: must be at least 0/);
    expect(created).toEqual([]);
  });

  it('via "Actor.create": needs ACTOR_CREATE (a player is refused and it rejects), then the createActor hook runs on every client', async () => {
    const created: string[] = [];
    standIn.hooks.on("createActor", (actor: unknown, _options: unknown, userId: unknown) => created.push(`${game.user!.name}: ${(actor as { name: string }).name} by ${String(userId)}`));
    setCurrentUser(alice);
    await expect(createActor({ name: "Mine", type: "counter", system: {} }, { via: "Actor.create" })).rejects.toThrow(/User Alice lacks permission to create Actor/);
    setCurrentUser(gm);
    const actor = await createActor({ name: "Tally", type: "counter", system: {}, owners: [alice] }, { via: "Actor.create" });
    expect(actor?.testUserPermission(alice, "OWNER")).toBe(true);
    expect(created).toEqual([`Gamemaster: Tally by ${gm.id}`, `Alice: Tally by ${gm.id}`]);
    await expect(createActor({ name: "Bare", type: "figure" }, { via: "Actor.create" })).rejects.toThrow(/no data model registered/);
  });

  it("runs _preUpdate and preUpdateActor on the changes as sent, unchanged fields and no-op updates included; only then keeps the differences", async () => {
    const seen: unknown[] = [];
    class Watching extends CounterModel {
      override async _preUpdate(changes: unknown): Promise<boolean | void> {
        seen.push(["_preUpdate", structuredClone(changes)]);
      }
    }
    (CONFIG.Actor.dataModels as Record<string, unknown>).watching = Watching;
    const actor = createActor({ name: "Tally", type: "watching", system: { count: 2 } }) as StandInModelActor;
    standIn.hooks.on("preUpdateActor", (_a: unknown, changes: unknown) => seen.push(["preUpdateActor", structuredClone(changes)]));
    // updateActor runs on every connected client; the writer's (the GM's) is the one recorded.
    standIn.hooks.on("updateActor", (_a: unknown, changes: unknown) => game.user?.id === gm.id && seen.push(["updateActor", structuredClone(changes)]));
    // A sheet sends every field: the name changes, the count does not.
    await actor.update({ name: "Tally Ho", "system.count": 2 });
    expect(seen).toEqual([
      ["_preUpdate", { name: "Tally Ho", system: { count: 2 } }],
      ["preUpdateActor", { name: "Tally Ho", system: { count: 2 } }],
      ["updateActor", { name: "Tally Ho" }],
    ]);
    seen.length = 0;
    // Nothing changes: the pre-update steps still run; nothing is written and no updateActor follows.
    expect(await actor.update({ "system.count": 2 })).toBeUndefined();
    expect(seen).toEqual([
      ["_preUpdate", { system: { count: 2 } }],
      ["preUpdateActor", { system: { count: 2 } }],
    ]);
  });

  it("refuses an actor without a type, as BaseActor's type is required", () => {
    expect(() => createActor({ name: "Nobody" } as never)).toThrow(/needs a type/);
  });
});
