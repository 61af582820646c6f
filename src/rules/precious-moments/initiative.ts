import { sum, type DiceRoller } from "../common/dice";
import { otherSide } from "./state-queries";
import type { PmInitiativeRoll, PmSide } from "./types";

/** Guards against a broken roller that never stops tying. */
const MAX_INITIATIVE_ROLLS = 1000;

export interface PmInitiativeResult {
  /** Every throw of both sides, the tied ones first. */
  rolls: PmInitiativeRoll[];
  winner: PmSide;
  loser: PmSide;
}

/**
 * A round's initiative (DECISIONS "Initiative"): each side throws 2d6, side a first; tied totals
 * are thrown again until they differ. The higher total wins.
 */
export function rollSideInitiative(roller: DiceRoller): PmInitiativeResult {
  const rolls: PmInitiativeRoll[] = [];
  for (;;) {
    if (rolls.length >= MAX_INITIATIVE_ROLLS) throw new Error("Initiative: the dice tied every time; is the roller broken?");
    const roll = { a: roller.roll(2, 6), b: roller.roll(2, 6) };
    rolls.push(roll);
    if (sum(roll.a) !== sum(roll.b)) break;
  }
  const last = rolls[rolls.length - 1] ?? { a: [], b: [] };
  const winner: PmSide = sum(last.a) > sum(last.b) ? "a" : "b";
  return { rolls, winner, loser: otherSide(winner) };
}
