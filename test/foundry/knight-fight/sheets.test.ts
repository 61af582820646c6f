import fs from "node:fs";
import Handlebars from "handlebars";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import { registeredSheets, type StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { kfFigureSheetContext } from "../../../src/foundry/knight-fight/sheets/figure-sheet-context";
import { kfForceSheetContext, withMember } from "../../../src/foundry/knight-fight/sheets/force-sheet-context";
import { forceChecks } from "../../../src/foundry/knight-fight/documents/force-check";
import { memberUuidForDrop, type ForceDropWorld } from "../../../src/foundry/knight-fight/documents/force-drop";
import { parseAdjustment } from "../../../src/foundry/knight-fight/documents/pool-adjustment";
import type { KfFigureModel } from "../../../src/foundry/knight-fight/documents/figure-model";
import type { KfForceModel } from "../../../src/foundry/knight-fight/documents/force-model";
import { kfWorld, type KfWorld } from "./world";

const SHEETS = "templates/knight-fight/sheets";

/** The shared notes partial's context, as the sheets build it (src/foundry/sheets/notes.ts). */
const notesOf = (uuid: string, value = "", editable = true) => ({ name: "system.notes", value, enriched: value, editable, documentUuid: uuid, label: "SHELFWARS.KnightFight.Sheet.Notes" });

/**
 * Real Handlebars with Foundry's `localize` helper (formatting with hash arguments) over the
 * stand-in's English, and the shared notes partial; `notes` defaults to empty, editable notes.
 */
function render(template: string, context: object): string {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string, options: { hash?: Record<string, unknown> }) =>
    options.hash && Object.keys(options.hash).length > 0 ? game.i18n!.format(key, options.hash as Record<string, string>) : game.i18n!.localize(key),
  );
  hb.registerPartial("systems/shelf-wars/templates/shared/notes.hbs", fs.readFileSync("templates/shared/notes.hbs", "utf8"));
  hb.registerPartial("systems/shelf-wars/templates/shared/side-colour.hbs", fs.readFileSync("templates/shared/side-colour.hbs", "utf8"));
  return hb.compile(fs.readFileSync(`${SHEETS}/${template}`, "utf8"), { strict: false })({ notes: notesOf("Actor.sheet"), ...context });
}

function figureView(actor: StandInModelActor) {
  return { uuid: actor.uuid, name: actor.name, img: actor.img, system: actor.system as unknown as KfFigureModel };
}

function forceView(actor: StandInModelActor) {
  const system = actor.system as unknown as KfForceModel;
  const members = system.memberFigures;
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img,
    pool: system.forceSource.pool,
    startingPool: system.forceSource.startingPool,
    members,
    totals: system.totals,
    checks: forceChecks(members, system.totals.budget),
  };
}

describe("Knight Fight sheets", () => {
  let t: KfWorld;
  beforeEach(async () => {
    t = await kfWorld();
  });
  afterEach(() => removeStandIn());

  it("the figure sheet shows class and hint, stats, cost, modifier, danger, action points and the force", async () => {
    const archer = await t.figure("Archer", t.alice, { speed: 3, combat: 6, defence: 2, cls: "shooter", danger: { value: 2 }, actionPoints: 3, wagered: 1 });
    await t.force("Reds", t.alice, [archer]);
    const context = kfFigureSheetContext(figureView(archer), { editable: true, play: { forceName: "Reds", activating: true } });
    expect(context.classes.find((c) => c.selected)).toEqual({ value: "shooter", label: "Shooter", selected: true });
    expect(context.stats.map((s) => [s.label, s.value, s.name])).toEqual([
      ["Speed", 3, "system.speed"],
      ["Combat", 6, "system.combat"],
      ["Defence", 2, "system.defence"],
    ]);
    expect(context.cost).toBe(11);
    expect(context.classModifier).toBe("-1");
    expect(context.play).toEqual({ forceName: "Reds", danger: 2, dangerMax: 6, actionPoints: 3, wagered: true, killed: false, activating: true });
    expect(context.actions).toEqual({ canWager: false, canAttack: true, canProtect: true, canEnd: true });
    const html = render("figure-sheet.hbs", { figure: context });
    expect(html).toContain("Picks the closest enemy");
    expect(html).toContain("Activating: spend the action points.");
    expect(html).not.toMatch(/SHELFWARS\./);
  });

  it("offers no actions to a figure that is not activating, is killed, or is not the user's", async () => {
    const knight = await t.figure("Knight", t.alice, { killed: 1 });
    const idle = kfFigureSheetContext(figureView(knight), { editable: true, play: { forceName: "Reds", activating: false } });
    expect(idle.actions).toEqual({ canWager: false, canAttack: false, canProtect: false, canEnd: false });
    const dead = kfFigureSheetContext(figureView(knight), { editable: true, play: { forceName: "Reds", activating: true } });
    expect(dead.actions.canEnd).toBe(false);
    const fresh = await t.figure("Squire", t.alice);
    const notMine = kfFigureSheetContext(figureView(fresh), { editable: false, play: { forceName: "Reds", activating: true } });
    expect(notMine.actions.canWager).toBe(false);
    const noForce = kfFigureSheetContext(figureView(fresh), { editable: true, play: { forceName: null, activating: true } });
    expect(noForce.actions.canWager).toBe(false);
    expect(render("figure-sheet.hbs", { figure: noForce })).toContain("None yet: drop the figure on a force sheet.");
  });

  it("the force sheet puts the pool first and lists members with points against the budget", async () => {
    const a = await t.figure("Ser Ash", t.alice, { speed: 100, combat: 100, defence: 60 });
    const b = await t.figure("Ser Birch", t.alice, { speed: 20, combat: 20, defence: 10, cls: "thrower", danger: { value: 1 } });
    const reds = await t.force("Reds", t.alice, [a, b], { pool: 17 });
    const context = kfForceSheetContext(forceView(reds), { editable: true, budgetLevel: "warn" });
    expect(context.pool).toEqual({ value: 17, starting: 30, startedWith: "Started with 30 dice", empty: false });
    expect(context.totals).toEqual({ figures: 2, standing: 2, cost: 310, budget: 300, overBudget: true });
    expect(context.problems).toEqual(["A force may cost at most 300 points; this one costs 310."]);
    expect(context.members.map((m) => [m.name, m.cls, m.cost, m.danger])).toEqual([
      ["Ser Ash", "Fighter", 260, 0],
      ["Ser Birch", "Thrower", 50, 1],
    ]);
    const html = render("force-sheet.hbs", { force: context });
    expect(html).toMatch(/<output class="kf-pool__value"[^>]*>17<\/output>/);
    expect(html).toContain("310 of 300");
    expect(html).toContain('aria-label="Remove Ser Birch"');
    expect(html).not.toMatch(/SHELFWARS\./);
    expect(kfForceSheetContext(forceView(reds), { editable: true, budgetLevel: "off" }).problems).toEqual([]);
    const readOnly = render("force-sheet.hbs", { force: kfForceSheetContext(forceView(reds), { editable: false, budgetLevel: "warn" }) });
    expect(readOnly).not.toContain('data-action="adjustPool"');
    expect(readOnly).not.toContain('data-action="removeMember"');
  });

  it("reads a typed adjustment as a whole number of dice, never 0 or a fraction", () => {
    expect(parseAdjustment("-3")).toBe(-3);
    expect(parseAdjustment("+2")).toBe(2);
    expect(parseAdjustment("1")).toBe(1);
    for (const bad of ["0", "1.5", "", "two", undefined, "99999"]) expect(parseAdjustment(bad), String(bad)).toBeNull();
  });

  it("a dropped figure: imported from a compendium first, refused when not a figure or already in another force", async () => {
    const notes: string[] = [];
    const world = (other: { uuid: string; name: string } | null): ForceDropWorld => ({
      importFromCompendium: async (_pack, id) => ({ uuid: `Actor.imported-${id}` }),
      forceOf: () => other,
      notify: (_level, message) => void notes.push(message),
      localize: (key, data) => (data ? game.i18n!.format(key, data) : game.i18n!.localize(key)),
    });
    const knight = { type: "knight-fight-figure", uuid: "Actor.k", name: "Knight", pack: null, id: "k" };
    expect(await memberUuidForDrop(knight, "Actor.reds", world(null))).toBe("Actor.k");
    expect(await memberUuidForDrop({ ...knight, pack: "shelf-wars.knight-fight-figures", uuid: "Compendium.x.Actor.k" }, "Actor.reds", world(null))).toBe("Actor.imported-k");
    expect(await memberUuidForDrop({ ...knight, type: "angry-miniatures-figure" }, "Actor.reds", world(null))).toBeNull();
    expect(await memberUuidForDrop(knight, "Actor.reds", world({ uuid: "Actor.blues", name: "Blues" }))).toBeNull();
    expect(await memberUuidForDrop(knight, "Actor.reds", world({ uuid: "Actor.reds", name: "Reds" }))).toBe("Actor.k");
    expect(notes).toEqual([
      "Knight was imported from the compendium into the world and added.",
      "Only Knight Fight figures can join a force.",
      "Knight already fights for Blues; remove it there first.",
    ]);
    expect(withMember(["Actor.a"], "Actor.a")).toBeNull();
    expect(withMember(["Actor.a"], "Actor.b")).toEqual(["Actor.a", "Actor.b"]);
  });

  it("registers both sheets as the default sheets of their types, built on the shared Shelf Wars actor sheet", async () => {
    const { KfFigureSheet } = await import("../../../src/foundry/knight-fight/sheets/figure-sheet");
    const { KfForceSheet } = await import("../../../src/foundry/knight-fight/sheets/force-sheet");
    const { ShelfWarsActorSheet } = await import("../../../src/foundry/sheets/actor-sheet");
    const ours = registeredSheets.filter((s) => s.scope === "shelf-wars" && String(s.options.types).startsWith("knight-fight-"));
    expect(ours.map((s) => [s.sheetClass, s.options.types, s.options.makeDefault])).toEqual([
      [KfFigureSheet, ["knight-fight-figure"], true],
      [KfForceSheet, ["knight-fight-force"], true],
    ]);
    for (const { sheetClass } of ours) expect((sheetClass as abstract new () => object).prototype).toBeInstanceOf(ShelfWarsActorSheet);
    expect(KfFigureSheet.PARTS.sheet?.templates).toEqual(["systems/shelf-wars/templates/shared/notes.hbs"]);
    expect(KfForceSheet.PARTS.sheet?.templates).toEqual(["systems/shelf-wars/templates/shared/notes.hbs", "systems/shelf-wars/templates/shared/side-colour.hbs"]);
  });

  it("both sheets edit their notes with the shared rich-text notes, shown enriched when read-only", () => {
    for (const [template, key] of [["figure-sheet.hbs", "figure"], ["force-sheet.hbs", "force"]] as const) {
      const editable = render(template, { [key]: {}, notes: notesOf("Actor.k", "<p>Chipped <strong>helm</strong></p>") });
      expect(editable).toMatch(/<prose-mirror name="system\.notes"[^>]*>/);
      expect(editable).not.toContain("<textarea");
      const readOnly = render(template, { [key]: {}, notes: notesOf("Actor.k", "<p>Chipped <strong>helm</strong></p>", false) });
      expect(readOnly).not.toContain("<prose-mirror");
      expect(readOnly).toContain("<strong>helm</strong>");
    }
  });

  it("the figure sheet's play buttons follow the activation: wager first, then attack and protect, end at any time", async () => {
    const knight = await t.figure("Knight", t.alice, { danger: { value: 1 } });
    const before = render("figure-sheet.hbs", { figure: kfFigureSheetContext(figureView(knight), { editable: true, play: { forceName: "Reds", activating: true } }) });
    expect(before).toMatch(/data-action="wager" >/);
    expect(before).toMatch(/data-action="attack" disabled/);
    await knight.update({ system: { wagered: 1, actionPoints: 2 } });
    const after = render("figure-sheet.hbs", { figure: kfFigureSheetContext(figureView(knight), { editable: true, play: { forceName: "Reds", activating: true } }) });
    expect(after).toMatch(/data-action="wager" disabled/);
    expect(after).toMatch(/data-action="attack" >/);
    expect(after).toMatch(/data-action="protect" >/);
    expect(after).toMatch(/data-action="endActivation" >/);
    const { figureSheetActions } = await import("../../../src/foundry/knight-fight/play/sheet-actions");
    expect(Object.keys(figureSheetActions).sort()).toEqual(["attack", "endActivation", "protect", "wager"]);
  });
});
