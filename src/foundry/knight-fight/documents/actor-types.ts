import { isActorType, rulesetActorTypes } from "../../shared/actor-types";

/** The Knight Fight actor sub-types, as declared in system.json `documentTypes.Actor`. */
export const KF_ACTOR_TYPES = rulesetActorTypes("knight-fight", "force");
export type KfActorType = (typeof KF_ACTOR_TYPES)[keyof typeof KF_ACTOR_TYPES];

export const isKfFigureType = isActorType(KF_ACTOR_TYPES.figure);
export const isKfForceType = isActorType(KF_ACTOR_TYPES.force);
