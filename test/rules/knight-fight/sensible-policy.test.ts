import { describe, expect, it } from "vitest";
import { KF_SAMPLE_SETUP } from "../../../src/cli/armies/knight-fight";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { createGame } from "../../../src/rules/knight-fight/setup";
import { legalActions } from "../../../src/rules/knight-fight/legal";
import { runGame, simplePolicy } from "../../../src/rules/knight-fight/simulate";
import { wagerOdds } from "../../../src/rules/knight-fight/odds";
import type { KfState } from "../../../src/rules/knight-fight/state";
import { chooseWager, sensiblePolicy } from "../../../src/rules/knight-fight/policy/sensible";
import { fig, twoSides } from "./helpers";

/** A figure between two enemies in its row, acting with `actionPoints` and carrying `danger`. */
function between(actionPoints: number, danger: number): KfState {
  // The enemy listed first is hard to hit (Defence 10 against Combat 5: 5+ with the fighter's +1);
  // the second easy (Defence 2: 2+, only a natural 1 misses).
  const state = createGame(twoSides([fig("a", { position: { i: 0, j: 1 } })], [fig("hard", { defence: 10, position: { i: 0, j: 0 } }), fig("easy", { defence: 2, position: { i: 0, j: 2 } })]));
  return { ...state, phase: "actions", turn: 1, activeFigureId: "a", actionPoints, figures: state.figures.map((f) => (f.id === "a" ? { ...f, danger } : f)) };
}

describe("Knight Fight sensible policy", () => {
  it("attacks the target it is likeliest to hit, not the first one listed", () => {
    const state = between(2, 0);
    expect(simplePolicy(state, legalActions(state))).toEqual({ type: "attack", targetId: "hard" });
    expect(sensiblePolicy(state, legalActions(state))).toEqual({ type: "attack", targetId: "easy" });
  });

  it("protects when danger is high and its points are needed to shed it; attacks while it has points to spare", () => {
    const state = between(2, 2);
    expect(simplePolicy(state, legalActions(state))).toEqual({ type: "attack", targetId: "hard" });
    expect(sensiblePolicy(state, legalActions(state))).toEqual({ type: "protect" });
    const spare = between(4, 2);
    expect(sensiblePolicy(spare, legalActions(spare))).toEqual({ type: "attack", targetId: "easy" });
  });

  it("wagers by the pool: never a wager that can empty the pool when a smaller one cannot", () => {
    for (let pool = 2; pool <= 12; pool++) {
      for (let wanted = 1; wanted <= 6; wanted++) expect(chooseWager(pool, wanted).take, `pool ${pool}, wanted ${wanted}`).toBeLessThan(pool);
    }
  });

  it("wagers by the figure's needs: more dice for more wanted points, declaring what keeps the most dice by the exact odds", () => {
    const takes = [1, 2, 3, 4, 5, 6].map((wanted) => chooseWager(30, wanted).take);
    for (let k = 1; k < takes.length; k++) expect(takes[k]).toBeGreaterThanOrEqual(takes[k - 1] ?? 0);
    expect(takes[5]).toBeGreaterThan(takes[0] ?? 0);
    for (const wanted of [2, 4, 6]) {
      const { take, declare } = chooseWager(30, wanted);
      const kept = (d: number): number => Object.entries(wagerOdds(take, d).returned).reduce((sum, [k, p]) => sum + Number(k) * p, 0);
      for (let d = 1; d <= 6; d++) expect(kept(declare)).toBeGreaterThanOrEqual(kept(d) - 1e-12);
    }
  });

  it("beats the simple policy on the sample forces from either side", () => {
    const [first, second] = KF_SAMPLE_SETUP.sides.map((s) => s.id);
    if (first === undefined || second === undefined) throw new Error("two sample sides");
    const games = 30;
    let asFirst = 0;
    let asSecond = 0;
    for (let seed = 1; seed <= games; seed++) {
      if (runGame(KF_SAMPLE_SETUP, { [first]: sensiblePolicy, [second]: simplePolicy }, new SeededRoller(seed)).winner === first) asFirst++;
      if (runGame(KF_SAMPLE_SETUP, { [first]: simplePolicy, [second]: sensiblePolicy }, new SeededRoller(seed)).winner === second) asSecond++;
    }
    expect(asFirst).toBeGreaterThan(games / 2);
    expect(asSecond).toBeGreaterThan(games / 2);
  });
});
