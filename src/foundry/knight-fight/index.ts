import type { RulesetModule } from "../ruleset";
import { registerRulesetSettings } from "../settings/ruleset-settings";
import { registerKnightFightModels } from "./documents/register";
import { KNIGHT_FIGHT_SETTINGS } from "./settings";

export const knightFight: RulesetModule = {
  id: "knight-fight",
  register() {
    registerRulesetSettings("knight-fight", KNIGHT_FIGHT_SETTINGS);
    registerKnightFightModels();
  },
};
