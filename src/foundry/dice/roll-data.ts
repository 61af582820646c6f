import { faceOf, type PokerFace } from "../../rules/common/poker";
import { PokerDie } from "./poker-die";

/** The active results of every die in the roll, in order (discarded rerolls left out). */
export function diceResultsOf(roll: Roll): number[] {
  return roll.dice.flatMap((term) => term.results.filter((r) => r.active !== false).map((r) => r.result));
}

/** The ranks (1..6) of the poker dice in the roll, in order; other dice are ignored. */
export function ranksOf(roll: Roll): number[] {
  return roll.dice
    .filter((term) => term instanceof PokerDie)
    .flatMap((term) => term.results.filter((r) => r.active !== false).map((r) => r.result));
}

/** The poker faces (9 10 J Q K A) of the poker dice in the roll, in order. */
export function pokerLabelsOf(roll: Roll): PokerFace[] {
  return ranksOf(roll).map(faceOf);
}
