import type { RulesetModule } from "../ruleset/ruleset";
import { KNIGHT_FIGHT_HUD } from "./play/hud";
import { registerRulesetSettings } from "../settings/ruleset-settings";
import { registerKnightFightCards } from "./cards/register";
import { registerKnightFightCombat } from "./combat/register";
import { KF_FORCE_SIDE } from "./documents/force-drop";
import { registerKnightFightDocuments } from "./documents/register";
import { registerKnightFightPlay } from "./play/register";
import { registerKnightFightScenes } from "./scene/register";
import { KNIGHT_FIGHT_SETTINGS } from "./settings";

export const knightFight: RulesetModule = {
  id: "knight-fight",
  sides: [KF_FORCE_SIDE],
  hud: KNIGHT_FIGHT_HUD,
  register(context) {
    registerRulesetSettings("knight-fight", KNIGHT_FIGHT_SETTINGS);
    registerKnightFightDocuments(context);
    registerKnightFightCards();
    registerKnightFightCombat(context);
    registerKnightFightPlay(context);
    registerKnightFightScenes();
  },
};
