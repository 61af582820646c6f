import { foundryRosterDropWorld, rosterMemberUuid, type DroppedActor, type RosterDropWorld } from "../../sides/roster-drop";
import { AM_ACTOR_TYPES } from "./actor-types";
import { docKey } from "./keys";
import type { SideTypeEntry } from "../../sides/side-types";

/** The team as a side type: its figures, and the roster's messages. */
export const AM_TEAM_SIDE = {
  sideType: AM_ACTOR_TYPES.team,
  figureType: AM_ACTOR_TYPES.figure,
  keys: { onlyFigures: docKey("Team.OnlyFigures"), imported: docKey("Team.Imported"), importRefused: docKey("Team.ImportRefused") },
} as const satisfies SideTypeEntry;

export type TeamDropWorld = RosterDropWorld;
export const foundryTeamDropWorld = foundryRosterDropWorld;

/** The actor uuid a team stores for a dropped figure (a compendium figure is imported first). */
export function memberUuidForDrop(actor: DroppedActor, world: TeamDropWorld): Promise<string | null> {
  return rosterMemberUuid(actor, world, { figureType: AM_TEAM_SIDE.figureType, keys: AM_TEAM_SIDE.keys });
}
