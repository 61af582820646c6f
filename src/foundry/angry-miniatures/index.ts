import type { RulesetModule } from "../ruleset/ruleset";
import { ANGRY_MINIATURES_HUD } from "./play/hud";
import { AM_CARDS } from "./cards/register";
import { registerAngryMiniaturesCombat } from "./combat/register";
import { FIGURE_MIGRATIONS } from "./documents/figure-migration";
import { AM_TEAM_SIDE } from "./documents/team-drop";
import { registerAngryMiniaturesDocuments } from "./sheets/register";
import { registerAngryMiniaturesPlay } from "./play/register";
import { ANGRY_MINIATURES_SETTINGS } from "./settings";

export const angryMiniatures: RulesetModule = {
  id: "angry-miniatures",
  settings: ANGRY_MINIATURES_SETTINGS,
  cards: AM_CARDS,
  migrations: FIGURE_MIGRATIONS,
  sides: [AM_TEAM_SIDE],
  hud: ANGRY_MINIATURES_HUD,
  register(context) {
    registerAngryMiniaturesDocuments(context);
    // Before play: the activation upkeep extends the activation config registered here.
    registerAngryMiniaturesCombat();
    registerAngryMiniaturesPlay(context);
  },
};
