import { templatePath } from "../../shared/constants";
import { buildLockedFor } from "../../sheets/build-lock";
import { actorNotes, NOTES_PARTIAL } from "../../sheets/notes";
import { ShelfWarsFigureSheet } from "../../sheets/figure-sheet";
import type { PmFigureModel } from "../documents/figure-model";
import { PM_FIGURE_TABS, pmFigureSheetContext } from "./figure-sheet-context";
import { openSingDialog } from "../play/sing-dialog";
import { rollFigureStats } from "./roll-stats";
import { sideOfFigure } from "../../sheets/side-of";
import { PM_ACTOR_TYPES } from "../documents/actor-types";

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

  static override PARTS = {
    sheet: { template: templatePath(FIGURE_SHEET_TEMPLATE), templates: [templatePath(NOTES_PARTIAL)], scrollable: [".pm-sheet-body"] },
  };

  override async _prepareContext(options: Parameters<ShelfWarsFigureSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const view = { uuid: this.actor.uuid, name: this.actor.name, img: this.actor.img ?? null, system: figureSystem(this.actor) };
    const figure = pmFigureSheetContext(view, { editable: this.isEditable, gm: game.user?.isGM === true, side: sideOfFigure(this.actor.uuid, PM_ACTOR_TYPES.choir), buildLocked: buildLockedFor(game.user?.isGM === true) });
    return {
      ...base,
      figure,
      tabs: this.figureTabsContext(PM_FIGURE_TABS),
      notes: await actorNotes(this.actor, figure.notes, this.isEditable, figure.notesLabel),
    };
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
