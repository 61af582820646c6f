import type { KfLossReason, KfOutcome, KfState } from "./state";

/** Why a side has lost right now, if it has: an empty pool, or no figures left in play. */
export function lossReasons(state: Pick<KfState, "sides" | "figures">, sideId: string): KfLossReason[] {
  const reasons: KfLossReason[] = [];
  const side = state.sides.find((s) => s.id === sideId);
  if (side && side.pool <= 0) reasons.push("poolEmpty");
  if (!state.figures.some((f) => f.side === sideId && f.alive)) reasons.push("allDead");
  return reasons;
}

/** The game's result if it has ended; both sides losing at the same moment is a draw. */
export function decideOutcome(state: Pick<KfState, "sides" | "figures">): KfOutcome | null {
  const losers = state.sides.map((side) => ({ side, reasons: lossReasons(state, side.id) })).filter((l) => l.reasons.length > 0);
  const first = losers[0];
  if (first === undefined) return null;
  if (losers.length > 1) return { kind: "draw", reason: "bothLost" };
  const winner = state.sides.find((s) => s.id !== first.side.id);
  if (winner === undefined) return { kind: "draw", reason: "bothLost" };
  return { kind: "win", winner: winner.id, loser: first.side.id, reasons: first.reasons };
}
