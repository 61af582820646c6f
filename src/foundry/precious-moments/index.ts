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

export const preciousMoments: RulesetModule = {
  id: "precious-moments",
  actorTypes: PM_ACTORS,
  settings: PRECIOUS_MOMENTS_SETTINGS,
  cards: PM_CARDS,
  activation: preciousMomentsActivation,
  notices: [PM_OUTCOME_NOTICE, PM_SETUP_NOTICE],
  statuses: [],
  migrations: [],
  sides: [PM_CHOIR_SIDE],
  hud: PRECIOUS_MOMENTS_HUD,
  register(context) {
    registerPreciousMomentsCombat(context);
    registerPreciousMomentsScenes();
    registerPreciousMomentsMovement();
    registerPreciousMomentsSetup(context);
    registerPreciousMomentsPlay(context);
  },
};
