import { SYSTEM_ID, LANG_PREFIX } from "../../constants";

/**
 * Token statuses Angry Miniatures puts on figures, with icons from Foundry's core set. Ids carry
 * the system prefix; `shelf-wars-activated` is also read by the combat tracker.
 */
export const AM_STATUS_EFFECTS = {
  prone: { img: "icons/svg/falling.svg", name: `${LANG_PREFIX}.AngryMiniatures.Status.prone` },
  frozen: { img: "icons/svg/frozen.svg", name: `${LANG_PREFIX}.AngryMiniatures.Status.frozen` },
  burning: { img: "icons/svg/fire.svg", name: `${LANG_PREFIX}.AngryMiniatures.Status.burning` },
  buffed: { img: "icons/svg/upgrade.svg", name: `${LANG_PREFIX}.AngryMiniatures.Status.buffed` },
  "tactical-genius": { img: "icons/svg/target.svg", name: `${LANG_PREFIX}.AngryMiniatures.Status.tactical-genius` },
  activated: { img: "icons/svg/combat.svg", name: `${LANG_PREFIX}.AngryMiniatures.Documents.Status.activated` },
} as const;
export type AmStatusEffect = keyof typeof AM_STATUS_EFFECTS;

export function amStatusId(status: AmStatusEffect): `${typeof SYSTEM_ID}-${AmStatusEffect}` {
  return `${SYSTEM_ID}-${status}`;
}

interface StatusEffectEntry {
  id: string;
  name: string;
  img: string;
}

/** Adds the statuses to `CONFIG.statusEffects` once (re-registering replaces, never duplicates). */
export function registerAmStatusEffects(): void {
  const entries: StatusEffectEntry[] = Object.entries(AM_STATUS_EFFECTS).map(([status, effect]) => ({
    id: amStatusId(status as AmStatusEffect),
    name: effect.name,
    img: effect.img,
  }));
  const ids = new Set(entries.map((e) => e.id));
  // fvtt-types 13.345.1 types the list as core entries; ours have the documented {id, name, img} shape.
  const statusEffects = CONFIG.statusEffects as unknown as StatusEffectEntry[];
  const kept = statusEffects.filter((effect) => !ids.has(effect.id));
  statusEffects.splice(0, statusEffects.length, ...kept, ...entries);
}
