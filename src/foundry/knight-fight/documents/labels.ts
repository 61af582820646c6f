import { LANG_PREFIX } from "../../shared/constants";

/** Knight Fight's strings live under `SHELFWARS.KnightFight.`. */
export const kfKey = (rest: string): string => `${LANG_PREFIX}.KnightFight.${rest}`;

export function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

export function format(key: string, data: Readonly<Record<string, string | number>>): string {
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  return game.i18n?.format(key, strings) ?? key;
}

/** `SHELFWARS.KnightFight.<rest>`, localised. */
export const kfLocalize = (rest: string): string => localize(kfKey(rest));
export const kfFormat = (rest: string, data: Readonly<Record<string, string | number>>): string => format(kfKey(rest), data);
