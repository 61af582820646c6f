import type { RulesetModule } from "../ruleset/ruleset";
import { KNIGHT_FIGHT_HUD } from "./play/hud";
import { KF_CARDS } from "./cards/register";
import { knightFightActivation } from "./combat/activation-config";
import { registerKfDefeatHook } from "./documents/defeat";
import { registerStoredForceReport } from "./documents/stored-forces";
import { KF_FORCE_SIDE } from "./documents/force-drop";
import { KF_ACTORS } from "./sheets/register";
import { registerKnightFightPlay } from "./play/register";
import { registerKnightFightScenes } from "./scene/register";
import { KNIGHT_FIGHT_SETTINGS } from "./settings";
import { KF_GAME_END_NOTICE } from "./play/game-end";
import { KF_CARD_TEMPLATES } from "./cards/templates";
import { ATTACK_DIALOG_TEMPLATE } from "./play/attack-dialog";
import { WAGER_DIALOG_TEMPLATE } from "./play/wager-dialog";

export const knightFight: RulesetModule = {
  id: "knight-fight",
  actorTypes: KF_ACTORS,
  settings: KNIGHT_FIGHT_SETTINGS,
  cards: KF_CARDS,
  activation: knightFightActivation,
  notices: [KF_GAME_END_NOTICE],
  templates: [WAGER_DIALOG_TEMPLATE, ATTACK_DIALOG_TEMPLATE, ...Object.values(KF_CARD_TEMPLATES)],
  lang: ["knight-fight.json"],
  statuses: [],
  migrations: [],
  sides: [KF_FORCE_SIDE],
  hud: KNIGHT_FIGHT_HUD,
  register() {
    registerKfDefeatHook();
    registerStoredForceReport();
    registerKnightFightPlay();
    registerKnightFightScenes();
  },
};
