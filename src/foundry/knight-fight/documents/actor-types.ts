/** The Knight Fight actor sub-types, as declared in system.json `documentTypes.Actor`. */
export const KF_ACTOR_TYPES = {
  figure: "knight-fight-figure",
  force: "knight-fight-force",
} as const;
export type KfActorType = (typeof KF_ACTOR_TYPES)[keyof typeof KF_ACTOR_TYPES];

export function isKfFigureType(type: unknown): type is typeof KF_ACTOR_TYPES.figure {
  return type === KF_ACTOR_TYPES.figure;
}

export function isKfForceType(type: unknown): type is typeof KF_ACTOR_TYPES.force {
  return type === KF_ACTOR_TYPES.force;
}
