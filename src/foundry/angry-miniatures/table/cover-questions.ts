import type { AmEvent } from "../../../rules/angry-miniatures/game-types";
import type { ExchangeOutcome } from "./exchange";

type ContestEvent = Extract<AmEvent, { type: "contest" }>;

/**
 * Does the card ask whether this defender is in cover where the table cannot show it? Only of a
 * defender that fought without cover (none from the table, the attacker or an answer, and none the
 * rules ignore for it) and whose side has not answered yet.
 */
export function coverQuestionOpen(contest: ContestEvent, answered: readonly string[]): boolean {
  return !contest.defenceDice.modifiers.some((m) => m.source === "cover") && !answered.includes(contest.defenderId);
}

/** The defenders an attack card still asks about, in the order they defended. */
export function openCoverQuestions(exchange: ExchangeOutcome, answered: readonly string[]): string[] {
  return exchange.events.filter((e): e is ContestEvent => e.type === "contest" && coverQuestionOpen(e, answered)).map((e) => e.defenderId);
}
