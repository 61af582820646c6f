import { LANG_PREFIX } from "../../shared/constants";

/** The round, set-up, movement and outcome strings live under `SHELFWARS.PreciousMoments.<group>`. */
export type PmPlayGroup = "Round" | "Setup" | "Movement" | "Outcome";

export function pmPlayKey(group: PmPlayGroup, rest: string): string {
  return `${LANG_PREFIX}.PreciousMoments.${group}.${rest}`;
}

export function pmLocalize(group: PmPlayGroup, rest: string): string {
  const key = pmPlayKey(group, rest);
  return game.i18n?.localize(key) ?? key;
}

export function pmFormat(group: PmPlayGroup, rest: string, data: Record<string, string | number>): string {
  const key = pmPlayKey(group, rest);
  const text = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  return game.i18n?.format(key, text) ?? key;
}
