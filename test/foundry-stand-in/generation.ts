/**
 * Which Foundry generation the stand-in behaves as: 13 or 14, from `SHELFWARS_FOUNDRY_GENERATION`
 * (vitest runs the adapter suite once per generation). `game.release` carries it as core's
 * ReleaseData does (https://foundryvtt.com/api/v13/classes/foundry.config.ReleaseData.html:
 * `generation`, `build`, `version`); the builds are the ones the project is checked against.
 */
export const SUPPORTED_GENERATIONS = [13, 14] as const;
export type StandInGeneration = (typeof SUPPORTED_GENERATIONS)[number];

const BUILDS = { 13: 346, 14: 367 } as const satisfies Record<StandInGeneration, number>;

export function standInGeneration(): StandInGeneration {
  const asked = Number(process.env.SHELFWARS_FOUNDRY_GENERATION ?? 13);
  const generation = SUPPORTED_GENERATIONS.find((g) => g === asked);
  if (generation === undefined) throw new Error(`stand-in: Foundry generation ${String(process.env.SHELFWARS_FOUNDRY_GENERATION)} is not modelled (only ${SUPPORTED_GENERATIONS.join(", ")})`);
  return generation;
}

export function standInRelease(generation: StandInGeneration = standInGeneration()) {
  const build = BUILDS[generation];
  return { generation, build, version: `${generation}.${build}` };
}
