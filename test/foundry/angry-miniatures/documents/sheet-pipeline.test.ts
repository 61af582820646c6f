import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, removeStandIn } from "../../../foundry-stand-in";
import { createActorPack, type StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { createUser, OWNERSHIP, setCurrentUser } from "../../../foundry-stand-in/parts/documents";
import { createCombat } from "../../../foundry-stand-in/parts/combat";
import type { StandInActorSheetV2 } from "../../../foundry-stand-in/parts/applications";
import type { AmTeamModel } from "../../../../src/foundry/angry-miniatures/documents/team-model";
import { bootWorld, packFigures, type DocumentsWorld } from "./setup";

vi.mock("../../../../src/foundry/angry-miniatures/play/attack-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../../src/foundry/angry-miniatures/play/attack-dialog")>()),
  openAttackDialog: vi.fn(),
}));

/** The real sheet classes run on the stand-in's ActorSheetV2; the stand-in's members are what a test drives. */
type DrivenSheet = StandInActorSheetV2;
type SheetClass = new (options: never) => object;

describe("Angry Miniatures sheets through the application pipeline (render, form submit, drops, actions)", () => {
  let world: DocumentsWorld;
  let AmFigureSheet: SheetClass;
  let AmTeamSheet: SheetClass;
  beforeEach(async () => {
    world = await bootWorld();
    ({ AmFigureSheet } = await import("../../../../src/foundry/angry-miniatures/sheets/figure-sheet"));
    ({ AmTeamSheet } = await import("../../../../src/foundry/angry-miniatures/sheets/team-sheet"));
  });
  afterEach(() => removeStandIn());

  async function sheetFor(Sheet: SheetClass, actor: StandInModelActor): Promise<DrivenSheet> {
    const sheet = new Sheet({ document: actor } as never) as unknown as DrivenSheet;
    await sheet.render(true);
    return sheet;
  }
  const source = (actor: StandInModelActor) => structuredClone(actor._source.system) as Record<string, unknown>;
  const members = (team: StandInModelActor) => (team.system as unknown as AmTeamModel).memberUuids;
  const shown = (sheet: DrivenSheet, selector: string) => sheet.element!.querySelector(selector);

  it("renders the figure sheet's template with the actor's values in its form fields", async () => {
    const actor = await world.figure({ name: "Pip", system: { mind: 4, body: 3, spirit: 2 } });
    const sheet = await sheetFor(AmFigureSheet, actor);
    expect(sheet.element!.tagName).toBe("FORM");
    expect(shown(sheet, 'input[name="name"]')?.value).toBe("Pip");
    expect(shown(sheet, 'input[name="system.mind"]')?.value).toBe("4");
    expect(shown(sheet, 'select[name="system.perk"]')?.value).toBe("swift");
    expect(shown(sheet, "[data-derived]")).not.toBeNull();
  });

  it("play and edit modes: the build opens to change outside a game, the toggle locks it to read as text and opens it again", async () => {
    const actor = await world.figure({ name: "Pip", system: { mind: 4, body: 3, spirit: 2 } });
    const sheet = await sheetFor(AmFigureSheet, actor);
    // The build's fields sit in fieldsets the play mode disables.
    expect(shown(sheet, "fieldset.am-stat-line")?.disabled).toBe(false);
    expect(shown(sheet, '[data-action="toggleMode"]')?.textContent).toContain("Back to play");
    await sheet.clickOn('[data-action="toggleMode"]');
    await vi.waitFor(() => expect(shown(sheet, ".sw-figure")?.classList.contains("is-playing")).toBe(true));
    expect(shown(sheet, "fieldset.am-stat-line")?.disabled).toBe(true);
    expect(shown(sheet, 'input[name="name"]')?.disabled).toBe(true);
    expect(shown(sheet, '[data-action="toggleMode"]')?.textContent).toContain("Edit the build");
    await sheet.clickOn('[data-action="toggleMode"]');
    await vi.waitFor(() => expect(shown(sheet, "fieldset.am-stat-line")?.disabled).toBe(false));
  });

  it("in play mode a submit sends no build field (core's form data leaves out a disabled fieldset), and the build stays as it is", async () => {
    const actor = await world.figure({ name: "Pip", system: { mind: 4, body: 3, spirit: 2 } });
    const sheet = await sheetFor(AmFigureSheet, actor);
    await sheet.clickOn('[data-action="toggleMode"]');
    await vi.waitFor(() => expect(shown(sheet, "fieldset.am-stat-line")?.disabled).toBe(true));
    const before = source(actor);
    const { formDataExtended } = await import("../../../foundry-stand-in/parts/applications");
    const sent = Object.keys(formDataExtended(sheet.element!).object);
    expect(sent.filter((name) => /^system\.(mind|body|spirit|perk|flaw|crit|attackTypes)/.test(name))).toEqual([]);
    await sheet.submit();
    expect(source(actor)).toEqual(before);
  });

  it("a sheet opened while a game runs starts in play mode; its toggle still opens the build for the GM", async () => {
    const actor = await world.figure({ name: "Pip" });
    const combat = await createCombat([{ actor: actor as never }], CONFIG.Combat.documentClass as never);
    await combat.update({ round: 1 });
    expect(combat.started).toBe(true);
    const sheet = await sheetFor(AmFigureSheet, actor);
    expect(shown(sheet, ".sw-figure")?.classList.contains("is-playing")).toBe(true);
    expect(shown(sheet, "fieldset.am-stat-line")?.disabled).toBe(true);
    await sheet.clickOn('[data-action="toggleMode"]');
    await vi.waitFor(() => expect(shown(sheet, "fieldset.am-stat-line")?.disabled).toBe(false));
  });

  it("holds a stat line that does not sum to 9 on the sheet and stores it once it does", async () => {
    const actor = await world.figure({ name: "Pip" });
    const sheet = await sheetFor(AmFigureSheet, actor);
    await sheet.changeField("system.mind", "4");
    expect(actor.updates).toHaveLength(0);
    expect(source(actor)).toMatchObject({ mind: 3, body: 3, spirit: 3 });
    // The sheet re-renders from its held line: the running total is off and can be reset.
    await vi.waitFor(() => expect(shown(sheet, '[data-action="resetStats"]')).not.toBeNull());
    expect(shown(sheet, 'input[name="system.mind"]')?.value).toBe("4");
    expect(shown(sheet, ".am-stat-total")?.textContent).toContain("10 / 9");
    await sheet.changeField("system.body", "2");
    expect(source(actor)).toMatchObject({ mind: 4, body: 2, spirit: 3 });
    // Body 2 lowers the Health maximum to 3: the model keeps Health within it.
    expect(actor.updates.map((u) => u.changes)).toEqual([{ system: { mind: 4, body: 2, health: { value: 3 } } }]);
    expect(world.standIn.notifications).toEqual([]);
  });

  it.each([
    ["Mind 8 typed into the form", "system.mind", "8", "Mind must be a whole number from 1 to 7."],
    ["the Berzerk perk with a Range attack", "system.perk", "berzerk", "The chosen perk rules out the Range attack type."],
  ])("refuses %s naming the rule and keeps the data", async (_label, field, value, rule) => {
    const actor = await world.figure({ name: "Brick", system: { attackTypes: ["range"] } });
    const before = source(actor);
    const sheet = await sheetFor(AmFigureSheet, actor);
    await sheet.changeField(field, value);
    expect(source(actor)).toEqual(before);
    expect(actor.updates).toHaveLength(0);
    expect(world.standIn.notifications).toEqual([{ level: "warn", message: `Brick: change refused. ${rule}` }]);
  });

  it("changes the attack type through its select, stored as the attack type list", async () => {
    const actor = await world.figure({ name: "Pip" });
    const sheet = await sheetFor(AmFigureSheet, actor);
    await sheet.changeField("system.attackTypePrimary", "magic");
    expect(source(actor).attackTypes).toEqual(["magic"]);
  });

  it("a figure dropped from a compendium is imported into the world and the team stores the world copy", async () => {
    const record = packFigures()[0]!;
    const pack = createActorPack("shelf-wars.angry-miniatures-figures", [{ ...record, _id: record._id }], { locked: true, packageType: "system" });
    const packed = pack.contents[0]!;
    expect(packed.uuid).toBe(`Compendium.shelf-wars.angry-miniatures-figures.Actor.${record._id}`);
    const team = (await createActor({ name: "Team", type: "angry-miniatures-team", system: { members: [] } }, { via: "Actor.create" }))!;
    const sheet = await sheetFor(AmTeamSheet, team);
    await sheet.drop({ type: "Actor", uuid: packed.uuid });
    const copy = game.actors!.contents.find((a) => a.name === record.name && a.id !== team.id) as unknown as StandInModelActor;
    expect(copy).toBeDefined();
    expect(copy.uuid).toBe(`Actor.${copy.id}`);
    expect(copy.id).not.toBe(record._id);
    expect((copy._source as { _stats?: { compendiumSource?: string } })._stats?.compendiumSource).toBe(packed.uuid);
    expect(members(team)).toEqual([copy.uuid]);
    expect(world.standIn.notifications.map((n) => n.level)).toEqual(["info"]);
    await sheet.render();
    expect(sheet.element!.querySelectorAll("[data-member-uuid]").map((row) => row.dataset.memberUuid)).toEqual([copy.uuid]);
  });

  it("a world figure dropped on a team joins as it is; a team dropped on a team is refused", async () => {
    const figure = await world.figure({ name: "Pip" });
    const other = (await createActor({ name: "Other", type: "angry-miniatures-team", system: { members: [] } }, { via: "Actor.create" }))!;
    const team = (await createActor({ name: "Team", type: "angry-miniatures-team", system: { members: [] } }, { via: "Actor.create" }))!;
    const sheet = await sheetFor(AmTeamSheet, team);
    await sheet.drop({ type: "Actor", uuid: figure.uuid });
    expect(members(team)).toEqual([figure.uuid]);
    await sheet.drop({ type: "Actor", uuid: other.uuid });
    expect(members(team)).toEqual([figure.uuid]);
    expect(world.standIn.notifications).toEqual([{ level: "warn", message: "Only Angry Miniatures figures can join a team." }]);
  });

  it("removes the member whose row's remove button is clicked", async () => {
    const a = await world.figure({ name: "A" });
    const b = await world.figure({ name: "B" });
    const team = (await createActor({ name: "Team", type: "angry-miniatures-team", system: { members: [a.uuid, b.uuid] } }, { via: "Actor.create" }))!;
    const sheet = await sheetFor(AmTeamSheet, team);
    const row = sheet.element!.querySelector(`tr[data-member-uuid="${a.uuid}"]`)!;
    await sheet.click(row.querySelector('[data-action="removeMember"]')!);
    expect(members(team)).toEqual([b.uuid]);
  });

  it("a player who only observes a team gets no remove buttons, and the drop and the action, run by hand, change nothing", async () => {
    const a = await world.figure({ name: "A" });
    const team = (await createActor({ name: "Team", type: "angry-miniatures-team", system: { members: [a.uuid] }, ownership: { default: OWNERSHIP.OBSERVER } }, { via: "Actor.create" }))!;
    const player = createUser("Player");
    // The GM makes the player's figure: a Player may not create actors (ACTOR_CREATE).
    const mine = await world.figure({ name: "Mine", ownership: { [player.id]: OWNERSHIP.OWNER } });
    setCurrentUser(player);
    const sheet = await sheetFor(AmTeamSheet, team);
    expect(sheet.element!.querySelectorAll('[data-action="removeMember"]')).toEqual([]);
    await sheet.drop({ type: "Actor", uuid: mine.uuid });
    expect(members(team)).toEqual([a.uuid]);
    // A hostile client can call the handler itself, with a forged target.
    const forged = sheet.element!.querySelector(`tr[data-member-uuid="${a.uuid}"]`)!.querySelector("td")!;
    const remove = (sheet.options.actions as Record<string, (this: unknown, e: unknown, t: unknown) => Promise<void>>).removeMember!;
    // The server refuses the observer's update: core shows its error and the handler's promise rejects.
    await expect(remove.call(sheet, {}, forged)).rejects.toThrow(/lacks permission to update Actor/);
    expect(members(team)).toEqual([a.uuid]);
    expect(world.standIn.notifications.at(-1)).toMatchObject({ level: "error" });
  });
});
