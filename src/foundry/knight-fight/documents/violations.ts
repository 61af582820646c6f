import type { RuleViolation } from "../../../rules/common/errors";
import { ruleTextOf, warnRuleRefusal } from "../../shared/rule-text";
import { kfKey } from "./labels";

/** Rule data that names a stat, a class or a stored field is shown with its localised label. */
const ruleText = ruleTextOf({ stat: "KnightFight.Stat", cls: "KnightFight.Class", field: "KnightFight.Documents.Field", role: "KnightFight.Play.Role" });

/** The localised text of a broken rule, from its code and data (the rules' English otherwise). */
export function localiseViolation(violation: Pick<RuleViolation, "code" | "data" | "message">): string {
  return ruleText(violation);
}

/** Tells the user which rule refused the change; anything that is not a rule violation is a bug. */
export function warnRefused(error: unknown, actorName: string): void {
  warnRuleRefusal(error, actorName, kfKey("Documents.Refused"), ruleText);
}
