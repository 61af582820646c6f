import { templatePath } from "../../shared/constants";
import { sideColourContext, SIDE_COLOUR_PARTIAL } from "../../sides/side-colour-context";
import { ShelfWarsActorSheet } from "../../sheets/actor-sheet";
import { actorNotes, NOTES_PARTIAL } from "../../sheets/notes";
import { automationLevel } from "../../settings/registry";
import { kfKey } from "../documents/labels";
import { postPoolAdjust } from "../play/pool-adjust";
import { foundryForceDropWorld, memberUuidForDrop } from "../documents/force-drop";
import { forceChecks } from "../documents/force-check";
import type { KfForceModel } from "../documents/force-model";
import { kfForceSheetContext, withMember } from "./force-sheet-context";
import { parseAdjustment } from "../documents/pool-adjustment";

export const KF_FORCE_SHEET_TEMPLATE = "knight-fight/sheets/force-sheet.hbs";

function forceSystem(actor: Actor.Implementation): KfForceModel {
  return actor.system as unknown as KfForceModel;
}

/** A force: its dice pool up front (adjusted by hand through a chat card), its figures, points against the budget. */
export class KfForceSheet extends ShelfWarsActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shelf-wars", "kf-sheet", "kf-force-sheet"],
    actions: {
      adjustPool: KfForceSheet.#onAdjustPool,
      removeMember: KfForceSheet.#onRemoveMember,
      openMember: KfForceSheet.#onOpenMember,
    },
  };

  static override PARTS = {
    sheet: { template: templatePath(KF_FORCE_SHEET_TEMPLATE), templates: [templatePath(NOTES_PARTIAL), templatePath(SIDE_COLOUR_PARTIAL)], scrollable: [".kf-sheet-body"] },
  };

  override async _prepareContext(options: Parameters<ShelfWarsActorSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const system = forceSystem(this.actor);
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
    return {
      ...base,
      force: kfForceSheetContext(view, { editable: this.isEditable, budgetLevel: automationLevel("knight-fight", "forceBudget") }),
      notes: await actorNotes(this.actor, source.notes, this.isEditable, kfKey("Sheet.Notes")),
      sideColour: sideColourContext(this.actor, { editable: this.isEditable, isGM: game.user?.isGM === true }),
    };
  }

  // ActorSheetV2 (v13) routes dropped actors here; fvtt-types 13.345.1 does not declare it.
  protected async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable) return null;
    const uuid = await memberUuidForDrop(actor as never, this.actor.uuid, foundryForceDropWorld());
    if (!uuid) return null;
    const members = withMember(forceSystem(this.actor).memberUuids, uuid);
    if (members === null) return null;
    await this.actor.update({ system: { members } });
    return actor;
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

  static async #onRemoveMember(this: KfForceSheet, _event: Event, target: HTMLElement): Promise<void> {
    const uuid = target.closest<HTMLElement>("[data-member-uuid]")?.dataset.memberUuid;
    if (!uuid || !this.isEditable) return;
    await this.actor.update({ system: { members: forceSystem(this.actor).memberUuids.filter((m) => m !== uuid) } });
  }

  static async #onOpenMember(this: KfForceSheet, _event: Event, target: HTMLElement): Promise<void> {
    const uuid = target.closest<HTMLElement>("[data-member-uuid]")?.dataset.memberUuid;
    if (!uuid) return;
    const member = await fromUuid(uuid as `Actor.${string}`);
    if (member instanceof Actor) await member.sheet?.render(true);
  }
}
