import type { ActivationConfig } from "./activation-config";
import { groupIdOf } from "./groups";

/**
 * The tracker's rows in the order a game plays them: the ruleset's own order first (Knight
 * Fight: fastest Speed first), then side by side (a side's figures together, sides by name),
 * then by name and id. Initiative, which a player may write on their own figure's combatant
 * and which no ruleset here uses, plays no part, so nobody reorders the tracker by editing it.
 * Reads only the combatants' own data: core sorts with this unbound and caches the result
 * (`Combat#setupTurns`), so a flag-driven order would go stale between clients.
 */
export function compareForTracker(config: ActivationConfig, a: Combatant.Implementation, b: Combatant.Implementation): number {
  return config.compareCombatants?.(a, b) || compareText(sideNameOf(a), sideNameOf(b)) || compareText(a.name ?? "", b.name ?? "") || compareText(a.id ?? "", b.id ?? "");
}

/** The name of the side group a combatant is in ("" before the combat starts and sets the groups). */
function sideNameOf(combatant: Combatant.Implementation): string {
  const id = groupIdOf(combatant);
  return (id === null ? undefined : combatant.parent?.groups.get(id)?.name) ?? "";
}

function compareText(a: string, b: string): number {
  return a.localeCompare(b);
}
