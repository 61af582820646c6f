import { isActorType, rulesetActorTypes } from "../../shared/actor-types";

/** The Precious Moments actor sub-types, as declared in system.json `documentTypes.Actor`. */
export const PM_ACTOR_TYPES = rulesetActorTypes("precious-moments", "choir");
export type PmActorType = (typeof PM_ACTOR_TYPES)[keyof typeof PM_ACTOR_TYPES];

export const isPmFigureType = isActorType(PM_ACTOR_TYPES.figure);
