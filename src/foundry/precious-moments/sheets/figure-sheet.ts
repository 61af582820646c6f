import { buildLockedFor } from "../../sheets/build-lock";
import { figureSheetParts, ShelfWarsFigureSheet } from "../../sheets/figure-sheet";
import type { PmFigureModel } from "../documents/figure-model";
import { PM_FIGURE_TABS, pmFigureSheetContext } from "./figure-sheet-context";
import { openSingDialog } from "../play/sing-dialog";
import { rollFigureStats } from "./roll-stats";
import { sideOfFigure } from "../../sheets/side-of";
import { PM_ACTOR_TYPES } from "../documents/actor-types";
import { pmDocKey } from "../documents/violations";

export const FIGURE_SHEET_TEMPLATE = "precious-moments/sheets/figure-sheet.hbs";

function figureSystem(actor: Actor.Implementation): PmFigureModel {
  return actor.system as unknown as PmFigureModel;
}

/** The Precious Moments figure sheet: Cuteness, Brightness, Piety with its helper, Values, notes. */
export class PmFigureSheet extends ShelfWarsFigureSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shelf-wars", "pm-sheet", "pm-figure-sheet"],
    actions: {
      rollStats: PmFigureSheet.#onRollStats,
      sing: PmFigureSheet.#onSing,
    },
  };

  static override PARTS = figureSheetParts(FIGURE_SHEET_TEMPLATE, ".pm-sheet-body");

  protected readonly figureTabs = PM_FIGURE_TABS;
  protected readonly notesLabel = pmDocKey("Sheet.Notes");

  protected figureContext() {
    const view = { uuid: this.actor.uuid, name: this.actor.name, img: this.actor.img ?? null, system: figureSystem(this.actor) };
    const gm = game.user?.isGM === true;
    return pmFigureSheetContext(view, { editable: this.isEditable, gm, side: sideOfFigure(this.actor.uuid, PM_ACTOR_TYPES.choir), buildLocked: buildLockedFor(gm), editing: this.editing });
  }

  static async #onSing(this: PmFigureSheet): Promise<void> {
    if (!this.isEditable) return;
    await openSingDialog(this.actor, this);
  }

  static async #onRollStats(this: PmFigureSheet): Promise<void> {
    if (!this.isEditable) return;
    await rollFigureStats(this.actor);
  }
}
