/**
 * Localization, as documented at https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html:
 * `localize(key)` returns the key itself when missing; `format(key, data)` replaces `{name}`;
 * `has(key)`. The stand-in also records every key asked for, so tests can check them.
 */
export class StandInI18n {
  readonly requested = new Set<string>();
  constructor(readonly translations: ReadonlyMap<string, string>) {}
  has(key: string): boolean {
    return this.translations.has(key);
  }
  localize(key: string): string {
    this.requested.add(key);
    return this.translations.get(key) ?? key;
  }
  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/{([^}]+)}/g, (match, name: string) => (name in data ? String(data[name]) : match));
  }
}
