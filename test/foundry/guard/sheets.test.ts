import fs from "node:fs";
import Handlebars from "handlebars";
import { afterEach, describe, expect, it } from "vitest";
import { figureSheetContext } from "../../../src/foundry/angry-miniatures/sheets/figure-sheet-context";
import type { AmFigureModel } from "../../../src/foundry/angry-miniatures/documents/figure-model";
import { pmFigureSheetContext } from "../../../src/foundry/precious-moments/sheets/figure-sheet-context";
import type { PmFigureModel } from "../../../src/foundry/precious-moments/documents/figure-model";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { bootWorld } from "../angry-miniatures/documents/setup";
import { bootPmWorld } from "../precious-moments/documents/setup";

/** Real Handlebars over a sheet template, partials stubbed (only the fields matter here). */
function render(path: string, context: object): string {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string) => key);
  hb.registerHelper("selectOptions", () => "");
  const partial = (name: string) => hb.registerPartial(name, "");
  partial("systems/shelf-wars/templates/angry-miniatures/sheets/trait-picker.hbs");
  partial("systems/shelf-wars/templates/shared/notes.hbs");
  return hb.compile(fs.readFileSync(path, "utf8"), { strict: false })(context);
}

function inputTag(html: string, name: string): string {
  const tag = new RegExp(`<input[^>]*name="${name.replace(/\./g, "\\.")}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no input named ${name} on the sheet`);
  return tag;
}

const view = (actor: StandInModelActor) => ({ uuid: actor.uuid, name: actor.name, img: actor.img, system: actor.system });

/** Rule-owned fields show on a player's sheet but are disabled, so its form never submits them; a GM edits them. */
describe("the sheets show the rules' fields read-only to players", () => {
  afterEach(() => removeStandIn());

  it("Angry Miniatures: Health is disabled on an owner's sheet, editable on the GM's", async () => {
    const world = await bootWorld();
    const actor = await world.figure({ name: "Valkyra" });
    const sheet = (gm: boolean) =>
      render("templates/angry-miniatures/sheets/figure-sheet.hbs", { figure: figureSheetContext({ ...view(actor), system: actor.system as unknown as AmFigureModel }, { editable: true, pending: null, gm }) });
    expect(inputTag(sheet(false), "system.health.value")).toMatch(/\bdisabled\b/);
    expect(inputTag(sheet(true), "system.health.value")).not.toMatch(/\bdisabled\b/);
    expect(inputTag(sheet(false), "system.mind")).not.toMatch(/\bdisabled\b/);
  });

  it("Angry Miniatures, a game running: the build is locked on a player's sheet (its fieldsets disabled, a note says why)", async () => {
    const world = await bootWorld();
    const actor = await world.figure({ name: "Valkyra" });
    const sheet = (buildLocked: boolean) =>
      render("templates/angry-miniatures/sheets/figure-sheet.hbs", { figure: figureSheetContext({ ...view(actor), system: actor.system as unknown as AmFigureModel }, { editable: true, pending: null, buildLocked }) });
    const fieldsets = (html: string) => [...html.matchAll(/<fieldset class="(am-[\w-]+)[^"]*"([^>]*)>/g)].map((m) => [m[1], /\bdisabled\b/.test(m[2] ?? "")]);
    expect(fieldsets(sheet(true))).toEqual([["am-stat-line", true], ["am-attack-types", true], ["am-presentation", true], ["am-traits", true], ["am-crit-trigger", true]]);
    expect(sheet(true)).toContain("SHELFWARS.Sheet.BuildLocked");
    expect(fieldsets(sheet(false)).every(([, disabled]) => !disabled)).toBe(true);
    expect(sheet(false)).not.toContain("SHELFWARS.Sheet.BuildLocked");
  });

  it("Precious Moments: the current Value is disabled on an owner's sheet, editable on the GM's", async () => {
    const world = await bootPmWorld();
    const actor = await world.figure();
    const sheet = (gm: boolean) =>
      render("templates/precious-moments/sheets/figure-sheet.hbs", { figure: pmFigureSheetContext({ ...view(actor), system: actor.system as unknown as PmFigureModel }, { editable: true, gm }) });
    expect(inputTag(sheet(false), "system.value")).toMatch(/\bdisabled\b/);
    expect(inputTag(sheet(true), "system.value")).not.toMatch(/\bdisabled\b/);
    expect(inputTag(sheet(false), "system.startingValue")).not.toMatch(/\bdisabled\b/);
  });
});
