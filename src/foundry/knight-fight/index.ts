import type { RulesetModule } from "../ruleset/ruleset";
import { KNIGHT_FIGHT_HUD } from "./play/hud";
import { KF_CARDS } from "./cards/register";
import { knightFightActivation } from "./combat/activation-config";
import { registerKnightFightCombat } from "./combat/register";
import { registerKfDefeatHook } from "./documents/defeat";
import { KF_FORCE_SIDE } from "./documents/force-drop";
import { KF_ACTORS } from "./sheets/register";
import { registerKnightFightPlay } from "./play/register";
import { registerKnightFightScenes } from "./scene/register";
import { KNIGHT_FIGHT_SETTINGS } from "./settings";
import { KF_GAME_END_NOTICE } from "./play/game-end";

export const knightFight: RulesetModule = {
  id: "knight-fight",
  actorTypes: KF_ACTORS,
  settings: KNIGHT_FIGHT_SETTINGS,
  cards: KF_CARDS,
  activation: knightFightActivation,
  notices: [KF_GAME_END_NOTICE],
  statuses: [],
  migrations: [],
  sides: [KF_FORCE_SIDE],
  hud: KNIGHT_FIGHT_HUD,
  register(context) {
    registerKfDefeatHook();
    registerKnightFightCombat(context);
    registerKnightFightPlay(context);
    registerKnightFightScenes();
  },
};
