import type { RulesetModule } from "../ruleset/ruleset";
import { PM_CARDS } from "./cards/register";
import { PRECIOUS_MOMENTS_HUD } from "./play/hud";
import { preciousMomentsActivation } from "./combat/activation-config";
import { registerPreciousMomentsCombat } from "./combat/register";
import { PM_CHOIR_SIDE } from "./documents/choir-drop";
import { PM_ACTORS } from "./sheets/register";
import { registerPreciousMomentsMovement } from "./movement/register";
import { registerPreciousMomentsScenes } from "./scene/register";
import { registerPreciousMomentsSetup } from "./setup/register";
import { registerPreciousMomentsPlay } from "./play/register";
import { PRECIOUS_MOMENTS_SETTINGS } from "./settings";
import { PM_OUTCOME_NOTICE } from "./combat/outcome";
import { PM_SETUP_NOTICE } from "./setup/coin-toss";
import { PM_INITIATIVE_CARD_TEMPLATE } from "./combat/initiative-context";
import { PM_OUTCOME_CARD_TEMPLATE } from "./combat/outcome-context";
import { PM_PLAY_TEMPLATES } from "./cards/names";
import { PM_SETUP_TEMPLATES } from "./setup/setup-context";

export const preciousMoments: RulesetModule = {
  id: "precious-moments",
  actorTypes: PM_ACTORS,
  settings: PRECIOUS_MOMENTS_SETTINGS,
  cards: PM_CARDS,
  activation: preciousMomentsActivation,
  notices: [PM_OUTCOME_NOTICE, PM_SETUP_NOTICE],
  templates: [PM_INITIATIVE_CARD_TEMPLATE, PM_OUTCOME_CARD_TEMPLATE, PM_PLAY_TEMPLATES.singCard, PM_PLAY_TEMPLATES.heavenCard, PM_PLAY_TEMPLATES.singDialog, PM_SETUP_TEMPLATES.coinToss, PM_SETUP_TEMPLATES.edges, PM_SETUP_TEMPLATES.dialog],
  lang: ["precious-moments.json", "pm-singing.json"],
  statuses: [],
  migrations: [],
  sides: [PM_CHOIR_SIDE],
  hud: PRECIOUS_MOMENTS_HUD,
  register() {
    registerPreciousMomentsCombat();
    registerPreciousMomentsScenes();
    registerPreciousMomentsMovement();
    registerPreciousMomentsSetup();
    registerPreciousMomentsPlay();
  },
};
