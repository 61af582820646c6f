import { SYSTEM_ID, LANG_PREFIX } from "../../shared/constants";
import type { StatusEffectEntry } from "../../compat/status-effects";

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

/** The statuses as core's list holds them (the system adds them at `init`). */
export const AM_STATUS_ENTRIES: readonly StatusEffectEntry[] = Object.entries(AM_STATUS_EFFECTS).map(([status, effect]) => ({
  id: amStatusId(status as AmStatusEffect),
  name: effect.name,
  img: effect.img,
}));
