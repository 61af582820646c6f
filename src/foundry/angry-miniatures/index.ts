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
import { ATTACK_DIALOG_TEMPLATE, POOL_PARTIAL_TEMPLATE } from "./play/attack-dialog";
import { ATTACK_CARD_TEMPLATE } from "./play/attack-roll";
import { UPKEEP_CARD_TEMPLATE } from "./play/upkeep";
import { AM_GAME_END_NOTICE, AM_GAME_END_TEMPLATE } from "./play/game-end";
import { amTableTurnTaker } from "./solo/table-turn";
import { registerTableTurnTaker } from "../solo/table-player";

export const angryMiniatures: RulesetModule = {
  id: "angry-miniatures",
  actorTypes: AM_ACTORS,
  settings: ANGRY_MINIATURES_SETTINGS,
  cards: AM_CARDS,
  activation: angryMiniaturesActivation,
  notices: [AM_GAME_END_NOTICE],
  templates: [ATTACK_DIALOG_TEMPLATE, POOL_PARTIAL_TEMPLATE, ATTACK_CARD_TEMPLATE, UPKEEP_CARD_TEMPLATE, AM_GAME_END_TEMPLATE],
  lang: ["angry-miniatures.json", "am-documents.json", "am-play.json", "am-upkeep.json"],
  statuses: AM_STATUS_ENTRIES,
  migrations: FIGURE_MIGRATIONS,
  sides: [AM_TEAM_SIDE],
  hud: ANGRY_MINIATURES_HUD,
  register() {
    registerAngryMiniaturesDocuments();
    registerAngryMiniaturesPlay();
    registerTableTurnTaker(amTableTurnTaker);
  },
};
