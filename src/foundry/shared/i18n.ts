/**
 * The one way the adapter reads its language file: a full key (`SHELFWARS.…`), localised, or
 * formatted with its `{placeholders}` filled (numbers as text). Before i18n is ready, or where a
 * key is missing, the key itself shows, so a gap is visible rather than blank.
 */
export function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

export function format(key: string, data: Readonly<Record<string, string | number>>): string {
  const strings = Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)]));
  return game.i18n?.format(key, strings) ?? key;
}

/** A localiser and formatter for the keys under one prefix (the HUD's, say). */
export function keysUnder(prefix: string): { localize(key: string): string; format(key: string, data: Readonly<Record<string, string | number>>): string } {
  return { localize: (key) => localize(`${prefix}.${key}`), format: (key, data) => format(`${prefix}.${key}`, data) };
}

/**
 * A count in words: `key` holds one string per plural category of the language (`one`, `other`,
 * and `few`, `many`… where a language has them), chosen by `Intl.PluralRules` for the world's
 * language, with `{count}` filled. A category the language file lacks falls back to `other`.
 */
export function formatCount(key: string, count: number, data: Readonly<Record<string, string | number>> = {}): string {
  const lang = game.i18n?.lang ?? "en";
  let category: string;
  try {
    category = new Intl.PluralRules(lang).select(count);
  } catch {
    category = count === 1 ? "one" : "other";
  }
  const chosen = game.i18n?.has?.(`${key}.${category}`) ? `${key}.${category}` : `${key}.other`;
  return format(chosen, { ...data, count });
}
