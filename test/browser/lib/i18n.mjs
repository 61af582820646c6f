// A stand-in for Foundry's `game.i18n` over the real merged `dist/lang/en.json`, recording every
// key it cannot resolve. Behaviour follows the documented Localization API
// (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html):
// - `localize(stringId)`: the translation if known, else the stringId itself;
// - `format(stringId, data)`: the translation with `{name}` placeholders replaced from `data`.
// Translations are nested groups addressed by dotted keys ("SHELFWARS.Ruleset.angry-miniatures").

export class StandInI18n {
  /** @param {Record<string, unknown>} translations the merged dist/lang/en.json */
  constructor(translations) {
    this.translations = translations;
    /** @type {Set<string>} */
    this.missing = new Set();
    /** @type {Set<string>} placeholders left unfilled by `format` ("KEY: {name}") */
    this.unfilled = new Set();
  }

  /** The translation for a dotted key, or undefined (a group is not a translation). */
  lookup(stringId) {
    if (typeof stringId !== "string" || stringId === "") return undefined;
    const direct = this.translations[stringId];
    if (typeof direct === "string") return direct;
    let node = this.translations;
    for (const part of stringId.split(".")) {
      if (node === null || typeof node !== "object" || !(part in node)) return undefined;
      node = node[part];
    }
    return typeof node === "string" ? node : undefined;
  }

  has(stringId) {
    return this.lookup(stringId) !== undefined;
  }

  localize(stringId) {
    const text = this.lookup(stringId);
    if (text !== undefined) return text;
    this.missing.add(String(stringId));
    return String(stringId);
  }

  format(stringId, data = {}) {
    const text = this.localize(stringId);
    return text.replace(/\{([^{}]+)\}/g, (whole, name) => {
      if (Object.hasOwn(data, name) && data[name] !== undefined && data[name] !== null) return String(data[name]);
      this.unfilled.add(`${stringId}: ${whole}`);
      return whole;
    });
  }
}
