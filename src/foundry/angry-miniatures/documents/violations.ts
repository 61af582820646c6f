import type { RuleViolation } from "../../../rules/common/errors";
import { ruleTextOf, warnRuleRefusal } from "../../shared/rule-text";
import type { FigureWarning } from "../../../rules/angry-miniatures/figure";
import { LANG_PREFIX } from "../../shared/constants";

/** Rule data that names a stat or attack type is shown with its localised label. */
const ruleText = ruleTextOf({ stat: "AngryMiniatures.Stat", type: "AngryMiniatures.AttackType" });

/** The localised text of a broken rule, from the rules' own code and data. */
export function localiseViolation(violation: RuleViolation): string {
  return ruleText(violation);
}

/** The localised text of a sheet warning (choices that cancel out or cannot apply). */
export function localiseWarning(warning: FigureWarning): string {
  return ruleText(warning);
}

/** Tells the user which rule refused the change; anything that is not a rule violation is a bug. */
export function warnRefused(error: unknown, actorName: string): void {
  warnRuleRefusal(error, actorName, `${LANG_PREFIX}.AngryMiniatures.Documents.Refused`, ruleText);
}
