import type { RulesetModule } from "../ruleset";
import { registerRulesetSettings } from "../settings/ruleset-settings";
import { ANGRY_MINIATURES_SETTINGS } from "./settings";

export const angryMiniatures: RulesetModule = {
  id: "angry-miniatures",
  register() {
    registerRulesetSettings("angry-miniatures", ANGRY_MINIATURES_SETTINGS);
  },
};
