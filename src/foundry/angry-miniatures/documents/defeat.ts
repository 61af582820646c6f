import { isAmFigureType } from "./actor-types";

/** Did this update move the figure's Health across 0 (either way)? null when Health did not change. */
export function defeatChange(changed: unknown, healthNow: number): boolean | null {
  const value = (changed as { system?: { health?: { value?: unknown } } } | null)?.system?.health?.value;
  if (value === undefined) return null;
  return healthNow <= 0;
}

/**
 * Marks a figure defeated (core DEFEATED status on its tokens, `defeated` on its combatants) or
 * clears the mark. Runs on the active GM's client only, so it happens once whoever changed Health.
 */
export async function applyDefeat(actor: Actor.Implementation, defeated: boolean): Promise<void> {
  const statusId = CONFIG.specialStatusEffects.DEFEATED;
  if (actor.statuses.has(statusId) !== defeated) {
    await actor.toggleStatusEffect(statusId, { active: defeated, overlay: true });
  }
  for (const combat of game.combats ?? []) {
    const updates = combat.combatants.contents
      .filter((combatant) => combatant.actor?.uuid === actor.uuid && combatant.defeated !== defeated)
      .map((combatant) => ({ _id: combatant.id, defeated }));
    if (updates.length > 0) await combat.updateEmbeddedDocuments("Combatant", updates);
  }
}

function isActiveGm(): boolean {
  const activeGm = game.users?.activeGM;
  return activeGm !== undefined && activeGm !== null && activeGm.id === game.user?.id;
}

/** Health reaching 0 by any update path (sheet, chat card, token bar, macro) defeats the figure. */
export function registerDefeatHook(): void {
  Hooks.on("updateActor", (actor, changed) => {
    if (!isAmFigureType(actor.type) || !isActiveGm()) return;
    const health = (actor.system as { health?: { value: number } }).health;
    if (!health) return;
    const defeated = defeatChange(changed, health.value);
    if (defeated !== null) void applyDefeat(actor, defeated);
  });
}
