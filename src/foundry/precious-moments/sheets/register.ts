import type { RegistrationContext } from "../../shared/registration";
import { registerActorSheet } from "../../sheets/register-actor-sheet";
import { PM_ACTOR_TYPES } from "../documents/actor-types";
import { PmChoirModel } from "../documents/choir-model";
import { CHOIR_SHEET_TEMPLATE, PmChoirSheet } from "./choir-sheet";
import { PmFigureModel } from "../documents/figure-model";
import { FIGURE_SHEET_TEMPLATE, PmFigureSheet } from "./figure-sheet";
import { pmDocKey } from "../documents/violations";

/**
 * Actor types as stored text. The compiler's list of actor sub-types comes from DataModelConfig,
 * which another ruleset declares; a second declaration of its `Actor` entry would conflict.
 */
const typeOf = (actor: { type: string }): string => actor.type;

/** Open choir sheets show their members' Value, so they follow member updates. */
function registerChoirRefresh(): void {
  Hooks.on("updateActor", (actor) => {
    if (typeOf(actor) !== PM_ACTOR_TYPES.figure) return;
    for (const choir of game.actors ?? []) {
      if (typeOf(choir) !== PM_ACTOR_TYPES.choir || !choir.sheet?.rendered) continue;
      if ((choir.system as unknown as PmChoirModel).memberUuids.includes(actor.uuid)) void choir.sheet.render();
    }
  });
}

/** Precious Moments actor types, data models, sheets and the Value token bar. */
export function registerPreciousMomentsDocuments(context: RegistrationContext): void {
  Object.assign(CONFIG.Actor.dataModels, {
    [PM_ACTOR_TYPES.figure]: PmFigureModel,
    [PM_ACTOR_TYPES.choir]: PmChoirModel,
  });
  CONFIG.Actor.trackableAttributes = {
    ...CONFIG.Actor.trackableAttributes,
    [PM_ACTOR_TYPES.figure]: { bar: [], value: ["value", "startingValue"] },
  };
  registerActorSheet(PmFigureSheet, { types: [PM_ACTOR_TYPES.figure], label: pmDocKey("Sheet.FigureLabel") });
  registerActorSheet(PmChoirSheet, { types: [PM_ACTOR_TYPES.choir], label: pmDocKey("Sheet.ChoirLabel") });
  registerChoirRefresh();
  context.addTemplates(FIGURE_SHEET_TEMPLATE, CHOIR_SHEET_TEMPLATE);
}
