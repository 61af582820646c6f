import { afterEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../foundry-stand-in";
import { standInGeneration } from "../foundry-stand-in/generation";
import type { StandInApplicationV2 } from "../foundry-stand-in/parts/applications";
import type { AttackServices } from "../../src/foundry/angry-miniatures/play/attack-services";
import { figure, grunt, mage, scripted, table } from "./angry-miniatures/play/fixtures";
import { bootWorld } from "./angry-miniatures/documents/setup";
import { pmBareWorld } from "./precious-moments/world";

/**
 * A dialog started from a sheet opens in the sheet's window. On v14 a sheet can be popped out into
 * its own browser window (another document, core issues foundryvtt#13128, #13132); the Sing and
 * Angry Miniatures attack dialogs must open there, not behind it in the main window. On v13 (and
 * from a sheet in the main window) they open in the main window.
 */
type Shown = StandInApplicationV2;
const v14 = standInGeneration() === 14;

afterEach(() => removeStandIn());

describe("Precious Moments: the Sing dialog opened from the figure sheet", () => {
  async function singFromSheet(popOut: boolean) {
    const t = await pmBareWorld();
    const angel = await t.figure("Angel", t.alice, { cuteness: 7, piety: 2 }, { x: 1, y: 1 });
    await t.figure("Bell", t.bob, { cuteness: 6, piety: 4 }, { x: 8, y: 1 });
    t.as(t.alice);
    const { PmFigureSheet } = await import("../../src/foundry/precious-moments/sheets/figure-sheet");
    const sheet = new PmFigureSheet({ document: angel.actor } as never) as unknown as Shown;
    await sheet.render({ force: true });
    const windowId = popOut ? sheet.detachWindow() : undefined;
    // openSingDialog finds the singer's token through canvas.tokens.controlled and
    // Actor#getActiveTokens, which the stand-in does not model: the dialog is shown for the token.
    const { showSingDialog } = await import("../../src/foundry/precious-moments/play/sing-dialog");
    const dialog = (await showSingDialog(t.scene as never, angel.token.id, sheet)) as unknown as StandInApplicationV2 | null;
    return { sheet, dialog, windowId };
  }

  it("from a sheet in the main window, opens in the main window", async () => {
    const { sheet, dialog } = await singFromSheet(false);
    expect(dialog?.rendered).toBe(true);
    expect(dialog?.element?.ownerDocument).toBe(sheet.element?.ownerDocument);
    expect(dialog?.window.windowId).toBeUndefined();
  });

  it.runIf(v14)("v14: from a popped-out sheet, opens in the sheet's window", async () => {
    const { sheet, dialog, windowId } = await singFromSheet(true);
    expect(sheet.element?.ownerDocument).not.toBe((globalThis as { document?: unknown }).document);
    expect(dialog?.element?.ownerDocument).toBe(sheet.element?.ownerDocument);
    expect(dialog?.window.windowId).toBe(windowId);
  });
});

describe("Angry Miniatures: the attack dialog opened from the figure sheet", () => {
  async function attackFromSheet(popOut: boolean) {
    const world = await bootWorld();
    const actor = await world.figure({ name: "Mage" });
    const { AmFigureSheet } = await import("../../src/foundry/angry-miniatures/sheets/figure-sheet");
    const sheet = new AmFigureSheet({ document: actor } as never) as unknown as Shown;
    await sheet.render({ force: true });
    const windowId = popOut ? sheet.detachWindow() : undefined;
    const { AttackSession } = await import("../../src/foundry/angry-miniatures/table/attack-session");
    const board = table([figure("m", mage, { i: 5, j: 1 }, "friendly"), figure("x", grunt, { i: 5, j: 5 }, "hostile")]);
    const services: AttackServices = {
      sessionFor: () => new AttackSession(board, "m", "x"),
      resolve: scripted([]).resolve,
      postCard: async () => undefined,
      showArea: async () => "area",
      showDistance: async () => "distance",
      removeArea: async () => undefined,
    };
    const { openAttackDialog } = await import("../../src/foundry/angry-miniatures/play/attack-dialog");
    const dialog = (await openAttackDialog(actor as never, services, undefined, sheet)) as unknown as StandInApplicationV2 | null;
    return { sheet, dialog, windowId };
  }

  it("from a sheet in the main window, opens in the main window", async () => {
    const { sheet, dialog } = await attackFromSheet(false);
    expect(dialog?.rendered).toBe(true);
    expect(dialog?.element?.ownerDocument).toBe(sheet.element?.ownerDocument);
    expect(dialog?.window.windowId).toBeUndefined();
  });

  it.runIf(v14)("v14: from a popped-out sheet, opens in the sheet's window", async () => {
    const { sheet, dialog, windowId } = await attackFromSheet(true);
    expect(dialog?.element?.ownerDocument).toBe(sheet.element?.ownerDocument);
    expect(dialog?.window.windowId).toBe(windowId);
  });
});
