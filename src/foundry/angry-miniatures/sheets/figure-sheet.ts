import { buildLockedFor } from "../../sheets/build-lock";
import { figureSheetParts, ShelfWarsFigureSheet } from "../../sheets/figure-sheet";
import { openAttackDialog } from "../play/attack-dialog";
import type { AmFigureModel } from "../documents/figure-model";
import { addTriggerFace, removeTriggerFace } from "./figure-sheet-actions";
import { AM_FIGURE_TABS, figureSheetContext, type PendingStats } from "./figure-sheet-context";
import { docKey } from "./sheet-options";
import { attackTypesFromForm, splitStatLine } from "./stat-line";
import { sideOfFigure } from "../../sheets/side-of";
import { AM_ACTOR_TYPES } from "../documents/actor-types";

export const FIGURE_SHEET_TEMPLATE = "angry-miniatures/sheets/figure-sheet.hbs";
export const TRAIT_PICKER_TEMPLATE = "angry-miniatures/sheets/trait-picker.hbs";

type SubmitData = Record<string, unknown> & { system?: Record<string, unknown> };

function figureSystem(actor: Actor.Implementation): AmFigureModel {
  return actor.system as unknown as AmFigureModel;
}

/** The Angry Miniatures figure sheet: a header with the team and Health; the stat line with what it gives; traits, crit trigger; notes. */
export class AmFigureSheet extends ShelfWarsFigureSheet {
  #pendingStats: PendingStats | null = null;

  static override DEFAULT_OPTIONS = {
    classes: ["shelf-wars", "am-sheet", "am-figure-sheet"],
    actions: {
      attack: AmFigureSheet.#onAttack,
      addTriggerFace: AmFigureSheet.#onAddTriggerFace,
      removeTriggerFace: AmFigureSheet.#onRemoveTriggerFace,
      resetTrigger: AmFigureSheet.#onResetTrigger,
      resetStats: AmFigureSheet.#onResetStats,
    },
  };

  static override PARTS = figureSheetParts(FIGURE_SHEET_TEMPLATE, ".am-sheet-body", [TRAIT_PICKER_TEMPLATE]);

  protected readonly figureTabs = AM_FIGURE_TABS;
  protected readonly notesLabel = docKey("Sheet.Notes");

  protected figureContext() {
    const view = { uuid: this.actor.uuid, name: this.actor.name, img: this.actor.img ?? null, system: figureSystem(this.actor) };
    const gm = game.user?.isGM === true;
    return figureSheetContext(view, { editable: this.isEditable, pending: this.#pendingStats, gm, side: sideOfFigure(this.actor.uuid, AM_ACTOR_TYPES.team), buildLocked: buildLockedFor(gm), editing: this.editing });
  }

  override _processFormData(...args: Parameters<ShelfWarsFigureSheet["_processFormData"]>): ReturnType<ShelfWarsFigureSheet["_processFormData"]> {
    const data = super._processFormData(...args) as SubmitData;
    const system = data.system ?? {};
    const attackTypes = attackTypesFromForm(system.attackTypePrimary, system.attackTypeSecondary);
    delete system.attackTypePrimary;
    delete system.attackTypeSecondary;
    if (attackTypes) system.attackTypes = attackTypes;
    // A held stat line changes nothing stored; the render after the submit (the base sheet) shows its running total.
    this.#pendingStats = splitStatLine(system).held;
    return data;
  }

  static async #onAttack(this: AmFigureSheet): Promise<void> {
    await openAttackDialog(this.actor, undefined, undefined, this);
  }

  static async #onAddTriggerFace(this: AmFigureSheet, _event: Event, target: HTMLElement): Promise<void> {
    const select = target.closest(".am-crit-trigger")?.querySelector<HTMLSelectElement>("select[data-trigger-face]");
    await addTriggerFace(this.actor, select?.value ?? "");
  }

  static async #onRemoveTriggerFace(this: AmFigureSheet, _event: Event, target: HTMLElement): Promise<void> {
    await removeTriggerFace(this.actor, Number(target.dataset.index));
  }

  static async #onResetTrigger(this: AmFigureSheet): Promise<void> {
    await this.actor.update({ system: { critTrigger: [] } });
  }

  static #onResetStats(this: AmFigureSheet): void {
    this.#pendingStats = null;
    void this.render();
  }
}
