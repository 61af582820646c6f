import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AmFigureModel } from "../../../../src/foundry/angry-miniatures/documents/figure-model";
import { figureSheetContext } from "../../../../src/foundry/angry-miniatures/sheets/figure-sheet-context";
import type { FigureSource } from "../../../../src/data/angry-miniatures/figure-source";
import { createActor, removeStandIn } from "../../../foundry-stand-in";
import { loadFailures, loadWorldActor, type StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { bootWorld, LEGAL_SYSTEM, type DocumentsWorld } from "./setup";

vi.mock("../../../../src/foundry/angry-miniatures/play/attack-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../../src/foundry/angry-miniatures/play/attack-dialog")>()),
  openAttackDialog: vi.fn(),
}));

const systemOf = (actor: StandInModelActor) => actor.system as unknown as AmFigureModel;
const sourceOf = (actor: StandInModelActor) => structuredClone(actor._source.system) as unknown as FigureSource;
const sheetOf = (actor: StandInModelActor) =>
  figureSheetContext({ uuid: actor.uuid, name: actor.name, img: actor.img, system: systemOf(actor) }, { editable: true, pending: null });

let nextId = 1;
/** A world actor as its database record holds it. */
function record(system: Record<string, unknown>, name = "Stored Figure") {
  return { _id: `stored${String(nextId++).padStart(10, "0")}`, name, type: "angry-miniatures-figure", system: { ...LEGAL_SYSTEM, health: { value: 4 }, critTrigger: [], notes: "", ...system } };
}

function load(system: Record<string, unknown>, name?: string): StandInModelActor {
  const data = record(system, name);
  const actor = loadWorldActor(data);
  expect(loadFailures, "the world dropped the actor on load").toEqual([]);
  expect(game.actors?.invalidDocumentIds.has(data._id)).toBe(false);
  if (!actor) throw new Error("not loaded");
  return actor;
}

describe("Angry Miniatures figures whose stored data no longer validates", () => {
  let world: DocumentsWorld;
  beforeEach(async () => {
    world = await bootWorld();
  });
  afterEach(() => removeStandIn());

  it.each([
    ["an unknown perk (renamed in a later version)", { perk: "laser-eyes" }, "AngryMiniatures.Rule.UnknownPerk", '"laser-eyes" is not an Angry Miniatures perk.'],
    ["an unknown flaw", { flaw: "grumpy" }, "AngryMiniatures.Rule.UnknownFlaw", '"grumpy" is not an Angry Miniatures flaw.'],
    ["an unknown crit", { crit: "meteor" }, "AngryMiniatures.Rule.UnknownCrit", '"meteor" is not an Angry Miniatures crit.'],
    ["an unknown crit trigger face", { critTrigger: ["A", "Joker"] }, "AngryMiniatures.Rule.CritTrigger", "A crit trigger needs one or more poker faces (9, 10, J, Q, K, A)."],
    ["an unknown attack type", { attackTypes: ["psionic"] }, "AngryMiniatures.Rule.UnknownAttackType", '"psionic" is not an attack type (Melee, Range or Magic).'],
    ["an unknown presentation", { presentation: "robot" }, "AngryMiniatures.Rule.Presentation", "Choose how the figure presents: male, female or androgynous."],
  ])("loads a figure with %s and shows it as illegal, naming the rule", (_label, system, code, message) => {
    const actor = load(system, "Relic");
    expect(systemOf(actor).violation?.code).toBe(code);
    expect(systemOf(actor).derived).toBeNull();
    expect(sourceOf(actor)).toMatchObject(system);
    const sheet = sheetOf(actor);
    expect(sheet.violations).toEqual([message]);
    expect(sheet.canAttack).toBe(false);
  });

  it("keeps the unknown choice selected on the sheet, named as unknown, until another is picked", async () => {
    const actor = load({ perk: "laser-eyes", attackTypes: ["psionic"] });
    const sheet = sheetOf(actor);
    expect(sheet.violations).toEqual(['"laser-eyes" is not an Angry Miniatures perk.', '"psionic" is not an attack type (Melee, Range or Magic).']);
    expect(sheet.perk.options[0]).toEqual({ value: "laser-eyes", label: "“laser-eyes” (unknown: pick another)", selected: true });
    expect(sheet.perk.options.filter((o) => o.selected)).toHaveLength(1);
    expect(sheet.perk.hint).toMatch(/not a choice Shelf Wars knows/);
    expect(sheet.attackTypes.primary[0]).toEqual({ value: "psionic", label: "“psionic” (unknown: pick another)", selected: true });
    // Fixing one unknown entry is accepted while another is still broken (nothing gets worse)…
    expect(await actor.update({ system: { perk: "swift" } })).toBe(actor);
    expect(systemOf(actor).violation?.code).toBe("AngryMiniatures.Rule.UnknownAttackType");
    // …and fixing the last one makes the figure legal again.
    await actor.update({ system: { attackTypes: ["magic"] } });
    expect(systemOf(actor).violation).toBeNull();
    expect(systemOf(actor).derived).toMatchObject({ magic: 4 });
    expect(world.standIn.notifications).toEqual([]);
  });

  it("still refuses a change that breaks a rule the stored figure did not already break", async () => {
    const actor = load({ perk: "laser-eyes" }, "Relic");
    const before = sourceOf(actor);
    expect(await actor.update({ system: { flaw: "gangly" } })).toBeUndefined();
    expect(sourceOf(actor)).toEqual(before);
    expect(world.standIn.notifications).toEqual([{ level: "warn", message: "Relic: change refused. The chosen flaw rules out the Melee attack type." }]);
  });

  it("lets the sheet remove an unknown crit trigger face", async () => {
    const { removeTriggerFace } = await import("../../../../src/foundry/angry-miniatures/sheets/figure-sheet-actions");
    const actor = load({ critTrigger: ["A", "Joker", "K"] });
    expect(sheetOf(actor).critTrigger.faces).toEqual([
      { face: "A", index: 0, known: true },
      { face: "Joker", index: 1, known: false },
      { face: "K", index: 2, known: true },
    ]);
    await removeTriggerFace(actor as never, 1);
    expect(sourceOf(actor).critTrigger).toEqual(["A", "K"]);
    expect(systemOf(actor).violation).toBeNull();
    expect(systemOf(actor).critTriggerFaces).toEqual(["A", "K"]);
  });

  it("loads a stored stat line that is out of range or not a number, shows the rule, and takes a legal line", async () => {
    const actor = load({ mind: null, body: 4, spirit: 12 });
    expect(systemOf(actor).violations.map((v) => v.code)).toEqual(["AngryMiniatures.Rule.StatRange", "AngryMiniatures.Rule.StatRange"]);
    await actor.update({ system: { mind: 2, body: 4, spirit: 3 } });
    expect(systemOf(actor).violation).toBeNull();
  });
});

describe("Angry Miniatures figures: no input stores NaN, null or a non-object, and the refusal names the rule", () => {
  let world: DocumentsWorld;
  beforeEach(async () => {
    world = await bootWorld();
  });
  afterEach(() => removeStandIn());

  const warned = () => world.standIn.notifications.map((n) => `${n.level}: ${n.message}`);

  it.each([
    ["system: null", { system: null }, "Brick: change refused. A figure's data must hold its stats and traits (got null)."],
    ["system: a number", { system: 7 }, "Brick: change refused. A figure's data must hold its stats and traits (got number)."],
    ["Health null (a cleared input)", { "system.health.value": null }, "Brick: change refused. Health must be a whole number, 0 or more (got null)."],
    ["Mind null", { "system.mind": null }, "Brick: change refused. Mind must be a whole number from 1 to 7."],
  ])("refuses %s and keeps the figure as it was", async (_label, change, message) => {
    const actor = await world.figure({ name: "Brick" });
    const before = structuredClone(actor.stored);
    expect(await actor.update(change)).toBeUndefined();
    expect(actor.stored).toEqual(before);
    expect(sourceOf(actor)).toEqual(before.system);
    expect(warned()).toEqual([`warn: ${message}`]);
  });

  it("refuses NaN however it arrives (Foundry casts text to NaN): Health, a stat, a build change", async () => {
    const actor = await world.figure({ name: "Brick" });
    const before = sourceOf(actor);
    const user = game.user;
    expect(await actor.model._preUpdate({ system: { health: { value: Number.NaN } } }, {}, user)).toBe(false);
    expect(await actor.model._preUpdate({ system: { body: Number.NaN, mind: 5 } }, {}, user)).toBe(false);
    expect(await actor.model._preUpdate({ system: { health: { value: Number.POSITIVE_INFINITY } } }, {}, user)).toBe(false);
    expect(warned()).toEqual([
      "warn: Brick: change refused. Health must be a whole number, 0 or more (got NaN).",
      "warn: Brick: change refused. Body must be a whole number from 1 to 7.",
      "warn: Brick: change refused. Health must be a whole number, 0 or more (got Infinity).",
    ]);
    expect(sourceOf(actor)).toEqual(before);
    // Text never reaches the model here: the schema refuses it before any change is made.
    await expect(actor.update({ "system.mind": "five" })).rejects.toThrow(/mind: must be a number/);
    await expect(actor.update({ "system.health": 3 })).rejects.toThrow(/health: must be an object/);
    expect(sourceOf(actor)).toEqual(before);
  });

  it("refuses to create a figure from system: null or with Health null, naming the rule", async () => {
    await expect(world.figure({ name: "Ghost", system: { health: { value: null } } })).rejects.toThrow(/figure refused/);
    expect(await createActor({ name: "Void", type: "angry-miniatures-figure", system: null as never }, { via: "Actor.create" })).toBeUndefined();
    expect(warned()).toEqual([
      "warn: Ghost: change refused. Health must be a whole number, 0 or more (got null).",
      "warn: Void: change refused. A figure's data must hold its stats and traits (got null).",
    ]);
    expect(game.actors?.size).toBe(0);
  });
});

describe("Angry Miniatures figures: editing the build keeps the damage taken", () => {
  let world: DocumentsWorld;
  beforeEach(async () => {
    world = await bootWorld();
  });
  afterEach(() => removeStandIn());

  const health = (actor: StandInModelActor) => systemOf(actor).health;

  it("keeps maximum minus Health when the maximum moves down and back up", async () => {
    const actor = await world.figure({ system: { mind: 1, body: 7, spirit: 1 } });
    await actor.update({ "system.health.value": 4 });
    expect(health(actor)).toEqual({ value: 4, max: 6 });
    await actor.update({ system: { mind: 3, body: 3, spirit: 3 } });
    expect(health(actor)).toEqual({ value: 2, max: 4 });
    await actor.update({ system: { perk: "brutish" } });
    expect(health(actor)).toEqual({ value: 3, max: 5 });
    await actor.update({ system: { mind: 1, body: 7, spirit: 1 } });
    expect(health(actor)).toEqual({ value: 5, max: 7 });
    expect(actor.stored.system?.health).toEqual({ value: 5 });
  });

  it("clamps at 0 when the damage is more than the new maximum, and takes Health given in the same change", async () => {
    const actor = await world.figure({ system: { mind: 1, body: 7, spirit: 1 } });
    await actor.update({ "system.health.value": 1 });
    await actor.update({ system: { mind: 3, body: 3, spirit: 3 } });
    expect(health(actor)).toEqual({ value: 0, max: 4 });
    await actor.update({ system: { mind: 1, body: 7, spirit: 1, health: { value: 6 } } });
    expect(health(actor)).toEqual({ value: 6, max: 6 });
  });

  it("keeps the damage while an illegal stored figure is fixed", async () => {
    const actor = load({ perk: "laser-eyes", mind: 2, body: 5, spirit: 2, health: { value: 3 } });
    expect(health(actor)).toEqual({ value: 3, max: 5 });
    await actor.update({ system: { perk: "brutish" } });
    expect(health(actor)).toEqual({ value: 4, max: 6 });
    expect(systemOf(actor).violation).toBeNull();
  });
});

describe("the stand-in's data models validate as Foundry's DataModel does (so a dropped actor shows up in tests)", () => {
  afterEach(() => removeStandIn());

  async function withChoicesModel() {
    await bootWorld();
    const { StandInTypeDataModel } = await import("../../../foundry-stand-in/parts/data-models");
    type Field = new (options: object) => unknown;
    const { NumberField, StringField } = (globalThis as unknown as { foundry: { data: { fields: { NumberField: Field; StringField: Field } } } }).foundry.data.fields;
    class ChoiceModel extends StandInTypeDataModel {
      static override defineSchema() {
        return {
          colour: new StringField({ required: true, choices: ["red", "blue"], initial: "red" }),
          size: new NumberField({ required: true, nullable: false, integer: true, min: 1, max: 3, initial: 1 }),
        } as never;
      }
    }
    (CONFIG.Actor.dataModels as Record<string, unknown>)["choice-test"] = ChoiceModel;
    return ChoiceModel;
  }

  it("drops a world record whose StringField value is not one of its choices, or whose number breaks integer/min/max/nullable", async () => {
    await withChoicesModel();
    for (const [id, system] of [
      ["badchoice0000001", { colour: "green", size: 1 }],
      ["notinteger000001", { colour: "red", size: 1.5 }],
      ["toolarge00000001", { colour: "red", size: 4 }],
      ["nullnumber000001", { colour: "red", size: null }],
    ] as const) {
      expect(loadWorldActor({ _id: id, name: id, type: "choice-test", system })).toBeUndefined();
      expect(game.actors?.invalidDocumentIds.has(id)).toBe(true);
    }
    expect(loadWorldActor({ _id: "goodrecord000001", name: "ok", type: "choice-test", system: { colour: "blue", size: 3 } })).toBeDefined();
    expect(loadFailures.map((f) => f.message)).toEqual([
      'ChoiceModel validation errors: colour: "green" is not a valid choice',
      "ChoiceModel validation errors: size: must be an integer",
      "ChoiceModel validation errors: size: must be at most 3",
      "ChoiceModel validation errors: size: may not be null",
    ]);
  });

  it("validate: strict throws, non-strict reports, fallback replaces the invalid value by the initial one", async () => {
    const ChoiceModel = await withChoicesModel();
    const model = new ChoiceModel({ colour: "green", size: 2 }, { strict: false });
    expect(model.invalid).toBe(true);
    expect(() => model.validate()).toThrow(/colour: "green" is not a valid choice/);
    expect(model.validate({ strict: false })).toBe(false);
    const changes = { colour: "purple" };
    expect(() => model.validate({ changes })).toThrow(/not a valid choice/);
    expect(model.validate({ changes: { size: 3 } })).toBe(true);
    expect(model.validate({ changes, fallback: true })).toBe(true);
    expect(changes).toEqual({ colour: "red" });
  });
});
