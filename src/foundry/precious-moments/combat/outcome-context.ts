import type { PmOutcome, PmState } from "../../../rules/precious-moments/types";
import { PM_SIDES } from "../../../rules/precious-moments/types";
import { pmFormat, pmLocalize } from "../documents/labels";

export const PM_OUTCOME_CARD_TEMPLATE = "precious-moments/outcome/outcome-card.hbs";

/** Why a called game was called: the GM called it, or the agreed round limit was reached. */
export type PmCallReason = "gm" | "roundLimit";

export interface PmOutcomeCardContext {
  readonly title: string;
  /** The winning choir's colour, beside the title that names it; null for a draw or a choir without one. */
  readonly winnerColour: string | null;
  readonly reason: string;
  /** Each choir's current Value, in dollars as the rules count it ("$61"). */
  readonly totals: readonly { readonly name: string; readonly value: string }[];
  readonly endLabel: string;
}

/** The card announcing a game's end: the winner (or a draw), why, and each choir's current Value. */
export function pmOutcomeCardContext(
  outcome: PmOutcome,
  state: Pick<PmState, "sides">,
  call: { reason: PmCallReason; round?: number } = { reason: "gm" },
  colours: Partial<Record<"a" | "b", string>> = {},
): PmOutcomeCardContext {
  const name = (side: "a" | "b") => state.sides[side].name;
  const endLabel = pmLocalize("Outcome", "EndCombat");
  if (outcome.kind === "lastChoirStanding") {
    return { title: pmFormat("Outcome", "Win", { winner: name(outcome.winner) }), winnerColour: colours[outcome.winner] ?? null, reason: pmFormat("Outcome", "LastStanding", { loser: name(outcome.loser) }), totals: [], endLabel };
  }
  const reason = call.reason === "roundLimit" ? pmFormat("Outcome", "CalledRoundLimit", { round: call.round ?? 0 }) : pmLocalize("Outcome", "CalledByGm");
  return {
    title: outcome.winner ? pmFormat("Outcome", "Win", { winner: name(outcome.winner) }) : pmLocalize("Outcome", "Draw"),
    winnerColour: outcome.winner ? (colours[outcome.winner] ?? null) : null,
    reason,
    totals: PM_SIDES.map((side) => ({ name: pmFormat("Outcome", "Total", { choir: name(side) }), value: pmFormat("Outcome", "Dollars", { value: outcome.totals[side] }) })),
    endLabel,
  };
}
