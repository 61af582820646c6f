import type { AmFigureModel } from "./angry-miniatures/documents/figure-model";
import type { AmTeamModel } from "./angry-miniatures/documents/team-model";
import type { KfFigureModel } from "./knight-fight/documents/figure-model";
import type { KfForceModel } from "./knight-fight/documents/force-model";
import type { PmChoirModel } from "./precious-moments/documents/choir-model";
import type { PmFigureModel } from "./precious-moments/documents/figure-model";

// Every actor sub-type of system.json `documentTypes.Actor`, with its data model, for the compiler.
// The declaration is one: a second one's `Actor` entry would conflict with it.
declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      "angry-miniatures-figure": typeof AmFigureModel;
      "angry-miniatures-team": typeof AmTeamModel;
      "knight-fight-figure": typeof KfFigureModel;
      "knight-fight-force": typeof KfForceModel;
      "precious-moments-figure": typeof PmFigureModel;
      "precious-moments-choir": typeof PmChoirModel;
    };
  }
}
