/** A figure's side on its sheet's header: the force, team or choir it belongs to. */
export interface FigureSide {
  readonly name: string;
  /** The side's uuid, which the header's link opens. */
  readonly uuid: string;
}

interface SideActorLike {
  readonly uuid: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
}

/**
 * The first world actor of `sideType` (a team or a choir) whose roster (`system.memberUuids`)
 * names the figure; null when none does.
 */
export function sideOfFigure(figureUuid: string, sideType: string): FigureSide | null {
  for (const actor of (game.actors ?? []) as Iterable<SideActorLike>) {
    if (actor.type !== sideType) continue;
    const members = (actor.system as { memberUuids?: unknown }).memberUuids;
    if (Array.isArray(members) && members.includes(figureUuid)) return { name: actor.name, uuid: actor.uuid };
  }
  return null;
}
