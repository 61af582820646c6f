import { describe, expect, it } from "vitest";
import { PM_SAMPLE_SETUP } from "../../../src/cli/armies/precious-moments";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { runGame, simplePolicy } from "../../../src/rules/precious-moments/run";
import { singingOdds } from "../../../src/rules/precious-moments/odds";
import type { PmState } from "../../../src/rules/precious-moments/types";
import { bestSongTarget, sensiblePolicy, songWorth } from "../../../src/rules/precious-moments/policy/sensible";
import { gameAt } from "./helpers";

/** Side a's singer faces a devout enemy with little Value and an impious one with much. */
function singingAt(): PmState {
  const state = gameAt(
    [["singer", { x: 10, y: 10 }, { cuteness: 8 }]],
    [
      ["devout", { x: 12, y: 10 }, { piety: 8, startingValue: 5 }],
      ["impious", { x: 10, y: 12 }, { piety: 0, startingValue: 30 }],
    ],
  );
  return { ...state, phase: "singing", activeSide: "a" };
}

describe("Precious Moments sensible policy", () => {
  it("a song's worth comes from the exact singing odds, the loss capped at the Value left", () => {
    const { humiliated } = singingOdds(8, 0);
    expect(songWorth({ cuteness: 8 }, { piety: 0, value: 30 }).expectedLoss).toBeCloseTo(humiliated * 7, 12);
    // With 3 Value left, a humiliation takes at most 3: 2 on a roll of 2 (1/36), 3 otherwise.
    expect(songWorth({ cuteness: 8 }, { piety: 0, value: 3 }).expectedLoss).toBeCloseTo(humiliated * (2 / 36 + (3 * 35) / 36), 12);
    expect(songWorth({ cuteness: 8 }, { piety: 0, value: 3 }).heaven).toBeCloseTo(humiliated * (35 / 36), 12);
  });

  it("sings at the target it takes the most from, not the one with the least Value", () => {
    const state = singingAt();
    expect(simplePolicy(state, "a")).toEqual({ type: "sing", singerId: "singer", targetId: "devout" });
    expect(bestSongTarget(state, "singer")?.id).toBe("impious");
    expect(sensiblePolicy(state, "a")).toEqual({ type: "sing", singerId: "singer", targetId: "impious" });
  });

  it("sings only at an enemy in sight", () => {
    // A wall between the singer and the impious enemy: the devout one is the only target left.
    const state: PmState = { ...singingAt(), walls: [{ a: { x: 8, y: 11 }, b: { x: 12, y: 11 } }] };
    expect(sensiblePolicy(state, "a")).toEqual({ type: "sing", singerId: "singer", targetId: "devout" });
  });

  it("finishes seeded sample games with a winner", () => {
    for (const seed of [1, 2, 3]) {
      const result = runGame(PM_SAMPLE_SETUP, { a: sensiblePolicy, b: sensiblePolicy }, new SeededRoller(seed), { maxRounds: 100 });
      expect(result.winner, `seed ${seed}`).not.toBeNull();
    }
  });
});
