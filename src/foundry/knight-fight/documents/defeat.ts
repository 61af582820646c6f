import { isKfFigureType } from "./actor-types";

function isActiveGm(): boolean {
  const activeGm = game.users?.activeGM;
  return activeGm !== undefined && activeGm !== null && activeGm.id === game.user?.id;
}

/** Did this update change whether the figure is killed? null when `killed` was not touched. */
export function killedChange(changed: unknown, killedNow: number): boolean | null {
  const value = (changed as { system?: { killed?: unknown } } | null)?.system?.killed;
  if (value === undefined) return null;
  return killedNow > 0;
}

/**
 * Marks a killed figure defeated (core DEFEATED status on its tokens, `defeated` on its
 * combatants, which the tracker records on the Combat) or clears the mark when a kill is undone.
 * Runs on the active GM's client only, so it happens once whoever applied the card.
 */
export async function applyKfDefeat(actor: Actor.Implementation, defeated: boolean): Promise<void> {
  const statusId = CONFIG.specialStatusEffects.DEFEATED;
  if (actor.statuses.has(statusId) !== defeated) await actor.toggleStatusEffect(statusId, { active: defeated, overlay: true });
  for (const combat of game.combats ?? []) {
    const updates = combat.combatants.contents
      .filter((combatant) => combatant.actor?.uuid === actor.uuid && combatant.defeated !== defeated)
      .map((combatant) => ({ _id: combatant.id, defeated }));
    if (updates.length > 0) await combat.updateEmbeddedDocuments("Combatant", updates);
  }
}

/** `killed` changing by any path (a card, its undo, a GM's edit) marks or unmarks the figure. */
export function registerKfDefeatHook(): void {
  Hooks.on("updateActor", (actor, changed) => {
    if (!isKfFigureType(actor.type) || !isActiveGm()) return;
    const killed = (actor.system as { killed?: number }).killed ?? 0;
    const defeated = killedChange(changed, killed);
    if (defeated !== null) void applyKfDefeat(actor, defeated);
  });
}
