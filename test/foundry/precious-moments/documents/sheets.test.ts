import fs from "node:fs";
import Handlebars from "handlebars";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pmFigureSheetContext } from "../../../../src/foundry/precious-moments/sheets/figure-sheet-context";
import { pmChoirSheetContext } from "../../../../src/foundry/precious-moments/sheets/choir-sheet-context";
import { choirBudget, choirTotals, withChoirMember } from "../../../../src/foundry/precious-moments/documents/choir-members";
import type { PmChoirModel } from "../../../../src/foundry/precious-moments/documents/choir-model";
import { removeStandIn } from "../../../foundry-stand-in";
import { registeredSheets, type StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { bootPmWorld, pmSystemOf, type PmWorld } from "./setup";

const SHEETS = "templates/precious-moments/sheets";

function figureView(actor: StandInModelActor) {
  return { uuid: actor.uuid, name: actor.name, img: actor.img, system: pmSystemOf(actor) };
}

/** Real Handlebars with Foundry's `localize` helper answered by the stand-in's English. */
function render(template: string, context: object): string {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string) => game.i18n?.localize(key) ?? key);
  hb.registerPartial("systems/shelf-wars/templates/shared/notes.hbs", fs.readFileSync("templates/shared/notes.hbs", "utf8"));
  hb.registerPartial("systems/shelf-wars/templates/shared/side-colour.hbs", fs.readFileSync("templates/shared/side-colour.hbs", "utf8"));
  return hb.compile(fs.readFileSync(`${SHEETS}/${template}`, "utf8"), { strict: false })(context);
}

const notes = (uuid: string) => ({ name: "system.notes", value: "", enriched: "", editable: true, documentUuid: uuid, label: "SHELFWARS.PreciousMoments.Documents.Sheet.Notes" });

describe("Precious Moments sheets", () => {
  let world: PmWorld;
  beforeEach(async () => {
    world = await bootPmWorld();
  });
  afterEach(() => removeStandIn());

  it("gives the figure sheet its ratings with their ranges, the Piety helper and both Values", async () => {
    const actor = await world.figure({ name: "Bible Reader", system: { cuteness: 8, brightness: 3, piety: 6, devotion: { items: 2, activities: 1 }, startingValue: 28 } });
    const context = pmFigureSheetContext(figureView(actor), { editable: true });
    expect(context.stats.map((s) => [s.label, s.value, s.name, s.min, s.max])).toEqual([
      ["Cuteness", 8, "system.cuteness", 1, 10],
      ["Brightness", 3, "system.brightness", 1, 10],
      ["Piety", 6, "system.piety", 0, 8],
    ]);
    expect(context.devotion).toMatchObject({ piety: 6, matches: true });
    expect(context.values).toEqual({ starting: { name: "system.startingValue", value: 28, min: 1 }, current: { name: "system.value", value: 28 } });
    expect(context.canRollStats).toBe(true);
    expect(pmFigureSheetContext(figureView(actor), { editable: false }).canRollStats).toBe(false);
  });

  it("renders the figure sheet with every input labelled, the Roll stats button and no missing key", async () => {
    const actor = await world.figure({ name: "Bible Reader" });
    await actor.update({ "system.value": 0 });
    const html = render("figure-sheet.hbs", { figure: pmFigureSheetContext(figureView(actor), { editable: true }), notes: notes(actor.uuid) });
    const ids = [...html.matchAll(/<(?:input|select|textarea)[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBe(8);
    for (const id of ids) expect(html, id).toContain(`for="${id}"`);
    expect(html).toContain('data-action="rollStats"');
    expect(html).toContain("Gone to Heaven");
    expect(html).not.toMatch(/SHELFWARS\./);
  });

  it("lists a choir's members with both Values, the budget and its warning, and renders them", async () => {
    const a = await world.figure({ name: "Lamb Keeper", system: { startingValue: 80 } });
    const b = await world.figure({ name: "Choir Boy", system: { startingValue: 60 } });
    await b.update({ "system.value": 0 });
    const choir = await world.choir([a.uuid, b.uuid, "Actor.goneGoneGone0001"], "Sunday Best");
    const members = (choir.system as unknown as PmChoirModel).memberFigures;
    const context = pmChoirSheetContext(
      { uuid: choir.uuid, name: choir.name, img: choir.img, members, totals: choirTotals(members), budget: choirBudget(members, 125, "warn", choir.name) },
      { editable: true },
    );
    expect(context.budget).toEqual({ total: 140, budget: 125, over: true, warning: "Sunday Best is worth $140 at the start, more than the agreed maximum of $125.", enforced: false });
    const html = render("choir-sheet.hbs", { choir: context, notes: notes(choir.uuid) });
    expect(html).toContain(`data-member-uuid="${a.uuid}"`);
    expect(html).toContain("$140 / $125");
    expect(html).toContain("In Heaven</span>");
    expect(html).toContain("Missing</span>");
    expect(html).toContain('role="alert"');
    expect(html).not.toMatch(/SHELFWARS\./);
    const quiet = pmChoirSheetContext(
      { uuid: choir.uuid, name: choir.name, img: choir.img, members, totals: choirTotals(members), budget: choirBudget(members, 125, "off", choir.name) },
      { editable: true },
    );
    expect(quiet.budget.warning).toBe("");
  });

  it("adds a dropped member once", () => {
    expect(withChoirMember(["Actor.a"], "Actor.b")).toEqual(["Actor.a", "Actor.b"]);
    expect(withChoirMember(["Actor.a"], "Actor.a")).toBeNull();
  });

  it("registers both data models and default sheets built on the shared Handlebars actor sheet, and preloads the templates", async () => {
    const { PmFigureModel } = await import("../../../../src/foundry/precious-moments/documents/figure-model");
    const { PmChoirModel } = await import("../../../../src/foundry/precious-moments/documents/choir-model");
    const { PmFigureSheet } = await import("../../../../src/foundry/precious-moments/sheets/figure-sheet");
    const { PmChoirSheet } = await import("../../../../src/foundry/precious-moments/sheets/choir-sheet");
    const { ShelfWarsActorSheet } = await import("../../../../src/foundry/sheets/actor-sheet");
    const config = CONFIG as unknown as { Actor: { dataModels: Record<string, unknown>; trackableAttributes: Record<string, unknown> } };
    expect(config.Actor.trackableAttributes["precious-moments-figure"]).toEqual({ bar: [], value: ["value", "startingValue"] });
    expect(config.Actor.trackableAttributes["angry-miniatures-figure"]).toEqual({ bar: ["health"], value: [] });
    expect(config.Actor.dataModels["precious-moments-figure"]).toBe(PmFigureModel);
    expect(config.Actor.dataModels["precious-moments-choir"]).toBe(PmChoirModel);
    const ours = registeredSheets.filter((s) => s.scope === "shelf-wars" && String(s.options.types).startsWith("precious-moments-"));
    expect(ours.map((s) => [s.sheetClass, s.options.types, s.options.makeDefault])).toEqual([
      [PmFigureSheet, ["precious-moments-figure"], true],
      [PmChoirSheet, ["precious-moments-choir"], true],
    ]);
    for (const { sheetClass } of ours) expect((sheetClass as abstract new () => object).prototype).toBeInstanceOf(ShelfWarsActorSheet);
    for (const name of ["figure-sheet", "choir-sheet"]) expect(world.standIn.loadedTemplates).toContain(`systems/shelf-wars/templates/precious-moments/sheets/${name}.hbs`);
    const manifest = JSON.parse(fs.readFileSync("system.json", "utf8")) as { documentTypes: { Actor: Record<string, unknown> } };
    expect(Object.keys(manifest.documentTypes.Actor)).toEqual(expect.arrayContaining(["precious-moments-figure", "precious-moments-choir"]));
  });

  it("re-renders an open choir sheet when one of its figures changes, and no other", async () => {
    const a = await world.figure({ name: "Lamb Keeper" });
    const b = await world.figure({ name: "Choir Boy" });
    const open = await world.choir([a.uuid], "Open");
    const other = await world.choir([b.uuid], "Other");
    const closed = await world.choir([a.uuid], "Closed");
    const renders = { open: 0, other: 0, closed: 0 };
    Object.assign(open.sheet, { rendered: true, render: () => void renders.open++ });
    Object.assign(other.sheet, { rendered: true, render: () => void renders.other++ });
    Object.assign(closed.sheet, { rendered: false, render: () => void renders.closed++ });
    await a.update({ "system.value": 5 });
    expect(renders).toEqual({ open: 1, other: 0, closed: 0 });
  });

  it("compiles every sheet template with real Handlebars", () => {
    for (const file of fs.readdirSync(SHEETS)) {
      expect(() => Handlebars.precompile(fs.readFileSync(`${SHEETS}/${file}`, "utf8")), file).not.toThrow();
    }
  });
});
