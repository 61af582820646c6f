import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import { loadFailures, loadWorldActor } from "../../../foundry-stand-in/parts/data-models";
import { pmFigureSheetContext } from "../../../../src/foundry/precious-moments/sheets/figure-sheet-context";
import { bootPmWorld, pmSourceOf, pmSystemOf, type PmWorld } from "./setup";

describe("Precious Moments figures whose stored data breaks a rule", () => {
  let world: PmWorld;
  beforeEach(async () => {
    world = await bootPmWorld();
  });
  afterEach(() => removeStandIn());

  const broken = {
    _id: "brokenCherub0001",
    name: "Hand-typed Cherub",
    type: "precious-moments-figure",
    system: { cuteness: 14, brightness: 2.5, piety: null, devotion: { items: 1, activities: 0 }, startingValue: 0, value: 3, notes: "" },
  };

  it("still loads, and its sheet lists every rule it breaks", () => {
    const actor = loadWorldActor(broken);
    expect(loadFailures).toEqual([]);
    expect(actor).toBeDefined();
    if (!actor) return;
    const sheet = pmFigureSheetContext({ uuid: actor.uuid, name: actor.name, img: actor.img, system: pmSystemOf(actor) }, { editable: true });
    expect(sheet.violations).toEqual([
      "Cuteness must be between 1 and 10 (it is 14).",
      "Brightness must be a whole number (it is 2.5).",
      "Piety must be a whole number (it is empty).",
      "Starting Value must be a whole number of dollars, at least 1 (it is 0).",
    ]);
    expect(sheet.stats.map((s) => s.value)).toEqual([14, 2.5, null]);
  });

  it("can be fixed one field at a time, while a change that breaks a new rule is still refused", async () => {
    const actor = loadWorldActor(broken);
    if (!actor) throw new Error("not loaded");
    expect(await actor.update({ "system.cuteness": 6 })).toBeDefined();
    expect(pmSourceOf(actor).cuteness).toBe(6);
    expect(await actor.update({ "system.value": 1.5 })).toBeUndefined();
    expect(world.standIn.notifications.at(-1)?.message).toBe("Hand-typed Cherub: change refused. Current Value must be a whole number (it is 1.5).");
    await actor.update({ system: { brightness: 3, piety: 2, startingValue: 12 } });
    expect(pmSystemOf(actor).violations).toEqual([]);
  });
});
