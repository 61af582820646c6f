/** The Angry Miniatures actor sub-types, as declared in system.json `documentTypes.Actor`. */
export const AM_ACTOR_TYPES = {
  figure: "angry-miniatures-figure",
  team: "angry-miniatures-team",
} as const;
export type AmActorType = (typeof AM_ACTOR_TYPES)[keyof typeof AM_ACTOR_TYPES];

export function isAmFigureType(type: unknown): type is typeof AM_ACTOR_TYPES.figure {
  return type === AM_ACTOR_TYPES.figure;
}
