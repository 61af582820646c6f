import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { chanceAtMost2d6, singingOdds } from "../../../src/rules/precious-moments/odds";
import { step } from "../../../src/rules/precious-moments/step";
import type { PmState } from "../../../src/rules/precious-moments/types";
import { gameAt } from "./helpers";
import { isHeavenBound, resolveAria } from "../../../src/rules/precious-moments/aria";
import { enumerateDice } from "../angry-miniatures/enumerate-dice";

const cuteness = fc.integer({ min: 1, max: 10 });
const piety = fc.integer({ min: 0, max: 8 });

describe("singing odds", () => {
  it("gives exact 2d6 chances", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((k) => chanceAtMost2d6(k) * 36)).toEqual([0, 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36]);
  });

  it("computes a known case exactly: Cuteness 7 against Piety 4", () => {
    const odds = singingOdds(7, 4);
    expect(odds.success).toBe(21 / 36);
    expect(odds.spared).toBe((21 * 6) / 1296);
    expect(odds.humiliated).toBe((21 * 30) / 1296);
    expect(odds.expectedHumiliation).toBe((21 * 30 * 7) / 1296);
  });

  it("Cuteness 1 never succeeds; Piety 0 and 1 never spare", () => {
    expect(singingOdds(1, 8)).toEqual({ success: 0, spared: 0, humiliated: 0, expectedHumiliation: 0 });
    expect(singingOdds(10, 0).spared).toBe(0);
    expect(singingOdds(10, 1).spared).toBe(0);
    expect(singingOdds(10, 0).humiliated).toBe(33 / 36);
  });

  it("rejects stats outside the figure ranges", () => {
    expect(() => singingOdds(0, 4)).toThrow(/cuteness/);
    expect(() => singingOdds(5, 9)).toThrow(/piety/);
  });

  it("property: probabilities in [0, 1]; success = spared + humiliated; expected loss = humiliated x 7", () => {
    fc.assert(
      fc.property(cuteness, piety, (c, p) => {
        const odds = singingOdds(c, p);
        for (const v of [odds.success, odds.spared, odds.humiliated]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
        }
        expect(odds.spared + odds.humiliated).toBeCloseTo(odds.success, 12);
        expect(odds.expectedHumiliation).toBeCloseTo(odds.humiliated * 7, 12);
      }),
    );
  });

  it("property: more Cuteness never lowers success; more Piety never lowers the chance to be spared", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 7 }), (c, p) => {
        expect(singingOdds(c + 1, p).success).toBeGreaterThanOrEqual(singingOdds(c, p).success);
        expect(singingOdds(c, p + 1).spared).toBeGreaterThanOrEqual(singingOdds(c, p).spared);
      }),
    );
  });
});

/** Singing phase with a1 ready to sing at b1; b1 has far more Value than any song can take. */
function singingState(c: number, p: number): PmState {
  let state = gameAt(
    [["a1", { x: 10, y: 10 }, { cuteness: c }]],
    [["b1", { x: 10, y: 20 }, { piety: p, startingValue: 1000 }]],
  );
  state = step(state, { type: "rollInitiative" }, new ScriptedRoller([6, 6, 1, 1])).state;
  for (const id of ["b1", "a1"]) state = step(state, { type: "pass", figureId: id }, new ScriptedRoller([])).state;
  return state;
}

describe("exact odds against the engine", () => {
  it.each([
    [7, 4],
    [9, 6],
    [4, 2],
  ])("Cuteness %i v Piety %i: 20,000 seeded songs through step land within 4 sigma", (c, p) => {
    const state = singingState(c, p);
    const roller = new SeededRoller(c * 100 + p);
    const samples = 20_000;
    let success = 0;
    let spared = 0;
    let lost = 0;
    for (let k = 0; k < samples; k++) {
      const aria = step(state, { type: "sing", singerId: "a1", targetId: "b1" }, roller).events[0];
      if (aria?.type !== "aria") throw new Error("expected an aria event");
      if (aria.success) success++;
      if (aria.spared) spared++;
      lost += aria.valueBefore - aria.valueAfter;
    }
    const odds = singingOdds(c, p);
    const within = (observed: number, probability: number) => {
      const sigma = Math.sqrt((probability * (1 - probability)) / samples);
      expect(Math.abs(observed / samples - probability)).toBeLessThanOrEqual(4 * sigma + 1e-12);
    };
    within(success, odds.success);
    within(spared, odds.spared);
    within(success - spared, odds.humiliated);
    // Loss per song: variance of (humiliated ? 2d6 : 0) = h x E[X^2] - (7h)^2 with E[X^2] = 329/6.
    const h = odds.humiliated;
    const sigmaLoss = Math.sqrt((h * (329 / 6) - (7 * h) ** 2) / samples);
    expect(Math.abs(lost / samples - odds.expectedHumiliation)).toBeLessThanOrEqual(4 * sigmaLoss + 1e-12);
  });
});

describe("singing odds with the target's Value: the chance of Heaven", () => {
  it.each([
    [7, 4, 9],
    [10, 0, 2],
    [5, 8, 13],
    [10, 3, -1],
    [6, 2, 7],
  ])("Cuteness %i, Piety %i, Value %i: equals the engine's resolveAria over every roll of the dice", (c, p, value) => {
    const odds = singingOdds(c, p, value);
    let heaven = 0;
    let humiliated = 0;
    enumerateDice(
      (roller) => resolveAria({ id: "s", cuteness: c }, { id: "t", piety: p, value }, roller),
      6,
      (result, chance) => {
        if (result.success && !result.spared) humiliated += chance;
        if (result.success && !result.spared && isHeavenBound(result.valueAfter)) heaven += chance;
      },
    );
    expect(odds.humiliated).toBeCloseTo(humiliated, 12);
    expect(odds.heaven).toBeCloseTo(heaven, 12);
  });

  it("without a Value the odds are as before, and a Value must be whole", () => {
    expect(singingOdds(7, 4)).not.toHaveProperty("heaven");
    expect(() => singingOdds(7, 4, 2.5)).toThrow(/whole number/);
  });
});
