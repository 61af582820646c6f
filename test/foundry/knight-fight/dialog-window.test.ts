import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import { standInGeneration } from "../../foundry-stand-in/generation";
import type { StandInApplicationV2 } from "../../foundry-stand-in/parts/applications";
import { kfWorld, type KfWorld } from "./world";

/**
 * A dialog opened from a sheet opens in the sheet's window: on v14 a sheet may be popped out into
 * a detached window (another document); its wager and attack dialogs must open there, not behind
 * it in the main window.
 */
describe("Knight Fight dialogs opened from a sheet", () => {
  let t: KfWorld;
  beforeEach(async () => {
    t = await kfWorld();
  });
  afterEach(() => removeStandIn());

  async function renderedSheet() {
    const knight = await t.figure("Knight", t.alice, { danger: { value: 1 } });
    const { KfFigureSheet } = await import("../../../src/foundry/knight-fight/sheets/figure-sheet");
    const sheet = new KfFigureSheet({ document: knight } as never) as unknown as StandInApplicationV2;
    await sheet.render({ force: true });
    return { knight, sheet };
  }

  it("the wager dialog shares the sheet's document, in the main window", async () => {
    const { knight, sheet } = await renderedSheet();
    const { openWagerDialog } = await import("../../../src/foundry/knight-fight/play/wager-dialog");
    const dialog = (await openWagerDialog(knight as never, sheet)) as unknown as StandInApplicationV2;
    expect(dialog.element?.ownerDocument).toBe(globalThis.document);
  });

  it.runIf(standInGeneration() === 14)("v14: opened from a popped-out sheet, the wager dialog opens in the sheet's detached window", async () => {
    const { knight, sheet } = await renderedSheet();
    const windowId = sheet.detachWindow();
    const popped = sheet.element?.ownerDocument;
    expect(popped).not.toBe(globalThis.document);
    const { openWagerDialog } = await import("../../../src/foundry/knight-fight/play/wager-dialog");
    const dialog = (await openWagerDialog(knight as never, sheet)) as unknown as StandInApplicationV2;
    expect(dialog.element?.ownerDocument).toBe(popped);
    expect(dialog.window.windowId).toBe(windowId);
  });
});
