import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../../foundry-stand-in";
import { bootPmWorld, pmSourceOf, pmSystemOf, type PmWorld } from "./setup";

describe("Precious Moments figure data model", () => {
  let world: PmWorld;
  beforeEach(async () => {
    world = await bootPmWorld();
  });
  afterEach(() => removeStandIn());

  it("starts a new figure with its whole starting Value and no broken rule", async () => {
    const actor = await world.figure({ system: { startingValue: 23 } });
    expect(pmSourceOf(actor)).toMatchObject({ cuteness: 7, brightness: 5, piety: 4, startingValue: 23, value: 23 });
    expect(pmSystemOf(actor).violations).toEqual([]);
    expect(pmSystemOf(actor).inHeaven).toBe(false);
  });

  it.each([
    ["Cuteness 11", { cuteness: 11 }, "Cuteness must be between 1 and 10 (it is 11)."],
    ["Brightness 0", { brightness: 0 }, "Brightness must be between 1 and 10 (it is 0)."],
    ["Piety 9", { piety: 9 }, "Piety must be between 0 and 8 (it is 9)."],
    ["a fractional Cuteness", { cuteness: 5.5 }, "Cuteness must be a whole number (it is 5.5)."],
    ["a starting Value of 0", { startingValue: 0 }, "Starting Value must be a whole number of dollars, at least 1 (it is 0)."],
    ["a starting Value of 22.95", { startingValue: 22.95 }, "Starting Value must be a whole number of dollars, at least 1 (it is 22.95)."],
    ["a fractional current Value", { value: 2.5 }, "Current Value must be a whole number (it is 2.5)."],
    ["a negative count of spiritual items", { devotion: { items: -1 } }, "The number of spiritual items must be a whole number, 0 or more (it is -1)."],
  ])("refuses %s with a warning naming the rule and keeps the figure's data", async (_label, change, rule) => {
    const actor = await world.figure({ name: "Brick" });
    const before = pmSourceOf(actor);
    expect(await actor.update({ system: change })).toBeUndefined();
    expect(pmSourceOf(actor)).toEqual(before);
    expect(world.standIn.notifications).toEqual([{ level: "warn", message: `Brick: change refused. ${rule}` }]);
  });

  it("a figure created with no data at all takes legal defaults (as the Create Actor dialog makes it)", async () => {
    const actor = await createActor({ name: "Blank", type: "precious-moments-figure" }, { via: "Actor.create" });
    expect(actor).toBeDefined();
    expect(pmSourceOf(actor!)).toEqual({ cuteness: 5, brightness: 5, piety: 0, devotion: { items: 0, activities: 0 }, startingValue: 10, value: 10, notes: "" });
    expect(pmSystemOf(actor!).violations).toEqual([]);
  });

  it("refuses an illegal figure at creation, naming the rule", async () => {
    const actor = await createActor({ name: "Too Cute", type: "precious-moments-figure", system: { cuteness: 12, brightness: 3, piety: 2, startingValue: 9 } }, { via: "Actor.create" });
    expect(actor).toBeUndefined();
    expect(world.standIn.notifications).toEqual([{ level: "warn", message: "Too Cute: change refused. Cuteness must be between 1 and 10 (it is 12)." }]);
  });

  it("sets Piety from spiritual items and activities: two each, at most 8 (the source's example gives 8)", async () => {
    const actor = await world.figure({ system: { piety: 0, devotion: { items: 0, activities: 0 } } });
    await actor.update({ "system.devotion.items": 1 });
    expect(pmSourceOf(actor).piety).toBe(2);
    await actor.update({ system: { devotion: { items: 3, activities: 1 } } });
    expect(pmSourceOf(actor).piety).toBe(8);
    await actor.update({ system: { devotion: { items: 5, activities: 2 } } });
    expect(pmSourceOf(actor).piety).toBe(8);
  });

  it("lets the owner type Piety directly, leaving the counts as they are", async () => {
    const actor = await world.figure();
    await actor.update({ "system.piety": 6 });
    expect(pmSourceOf(actor)).toMatchObject({ piety: 6, devotion: { items: 1, activities: 1 } });
  });

  it("keeps the Humiliation suffered when the starting Value is corrected", async () => {
    const actor = await world.figure({ system: { startingValue: 20 } });
    await actor.update({ "system.value": 14 });
    await actor.update({ "system.startingValue": 25 });
    expect(pmSourceOf(actor)).toMatchObject({ startingValue: 25, value: 19 });
  });

  it("a current Value of 0 or less sends the figure to Heaven", async () => {
    const actor = await world.figure();
    await actor.update({ "system.value": -3 });
    expect(pmSourceOf(actor).value).toBe(-3);
    expect(pmSystemOf(actor).inHeaven).toBe(true);
  });
});
