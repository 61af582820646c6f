import { POKER_FACES } from "../rules/common/poker";
import { RULESET_IDS, type RulesetId } from "./shared/constants";
import { AUTOMATION_LEVELS } from "./settings/automation";

/** The `CONFIG.SHELFWARS` namespace: tables other modules (and macros) can read. */
export interface ShelfWarsConfig {
  rulesets: Record<RulesetId, { label: string }>;
  automationLevels: typeof AUTOMATION_LEVELS;
  pokerFaces: typeof POKER_FACES;
}

export function createShelfWarsConfig(): ShelfWarsConfig {
  const rulesets = Object.fromEntries(
    RULESET_IDS.map((id) => [id, { label: `SHELFWARS.Ruleset.${id}` }]),
  ) as Record<RulesetId, { label: string }>;
  return { rulesets, automationLevels: AUTOMATION_LEVELS, pokerFaces: POKER_FACES };
}

declare global {
  interface CONFIG {
    SHELFWARS: ShelfWarsConfig;
  }
}
