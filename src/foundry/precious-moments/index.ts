import type { RulesetModule } from "../ruleset/ruleset";
import { PRECIOUS_MOMENTS_HUD } from "./play/hud";
import { registerRulesetSettings } from "../settings/ruleset-settings";
import { registerPreciousMomentsCombat } from "./combat/register";
import { PM_CHOIR_SIDE } from "./documents/choir-drop";
import { registerPreciousMomentsDocuments } from "./documents/register";
import { registerPreciousMomentsMovement } from "./movement/register";
import { registerPreciousMomentsScenes } from "./scene/register";
import { registerPreciousMomentsSetup } from "./setup/register";
import { registerPreciousMomentsPlay } from "./play/register";
import { PRECIOUS_MOMENTS_SETTINGS } from "./settings";

export const preciousMoments: RulesetModule = {
  id: "precious-moments",
  sides: [PM_CHOIR_SIDE],
  hud: PRECIOUS_MOMENTS_HUD,
  register(context) {
    registerRulesetSettings("precious-moments", PRECIOUS_MOMENTS_SETTINGS);
    registerPreciousMomentsDocuments(context);
    registerPreciousMomentsCombat(context);
    registerPreciousMomentsScenes();
    registerPreciousMomentsMovement();
    registerPreciousMomentsSetup(context);
    registerPreciousMomentsPlay(context);
  },
};
