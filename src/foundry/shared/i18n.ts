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
