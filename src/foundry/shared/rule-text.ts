import { isRuleViolation } from "../../rules/common/errors";
import { LANG_PREFIX } from "./constants";

/** What a rule's refusal or warning carries: its lang code, its data, and the rules' own English. */
export interface RuleIssue {
  readonly code: string;
  readonly message: string;
  readonly data: Readonly<Record<string, string | number>>;
}

/**
 * The localiser of one ruleset's rule issues: each names its text by code (`SHELFWARS.<code>`,
 * the rules' English when the key is missing), and data that names a stat, class or field (the
 * keys of `labelled`) is shown by its label (`SHELFWARS.<prefix>.<value>`).
 */
export function ruleTextOf(labelled: Readonly<Record<string, string>>): (issue: RuleIssue) => string {
  const localisedData = (data: RuleIssue["data"]): Record<string, string> => {
    // A value the rules found missing reads as "empty", not "null".
    const shown = (value: unknown): string => (value === null || value === undefined || value === "" ? (game.i18n?.localize(`${LANG_PREFIX}.EmptyValue`) ?? "") : String(value));
    const out: Record<string, string> = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, shown(v)]));
    for (const [name, prefix] of Object.entries(labelled)) {
      const value = out[name];
      const key = `${LANG_PREFIX}.${prefix}.${value ?? ""}`;
      if (value !== undefined && game.i18n?.has(key)) out[name] = game.i18n.localize(key);
    }
    return out;
  };
  return (issue) => {
    const key = `${LANG_PREFIX}.${issue.code}`;
    if (!game.i18n?.has(key)) return issue.message;
    return game.i18n.format(key, localisedData(issue.data));
  };
}

/**
 * Tells the user which rule refused a change to a document (`refusedKey` formats `{name}` and
 * `{rule}`). Anything that is not a rule violation is a bug, so it is rethrown, never shown as a rule.
 */
export function warnRuleRefusal(error: unknown, actorName: string, refusedKey: string, ruleText: (issue: RuleIssue) => string): void {
  if (!isRuleViolation(error)) throw error;
  const rule = ruleText(error);
  ui.notifications?.warn(game.i18n?.format(refusedKey, { name: actorName, rule }) ?? rule);
}
