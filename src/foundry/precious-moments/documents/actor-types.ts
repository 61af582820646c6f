/** The Precious Moments actor sub-types, as declared in system.json `documentTypes.Actor`. */
export const PM_ACTOR_TYPES = {
  figure: "precious-moments-figure",
  choir: "precious-moments-choir",
} as const;
export type PmActorType = (typeof PM_ACTOR_TYPES)[keyof typeof PM_ACTOR_TYPES];

export function isPmFigureType(type: unknown): type is typeof PM_ACTOR_TYPES.figure {
  return type === PM_ACTOR_TYPES.figure;
}
