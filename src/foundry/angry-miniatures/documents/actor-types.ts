import { isActorType, rulesetActorTypes } from "../../shared/actor-types";

/** The Angry Miniatures actor sub-types, as declared in system.json `documentTypes.Actor`. */
export const AM_ACTOR_TYPES = rulesetActorTypes("angry-miniatures", "team");
export type AmActorType = (typeof AM_ACTOR_TYPES)[keyof typeof AM_ACTOR_TYPES];

export const isAmFigureType = isActorType(AM_ACTOR_TYPES.figure);
