import { isRuleViolation, type RuleViolation } from "../../../rules/common/errors";
import type { FigureWarning } from "../../../rules/angry-miniatures/figure";
import { LANG_PREFIX } from "../../shared/constants";

/** Rule data that names a stat or attack type is shown with its localised label. */
const LABELLED_DATA = { stat: "AngryMiniatures.Stat", type: "AngryMiniatures.AttackType" } as const;

function localisedData(violation: Pick<RuleViolation, "data">): Record<string, string> {
  const data: Record<string, string> = Object.fromEntries(Object.entries(violation.data).map(([k, v]) => [k, String(v)]));
  for (const [name, prefix] of Object.entries(LABELLED_DATA)) {
    const value = data[name];
    const key = `${LANG_PREFIX}.${prefix}.${value ?? ""}`;
    if (value !== undefined && game.i18n?.has(key)) data[name] = game.i18n.localize(key);
  }
  return data;
}

/** The localised text of a broken rule, from the rules' own code and data. */
export function localiseViolation(violation: RuleViolation): string {
  const key = `${LANG_PREFIX}.${violation.code}`;
  if (!game.i18n?.has(key)) return violation.message;
  return game.i18n.format(key, localisedData(violation));
}

/** The localised text of a sheet warning (choices that cancel out or cannot apply). */
export function localiseWarning(warning: FigureWarning): string {
  const key = `${LANG_PREFIX}.${warning.code}`;
  if (!game.i18n?.has(key)) return warning.message;
  return game.i18n.format(key, localisedData(warning));
}

/**
 * Tells the user which rule refused the change. Anything that is not a rule violation is a bug,
 * so it is rethrown rather than shown as a rule.
 */
export function warnRefused(error: unknown, actorName: string): void {
  if (!isRuleViolation(error)) throw error;
  const rule = localiseViolation(error);
  const text = game.i18n?.format(`${LANG_PREFIX}.AngryMiniatures.Documents.Refused`, { name: actorName, rule }) ?? rule;
  ui.notifications?.warn(text);
}
