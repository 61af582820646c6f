import type { ActorTypeDeclaration } from "../../ruleset/actors";
import { kfKey } from "../documents/labels";
import { KF_ACTOR_TYPES } from "../documents/actor-types";
import { KfFigureModel } from "../documents/figure-model";
import { KF_FIGURE_SHEET_TEMPLATE, KfFigureSheet } from "./figure-sheet";
import { KfForceModel } from "../documents/force-model";
import { KF_FORCE_SHEET_TEMPLATE, KfForceSheet } from "./force-sheet";

/** Knight Fight's actor types: the figure (danger on its token bar, action points) and the force (its pool). */
export const KF_ACTORS: readonly ActorTypeDeclaration[] = [
  {
    type: KF_ACTOR_TYPES.figure,
    model: KfFigureModel,
    sheet: KfFigureSheet,
    sheetLabel: kfKey("Sheet.FigureLabel"),
    templates: [KF_FIGURE_SHEET_TEMPLATE],
    trackable: { bar: ["danger"], value: ["actionPoints"] },
  },
  { type: KF_ACTOR_TYPES.force, model: KfForceModel, sheet: KfForceSheet, sheetLabel: kfKey("Sheet.ForceLabel"), templates: [KF_FORCE_SHEET_TEMPLATE], trackable: { bar: [], value: ["pool"] } },
];
