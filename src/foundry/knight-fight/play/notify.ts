import { isRuleViolation } from "../../../rules/common/errors";
import { localiseViolation } from "../documents/violations";
import { kfFormat } from "../documents/labels";

/** A refused action names the rule; anything else is a bug and is rethrown. */
export function warnRefusedAction(error: unknown): void {
  if (!isRuleViolation(error)) throw error;
  ui.notifications?.warn(kfFormat("Play.Refused", { reason: localiseViolation(error) }));
}
