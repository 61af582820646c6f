import type { RulesetModule } from "../ruleset/ruleset";
import { ANGRY_MINIATURES_HUD } from "./play/hud";
import { AM_CARDS } from "./cards/register";
import { angryMiniaturesActivation } from "./combat/activation-config";
import { FIGURE_MIGRATIONS } from "./documents/figure-migration";
import { AM_STATUS_ENTRIES } from "./documents/status-effects";
import { AM_TEAM_SIDE } from "./documents/team-drop";
import { AM_ACTORS, registerAngryMiniaturesDocuments } from "./sheets/register";
import { registerAngryMiniaturesPlay } from "./play/register";
import { ANGRY_MINIATURES_SETTINGS } from "./settings";

export const angryMiniatures: RulesetModule = {
  id: "angry-miniatures",
  actorTypes: AM_ACTORS,
  settings: ANGRY_MINIATURES_SETTINGS,
  cards: AM_CARDS,
  activation: angryMiniaturesActivation,
  notices: [],
  statuses: AM_STATUS_ENTRIES,
  migrations: FIGURE_MIGRATIONS,
  sides: [AM_TEAM_SIDE],
  hud: ANGRY_MINIATURES_HUD,
  register(context) {
    registerAngryMiniaturesDocuments();
    registerAngryMiniaturesPlay(context);
  },
};
