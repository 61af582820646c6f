import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInActorSheetV2 } from "../../foundry-stand-in/parts/applications";
import { createUser, OWNERSHIP, setCurrentUser } from "../../foundry-stand-in/parts/documents";
import { bootWorld, type DocumentsWorld } from "../angry-miniatures/documents/setup";

type SheetClass = new (options: never) => object;

/**
 * Solo play: a GM hands a side to the table on its sheet ("Played by"). The choice is a world
 * setting, which only a GM may write (the server refuses anyone else), never the side's own data,
 * which a player owning the side could write from their client.
 */
describe("a side's sheet says who plays it; only a GM hands it to the table", () => {
  let world: DocumentsWorld;
  let sides: typeof import("../../../src/foundry/solo/table-sides");

  beforeEach(async () => {
    world = await bootWorld();
    sides = await import("../../../src/foundry/solo/table-sides");
  });
  afterEach(async () => {
    // Handing a side over wakes the table: nothing of this world may run into the next test's.
    (await import("../../../src/foundry/solo/table-player")).resetTablePlayer();
    removeStandIn();
  });

  async function rendered(type: string, side: StandInModelActor): Promise<StandInActorSheetV2> {
    const sheetOf: Record<string, () => Promise<SheetClass>> = {
      "angry-miniatures-team": async () => (await import("../../../src/foundry/angry-miniatures/sheets/team-sheet")).AmTeamSheet,
      "knight-fight-force": async () => (await import("../../../src/foundry/knight-fight/sheets/force-sheet")).KfForceSheet,
    };
    const Sheet = await sheetOf[type]!();
    const sheet = new Sheet({ document: side } as never) as unknown as StandInActorSheetV2;
    await sheet.render(true);
    return sheet;
  }

  async function team(owner?: { id: string }): Promise<StandInModelActor> {
    return (await createActor({ name: "Blues", type: "angry-miniatures-team", system: { members: [] }, ownership: owner ? { [owner.id]: OWNERSHIP.OWNER } : {} }, { via: "Actor.create" }))!;
  }

  it("a GM's select hands the team to the table with a policy, and back to its players", async () => {
    setCurrentUser(world.gm);
    const side = await team();
    const sheet = await rendered("angry-miniatures-team", side);
    const select = sheet.element!.querySelector(".shelf-wars-table-play__select") as unknown as HTMLSelectElement & { choose(value: string): Promise<void> };
    expect([...select.querySelectorAll("option")].map((o) => [o.value, o.textContent?.trim()])).toEqual([
      ["", "Its players"],
      ["sensible", "The table (sensible policy)"],
      ["search", "The table (search policy)"],
    ]);
    expect(select.value).toBe("");
    await select.choose("sensible");
    await expect.poll(() => sides.tablePolicyOf(`team:${side.uuid}`)).toBe("sensible");
    const again = await rendered("angry-miniatures-team", side);
    expect((again.element!.querySelector(".shelf-wars-table-play__select") as unknown as HTMLSelectElement).value).toBe("sensible");
    expect(again.element!.innerHTML).not.toMatch(/SHELFWARS\./);
    await select.choose("");
    await expect.poll(() => sides.tablePolicyOf(`team:${side.uuid}`)).toBeNull();
  });

  it("a player who owns the team reads who plays it and has no control; writing the setting from their client is refused", async () => {
    const player = createUser("Piet");
    setCurrentUser(world.gm);
    const side = await team(player);
    await sides.setTableSide(`team:${side.uuid}`, "sensible");
    setCurrentUser(player);
    const sheet = await rendered("angry-miniatures-team", side);
    expect(sheet.element!.querySelector(".shelf-wars-table-play__select")).toBeNull();
    expect(sheet.element!.querySelector(".shelf-wars-table-play--read")?.textContent?.trim()).toBe("This side is played by the table (sensible policy).");
    // A hostile client writes the world setting itself: the server refuses it (core shows an error, the
    // value stays), and the table keeps the side; nor can the player hand another side to the table.
    const refused = (game.settings as unknown as { refused: { id: string; user: string }[] }).refused;
    await sides.setTableSide(`team:${side.uuid}`, null);
    await sides.setTableSide("team:Actor.someoneElse", "sensible");
    expect(refused.filter((r) => r.id === `shelf-wars.${sides.TABLE_SIDES_KEY}`).map((r) => r.user)).toEqual(["Piet", "Piet"]);
    expect(sides.tableSides()).toEqual({ [`team:${side.uuid}`]: "sensible" });
  });

  it("a ruleset the table cannot play yet offers no choice (Knight Fight's force sheet)", async () => {
    setCurrentUser(world.gm);
    const force = (await createActor({ name: "Reds", type: "knight-fight-force", system: { members: [] } }, { via: "Actor.create" }))!;
    const sheet = await rendered("knight-fight-force", force);
    expect(sheet.element!.querySelector(".shelf-wars-table-play")).toBeNull();
  });
});
