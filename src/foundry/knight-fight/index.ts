import type { RulesetModule } from "../ruleset/ruleset";
import { KNIGHT_FIGHT_HUD } from "./play/hud";
import { KF_CARDS } from "./cards/register";
import { registerKnightFightCombat } from "./combat/register";
import { KF_FORCE_SIDE } from "./documents/force-drop";
import { registerKnightFightDocuments } from "./sheets/register";
import { registerKnightFightPlay } from "./play/register";
import { registerKnightFightScenes } from "./scene/register";
import { KNIGHT_FIGHT_SETTINGS } from "./settings";

export const knightFight: RulesetModule = {
  id: "knight-fight",
  settings: KNIGHT_FIGHT_SETTINGS,
  cards: KF_CARDS,
  migrations: [],
  sides: [KF_FORCE_SIDE],
  hud: KNIGHT_FIGHT_HUD,
  register(context) {
    registerKnightFightDocuments(context);
    registerKnightFightCombat(context);
    registerKnightFightPlay(context);
    registerKnightFightScenes();
  },
};
