import { templatePath } from "../../shared/constants";
import { sideColourContext, SIDE_COLOUR_PARTIAL } from "../../sides/side-colour-context";
import { ruleNumber } from "../../settings/registry";
import { actorNotes, NOTES_PARTIAL } from "../../sheets/notes";
import { ShelfWarsActorSheet } from "../../sheets/actor-sheet";
import { docKey } from "./sheet-options";
import { foundryTeamDropWorld, memberUuidForDrop } from "../documents/team-drop";
import { teamSheetContext, withMember } from "./team-sheet-context";
import type { AmTeamModel } from "../documents/team-model";

export const TEAM_SHEET_TEMPLATE = "angry-miniatures/sheets/team-sheet.hbs";

function teamSystem(actor: Actor.Implementation): AmTeamModel {
  return actor.system as unknown as AmTeamModel;
}

/** A team roster: drop figure actors onto it to add them; each row has a remove button. */
export class AmTeamSheet extends ShelfWarsActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shelf-wars", "am-sheet", "am-team-sheet"],
    actions: {
      removeMember: AmTeamSheet.#onRemoveMember,
      openMember: AmTeamSheet.#onOpenMember,
    },
  };

  static override PARTS = {
    sheet: { template: templatePath(TEAM_SHEET_TEMPLATE), templates: [templatePath(NOTES_PARTIAL), templatePath(SIDE_COLOUR_PARTIAL)], scrollable: [".am-sheet-body"] },
  };

  override async _prepareContext(options: Parameters<ShelfWarsActorSheet["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const system = teamSystem(this.actor);
    const view = {
      uuid: this.actor.uuid,
      name: this.actor.name,
      img: this.actor.img ?? null,
      members: system.memberFigures,
      totals: system.totals,
      notes: (system._source as { notes: string }).notes,
    };
    return {
      ...base,
      team: teamSheetContext(view, { editable: this.isEditable, teamSize: ruleNumber("angry-miniatures", "teamSize") }),
      notes: await actorNotes(this.actor, view.notes, this.isEditable, docKey("Sheet.Notes")),
      sideColour: sideColourContext(this.actor, { editable: this.isEditable, isGM: game.user?.isGM === true }),
    };
  }

  // ActorSheetV2 (v13) routes dropped actors here; fvtt-types 13.345.1 does not declare it.
  protected async _onDropActor(event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable) return null;
    const uuid = await memberUuidForDrop(actor, foundryTeamDropWorld());
    if (!uuid) return null;
    const members = withMember(teamSystem(this.actor).memberUuids, uuid);
    if (members === null) return null;
    await this.actor.update({ system: { members } });
    return actor;
  }

  static async #onRemoveMember(this: AmTeamSheet, _event: Event, target: HTMLElement): Promise<void> {
    const uuid = target.closest<HTMLElement>("[data-member-uuid]")?.dataset.memberUuid;
    if (!uuid) return;
    const members = teamSystem(this.actor).memberUuids.filter((m) => m !== uuid);
    await this.actor.update({ system: { members } });
  }

  static async #onOpenMember(this: AmTeamSheet, _event: Event, target: HTMLElement): Promise<void> {
    const uuid = target.closest<HTMLElement>("[data-member-uuid]")?.dataset.memberUuid;
    if (!uuid) return;
    const member = await fromUuid(uuid as `Actor.${string}`);
    if (member instanceof Actor) await member.sheet?.render(true);
  }
}
