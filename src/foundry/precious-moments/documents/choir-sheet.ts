import { templatePath } from "../../constants";
import { enrichedNotes, notesContext, NOTES_PARTIAL } from "../../sheets/notes";
import { ShelfWarsActorSheet } from "../../sheets/actor-sheet";
import { budgetForJoining, choirBudgetSettings } from "./choir-budget";
import { choirBudget, choirMemberOf, choirTotals, isPmFigureActor, withChoirMember } from "./choir-members";
import { choirMemberUuidForDrop, foundryChoirDropWorld } from "./choir-drop";
import { loadedChoirMembers, type PmChoirModel } from "./choir-model";
import { pmChoirSheetContext } from "./choir-sheet-context";
import { localiseIssue, pmDocKey } from "./violations";

export const CHOIR_SHEET_TEMPLATE = "precious-moments/sheets/choir-sheet.hbs";

function choirSystem(actor: Actor.Implementation): PmChoirModel {
  return actor.system as unknown as PmChoirModel;
}

/** A choir roster: drop figures onto it to add them; totals against the choir budget. */
export class PmChoirSheet extends ShelfWarsActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shelf-wars", "pm-sheet", "pm-choir-sheet"],
    position: { width: 600, height: 700 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      removeMember: PmChoirSheet.#onRemoveMember,
      openMember: PmChoirSheet.#onOpenMember,
    },
  };

  static override PARTS = {
    sheet: { template: templatePath(CHOIR_SHEET_TEMPLATE), templates: [templatePath(NOTES_PARTIAL)], scrollable: [".pm-sheet-body"] },
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
      notes: notesContext({
        name: "system.notes",
        value: notes,
        enriched: await enrichedNotes(this.actor, notes),
        editable: this.isEditable,
        documentUuid: this.actor.uuid,
        label: pmDocKey("Sheet.Notes"),
      }),
    };
  }

  // ActorSheetV2 (v13) routes dropped actors here; fvtt-types 13.345.1 does not declare it.
  protected async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable) return null;
    const system = choirSystem(this.actor);
    if (isPmFigureActor(actor) && !system.memberUuids.includes(actor.uuid)) {
      const roster = await loadedChoirMembers(system.memberUuids);
      const { result, verdict } = budgetForJoining(roster, choirMemberOf(actor), this.actor.name);
      if (verdict !== "allow" && result.warning) ui.notifications?.warn(localiseIssue(result.warning));
      if (verdict === "refuse") return null;
    }
    const uuid = await choirMemberUuidForDrop(actor, foundryChoirDropWorld(), this.actor.pack !== null);
    if (!uuid) return null;
    const members = withChoirMember(system.memberUuids, uuid);
    if (members === null) return null;
    await this.actor.update({ system: { members } });
    return actor;
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
