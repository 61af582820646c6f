import type { SideRef } from "./activation-config";

/** Token dispositions that make a side, as `CONST.TOKEN_DISPOSITIONS` numbers them. */
export const DISPOSITION_SIDES = { friendly: 1, neutral: 0, hostile: -1 } as const;
export type DispositionSide = keyof typeof DISPOSITION_SIDES;

/**
 * A figure in no team fights for its token's disposition. Secret tokens (-2) are hidden
 * enemies, so they join the hostile side.
 */
export function dispositionSideName(disposition: number | undefined): DispositionSide {
  if (disposition === DISPOSITION_SIDES.friendly) return "friendly";
  if (disposition === DISPOSITION_SIDES.neutral) return "neutral";
  return "hostile";
}

export function dispositionSide(combatant: Combatant.Implementation): SideRef {
  const side = dispositionSideName(combatant.token?.disposition);
  const label = side.charAt(0).toUpperCase() + side.slice(1);
  return { key: `disposition:${side}`, name: game.i18n?.localize(`SHELFWARS.Combat.Side.${label}`) ?? side };
}

/** The UUIDs a team's `system.members` might list for this combatant's actor. */
function memberUuidsOf(combatant: Combatant.Implementation): string[] {
  const uuids = new Set<string>();
  if (combatant.actor?.uuid) uuids.add(combatant.actor.uuid);
  // An unlinked token's actor is synthetic; teams list the world actor it was made from.
  if (combatant.actorId) uuids.add(`Actor.${combatant.actorId}`);
  return [...uuids];
}

function teamMembers(team: Actor.Implementation): string[] {
  const members: unknown = foundry.utils.getProperty(team, "system.members");
  return Array.isArray(members) ? members.filter((m): m is string => typeof m === "string") : [];
}

/** The first world actor of `teamType` whose members include the combatant's actor. */
export function findTeam(combatant: Combatant.Implementation, teamType: string): Actor.Implementation | null {
  const candidates = memberUuidsOf(combatant);
  if (candidates.length === 0) return null;
  const teams = game.actors?.contents.filter((actor) => (actor.type as string) === teamType) ?? [];
  return teams.find((team) => teamMembers(team).some((uuid) => candidates.includes(uuid))) ?? null;
}

/** Side from the figure's team actor, else from its token's disposition. */
export function teamOrDispositionSide(teamType: string): (combatant: Combatant.Implementation) => SideRef {
  return (combatant) => {
    const team = findTeam(combatant, teamType);
    if (!team) return dispositionSide(combatant);
    return { key: `team:${team.uuid}`, name: team.name ?? team.uuid, img: team.img ?? undefined };
  };
}
