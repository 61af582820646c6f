import type { ActorTypeDeclaration } from "../../ruleset/actors";
import { AM_ACTOR_TYPES } from "../documents/actor-types";
import { registerDefeatHook } from "../documents/defeat";
import { AmFigureModel } from "../documents/figure-model";
import { FIGURE_SHEET_TEMPLATE, AmFigureSheet, TRAIT_PICKER_TEMPLATE } from "./figure-sheet";
import { docKey } from "./sheet-options";
import { AmTeamModel } from "../documents/team-model";
import { TEAM_SHEET_TEMPLATE, AmTeamSheet } from "./team-sheet";
import { registerTeamSizeAtStart } from "./team-size-at-start";

/** Angry Miniatures' actor types: the figure (Health on its token bar) and the team. */
export const AM_ACTORS: readonly ActorTypeDeclaration[] = [
  {
    type: AM_ACTOR_TYPES.figure,
    model: AmFigureModel,
    sheet: AmFigureSheet,
    sheetLabel: docKey("Sheet.FigureLabel"),
    templates: [FIGURE_SHEET_TEMPLATE, TRAIT_PICKER_TEMPLATE],
    trackable: { bar: ["health"], value: [] },
  },
  { type: AM_ACTOR_TYPES.team, model: AmTeamModel, sheet: AmTeamSheet, sheetLabel: docKey("Sheet.TeamLabel"), templates: [TEAM_SHEET_TEMPLATE], trackable: null },
];

/** What Angry Miniatures' documents do beyond their declaration: defeat on 0 Health, team size fixed at the start. */
export function registerAngryMiniaturesDocuments(): void {
  registerDefeatHook();
  registerTeamSizeAtStart();
}
