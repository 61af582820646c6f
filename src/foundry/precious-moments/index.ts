import type { RulesetModule } from "../ruleset";
import { registerRulesetSettings } from "../settings/ruleset-settings";
import { registerPreciousMomentsDocuments } from "./documents/register";
import { registerPreciousMomentsPlay } from "./play/register";
import { PRECIOUS_MOMENTS_SETTINGS } from "./settings";

export const preciousMoments: RulesetModule = {
  id: "precious-moments",
  register(context) {
    registerRulesetSettings("precious-moments", PRECIOUS_MOMENTS_SETTINGS);
    registerPreciousMomentsDocuments(context);
    registerPreciousMomentsPlay(context);
  },
};
