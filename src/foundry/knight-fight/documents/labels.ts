import { format, formatCount, localize } from "../../shared/i18n";
import { LANG_PREFIX } from "../../shared/constants";

/** Knight Fight's strings live under `SHELFWARS.KnightFight.`. */
export const kfKey = (rest: string): string => `${LANG_PREFIX}.KnightFight.${rest}`;


export { format, localize };

/** `SHELFWARS.KnightFight.<rest>`, localised. */
export const kfLocalize = (rest: string): string => localize(kfKey(rest));
export const kfFormat = (rest: string, data: Readonly<Record<string, string | number>>): string => format(kfKey(rest), data);
/** `SHELFWARS.KnightFight.<rest>` for a count: the plural form the language gives `count`. */
export const kfCount = (rest: string, count: number, data: Readonly<Record<string, string | number>> = {}): string => formatCount(kfKey(rest), count, data);
