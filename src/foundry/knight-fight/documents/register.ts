import { SYSTEM_ID } from "../../constants";
import type { RegistrationContext } from "../../ruleset";
import { kfKey } from "../labels";
import { KF_ACTOR_TYPES } from "./actor-types";
import { registerKfDefeatHook } from "./defeat";
import { KfFigureModel } from "./figure-model";
import { KF_FIGURE_SHEET_TEMPLATE, KfFigureSheet } from "./figure-sheet";
import { KfForceModel } from "./force-model";
import { KF_FORCE_SHEET_TEMPLATE, KfForceSheet } from "./force-sheet";
import { registerKfSheetRefresh } from "./sheet-refresh";

type SheetTypes = NonNullable<NonNullable<Parameters<typeof foundry.documents.collections.Actors.registerSheet>[2]>["types"]>;

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
  const { Actors } = foundry.documents.collections;
  // The types are declared in system.json; fvtt-types knows only the sub-types in DataModelConfig.
  Actors.registerSheet(SYSTEM_ID, KfFigureSheet, { types: [KF_ACTOR_TYPES.figure] as unknown as SheetTypes, makeDefault: true, label: kfKey("Sheet.FigureLabel") });
  Actors.registerSheet(SYSTEM_ID, KfForceSheet, { types: [KF_ACTOR_TYPES.force] as unknown as SheetTypes, makeDefault: true, label: kfKey("Sheet.ForceLabel") });
  registerKfDefeatHook();
  registerKfSheetRefresh();
  context.addTemplates(KF_FIGURE_SHEET_TEMPLATE, KF_FORCE_SHEET_TEMPLATE);
}
