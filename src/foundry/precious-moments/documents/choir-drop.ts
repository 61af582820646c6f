import { rosterMemberUuid, type DroppedActor, type RosterDropWorld } from "../../sides/roster-drop";
import { PM_ACTOR_TYPES } from "./actor-types";
import { pmDocKey } from "./violations";
import { rosterSide } from "../../sides/side-types";

/** The choir as a side type: its figures, and the roster's messages. */
export const PM_CHOIR_SIDE = rosterSide(PM_ACTOR_TYPES.choir, PM_ACTOR_TYPES.figure, pmDocKey("Choir"));

/**
 * The actor uuid a choir stores for a dropped figure: a compendium figure dropped on a world
 * choir is imported first; a choir that lives in a pack keeps the compendium uuid.
 */
export function choirMemberUuidForDrop(actor: DroppedActor, world: RosterDropWorld, choirInPack = false): Promise<string | null> {
  return rosterMemberUuid(actor, world, {
    figureType: PM_CHOIR_SIDE.figureType,
    keys: PM_CHOIR_SIDE.keys,
    keepCompendiumUuid: choirInPack,
  });
}
