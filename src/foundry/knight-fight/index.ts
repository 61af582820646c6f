import type { RulesetModule } from "../ruleset";
import { registerRulesetSettings } from "../settings/ruleset-settings";
import { registerKnightFightCards } from "./cards/register";
import { KF_CARD_TEMPLATES } from "./cards/templates";
import { registerKnightFightDocuments } from "./documents/register";
import { KNIGHT_FIGHT_SETTINGS } from "./settings";

export const knightFight: RulesetModule = {
  id: "knight-fight",
  register(context) {
    registerRulesetSettings("knight-fight", KNIGHT_FIGHT_SETTINGS);
    registerKnightFightDocuments(context);
    registerKnightFightCards();
    context.addTemplates(KF_CARD_TEMPLATES.poolAdjust);
  },
};
