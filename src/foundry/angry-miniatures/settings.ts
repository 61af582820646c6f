import type { RulesetSettings } from "../settings/ruleset-settings";

export const ANGRY_MINIATURES_SETTINGS = {
  checks: ["movementAllowance", "reach", "lineOfSight", "activationOrder", "gameState"],
  rules: {
    lineOfSight: { kind: "boolean", default: true },
    meleeDefenderBonus: { kind: "boolean", default: false },
  },
} as const satisfies RulesetSettings;
