import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ringBackground } from "../../../src/data/side-colours";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInActorSheetV2 } from "../../foundry-stand-in/parts/applications";
import { createUser, OWNERSHIP, setCurrentUser } from "../../foundry-stand-in/parts/documents";
import { createGridScene, placeToken } from "../../foundry-stand-in/parts/scenes";
import { bootWorld, type DocumentsWorld } from "../angry-miniatures/documents/setup";

type SheetClass = new (options: never) => object;

/** The three side sheets through the stand-in's application pipeline: swatch for all, colour control for a GM. */
describe("side sheets show the side's colour; a GM recolours it there", () => {
  let world: DocumentsWorld;
  let sheets: Record<string, SheetClass>;

  beforeEach(async () => {
    world = await bootWorld();
    sheets = {
      "angry-miniatures-team": (await import("../../../src/foundry/angry-miniatures/sheets/team-sheet")).AmTeamSheet,
      "knight-fight-force": (await import("../../../src/foundry/knight-fight/sheets/force-sheet")).KfForceSheet,
      "precious-moments-choir": (await import("../../../src/foundry/precious-moments/sheets/choir-sheet")).PmChoirSheet,
    };
  });
  afterEach(() => removeStandIn());

  async function rendered(side: StandInModelActor): Promise<StandInActorSheetV2> {
    const Sheet = sheets[side.type]!;
    const sheet = new Sheet({ document: side } as never) as unknown as StandInActorSheetV2;
    await sheet.render(true);
    return sheet;
  }

  it.each(["angry-miniatures-team", "knight-fight-force", "precious-moments-choir"])("%s: the header's swatch for a player who owns it, no control; a GM's control recolours the figures' tokens", async (type) => {
    const player = createUser("Piet");
    const side = (await createActor({ name: "Blues", type, system: { members: [], color: "#3d7cc9" }, prototypeToken: { disposition: 1 }, ownership: { [player.id]: OWNERSHIP.OWNER } }, { via: "Actor.create" }))!;

    setCurrentUser(player);
    const asPlayer = await rendered(side);
    const swatch = asPlayer.element!.querySelector(".shelf-wars-side-colour__swatch");
    expect(swatch?.closest("header")).toBeTruthy();
    expect(swatch?.getAttribute("style")).toContain("#3d7cc9");
    expect(swatch?.getAttribute("aria-label")).toBe("This side's colour: #3d7cc9");
    expect(asPlayer.element!.querySelector('[name="system.color"]')).toBeNull();

    setCurrentUser(world.gm);
    const asGm = await rendered(side);
    expect(asGm.element!.querySelector('input[type="color"][name="system.color"]')?.getAttribute("value")).toBe("#3d7cc9");
    expect(asGm.element!.innerHTML).not.toMatch(/SHELFWARS\./);
    if (type !== "angry-miniatures-team") return;
    // A team's figures can be made in this test's world: the control's change reaches their tokens.
    const figure = await world.figure({ name: "Pip" });
    await side.update({ system: { members: [figure.uuid] } });
    const scene = createGridScene({ type: 1, size: 100 }, { width: 1000, height: 1000 });
    const token = placeToken(scene, figure, { i: 1, j: 1 });
    await asGm.changeField("system.color", "#2e8b57");
    if (!(asGm.options.form as { submitOnChange?: boolean } | undefined)?.submitOnChange) await asGm.submit();
    expect((side.system as { color: string }).color).toBe("#2e8b57");
    await vi.waitFor(() => expect(token.ring.colors).toEqual({ ring: "#2e8b57", background: ringBackground("#2e8b57") }));
  });
});
