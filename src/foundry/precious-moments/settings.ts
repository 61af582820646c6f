import type { RulesetSettings } from "../settings/ruleset-settings";

export const PRECIOUS_MOMENTS_SETTINGS = {
  checks: ["movementAllowance", "lineOfSight", "choirBudget", "deployment", "activationOrder", "singingTurn", "gameState"],
  rules: {
    choirBudget: { kind: "number", default: 125, min: 1 },
    roundLimit: { kind: "number", default: 0, min: 0 },
  },
} as const satisfies RulesetSettings;
