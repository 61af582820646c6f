import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import { createUser, setCurrentUser } from "../../foundry-stand-in/parts/documents";
import { LEGAL_SYSTEM } from "../angry-miniatures/documents/setup";
import { bootShelfWars } from "../boot-world";
import { KNIGHT } from "../knight-fight/world";
import { LEGAL_PM_SYSTEM } from "../precious-moments/documents/setup";

type SheetClass = new (options: never) => { options: Record<string, unknown> };
const sheet = (load: () => Promise<unknown>) => async () => (await load()) as SheetClass;

/** Every Shelf Wars actor sheet, with an actor of the type it is for. */
const SHEETS = [
  ["angry-miniatures-figure", LEGAL_SYSTEM, sheet(async () => (await import("../../../src/foundry/angry-miniatures/sheets/figure-sheet")).AmFigureSheet)],
  ["angry-miniatures-team", { members: [] }, sheet(async () => (await import("../../../src/foundry/angry-miniatures/sheets/team-sheet")).AmTeamSheet)],
  ["knight-fight-figure", KNIGHT, sheet(async () => (await import("../../../src/foundry/knight-fight/sheets/figure-sheet")).KfFigureSheet)],
  ["knight-fight-force", { members: [] }, sheet(async () => (await import("../../../src/foundry/knight-fight/sheets/force-sheet")).KfForceSheet)],
  ["precious-moments-figure", LEGAL_PM_SYSTEM, sheet(async () => (await import("../../../src/foundry/precious-moments/sheets/figure-sheet")).PmFigureSheet)],
  ["precious-moments-choir", { members: [] }, sheet(async () => (await import("../../../src/foundry/precious-moments/sheets/choir-sheet")).PmChoirSheet)],
] as const;

describe("every Shelf Wars actor sheet's options (merged along the class chain from the shared base)", () => {
  beforeEach(async () => {
    await bootShelfWars();
    setCurrentUser(createUser("Gamemaster", { isGM: true }));
  });
  afterEach(() => removeStandIn());

  it.each(SHEETS)("%s: one size, resizable, each change saved as it is made, with its own classes", async (type, system, load) => {
    const Sheet = await load();
    const actor = await createActor({ name: "Sitter", type, system: { ...system } }, { via: "Actor.create" });
    const { options } = new Sheet({ document: actor } as never);
    expect(options).toMatchObject({ position: { width: 600, height: 700 }, window: { resizable: true }, form: { submitOnChange: true } });
    expect(options.classes).toEqual(expect.arrayContaining(["shelf-wars"]));
  });
});
