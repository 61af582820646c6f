import fs from "node:fs";
import Handlebars from "handlebars";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { figureSheetContext } from "../../../../src/foundry/angry-miniatures/sheets/figure-sheet-context";
import type { AmFigureModel } from "../../../../src/foundry/angry-miniatures/documents/figure-model";
import { splitStatLine, attackTypesFromForm } from "../../../../src/foundry/angry-miniatures/sheets/stat-line";
import type { AmTeamModel } from "../../../../src/foundry/angry-miniatures/documents/team-model";
import { teamSheetContext, teamSizeWarning, withMember } from "../../../../src/foundry/angry-miniatures/sheets/team-sheet-context";
import { createActor, removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { bootWorld, type DocumentsWorld } from "./setup";

vi.mock("../../../../src/foundry/angry-miniatures/play/attack-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../../src/foundry/angry-miniatures/play/attack-dialog")>()),
  openAttackDialog: vi.fn(),
}));

const SHEETS = "templates/angry-miniatures/sheets";

function figureView(actor: StandInModelActor) {
  return { uuid: actor.uuid, name: actor.name, img: actor.img, system: actor.system as unknown as AmFigureModel };
}

function teamView(actor: StandInModelActor) {
  const system = actor.system as unknown as AmTeamModel;
  return { uuid: actor.uuid, name: actor.name, img: actor.img, members: system.memberFigures, totals: system.totals, notes: "" };
}

/** Real Handlebars with Foundry's `localize` helper answered by the stand-in's English. */
function render(template: string, context: object): string {
  const hb = Handlebars.create();
  // As core's HandlebarsHelpers.localize: with hash arguments it formats, otherwise it localizes
  // (https://foundryvtt.com/api/v13/classes/foundry.applications.handlebars.HandlebarsHelpers.html#localize).
  hb.registerHelper("localize", (key: string, options: { hash?: Record<string, string> }) =>
    Object.keys(options.hash ?? {}).length ? (game.i18n?.format(key, options.hash) ?? key) : (game.i18n?.localize(key) ?? key),
  );
  hb.registerPartial(
    "systems/shelf-wars/templates/angry-miniatures/sheets/trait-picker.hbs",
    fs.readFileSync(`${SHEETS}/trait-picker.hbs`, "utf8"),
  );
  hb.registerPartial("systems/shelf-wars/templates/shared/notes.hbs", fs.readFileSync("templates/shared/notes.hbs", "utf8"));
  hb.registerPartial("systems/shelf-wars/templates/shared/side-colour.hbs", fs.readFileSync("templates/shared/side-colour.hbs", "utf8"));
  return hb.compile(fs.readFileSync(`${SHEETS}/${template}`, "utf8"), { strict: false })(context);
}

describe("Angry Miniatures sheets", () => {
  let world: DocumentsWorld;
  beforeEach(async () => {
    world = await bootWorld();
  });
  afterEach(() => removeStandIn());

  it("gives the figure sheet live derived values, localised pickers with hints, and warnings", async () => {
    const actor = await world.figure({ name: "Pip", system: { mind: 4, body: 3, spirit: 2, attackTypes: ["range"], perk: "swift", flaw: "fat" } });
    const context = figureSheetContext(figureView(actor), { editable: true, pending: null });
    expect(context.stats.map((s) => [s.label, s.value, s.name])).toEqual([
      ["Mind", 4, "system.mind"],
      ["Body", 3, "system.body"],
      ["Spirit", 2, "system.spirit"],
    ]);
    expect(context.statLine).toEqual({ total: 9, required: 9, pending: false, matches: true });
    expect(context.health).toEqual({ value: 4, max: 4 });
    expect(context.derived).toEqual([
      { key: "speed", label: "Speed", value: 4 },
      { key: "range", label: "Range Attack", value: 6 },
      { key: "distance", label: "Distance", value: 6 },
    ]);
    expect(context.perk.options.find((o) => o.selected)).toEqual({ value: "swift", label: "Swift", selected: true });
    expect(context.perk.hint).toBe("Speed one higher.");
    expect(context.flaw.hint).toBe("Speed one lower.");
    expect(context.warnings).toEqual(["The perk and the flaw cancel each other out (Speed)."]);
    expect(context.attackTypes.multiClass).toBe(false);
    expect(context.critTrigger).toMatchObject({ isDefault: true, faces: [{ face: "A", index: 0 }, { face: "A", index: 1 }] });
    expect(context.canAttack).toBe(true);
  });

  it("shows a held redistribution with its running total", async () => {
    const actor = await world.figure();
    const context = figureSheetContext(figureView(actor), { editable: true, pending: { mind: 4, body: 3, spirit: 3 } });
    expect(context.stats.map((s) => s.value)).toEqual([4, 3, 3]);
    expect(context.statLine).toEqual({ total: 10, required: 9, pending: true, matches: false });
    const html = render("figure-sheet.hbs", { figure: context });
    expect(html).toContain("Not saved yet");
    expect(html).toContain('data-action="resetStats"');
  });

  it("holds an in-range line that does not sum to 9, and passes everything else to the model", () => {
    const held = { mind: 4, body: 3, spirit: 3, perk: "swift" };
    expect(splitStatLine(held)).toEqual({ held: { mind: 4, body: 3, spirit: 3 } });
    expect(held).toEqual({ perk: "swift" });
    const legal = { mind: 4, body: 2, spirit: 3 };
    expect(splitStatLine(legal)).toEqual({ held: null });
    expect(legal).toEqual({ mind: 4, body: 2, spirit: 3 });
    const outOfRange = { mind: 8, body: 3, spirit: 3 };
    expect(splitStatLine(outOfRange)).toEqual({ held: null });
    expect(outOfRange.mind).toBe(8);
    expect(attackTypesFromForm("melee", "")).toEqual(["melee"]);
    expect(attackTypesFromForm("melee", "range")).toEqual(["melee", "range"]);
    expect(attackTypesFromForm(undefined, "range")).toBeUndefined();
  });

  it("offers a second attack type only with Multi-class", async () => {
    const actor = await world.figure({ system: { perk: "multi-class", attackTypes: ["melee", "magic"] } });
    const context = figureSheetContext(figureView(actor), { editable: true, pending: null });
    expect(context.attackTypes.multiClass).toBe(true);
    expect(context.attackTypes.secondary.find((o) => o.selected)?.value).toBe("magic");
    const html = render("figure-sheet.hbs", { figure: context });
    expect(html).toContain('name="system.attackTypeSecondary"');
  });

  it("renders the figure sheet with every input labelled and the Attack button", async () => {
    const actor = await world.figure({ name: "Valkyra", system: { perk: "companion" } });
    const html = render("figure-sheet.hbs", { figure: figureSheetContext(figureView(actor), { editable: true, pending: null }) });
    const ids = [...html.matchAll(/<(?:input|select|textarea)[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(8);
    for (const id of ids) expect(html, id).toContain(`for="${id}"`);
    expect(html).toContain('data-action="attack"');
    expect(html).toContain("The source names this rule without defining it");
    expect(html).not.toMatch(/SHELFWARS\./);
  });

  it("lists a team's members with Health, Speed and totals, and renders them", async () => {
    const a = await world.figure({ name: "Alpha", system: { mind: 1, body: 7, spirit: 1 } });
    const b = await world.figure({ name: "Beta" });
    await b.update({ "system.health.value": 0 });
    const team = await createActor({ name: "Red Side", type: "angry-miniatures-team", system: { members: [a.uuid, b.uuid, "Actor.gone"] } }, { via: "Actor.create" });
    if (!team) throw new Error("team refused");
    const context = teamSheetContext(teamView(team), { editable: true, teamSize: 3 });
    // Three entries, one missing: the team fields two figures, as its totals say.
    expect(context.sizeWarning).toContain("This team has 2 figures");
    expect(context.members.map((m) => [m.name, m.health, m.speed, m.defeated, m.missing])).toEqual([
      ["Alpha", { value: 6, max: 6 }, 5, false, false],
      ["Beta", { value: 0, max: 4 }, 6, true, false],
      ["Actor.gone", { value: 0, max: 0 }, "—", false, true],
    ]);
    expect(context.totals).toEqual({ figures: 2, standing: 1, health: { value: 6, max: 10 } });
    const html = render("team-sheet.hbs", { team: context });
    expect(html).toContain(`data-member-uuid="${a.uuid}"`);
    expect(html).toContain('data-action="removeMember"');
    expect(html).toContain("6 / 10");
    expect(html).toContain("Missing</span>");
    expect(html).not.toMatch(/SHELFWARS\./);
  });

  it("warns on the sheet when a team is not the agreed size (the rules' 3, a setting), and says it still plays", async () => {
    const a = await world.figure({ name: "Alpha" });
    const b = await world.figure({ name: "Beta" });
    const team = await createActor({ name: "Pair", type: "angry-miniatures-team", system: { members: [a.uuid, b.uuid] } }, { via: "Actor.create" });
    if (!team) throw new Error("team refused");
    expect(teamSizeWarning(2, 3)).toEqual({ count: 2, size: 3 });
    expect(teamSizeWarning(3, 3)).toBeNull();
    expect(teamSheetContext(teamView(team), { editable: true, teamSize: 2 }).sizeWarning).toBeNull();
    const html = render("team-sheet.hbs", { team: teamSheetContext(teamView(team), { editable: true, teamSize: 3 }) });
    expect(html).toContain("This team has 2 figures; each team fields 3");
    expect(html).toContain("It still plays.");
    expect(html).not.toMatch(/SHELFWARS\./);
  });

  it("adds a dropped member once", () => {
    expect(withMember(["Actor.a"], "Actor.b")).toEqual(["Actor.a", "Actor.b"]);
    expect(withMember(["Actor.a"], "Actor.a")).toBeNull();
  });

  it("compiles every sheet template with real Handlebars", () => {
    for (const file of fs.readdirSync(SHEETS)) {
      expect(() => Handlebars.precompile(fs.readFileSync(`${SHEETS}/${file}`, "utf8")), file).not.toThrow();
    }
  });
});
