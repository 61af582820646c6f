import type { FigureModel } from "./figure-model";
import type { TeamModel } from "./team-model";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      "angry-miniatures-figure": typeof FigureModel;
      "angry-miniatures-team": typeof TeamModel;
    };
  }
}
