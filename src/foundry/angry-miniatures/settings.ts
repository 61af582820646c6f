import type { RulesetSettings } from "../settings/ruleset-settings";

export const ANGRY_MINIATURES_SETTINGS = {
  checks: ["movementAllowance", "reach", "lineOfSight", "activationOrder", "gameState"],
  rules: {
    lineOfSight: { kind: "boolean", default: true },
    meleeDefenderBonus: { kind: "boolean", default: false },
    // The source's set-up: each player chooses 3 miniatures. Another size is warned about, not blocked.
    teamSize: { kind: "number", default: 3, min: 1 },
  },
} as const satisfies RulesetSettings;
