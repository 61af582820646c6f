import { ShelfWarsSideSheet, sideSheetParts } from "../../sheets/side-sheet";
import { choirBudgetSettings } from "../documents/choir-budget";
import { choirBudget, choirTotals } from "../documents/choir-members";
import { foundryRosterDropWorld } from "../../sides/roster-drop";
import { joinChoir } from "../documents/choir-join";
import { loadedChoirMembers } from "../documents/choir-model";
import { pmChoirSheetContext } from "./choir-sheet-context";
import { pmDocKey } from "../documents/violations";

export const CHOIR_SHEET_TEMPLATE = "precious-moments/sheets/choir-sheet.hbs";

/** A choir roster: drop figures onto it to add them; totals against the choir budget. */
export class PmChoirSheet extends ShelfWarsSideSheet {
  static override DEFAULT_OPTIONS = { classes: ["shelf-wars", "pm-sheet", "pm-choir-sheet"] };

  static override PARTS = sideSheetParts(CHOIR_SHEET_TEMPLATE, ".pm-sheet-body");

  protected readonly notesLabel = pmDocKey("Sheet.Notes");

  protected async sideContext() {
    const members = await loadedChoirMembers(this.memberUuids);
    const { budget, level } = choirBudgetSettings();
    const view = {
      uuid: this.actor.uuid,
      name: this.actor.name,
      img: this.actor.img ?? null,
      members,
      totals: choirTotals(members),
      budget: choirBudget(members, budget, level, this.actor.name),
    };
    return { choir: pmChoirSheetContext(view, { editable: this.isEditable }) };
  }

  protected async addDroppedMember(actor: Actor.Implementation): Promise<boolean> {
    const roster = await loadedChoirMembers(this.memberUuids);
    const choir = { name: this.actor.name, pack: this.actor.pack, memberUuids: [...this.memberUuids], update: (changes: Record<string, unknown>) => this.actor.update(changes) };
    return (await joinChoir(choir, actor, roster, foundryRosterDropWorld())) !== null;
  }
}
