import type { RegistrationContext } from "../../shared/registration";
import { registerActorSheet } from "../../sheets/register-actor-sheet";
import { AM_ACTOR_TYPES } from "../documents/actor-types";
import "../documents/data-model-config";
import { registerDefeatHook } from "../documents/defeat";
import { AmFigureModel } from "../documents/figure-model";
import { FIGURE_SHEET_TEMPLATE, AmFigureSheet, TRAIT_PICKER_TEMPLATE } from "./figure-sheet";
import { docKey } from "./sheet-options";
import { registerAmStatusEffects } from "../documents/status-effects";
import { AmTeamModel } from "../documents/team-model";
import { TEAM_SHEET_TEMPLATE, AmTeamSheet } from "./team-sheet";
import { registerTeamSizeAtStart } from "./team-size-at-start";

/** Open team sheets show their members' Health, so they follow member updates. */
function registerTeamRefresh(): void {
  Hooks.on("updateActor", (actor) => {
    if (actor.type !== AM_ACTOR_TYPES.figure) return;
    for (const team of game.actors ?? []) {
      if (team.type !== AM_ACTOR_TYPES.team || !team.sheet?.rendered) continue;
      if ((team.system as unknown as AmTeamModel).memberUuids.includes(actor.uuid)) void team.sheet.render();
    }
  });
}

/** Angry Miniatures actor types, data models, sheets, token bars and status effects. */
export function registerAngryMiniaturesDocuments(context: RegistrationContext): void {
  Object.assign(CONFIG.Actor.dataModels, {
    [AM_ACTOR_TYPES.figure]: AmFigureModel,
    [AM_ACTOR_TYPES.team]: AmTeamModel,
  });
  CONFIG.Actor.trackableAttributes = {
    ...CONFIG.Actor.trackableAttributes,
    [AM_ACTOR_TYPES.figure]: { bar: ["health"], value: [] },
  };
  registerActorSheet(AmFigureSheet, { types: [AM_ACTOR_TYPES.figure], label: docKey("Sheet.FigureLabel") });
  registerActorSheet(AmTeamSheet, { types: [AM_ACTOR_TYPES.team], label: docKey("Sheet.TeamLabel") });
  registerAmStatusEffects();
  registerDefeatHook();
  registerTeamRefresh();
  registerTeamSizeAtStart();
  context.addTemplates(FIGURE_SHEET_TEMPLATE, TRAIT_PICKER_TEMPLATE, TEAM_SHEET_TEMPLATE);
}
