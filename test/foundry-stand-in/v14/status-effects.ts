import type { StandInGeneration } from "../generation";

interface StatusEffectConfig {
  id: string;
  name: string;
  img: string;
}

/** A few of core's status effects (https://foundryvtt.com/api/v13/interfaces/CONFIG.html). */
const CORE_STATUS_EFFECTS: readonly StatusEffectConfig[] = [
  { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
  { id: "prone", name: "EFFECT.StatusProne", img: "icons/svg/falling.svg" },
];

/**
 * `CONFIG.statusEffects` as each generation has it.
 * - v13: an array of StatusEffectConfig (https://foundryvtt.com/api/v13/interfaces/CONFIG.html).
 * - v14: an object keyed by status id (core issue foundryvtt#13122, "changed from
 *   StatusEffectConfig[] to {[id: string]: StatusEffectConfig}"; pf2e PR 21981 moved to it).
 *   Core says "with backwards compatibility" but documents no array method that survives; modules
 *   calling `.find` on it broke (mclemente/healthEstimate PR 337). So here it is a plain object:
 *   `filter`, `splice`, `find`, `some` are absent and calling them throws a TypeError.
 */
export function standInStatusEffects(generation: StandInGeneration): StatusEffectConfig[] | Record<string, StatusEffectConfig> {
  const copies = CORE_STATUS_EFFECTS.map((effect) => ({ ...effect }));
  if (generation === 13) return copies;
  return Object.fromEntries(copies.map((effect) => [effect.id, effect]));
}
