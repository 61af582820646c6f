import { readActivationState, tableRound } from "./combat-flags";

// The flags, not `instanceof ShelfWarsCombat`: this module is loaded by dice and card code that
// must not pull in the Combat subclass (it extends core's Combat when its module loads).
type StartedCombat = NonNullable<typeof game.combats> extends Iterable<infer C> ? C : never;

/** Where a figure is activating: the started Shelf Wars combat and a key naming that one activation. */
export interface ActingActivation {
  readonly combat: StartedCombat;
  readonly key: string;
}

/**
 * The running activation of the figure whose actor is `actorUuid`, or null. The key names the
 * round, the phase and the combatant, so a roll made in one activation never counts in another.
 */
export function actingActivation(actorUuid: string): ActingActivation | null {
  for (const combat of game.combats ?? []) {
    const state = readActivationState(combat);
    if (!state || !combat.started) continue;
    const combatant = state?.active ? combat.combatants.get(state.active) : undefined;
    if (state && combatant?.actor?.uuid === actorUuid) return { combat, key: `${tableRound(combat)}/${state.phase}/${state.active}` };
  }
  return null;
}

/** The started Shelf Wars combat the figure fights in (activating or not), or null. */
export function combatOfFigure(actorUuid: string): StartedCombat | null {
  for (const combat of game.combats ?? []) {
    if (!readActivationState(combat) || !combat.started) continue;
    if (combat.combatants.contents.some((c) => c.actor?.uuid === actorUuid)) return combat;
  }
  return null;
}

/** Does the figure fight in a started Shelf Wars combat (activating or not)? */
export function fightsInCombat(actorUuid: string): boolean {
  return combatOfFigure(actorUuid) !== null;
}
