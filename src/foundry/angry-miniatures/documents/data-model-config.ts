import type { AmFigureModel } from "./figure-model";
import type { AmTeamModel } from "./team-model";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      "angry-miniatures-figure": typeof AmFigureModel;
      "angry-miniatures-team": typeof AmTeamModel;
    };
  }
}
