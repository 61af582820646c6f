import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deriveFigure, figureWarnings } from "../../../../src/rules/angry-miniatures/figure";
import { toAmFigure, type FigureSource } from "../../../../src/data/angry-miniatures/figure-source";
import type { AmFigureModel } from "../../../../src/foundry/angry-miniatures/documents/figure-model";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { bootWorld, packFigures, type DocumentsWorld } from "./setup";

// The attack dialog belongs to the play module; the sheet only imports it.
vi.mock("../../../../src/foundry/angry-miniatures/play/attack-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../../src/foundry/angry-miniatures/play/attack-dialog")>()),
  openAttackDialog: vi.fn(),
}));

const systemOf = (actor: StandInModelActor) => actor.system as unknown as AmFigureModel;
const sourceOf = (actor: StandInModelActor) => structuredClone(actor._source.system) as unknown as FigureSource;

describe("Angry Miniatures figure data model", () => {
  let world: DocumentsWorld;
  beforeEach(async () => {
    world = await bootWorld();
  });
  afterEach(() => removeStandIn());

  it("derives Health, Speed, attack values and Distance exactly as the rules do", async () => {
    for (const pack of packFigures()) {
      const actor = await world.figure({ name: pack.name, system: pack.system });
      const expected = deriveFigure(toAmFigure(pack.system as unknown as FigureSource));
      expect(systemOf(actor).derived, pack.name).toEqual(expected);
      expect(systemOf(actor).health.max, pack.name).toBe(expected.health);
    }
  });

  it("shows only the attack values of the figure's own attack types", async () => {
    const actor = await world.figure({ system: { mind: 4, body: 1, spirit: 4, attackTypes: ["magic"], perk: "brutish" } });
    expect(systemOf(actor).derived).toEqual({ health: 4, speed: 5, magic: 5, distance: 6 });
  });

  it("starts a new figure at full Health", async () => {
    const actor = await world.figure({ system: { body: 7, mind: 1, spirit: 1, perk: "brutish" } });
    expect(systemOf(actor).health).toEqual({ value: 7, max: 7 });
  });

  it.each([
    ["Mind 8", { mind: 8 }, "Mind must be a whole number from 1 to 7."],
    ["a line that sums to 10", { mind: 4 }, "Mind, Body and Spirit must add up to exactly 9 (they add up to 10)."],
    ["Berzerk with Range", { perk: "berzerk", attackTypes: ["range"] }, "The chosen perk rules out the Range attack type."],
    ["Gangly with Melee", { flaw: "gangly" }, "The chosen flaw rules out the Melee attack type."],
    ["Stupid with Magic", { flaw: "stupid", attackTypes: ["magic"] }, "The chosen flaw rules out the Magic attack type."],
    ["two attack types without Multi-class", { attackTypes: ["melee", "range"] }, "This figure may have at most 1 attack type(s); it has 2."],
  ])("refuses %s with a warning naming the rule and keeps the old data", async (_label, change, rule) => {
    const actor = await world.figure({ name: "Brick" });
    const before = sourceOf(actor);
    const derivedBefore = structuredClone(systemOf(actor).derived);
    const result = await actor.update({ system: change });
    expect(result).toBeUndefined();
    expect(sourceOf(actor)).toEqual(before);
    expect(systemOf(actor).derived).toEqual(derivedBefore);
    expect(world.standIn.notifications).toEqual([{ level: "warn", message: `Brick: change refused. ${rule}` }]);
  });

  it("refuses the same illegal edit made with dotted paths (macro style)", async () => {
    const actor = await world.figure();
    expect(await actor.update({ "system.mind": 8 })).toBeUndefined();
    expect(sourceOf(actor).mind).toBe(3);
    expect(world.standIn.notifications).toHaveLength(1);
  });

  it("accepts a legal redistribution of all three stats in one update and re-derives", async () => {
    const actor = await world.figure();
    await actor.update({ system: { mind: 1, body: 7, spirit: 1 } });
    expect(sourceOf(actor)).toMatchObject({ mind: 1, body: 7, spirit: 1 });
    expect(systemOf(actor).derived).toEqual({ health: 6, speed: 5, melee: 7 });
    expect(world.standIn.notifications).toEqual([]);
  });

  it("clamps stored Health to the maximum and at 0, and lowers it when the maximum drops", async () => {
    const actor = await world.figure({ system: { mind: 1, body: 7, spirit: 1 } });
    await actor.update({ "system.health.value": 99 });
    expect(sourceOf(actor).health.value).toBe(6);
    await actor.update({ "system.health.value": -3 });
    expect(sourceOf(actor).health.value).toBe(0);
    await actor.update({ "system.health.value": 6 });
    await actor.update({ system: { mind: 3, body: 3, spirit: 3 } });
    expect(sourceOf(actor).health.value).toBe(4);
  });

  it("refuses to create an illegal figure", async () => {
    await expect(world.figure({ name: "Cheater", system: { mind: 7, body: 7, spirit: 1 } })).rejects.toThrow(/figure refused/);
    expect(world.standIn.notifications[0]?.message).toBe(
      "Cheater: change refused. Mind, Body and Spirit must add up to exactly 9 (they add up to 15).",
    );
  });

  it("keeps advice as sheet warnings, not refusals (Swift with Fat)", async () => {
    const actor = await world.figure({ system: { perk: "swift", flaw: "fat" } });
    expect(world.standIn.notifications).toEqual([]);
    const expected = figureWarnings(toAmFigure(sourceOf(actor)));
    expect(systemOf(actor).warnings).toEqual(expected);
    expect(systemOf(actor).warnings.map((w) => w.code)).toContain("AngryMiniatures.Warning.Cancels");
  });

  it("uses the crit's default trigger until one is set, and refuses nothing else while a build is stored illegal", async () => {
    const actor = await world.figure({ system: { crit: "forceful-weapon" } });
    expect(systemOf(actor).critTriggerFaces).toEqual(["A", "K"]);
    await actor.update({ "system.critTrigger": ["Q", "Q"] });
    expect(systemOf(actor).critTriggerFaces).toEqual(["Q", "Q"]);
  });
});
