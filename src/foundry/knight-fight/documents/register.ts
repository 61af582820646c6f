import { KF_ACTOR_TYPES } from "./actor-types";
import { registerKfDefeatHook } from "./defeat";
import { KfFigureModel } from "./figure-model";
import { KfForceModel } from "./force-model";

/** Knight Fight actor types: data models, the danger bar on tokens, defeat on a kill. */
export function registerKnightFightModels(): void {
  Object.assign(CONFIG.Actor.dataModels, {
    [KF_ACTOR_TYPES.figure]: KfFigureModel,
    [KF_ACTOR_TYPES.force]: KfForceModel,
  });
  CONFIG.Actor.trackableAttributes = {
    ...CONFIG.Actor.trackableAttributes,
    [KF_ACTOR_TYPES.figure]: { bar: ["danger"], value: ["actionPoints"] },
    [KF_ACTOR_TYPES.force]: { bar: [], value: ["pool"] },
  };
  registerKfDefeatHook();
}
