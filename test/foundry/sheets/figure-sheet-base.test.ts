import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, removeStandIn, type StandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInActorSheetV2 } from "../../foundry-stand-in/parts/applications";
import { createUser, OWNERSHIP, setCurrentUser, USER_ROLES, type StandInUser } from "../../foundry-stand-in/parts/documents";
import { openedFilePickers } from "../../foundry-stand-in/parts/files";
import { LEGAL_SYSTEM } from "../angry-miniatures/documents/setup";
import { bootShelfWars } from "../boot-world";
import { KNIGHT } from "../knight-fight/world";
import { LEGAL_PM_SYSTEM } from "../precious-moments/documents/setup";

type SheetClass = new (options: never) => object;

/** Each ruleset's figure sheet, and a figure it accepts. */
const FIGURE_SHEETS = [
  {
    ruleset: "angry-miniatures",
    system: LEGAL_SYSTEM,
    ownAction: "attack",
    side: "angry-miniatures-team",
    down: { health: { value: 0 } },
    banner: "Defeated: out of the game",
    refused: { system: { attackTypes: ["range"] }, field: "system.perk", value: "berzerk", kept: "swift" },
    sheet: async () => (await import("../../../src/foundry/angry-miniatures/sheets/figure-sheet")).AmFigureSheet as unknown as SheetClass,
  },
  {
    ruleset: "knight-fight",
    system: KNIGHT,
    ownAction: "wager",
    side: "knight-fight-force",
    down: { killed: 1 },
    banner: "Killed: out of the game",
    refused: { system: {}, field: "system.speed", value: "0", kept: String(KNIGHT.speed) },
    sheet: async () => (await import("../../../src/foundry/knight-fight/sheets/figure-sheet")).KfFigureSheet as unknown as SheetClass,
  },
  {
    ruleset: "precious-moments",
    system: LEGAL_PM_SYSTEM,
    ownAction: "sing",
    side: "precious-moments-choir",
    down: { value: 0 },
    banner: "Gone to Heaven: out of the game",
    refused: { system: {}, field: "system.cuteness", value: "11", kept: String(LEGAL_PM_SYSTEM.cuteness) },
    sheet: async () => (await import("../../../src/foundry/precious-moments/sheets/figure-sheet")).PmFigureSheet as unknown as SheetClass,
  },
] as const;

const PORTRAIT = '[data-action="editPortrait"]';
const NEEDS_BROWSING = "Changing a portrait needs permission to browse files, which Foundry gives Trusted Players and up by default. Ask your GM to change it, or to give you that permission.";

describe.each(FIGURE_SHEETS)("the $ruleset figure sheet's shared base", ({ ruleset, system, ownAction, side: sideType, down, banner, refused, sheet: loadSheet }) => {
  let standIn: StandIn;
  let gm: StandInUser;
  let trusted: StandInUser;
  let player: StandInUser;
  let Sheet: SheetClass;

  beforeEach(async () => {
    standIn = await bootShelfWars();
    gm = createUser("Gamemaster", { isGM: true });
    trusted = createUser("Tess", { role: USER_ROLES.TRUSTED });
    player = createUser("Piet", { role: USER_ROLES.PLAYER });
    Sheet = await loadSheet();
  });
  afterEach(() => removeStandIn());

  async function figureOwnedBy(owner: StandInUser, observer?: StandInUser, extra: Record<string, unknown> = {}): Promise<StandInModelActor> {
    setCurrentUser(gm);
    const ownership = { [owner.id]: OWNERSHIP.OWNER, ...(observer ? { [observer.id]: OWNERSHIP.OBSERVER } : {}) };
    const actor = await createActor({ name: "Portrait Sitter", type: `${ruleset}-figure`, img: "icons/old.webp", system: { ...system, ...extra }, ownership }, { via: "Actor.create" });
    if (!actor) throw new Error(`figure refused: ${standIn.notifications.map((n) => n.message).join("; ")}`);
    return actor;
  }

  async function sheetAs(user: StandInUser, actor: StandInModelActor): Promise<StandInActorSheetV2> {
    setCurrentUser(user);
    const sheet = new Sheet({ document: actor } as never) as unknown as StandInActorSheetV2;
    await sheet.render(true);
    return sheet;
  }

  it.each([
    ["the GM", () => gm],
    ["its Trusted owner", () => trusted],
  ])("opens core's image picker at the current portrait for %s, and stores the chosen file", async (_who, user) => {
    const actor = await figureOwnedBy(trusted);
    const sheet = await sheetAs(user(), actor);
    await sheet.clickOn(PORTRAIT);
    const [picker] = openedFilePickers();
    expect(openedFilePickers()).toHaveLength(1);
    expect(picker).toMatchObject({ type: "image", current: "icons/old.webp", browsing: true });
    await picker!.choose("icons/new.webp");
    expect(actor.img).toBe("icons/new.webp");
    expect(standIn.notifications).toEqual([]);
  });

  it("tells an owner without file browsing why, opens no picker and keeps the portrait", async () => {
    const actor = await figureOwnedBy(player);
    const sheet = await sheetAs(player, actor);
    await sheet.clickOn(PORTRAIT);
    expect(openedFilePickers()).toEqual([]);
    expect(actor.img).toBe("icons/old.webp");
    expect(standIn.notifications).toEqual([{ level: "warn", message: NEEDS_BROWSING }]);
  });

  it("does nothing for an observer, even when the action is called by hand", async () => {
    const actor = await figureOwnedBy(player, trusted);
    const sheet = await sheetAs(trusted, actor);
    expect(sheet.element!.querySelector(PORTRAIT)?.disabled).toBe(true);
    const action = (sheet.options.actions as Record<string, (this: unknown, event: unknown, target: unknown) => Promise<void>>).editPortrait;
    await action!.call(sheet, {}, sheet.element!.querySelector(PORTRAIT));
    expect(openedFilePickers()).toEqual([]);
    expect(actor.img).toBe("icons/old.webp");
  });

  it("keeps the ruleset's own actions beside the shared one", async () => {
    const actor = await figureOwnedBy(trusted);
    const sheet = await sheetAs(gm, actor);
    expect(Object.keys(sheet.options.actions as object)).toEqual(expect.arrayContaining(["editPortrait", ownAction]));
  });

  it("opens on its first tab, switches with core's tab action, and keeps the open tab through the render after a change", async () => {
    const actor = await figureOwnedBy(trusted);
    const sheet = await sheetAs(trusted, actor);
    const open = () => sheet.element!.querySelectorAll("section.tab.active").map((tab) => tab.dataset.tab);
    expect(open()).toEqual(["figure"]);
    await sheet.clickOn('[data-action="tab"][data-tab="notes"]');
    expect(open()).toEqual(["notes"]);
    const before = sheet.element;
    await sheet.changeField("name", "Renamed Sitter");
    await vi.waitFor(() => expect(sheet.element).not.toBe(before));
    expect(actor.name).toBe("Renamed Sitter");
    expect(open()).toEqual(["notes"]);
  });

  it("names its side in the header and opens the side's sheet from there; says so when it has none", async () => {
    const actor = await figureOwnedBy(trusted);
    const alone = await sheetAs(gm, actor);
    expect(alone.element!.querySelector('[data-action="openSide"]')).toBeNull();
    expect(alone.element!.querySelector(".sw-figure__side")?.textContent).toMatch(/None yet: drop the figure on a/);
    setCurrentUser(gm);
    const side = await createActor({ name: "The Shelf Side", type: sideType, system: { members: [actor.uuid] } }, { via: "Actor.create" });
    if (!side) throw new Error(`side refused: ${standIn.notifications.map((n) => n.message).join("; ")}`);
    const render = vi.spyOn(side.sheet, "render");
    const sheet = await sheetAs(gm, actor);
    const link = sheet.element!.querySelector('[data-action="openSide"]')!;
    expect([link.textContent, link.dataset.uuid]).toEqual(["The Shelf Side", side.uuid]);
    await sheet.click(link);
    expect(render).toHaveBeenCalledWith({ force: true });
  });

  it("shows a figure out of the game with a banner across the header and a greyed portrait; a figure in play has neither", async () => {
    const standing = await sheetAs(gm, await figureOwnedBy(trusted));
    expect(standing.element!.querySelector(".sw-figure.is-down")).toBeNull();
    expect(standing.element!.querySelector(".sw-figure__banner")).toBeNull();
    const fallen = await sheetAs(gm, await figureOwnedBy(trusted, undefined, down));
    expect(fallen.element!.querySelector(".sw-figure")?.classList.contains("is-down")).toBe(true);
    const shown = fallen.element!.querySelector(".sw-figure__banner");
    expect(shown?.closest(".sw-figure__header")).not.toBeNull();
    expect(shown?.textContent?.trim()).toBe(banner);
  });

  it("draws the form again from the kept data when a change is refused", async () => {
    const actor = await figureOwnedBy(trusted, undefined, refused.system);
    const sheet = await sheetAs(trusted, actor);
    const field = () => sheet.element!.querySelector(`[name="${refused.field}"]`);
    await sheet.changeField(refused.field, refused.value);
    expect(standIn.notifications.map((n) => n.level)).toEqual(["warn"]);
    expect(actor.updates).toEqual([]);
    await vi.waitFor(() => expect(field()?.value).toBe(refused.kept));
  });
});
