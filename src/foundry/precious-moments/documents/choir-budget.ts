import { automationLevel, ruleNumber } from "../../settings/registry";
import type { AutomationLevel } from "../../settings/automation";
import { choirBudget, type ChoirBudgetView, type ChoirMember } from "./choir-members";

/** The agreed maximum and how hard it is checked, from the world settings. */
export function choirBudgetSettings(): { budget: number; level: AutomationLevel } {
  return { budget: ruleNumber("precious-moments", "choirBudget"), level: automationLevel("precious-moments", "choirBudget") };
}

/**
 * Whether a figure may join: within budget it joins; over budget it joins with a warning at
 * "warn", is refused at "enforce", and joins silently at "off". The roster given is the choir's
 * current one; the newcomer is added to it for the check.
 */
export function budgetForJoining(roster: readonly ChoirMember[], newcomer: ChoirMember, choirName: string): ChoirBudgetView {
  const { budget, level } = choirBudgetSettings();
  return choirBudget([...roster, newcomer], budget, level, choirName);
}
