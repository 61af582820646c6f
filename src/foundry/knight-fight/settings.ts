import type { RulesetSettings } from "../settings/ruleset-settings";

export const KNIGHT_FIGHT_SETTINGS = {
  checks: ["forceBudget", "targeting", "movement", "activationOrder", "gameState"],
  rules: {
    forceBudget: { kind: "number", default: 300, min: 1 },
    startingPool: { kind: "number", default: 30, min: 1 },
  },
} as const satisfies RulesetSettings;
