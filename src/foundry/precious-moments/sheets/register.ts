import type { ActorTypeDeclaration } from "../../ruleset/actors";
import { PM_ACTOR_TYPES } from "../documents/actor-types";
import { PmChoirModel } from "../documents/choir-model";
import { CHOIR_SHEET_TEMPLATE, PmChoirSheet } from "./choir-sheet";
import { PmFigureModel } from "../documents/figure-model";
import { FIGURE_SHEET_TEMPLATE, PmFigureSheet } from "./figure-sheet";
import { pmDocKey } from "../documents/violations";

/** Precious Moments' actor types: the figure (its Values on the token) and the choir. */
export const PM_ACTORS: readonly ActorTypeDeclaration[] = [
  {
    type: PM_ACTOR_TYPES.figure,
    model: PmFigureModel,
    sheet: PmFigureSheet,
    sheetLabel: pmDocKey("Sheet.FigureLabel"),
    templates: [FIGURE_SHEET_TEMPLATE],
    trackable: { bar: [], value: ["value", "startingValue"] },
  },
  { type: PM_ACTOR_TYPES.choir, model: PmChoirModel, sheet: PmChoirSheet, sheetLabel: pmDocKey("Sheet.ChoirLabel"), templates: [CHOIR_SHEET_TEMPLATE], trackable: null },
];
