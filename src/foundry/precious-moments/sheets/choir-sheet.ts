import { templatePath } from "../../shared/constants";
import { sideColourContext, SIDE_COLOUR_PARTIAL } from "../../sides/side-colour-context";
import { actorNotes, NOTES_PARTIAL } from "../../sheets/notes";
import { ShelfWarsActorSheet } from "../../sheets/actor-sheet";
import { choirBudgetSettings } from "../documents/choir-budget";
import { choirBudget, choirTotals } from "../documents/choir-members";
import { foundryChoirDropWorld } from "../documents/choir-drop";
import { joinChoir } from "../documents/choir-join";
import { loadedChoirMembers, type PmChoirModel } from "../documents/choir-model";
import { pmChoirSheetContext } from "./choir-sheet-context";
import { pmDocKey } from "../documents/violations";

export const CHOIR_SHEET_TEMPLATE = "precious-moments/sheets/choir-sheet.hbs";

function choirSystem(actor: Actor.Implementation): PmChoirModel {
  return actor.system as unknown as PmChoirModel;
}

/** A choir roster: drop figures onto it to add them; totals against the choir budget. */
export class PmChoirSheet extends ShelfWarsActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shelf-wars", "pm-sheet", "pm-choir-sheet"],
    actions: {
      removeMember: PmChoirSheet.#onRemoveMember,
      openMember: PmChoirSheet.#onOpenMember,
    },
  };

  static override PARTS = {
    sheet: { template: templatePath(CHOIR_SHEET_TEMPLATE), templates: [templatePath(NOTES_PARTIAL), templatePath(SIDE_COLOUR_PARTIAL)], scrollable: [".pm-sheet-body"] },
  };

  override async _prepareContext(options: Parameters<ShelfWarsActorSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const system = choirSystem(this.actor);
    const members = await loadedChoirMembers(system.memberUuids);
    const { budget, level } = choirBudgetSettings();
    const notes = (system._source as { notes: string }).notes;
    const view = {
      uuid: this.actor.uuid,
      name: this.actor.name,
      img: this.actor.img ?? null,
      members,
      totals: choirTotals(members),
      budget: choirBudget(members, budget, level, this.actor.name),
    };
    return {
      ...base,
      choir: pmChoirSheetContext(view, { editable: this.isEditable }),
      notes: await actorNotes(this.actor, notes, this.isEditable, pmDocKey("Sheet.Notes")),
      sideColour: sideColourContext(this.actor, { editable: this.isEditable, isGM: game.user?.isGM === true }),
    };
  }

  // ActorSheetV2 (v13) routes dropped actors here; fvtt-types 13.345.1 does not declare it.
  protected async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable) return null;
    const system = choirSystem(this.actor);
    const roster = await loadedChoirMembers(system.memberUuids);
    const choir = { name: this.actor.name, pack: this.actor.pack, memberUuids: system.memberUuids, update: (changes: Record<string, unknown>) => this.actor.update(changes) };
    const joined = await joinChoir(choir, actor, roster, foundryChoirDropWorld());
    return joined ? actor : null;
  }

  static async #onRemoveMember(this: PmChoirSheet, _event: Event, target: HTMLElement): Promise<void> {
    const uuid = target.closest<HTMLElement>("[data-member-uuid]")?.dataset.memberUuid;
    if (!uuid) return;
    const members = choirSystem(this.actor).memberUuids.filter((m) => m !== uuid);
    await this.actor.update({ system: { members } });
  }

  static async #onOpenMember(this: PmChoirSheet, _event: Event, target: HTMLElement): Promise<void> {
    const uuid = target.closest<HTMLElement>("[data-member-uuid]")?.dataset.memberUuid;
    if (!uuid) return;
    const member = await fromUuid(uuid as `Actor.${string}`);
    if (member instanceof Actor) await member.sheet?.render(true);
  }
}
