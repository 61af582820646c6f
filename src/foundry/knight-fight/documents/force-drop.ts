import { foundryRosterDropWorld, rosterMemberUuid, type DroppedActor, type RosterDropWorld } from "../../sides/roster-drop";
import { KF_ACTOR_TYPES } from "./actor-types";
import { forceOfFigure } from "./force-of";
import { kfKey } from "./labels";
import { rosterSide } from "../../sides/side-types";

/** The force as a side type: its figures, and the roster's messages. */
export const KF_FORCE_SIDE = rosterSide(KF_ACTOR_TYPES.force, KF_ACTOR_TYPES.figure, kfKey("Force"));

/** What the drop needs of the world: the shared roster drop, and the force a figure fights for. */
export interface ForceDropWorld extends RosterDropWorld {
  /** The force a world figure already fights for. */
  forceOf(figureUuid: string): { readonly uuid: string; readonly name: string | null } | null;
}

/**
 * The actor uuid a force stores for a dropped figure (a compendium figure is imported first). A
 * figure already fighting for another force is refused: its pool would be ambiguous.
 */
export async function memberUuidForDrop(actor: DroppedActor, forceUuid: string, world: ForceDropWorld): Promise<string | null> {
  const uuid = await rosterMemberUuid(actor, world, {
    figureType: KF_FORCE_SIDE.figureType,
    keys: KF_FORCE_SIDE.keys,
  });
  if (!uuid) return null;
  const other = world.forceOf(uuid);
  if (other && other.uuid !== forceUuid) {
    world.notify("warn", world.localize(kfKey("Force.InAnotherForce"), { name: actor.name ?? "", force: other.name ?? "" }));
    return null;
  }
  return uuid;
}

export function foundryForceDropWorld(): ForceDropWorld {
  return { ...foundryRosterDropWorld(), forceOf: (figureUuid) => forceOfFigure(figureUuid) };
}
