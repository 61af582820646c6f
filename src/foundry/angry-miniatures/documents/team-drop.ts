import { foundryRosterDropWorld, rosterMemberUuid, type DroppedActor, type RosterDropWorld } from "../../sheets/roster-drop";
import { AM_ACTOR_TYPES } from "./actor-types";
import { docKey } from "./sheet-options";

export type TeamDropWorld = RosterDropWorld;
export const foundryTeamDropWorld = foundryRosterDropWorld;

/** The actor uuid a team stores for a dropped figure (a compendium figure is imported first). */
export function memberUuidForDrop(actor: DroppedActor, world: TeamDropWorld): Promise<string | null> {
  return rosterMemberUuid(actor, world, {
    figureType: AM_ACTOR_TYPES.figure,
    keys: { onlyFigures: docKey("Team.OnlyFigures"), imported: docKey("Team.Imported"), importRefused: docKey("Team.ImportRefused") },
  });
}
