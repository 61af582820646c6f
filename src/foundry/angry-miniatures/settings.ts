import type { RulesetSettings } from "../settings/ruleset-settings";

export const ANGRY_MINIATURES_SETTINGS = {
  checks: ["movementAllowance", "reach", "lineOfSight", "activationOrder"],
  rules: {
    lineOfSight: { kind: "boolean", default: true },
    meleeDefenderBonus: { kind: "boolean", default: false },
  },
} as const satisfies RulesetSettings;
