import { buildLockedFor } from "../../sheets/build-lock";
import { figureSheetParts, ShelfWarsFigureSheet } from "../../sheets/figure-sheet";
import { kfKey } from "../documents/labels";
import { figureSheetActions, type FigureSheetAction } from "../play/sheet-actions";
import type { KfFigureModel } from "../documents/figure-model";
import { KF_FIGURE_TABS, kfFigureSheetContext } from "./figure-sheet-context";
import { figurePlayState } from "./figure-play-state";

export const KF_FIGURE_SHEET_TEMPLATE = "knight-fight/sheets/figure-sheet.hbs";

/** The Knight Fight figure sheet: a header with the force, danger, action points and cost; class and stats with what they give; the activation's actions; notes. */
export class KfFigureSheet extends ShelfWarsFigureSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shelf-wars", "kf-sheet", "kf-figure-sheet"],
    actions: {
      wager: KfFigureSheet.#onPlay,
      attack: KfFigureSheet.#onPlay,
      protect: KfFigureSheet.#onPlay,
      endActivation: KfFigureSheet.#onPlay,
    },
  };

  static override PARTS = figureSheetParts(KF_FIGURE_SHEET_TEMPLATE, ".kf-sheet-body");

  protected readonly figureTabs = KF_FIGURE_TABS;
  protected readonly notesLabel = kfKey("Sheet.Notes");

  protected figureContext() {
    const view = { uuid: this.actor.uuid, name: this.actor.name, img: this.actor.img ?? null, system: this.actor.system as unknown as KfFigureModel };
    return kfFigureSheetContext(view, { editable: this.isEditable, play: figurePlayState(this.actor), buildLocked: buildLockedFor(game.user?.isGM === true), editing: this.editing });
  }

  /** The activation's buttons, by their data-action (play/sheet-actions.ts). */
  static async #onPlay(this: KfFigureSheet, _event: Event, target: HTMLElement): Promise<void> {
    const action = target.dataset.action;
    if (!this.isEditable || !action || !(action in figureSheetActions)) return;
    await figureSheetActions[action as FigureSheetAction](this.actor, this);
  }
}
