import type { RulesetId } from "../shared/constants";
import { registerAutomationSetting, registerRuleSetting, type RuleSettingSpec } from "./registry";

/** A ruleset's world settings, declared as data. */
export interface RulesetSettings {
  /** Automated checks, each with its own off / warn / enforce level. */
  checks: readonly string[];
  /** Rule choices DECISIONS marks "(setting)". */
  rules: Readonly<Record<string, RuleSettingSpec>>;
}

export function registerRulesetSettings(ruleset: RulesetId, settings: RulesetSettings): void {
  for (const check of settings.checks) registerAutomationSetting(ruleset, check);
  for (const [name, spec] of Object.entries(settings.rules)) registerRuleSetting(ruleset, name, spec);
}
