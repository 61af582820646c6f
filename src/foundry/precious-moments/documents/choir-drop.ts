import { foundryRosterDropWorld, rosterMemberUuid, type DroppedActor, type RosterDropWorld } from "../../sides/roster-drop";
import { PM_ACTOR_TYPES } from "./actor-types";
import { pmDocKey } from "./violations";
import type { SideTypeEntry } from "../../sides/side-types";

/** The choir as a side type: its figures, and the roster's messages. */
export const PM_CHOIR_SIDE = {
  sideType: PM_ACTOR_TYPES.choir,
  figureType: PM_ACTOR_TYPES.figure,
  keys: { onlyFigures: pmDocKey("Choir.OnlyFigures"), imported: pmDocKey("Choir.Imported"), importRefused: pmDocKey("Choir.ImportRefused") },
} as const satisfies SideTypeEntry;

export type ChoirDropWorld = RosterDropWorld;
export const foundryChoirDropWorld = foundryRosterDropWorld;

/**
 * The actor uuid a choir stores for a dropped figure: a compendium figure dropped on a world
 * choir is imported first; a choir that lives in a pack keeps the compendium uuid.
 */
export function choirMemberUuidForDrop(actor: DroppedActor, world: ChoirDropWorld, choirInPack = false): Promise<string | null> {
  return rosterMemberUuid(actor, world, {
    figureType: PM_CHOIR_SIDE.figureType,
    keys: PM_CHOIR_SIDE.keys,
    keepCompendiumUuid: choirInPack,
  });
}
