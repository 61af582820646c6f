import { readActivationState, readDefeated } from "../shared/combat-flags";

/** Where a figure stands in the Shelf Wars tracker: its started combat, its combatant, whether it activates now. */
export interface FigureTurn {
  readonly combat: Combat.Implementation;
  readonly combatantId: string;
  readonly activating: boolean;
  /** The GM's record holds it defeated. */
  readonly defeated: boolean;
}

/**
 * The first started combat the tracker runs (it has an activation state) with a combatant for
 * this token, or failing that for this actor. Read from the GM-only Combat flags, so a player's
 * own writes to a Combatant change nothing here.
 */
export function figureTurnOf(actorUuid: string, tokenId: string | null): FigureTurn | null {
  for (const combat of game.combats ?? []) {
    const state = readActivationState(combat);
    if (!combat.started || !state) continue;
    const combatants = combat.combatants.contents;
    const found = (tokenId ? combatants.find((c) => c.tokenId === tokenId) : undefined) ?? combatants.find((c) => c.actor?.uuid === actorUuid);
    if (!found?.id) continue;
    return { combat: combat as Combat.Implementation, combatantId: found.id, activating: state.active === found.id, defeated: readDefeated(combat).has(found.id) };
  }
  return null;
}
