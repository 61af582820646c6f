import { ShelfWarsCombat } from "../../combat/combat-document";

/** A figure's running activation: the started combat whose tracker has it activating. */
export interface KfActivation {
  readonly combat: ShelfWarsCombat;
  readonly combatant: Combatant.Implementation;
}

export function activationOf(figureUuid: string): KfActivation | null {
  for (const combat of game.combats ?? []) {
    if (!(combat instanceof ShelfWarsCombat) || !combat.started) continue;
    const active = combat.activationState?.active;
    const combatant = active ? combat.combatants.get(active) : undefined;
    if (combatant && combatant.actor?.uuid === figureUuid) return { combat, combatant: combatant as Combatant.Implementation };
  }
  return null;
}
