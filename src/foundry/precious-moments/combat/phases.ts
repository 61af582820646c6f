import { readActivationState } from "../../shared/combat-flags";

/**
 * A Precious Moments round has two phases, each a PhasePlan of the shared tracker: movement
 * (initiative loser first) then singing (winner first). Activation marks clear between them, so
 * "once per phase" is the tracker's own once-per-phase mark. The phase is recognised by its label.
 */
export const PM_PHASES = ["movement", "singing"] as const;
export type PmPhase = (typeof PM_PHASES)[number];

export const PM_PHASE_LABELS = {
  movement: "SHELFWARS.PreciousMoments.Phase.movement",
  singing: "SHELFWARS.PreciousMoments.Phase.singing",
} as const satisfies Record<PmPhase, string>;

/** The phase a Precious Moments combat is in, or null when it has no (recognisable) round running. */
export function pmPhaseOf(combat: { flags: unknown }): PmPhase | null {
  const state = readActivationState(combat);
  const label = state?.phases[state.phase]?.label;
  return PM_PHASES.find((phase) => PM_PHASE_LABELS[phase] === label) ?? null;
}
