import type { RegistrationContext } from "../../shared/registration";
import { registerActorSheet } from "../../sheets/register-actor-sheet";
import { kfKey } from "../documents/labels";
import { KF_ACTOR_TYPES } from "../documents/actor-types";
import { registerKfDefeatHook } from "../documents/defeat";
import { KfFigureModel } from "../documents/figure-model";
import { KF_FIGURE_SHEET_TEMPLATE, KfFigureSheet } from "./figure-sheet";
import { KfForceModel } from "../documents/force-model";
import { KF_FORCE_SHEET_TEMPLATE, KfForceSheet } from "./force-sheet";
import { registerKfSheetRefresh } from "./sheet-refresh";

/** Knight Fight actor types: data models, sheets, the danger bar on tokens, defeat on a kill. */
export function registerKnightFightDocuments(context: RegistrationContext): void {
  Object.assign(CONFIG.Actor.dataModels, {
    [KF_ACTOR_TYPES.figure]: KfFigureModel,
    [KF_ACTOR_TYPES.force]: KfForceModel,
  });
  CONFIG.Actor.trackableAttributes = {
    ...CONFIG.Actor.trackableAttributes,
    [KF_ACTOR_TYPES.figure]: { bar: ["danger"], value: ["actionPoints"] },
    [KF_ACTOR_TYPES.force]: { bar: [], value: ["pool"] },
  };
  registerActorSheet(KfFigureSheet, { types: [KF_ACTOR_TYPES.figure], label: kfKey("Sheet.FigureLabel") });
  registerActorSheet(KfForceSheet, { types: [KF_ACTOR_TYPES.force], label: kfKey("Sheet.ForceLabel") });
  registerKfDefeatHook();
  registerKfSheetRefresh();
  context.addTemplates(KF_FIGURE_SHEET_TEMPLATE, KF_FORCE_SHEET_TEMPLATE);
}
