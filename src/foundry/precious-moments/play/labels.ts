import { LANG_PREFIX } from "../../shared/constants";

export const singKey = (rest: string): string => `${LANG_PREFIX}.PreciousMoments.Singing.${rest}`;
export const heavenKey = (rest: string): string => `${LANG_PREFIX}.PreciousMoments.Heaven.${rest}`;

export function pmLocalize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

export function pmFormat(key: string, data: Record<string, string | number>): string {
  const text = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  return game.i18n?.format(key, text) ?? key;
}

/** A chance as a percentage with one decimal: 0.5833 is "58.3%". */
export function percent(chance: number): string {
  return `${(Math.round(chance * 1000) / 10).toFixed(1)}%`;
}
