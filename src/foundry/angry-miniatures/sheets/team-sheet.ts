import { ruleNumber } from "../../settings/registry";
import { ShelfWarsSideSheet, sideSheetParts } from "../../sheets/side-sheet";
import { docKey } from "./sheet-options";
import { memberUuidForDrop } from "../documents/team-drop";
import { foundryRosterDropWorld } from "../../sides/roster-drop";
import { teamSheetContext, withMember } from "./team-sheet-context";
import type { AmTeamModel } from "../documents/team-model";
import { AM_TABLE_POLICIES } from "../solo/table-turn";
import { TABLE_PLAY_PARTIAL } from "../../solo/table-play-context";

export const TEAM_SHEET_TEMPLATE = "angry-miniatures/sheets/team-sheet.hbs";

/** A team roster: drop figure actors onto it to add them; the team's size against the agreed one. */
export class AmTeamSheet extends ShelfWarsSideSheet {
  static override DEFAULT_OPTIONS = { classes: ["shelf-wars", "am-sheet", "am-team-sheet"] };

  static override PARTS = sideSheetParts(TEAM_SHEET_TEMPLATE, ".am-sheet-body", [TABLE_PLAY_PARTIAL]);

  protected readonly notesLabel = docKey("Sheet.Notes");

  protected override readonly tablePolicies = Object.keys(AM_TABLE_POLICIES);

  protected sideContext() {
    const system = this.actor.system as unknown as AmTeamModel;
    const view = { uuid: this.actor.uuid, name: this.actor.name, img: this.actor.img ?? null, members: system.memberFigures, totals: system.totals };
    return { team: teamSheetContext(view, { editable: this.isEditable, teamSize: ruleNumber("angry-miniatures", "teamSize") }) };
  }

  protected async addDroppedMember(actor: Actor.Implementation): Promise<boolean> {
    const uuid = await memberUuidForDrop(actor, foundryRosterDropWorld());
    const members = uuid ? withMember(this.memberUuids, uuid) : null;
    if (members === null) return false;
    await this.actor.update({ system: { members } });
    return true;
  }
}
