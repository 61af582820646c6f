import { isRuleViolation, type RuleViolation } from "../../../rules/common/errors";
import type { PmIssue } from "../../../rules/precious-moments/violations";
import { LANG_PREFIX } from "../../shared/constants";

export const pmKey = (rest: string): string => `${LANG_PREFIX}.PreciousMoments.${rest}`;
export const pmDocKey = (rest: string): string => `${LANG_PREFIX}.PreciousMoments.Documents.${rest}`;


/** Rule data naming a stat is shown with the stat's localised label. */
function localisedData(data: Record<string, string | number>): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  const stat = out.stat;
  if (stat !== undefined && game.i18n?.has(pmKey(`Stat.${stat}`))) out.stat = game.i18n.localize(pmKey(`Stat.${stat}`));
  return out;
}

/** The localised text of a broken rule or a warning, from the rules' own code and data. */
export function localiseIssue(issue: Pick<RuleViolation | PmIssue, "code" | "message" | "data">): string {
  const key = `${LANG_PREFIX}.${issue.code}`;
  if (!game.i18n?.has(key)) return issue.message;
  return game.i18n.format(key, localisedData(issue.data));
}

/** Tells the user which rule refused the change; anything that is not a rule violation is a bug and is rethrown. */
export function warnRefused(error: unknown, actorName: string): void {
  if (!isRuleViolation(error)) throw error;
  const rule = localiseIssue(error);
  const text = game.i18n?.format(pmDocKey("Refused"), { name: actorName, rule }) ?? rule;
  ui.notifications?.warn(text);
}
