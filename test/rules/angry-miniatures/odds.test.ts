import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { contestOdds } from "../../../src/rules/angry-miniatures/odds";
import { resolveContest } from "../../../src/rules/angry-miniatures/contest";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";

const total = (r: Record<number, number>): number => Object.values(r).reduce((a, b) => a + b, 0);

describe("contestOdds", () => {
  it("1 v 1 in melee matches the hand count: 4/9 each way, 1/9 clean miss", () => {
    const odds = contestOdds(1, 1, true);
    expect(odds.attacker[1]).toBeCloseTo(4 / 9, 14);
    expect(odds.defender[1]).toBeCloseTo(4 / 9, 14);
    expect(odds.none).toBeCloseTo(1 / 9, 14);
    expect(Object.keys(odds.attacker)).toEqual(["1"]);
  });

  it("1 v 1 at range: the defender's wins become no damage", () => {
    const odds = contestOdds(1, 1, false);
    expect(odds.attacker[1]).toBeCloseTo(4 / 9, 14);
    expect(odds.defender).toEqual({});
    expect(odds.none).toBeCloseTo(5 / 9, 14);
  });

  it("0 v 0 is always a clean miss; 2 attack dice crit with probability 1/36", () => {
    expect(contestOdds(0, 0, true)).toEqual({ attacker: {}, defender: {}, none: 1, attackerCrit: 0 });
    expect(contestOdds(2, 0, true).attackerCrit).toBeCloseTo(1 / 36, 14);
    expect(contestOdds(3, 0, true).attackerCrit).toBeCloseTo(16 / 216, 14);
  });

  it("1 v 0: a hit deals 1, a lone Ace wins the tie for 1, a number is a clean miss", () => {
    const odds = contestOdds(1, 0, true);
    expect(odds.attacker[1]).toBeCloseTo(1 / 2 + 1 / 6, 14);
    expect(odds.none).toBeCloseTo(1 / 3, 14);
  });

  it("probabilities sum to 1 for every dice count (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), fc.boolean(), (a, d, melee) => {
        const odds = contestOdds(a, d, melee);
        expect(total(odds.attacker) + total(odds.defender) + odds.none).toBeCloseTo(1, 12);
        if (!melee) expect(odds.defender).toEqual({});
        for (const k of Object.keys(odds.attacker)) expect(Number(k)).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });

  it("melee is symmetric: swapping sides swaps attacker and defender tables (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), (a, d) => {
        const forward = contestOdds(a, d, true);
        const backward = contestOdds(d, a, true);
        expect(Object.keys(forward.attacker).sort()).toEqual(Object.keys(backward.defender).sort());
        for (const [k, p] of Object.entries(forward.attacker)) expect(backward.defender[Number(k)]).toBeCloseTo(p, 12);
        expect(forward.none).toBeCloseTo(backward.none, 12);
      }),
      { numRuns: 100 },
    );
  });

  it("ranged odds equal melee odds with the defender's wins folded into none (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), (a, d) => {
        const melee = contestOdds(a, d, true);
        const ranged = contestOdds(a, d, false);
        for (const [k, p] of Object.entries(melee.attacker)) expect(ranged.attacker[Number(k)]).toBeCloseTo(p, 12);
        expect(ranged.none).toBeCloseTo(melee.none + total(melee.defender), 12);
      }),
      { numRuns: 60 },
    );
  });

  it("rejects dice counts outside 0..15", () => {
    expect(() => contestOdds(16, 1, true)).toThrow(/0 to 15/);
    expect(() => contestOdds(1, -1, true)).toThrow(/0 to 15/);
  });

  it.each([
    [3, 3, true],
    [5, 2, true],
    [2, 6, false],
  ] as const)("exact odds agree with seeded sampling of resolveContest within 4 sigma (%i v %i, melee %s)", (a, d, melee) => {
    const odds = contestOdds(a, d, melee);
    const roller = new SeededRoller(a * 1000 + d * 10 + (melee ? 1 : 0));
    const trials = 20_000;
    const seen = new Map<string, number>();
    for (let t = 0; t < trials; t++) {
      const r = resolveContest(
        { attacker: {}, defender: {}, attackType: melee ? "melee" : "range", attackDice: a, defenceDice: d },
        roller,
      );
      const key = r.damageToDefender > 0 ? `a${r.damageToDefender}` : r.damageToAttacker > 0 ? `d${r.damageToAttacker}` : "none";
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    const expected = new Map<string, number>([["none", odds.none]]);
    for (const [k, p] of Object.entries(odds.attacker)) expected.set(`a${k}`, p);
    for (const [k, p] of Object.entries(odds.defender)) expected.set(`d${k}`, p);
    for (const key of new Set([...expected.keys(), ...seen.keys()])) {
      const p = expected.get(key) ?? 0;
      const observed = (seen.get(key) ?? 0) / trials;
      const sigma = Math.sqrt((p * (1 - p)) / trials);
      expect(Math.abs(observed - p), key).toBeLessThanOrEqual(4 * sigma + 1e-9);
    }
  });
});
