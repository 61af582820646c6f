import type { RulesetModule } from "../ruleset";
import { registerRulesetSettings } from "../settings/ruleset-settings";
import { PM_CHOIR_SIDE } from "./documents/choir-drop";
import { registerPreciousMomentsDocuments } from "./documents/register";
import { PRECIOUS_MOMENTS_SETTINGS } from "./settings";

export const preciousMoments: RulesetModule = {
  id: "precious-moments",
  sides: [PM_CHOIR_SIDE],
  register(context) {
    registerRulesetSettings("precious-moments", PRECIOUS_MOMENTS_SETTINGS);
    registerPreciousMomentsDocuments(context);
  },
};
