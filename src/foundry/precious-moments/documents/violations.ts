import type { RuleViolation } from "../../../rules/common/errors";
import { ruleTextOf, warnRuleRefusal } from "../../shared/rule-text";
import type { PmIssue } from "../../../rules/precious-moments/violations";
import { LANG_PREFIX } from "../../shared/constants";

export const pmKey = (rest: string): string => `${LANG_PREFIX}.PreciousMoments.${rest}`;
export const pmDocKey = (rest: string): string => `${LANG_PREFIX}.PreciousMoments.Documents.${rest}`;

/** Rule data naming a stat is shown with the stat's localised label. */
const ruleText = ruleTextOf({ stat: "PreciousMoments.Stat" });

/** The localised text of a broken rule or a warning, from the rules' own code and data. */
export function localiseIssue(issue: Pick<RuleViolation | PmIssue, "code" | "message" | "data">): string {
  return ruleText(issue);
}

/** Tells the user which rule refused the change; anything that is not a rule violation is a bug and is rethrown. */
export function warnRefused(error: unknown, actorName: string): void {
  warnRuleRefusal(error, actorName, pmDocKey("Refused"), ruleText);
}
