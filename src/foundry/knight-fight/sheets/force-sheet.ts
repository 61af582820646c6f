import { ShelfWarsSideSheet, sideSheetParts } from "../../sheets/side-sheet";
import { automationLevel } from "../../settings/registry";
import { kfKey } from "../documents/labels";
import { postPoolAdjust } from "../play/pool-adjust";
import { foundryForceDropWorld, memberUuidForDrop } from "../documents/force-drop";
import { forceChecks } from "../documents/force-check";
import type { KfForceModel } from "../documents/force-model";
import { kfForceSheetContext, withMember } from "./force-sheet-context";
import { parseAdjustment } from "../documents/pool-adjustment";

export const KF_FORCE_SHEET_TEMPLATE = "knight-fight/sheets/force-sheet.hbs";

/** A force: its dice pool up front (adjusted by hand through a chat card), its figures, points against the budget. */
export class KfForceSheet extends ShelfWarsSideSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shelf-wars", "kf-sheet", "kf-force-sheet"],
    actions: { adjustPool: KfForceSheet.#onAdjustPool },
  };

  static override PARTS = sideSheetParts(KF_FORCE_SHEET_TEMPLATE, ".kf-sheet-body");

  protected readonly notesLabel = kfKey("Sheet.Notes");

  protected sideContext() {
    const system = this.actor.system as unknown as KfForceModel;
    const members = system.memberFigures;
    const totals = system.totals;
    const source = system.forceSource;
    const view = {
      uuid: this.actor.uuid,
      name: this.actor.name,
      img: this.actor.img ?? null,
      pool: source.pool,
      startingPool: source.startingPool,
      members,
      totals,
      checks: forceChecks(members, totals.budget),
    };
    return { force: kfForceSheetContext(view, { editable: this.isEditable, budgetLevel: automationLevel("knight-fight", "forceBudget") }) };
  }

  protected async addDroppedMember(actor: Actor.Implementation): Promise<boolean> {
    const uuid = await memberUuidForDrop(actor as never, this.actor.uuid, foundryForceDropWorld());
    const members = uuid ? withMember(this.memberUuids, uuid) : null;
    if (members === null) return false;
    await this.actor.update({ system: { members } });
    return true;
  }

  /** +1 / -1 buttons carry `data-delta`; the "adjust by" field is read from the form. */
  static async #onAdjustPool(this: KfForceSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const field = this.element.querySelector<HTMLInputElement>("input[data-pool-adjust]");
    const delta = parseAdjustment(target.dataset.delta ?? field?.value);
    if (delta === null) {
      ui.notifications?.warn(game.i18n?.localize(kfKey("Force.AdjustInvalid")) ?? "");
      return;
    }
    await postPoolAdjust(this.actor, delta);
    if (field && target.dataset.delta === undefined) field.value = "";
  }
}
