import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { KfFigureModel } from "../../../src/foundry/knight-fight/documents/figure-model";
import type { KfForceModel } from "../../../src/foundry/knight-fight/documents/force-model";
import { kfDocumentsWorld, type KfDocumentsWorld } from "./documents-world";

const figureSystem = (actor: StandInModelActor) => actor.system as unknown as KfFigureModel;
const forceSystem = (actor: StandInModelActor) => actor.system as unknown as KfForceModel;
const sourceOf = (actor: StandInModelActor) => structuredClone(actor._source.system);

describe("Knight Fight actor types", () => {
  let world: KfDocumentsWorld;
  beforeEach(async () => {
    world = await kfDocumentsWorld();
  });
  afterEach(() => removeStandIn());

  it("registers both types' data models and a danger bar for figures", () => {
    expect(Object.keys(CONFIG.Actor.dataModels)).toEqual(expect.arrayContaining(["knight-fight-figure", "knight-fight-force"]));
    expect((CONFIG.Actor.trackableAttributes as Record<string, { bar: string[] }>)["knight-fight-figure"]?.bar).toEqual(["danger"]);
  });

  it("derives the points cost and shows danger against the certain-death mark", async () => {
    const actor = await world.figure({ system: { speed: 2, combat: 7, defence: 4, cls: "shooter", danger: { value: 2 } } });
    expect(figureSystem(actor).cost).toBe(13);
    expect(figureSystem(actor).danger).toEqual({ value: 2, max: 6 });
    expect(figureSystem(actor).violation).toBeNull();
    expect(figureSystem(actor).classModifier).toBe(-1);
  });

  it("links a new figure's tokens to the actor (forces list world actors)", async () => {
    const actor = await world.figure();
    expect((actor._source.prototypeToken as { actorLink?: boolean } | undefined)?.actorLink).toBe(true);
    const unlinked = await world.figure({ prototypeToken: { actorLink: false } });
    expect((unlinked._source.prototypeToken as { actorLink?: boolean }).actorLink).toBe(false);
  });

  it("shows a new figure's danger tokens on its tokens' first bar (not the system's primary health bar), unless set otherwise", async () => {
    const actor = await world.figure();
    expect(actor._source.prototypeToken).toMatchObject({ bar1: { attribute: "danger" }, displayBars: 40 });
    const chosen = await world.figure({ prototypeToken: { bar1: { attribute: "actionPoints" }, displayBars: 50 } });
    expect(chosen._source.prototypeToken).toMatchObject({ bar1: { attribute: "actionPoints" }, displayBars: 50 });
  });

  it.each([
    ["Speed 0", { speed: 0 }, "Speed must be a whole number of at least 1 (got 0)."],
    ["Defence -2", { defence: -2 }, "Defence must be a whole number of at least 1 (got -2)."],
    ["a class the rules do not have", { cls: "wizard" }, "A figure must be a Fighter, a Thrower or a Shooter (got wizard)."],
    ["negative danger", { danger: { value: -1 } }, "Danger tokens must be a whole number from 0 to 99 (got -1)."],
    ["seven action points", { actionPoints: 7 }, "Action points must be a whole number from 0 to 6 (got 7)."],
  ])("refuses %s naming the rule and keeps the figure's data", async (_label, change, rule) => {
    const actor = await world.figure({ name: "Brick" });
    const before = sourceOf(actor);
    expect(await actor.update({ system: change })).toBeUndefined();
    expect(sourceOf(actor)).toEqual(before);
    expect(figureSystem(actor).cost).toBe(12);
    expect(world.warnings()).toEqual([`Brick: change refused. ${rule}`]);
  });

  it("refuses the same illegal edit made with dotted paths, and an illegal new figure", async () => {
    const actor = await world.figure();
    expect(await actor.update({ "system.combat": 0 })).toBeUndefined();
    expect((sourceOf(actor) as { combat: number }).combat).toBe(5);
    await expect(world.figure({ name: "Nobody", system: { cls: "duellist" } })).rejects.toThrow(/refused/);
    expect(world.warnings().at(-1)).toBe("Nobody: change refused. A figure must be a Fighter, a Thrower or a Shooter (got duellist).");
  });

  it("a figure stored with a broken build (an import) is still renamed and annotated from its sheet, which sends every field; a build change is judged", async () => {
    // Stored before this rule existed (no creation checks): a class the rules do not have.
    const actor = createActor({ name: "Old Archer", type: "knight-fight-figure", system: { speed: 4, combat: 4, defence: 4, cls: "archer" } }) as StandInModelActor;
    expect(figureSystem(actor).violation?.code).toMatch(/^KnightFight\.Rule\./);
    // The sheet's submit: every enabled field, the build unchanged.
    const sheet = { name: "Old Archer of the Attic", "system.speed": 4, "system.combat": 4, "system.defence": 4, "system.cls": "archer", "system.notes": "<p>From the old world.</p>" };
    expect(await actor.update(sheet)).toBe(actor);
    expect([actor.name, (sourceOf(actor) as { notes: string }).notes]).toEqual(["Old Archer of the Attic", "<p>From the old world.</p>"]);
    expect(world.warnings()).toEqual([]);
    // A change to the build is judged: still broken, so refused, naming the rule.
    expect(await actor.update({ ...sheet, "system.speed": 5 })).toBeUndefined();
    expect((sourceOf(actor) as { speed: number }).speed).toBe(4);
    expect(world.warnings()).toEqual(["Old Archer of the Attic: change refused. A figure must be a Fighter, a Thrower or a Shooter (got archer)."]);
    // Put right, it is taken.
    expect(await actor.update({ ...sheet, "system.cls": "shooter" })).toBe(actor);
    expect(figureSystem(actor).violation).toBeNull();
  });

  it("a new force starts with the starting pool setting unless it brings its own", async () => {
    await game.settings!.set("shelf-wars" as never, "knight-fight.startingPool" as never, 24 as never);
    const force = await world.force();
    expect(sourceOf(force)).toMatchObject({ pool: 24, startingPool: 24, members: [] });
    const custom = await world.force({ system: { startingPool: 40 } });
    expect(sourceOf(custom)).toMatchObject({ pool: 40, startingPool: 40 });
  });

  it("refuses a negative pool or a starting pool of 0, naming the rule", async () => {
    const force = await world.force({ name: "Reds" });
    expect(await force.update({ "system.pool": -1 })).toBeUndefined();
    expect(await force.update({ "system.startingPool": 0 })).toBeUndefined();
    expect((sourceOf(force) as { pool: number }).pool).toBe(30);
    expect(world.warnings()).toEqual([
      "Reds: change refused. Dice pool must be a whole number from 0 to 9999 (got -1).",
      "Reds: change refused. A starting dice pool must be a whole number of at least 1 (got 0).",
    ]);
  });

  it("totals the members' points against the budget and counts those standing", async () => {
    const a = await world.figure({ name: "A", system: { speed: 50, combat: 50, defence: 50 } });
    const b = await world.figure({ name: "B", system: { speed: 40, combat: 60, defence: 10, killed: 1 } });
    const force = await world.force({ system: { members: [a.uuid, b.uuid] } });
    expect(forceSystem(force).totals).toEqual({ figures: 2, standing: 1, cost: 260, budget: 300 });
    expect(forceSystem(force).memberFigures.map((m) => [m.name, m.cost, m.killed])).toEqual([
      ["A", 150, false],
      ["B", 110, true],
    ]);
  });

  it("lets only Knight Fight figures join, and at enforce refuses a fourth figure or going over the budget", async () => {
    const force = await world.force({ name: "Reds" });
    const stranger = await createStranger();
    expect(await force.update({ system: { members: [stranger] } })).toBeUndefined();
    expect(world.warnings().at(-1)).toBe("Reds: change refused. Only Knight Fight figures can join a force (Crate is not one).");

    const big = await world.figure({ name: "Big", system: { speed: 100, combat: 100, defence: 90 } });
    const small = await world.figure({ name: "Small", system: { speed: 5, combat: 5, defence: 5 } });
    // warn (default): the force may be over budget; the sheet says so.
    expect(await force.update({ system: { members: [big.uuid, small.uuid] } })).toBeDefined();
    await force.update({ system: { members: [] } });
    await game.settings!.set("shelf-wars" as never, "knight-fight.automation.forceBudget" as never, "enforce" as never);
    expect(await force.update({ system: { members: [big.uuid, small.uuid] } })).toBeUndefined();
    expect(world.warnings().at(-1)).toBe("Reds: change refused. A force may cost at most 300 points; this one costs 305.");
    const four = await Promise.all(["1", "2", "3", "4"].map((n) => world.figure({ name: n })));
    expect(await force.update({ system: { members: four.map((f) => f.uuid) } })).toBeUndefined();
    expect(world.warnings().at(-1)).toBe("Reds: change refused. A force has 1 to 3 figures; this one has 4.");
    expect(forceSystem(force).memberUuids).toEqual([]);
  });

  async function createStranger(): Promise<string> {
    const crate = await createActor({ name: "Crate", type: "angry-miniatures-team", system: { members: [] } }, { via: "Actor.create" });
    return crate!.uuid;
  }
});
