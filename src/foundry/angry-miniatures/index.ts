import type { RulesetModule } from "../ruleset/ruleset";
import { ANGRY_MINIATURES_HUD } from "./play/hud";
import { registerRulesetSettings } from "../settings/ruleset-settings";
import { registerAngryMiniaturesCards } from "./cards/register";
import { registerAngryMiniaturesCombat } from "./combat/register";
import { FIGURE_MIGRATIONS } from "./documents/figure-migration";
import { AM_TEAM_SIDE } from "./documents/team-drop";
import { registerAngryMiniaturesDocuments } from "./documents/register";
import { registerAngryMiniaturesPlay } from "./play/register";
import { ANGRY_MINIATURES_SETTINGS } from "./settings";

export const angryMiniatures: RulesetModule = {
  id: "angry-miniatures",
  migrations: FIGURE_MIGRATIONS,
  sides: [AM_TEAM_SIDE],
  hud: ANGRY_MINIATURES_HUD,
  register(context) {
    registerRulesetSettings("angry-miniatures", ANGRY_MINIATURES_SETTINGS);
    registerAngryMiniaturesDocuments(context);
    registerAngryMiniaturesCards();
    // Before play: the activation upkeep extends the activation config registered here.
    registerAngryMiniaturesCombat();
    registerAngryMiniaturesPlay(context);
  },
};
