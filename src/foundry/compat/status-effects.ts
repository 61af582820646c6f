import { isV14 } from "./generation";

/** The documented shape of a status effect entry: {id, name, img}. */
export interface StatusEffectEntry {
  id: string;
  name: string;
  img: string;
}

/**
 * `CONFIG.statusEffects` on v14: an object keyed by status id (core issue foundryvtt#13122;
 * https://foundryvtt.com/api/variables/CONFIG.statusEffects.html, the current
 * API, cited as a map by mclemente/healthEstimate PR 336). fvtt-types 13.345 knows
 * only the v13 array, hence this narrow local type.
 */
type KeyedStatusEffects = Record<string, StatusEffectEntry>;

/** v13: https://foundryvtt.com/api/v13/interfaces/CONFIG.html, an array of entries. */
function asArray(): StatusEffectEntry[] {
  return CONFIG.statusEffects as unknown as StatusEffectEntry[];
}

function asKeyed(): KeyedStatusEffects {
  return CONFIG.statusEffects as unknown as KeyedStatusEffects;
}

/**
 * Adds (or replaces, never duplicates) the given entries. v13 edits the array in place (core and
 * other modules hold the same array); v14 sets each key, as the keyed shape is meant to be used.
 */
export function registerStatusEffects(entries: readonly StatusEffectEntry[]): void {
  if (isV14()) {
    const keyed = asKeyed();
    for (const entry of entries) keyed[entry.id] = { ...entry };
    return;
  }
  const list = asArray();
  const ids = new Set(entries.map((e) => e.id));
  const kept = list.filter((effect) => !ids.has(effect.id));
  list.splice(0, list.length, ...kept, ...entries.map((entry) => ({ ...entry })));
}

/** Whether a status with this id is registered (false before any system registered it). */
export function isStatusEffectRegistered(id: string): boolean {
  const registered: unknown = CONFIG.statusEffects;
  if (!registered) return false;
  if (isV14()) return Object.prototype.hasOwnProperty.call(asKeyed(), id);
  return asArray().some((effect) => effect.id === id);
}
