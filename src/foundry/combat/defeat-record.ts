import { ShelfWarsCombat } from "./combat-document";
import { isActiveGm } from "../active-gm";

/**
 * A GM's change of a combatant's `defeated` (the tracker's skull, Health reaching 0, a macro)
 * becomes the tracker's record on the Combat, written by the active GM's client. A player's
 * change of their own combatant is theirs to make in Foundry, but changes nothing the tracker
 * reads.
 */
export function recordGmDefeat(combatant: Combatant.Implementation, userId: string): void {
  const combat = combatant.parent;
  if (!isActiveGm() || !(combat instanceof ShelfWarsCombat) || !combatant.id) return;
  if (!game.users?.get(userId)?.isGM) return;
  void combat.recordDefeat(combatant.id, combatant.defeated === true);
}

/** updateCombatant: only changes that touch `defeated`. */
export function onCombatantUpdated(combatant: Combatant.Implementation, changed: unknown, userId: string): void {
  if (typeof changed === "object" && changed !== null && "defeated" in changed) recordGmDefeat(combatant, userId);
}

/** createCombatant: a figure a GM adds already defeated. */
export function onCombatantCreated(combatant: Combatant.Implementation, userId: string): void {
  if (combatant.defeated) recordGmDefeat(combatant, userId);
}
