import { rosterMemberUuid, type DroppedActor, type RosterDropWorld } from "../../sides/roster-drop";
import { AM_ACTOR_TYPES } from "./actor-types";
import { docKey } from "./keys";
import { rosterSide } from "../../sides/side-types";

/** The team as a side type: its figures, and the roster's messages. */
export const AM_TEAM_SIDE = rosterSide(AM_ACTOR_TYPES.team, AM_ACTOR_TYPES.figure, docKey("Team"));

/** The actor uuid a team stores for a dropped figure (a compendium figure is imported first). */
export function memberUuidForDrop(actor: DroppedActor, world: RosterDropWorld): Promise<string | null> {
  return rosterMemberUuid(actor, world, { figureType: AM_TEAM_SIDE.figureType, keys: AM_TEAM_SIDE.keys });
}
