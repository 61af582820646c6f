import { ShelfWarsCombat } from "./combat-document";

/**
 * Marks a figure defeated, or clears the mark (GM): core's DEFEATED status on its tokens,
 * `defeated` on its combatants, and the tracker's own record on each Shelf Wars combat (which the
 * tracker reads, so a defeated figure never comes up to activate).
 */
export async function markActorDefeated(actor: Actor.Implementation, defeated: boolean): Promise<void> {
  const statusId = CONFIG.specialStatusEffects.DEFEATED;
  if (actor.statuses.has(statusId) !== defeated) await actor.toggleStatusEffect(statusId, { active: defeated, overlay: true });
  for (const combat of game.combats ?? []) {
    const mine = combat.combatants.contents.filter((combatant) => combatant.actor?.uuid === actor.uuid);
    const updates = mine.filter((combatant) => combatant.defeated !== defeated).map((combatant) => ({ _id: combatant.id, defeated }));
    if (updates.length > 0) await combat.updateEmbeddedDocuments("Combatant", updates);
    if (combat instanceof ShelfWarsCombat) for (const combatant of mine) if (combatant.id) await combat.recordDefeat(combatant.id, defeated);
  }
}
