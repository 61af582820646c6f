import type { KfLossReason, KfOutcome, KfSide, KfState } from "./state";

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
  if (!someoneLost(state)) return null;
  const losers: { side: KfSide; reasons: KfLossReason[] }[] = [];
  for (const side of state.sides) {
    const reasons = lossReasons(state, side.id);
    if (reasons.length > 0) losers.push({ side, reasons });
  }
  const first = losers[0];
  if (first === undefined) return null;
  if (losers.length > 1) return { kind: "draw", reason: "bothLost" };
  const winner = state.sides.find((s) => s.id !== first.side.id);
  if (winner === undefined) return { kind: "draw", reason: "bothLost" };
  return { kind: "win", winner: winner.id, loser: first.side.id, reasons: first.reasons };
}

/** Whether `lossReasons` has a reason for some side, without listing them (most steps end no game). */
function someoneLost(state: Pick<KfState, "sides" | "figures">): boolean {
  for (const side of state.sides) {
    if (side.pool <= 0) return true;
    let standing = false;
    for (const f of state.figures) {
      if (f.side === side.id && f.alive) {
        standing = true;
        break;
      }
    }
    if (!standing) return true;
  }
  return false;
}
