import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contestOddsBetween, type AttackOdds } from "../../../src/rules/angry-miniatures/attack-odds";
import type { Combatant } from "../../../src/rules/angry-miniatures/contest";
import { CRIT_IDS } from "../../../src/rules/angry-miniatures/crits";
import { countsOf, sideDistribution, sideDistributionByCounts } from "../../../src/rules/angry-miniatures/odds-side";
import { FLAW_IDS, PERK_IDS } from "../../../src/rules/angry-miniatures/traits";
import { ATTACK_TYPES } from "../../../src/rules/angry-miniatures/types";
import { POKER_FACES } from "../../../src/rules/common/poker";

const total = (r: Readonly<Record<number, number>>): number => Object.values(r).reduce((a, b) => a + b, 0);
const dice = (n: number) => ({ base: n, dice: n, modifiers: [] });

const combatant = fc.record(
  {
    perk: fc.constantFrom(...PERK_IDS),
    flaw: fc.constantFrom(...FLAW_IDS),
    crit: fc.constantFrom(...CRIT_IDS),
    critTrigger: fc.array(fc.constantFrom(...POKER_FACES), { minLength: 0, maxLength: 3 }),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Combatant>;
const attackType = fc.constantFrom(...ATTACK_TYPES);

const attackerWins = (odds: AttackOdds): number => total(odds.attackerWins);
const defenderWins = (odds: AttackOdds): number => total(odds.defenderWins);

describe("exact attack odds: properties", () => {
  it("every outcome's chance adds up to 1, and so do the ways of deciding (property)", () => {
    fc.assert(
      fc.property(combatant, combatant, attackType, fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), (a, d, type, na, nd) => {
        const odds = contestOddsBetween(a, d, type, dice(na), dice(nd));
        expect(attackerWins(odds) + defenderWins(odds) + odds.cleanMiss).toBeCloseTo(1, 12);
        const decided = Object.values(odds.decidedBy).reduce((s, split) => s + split.attacker + split.defender, 0);
        expect(decided + odds.cleanMiss).toBeCloseTo(1, 12);
        expect(odds.decidedBy.J).toEqual({ attacker: 0, defender: 0 });
        for (const p of [...Object.values(odds.attackerWins), ...Object.values(odds.defenderWins), odds.cleanMiss, odds.attackerCrit, odds.defenderCrit]) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1 + 1e-12);
        }
        for (const k of Object.keys(odds.attackerWins)) expect(Number(k)).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 120 },
    );
  });

  it("the kernel method and the full count vectors give the same roll for every trait (property)", () => {
    fc.assert(
      fc.property(combatant, fc.constantFrom("attacking", "defending") as fc.Arbitrary<"attacking" | "defending">, attackType, fc.integer({ min: 0, max: 9 }), (c, role, type, n) => {
        const fast = sideDistribution(c, role, type, n);
        const full = sideDistributionByCounts(c, role, type, n);
        expect(fast.crit).toBeCloseTo(full.crit, 12);
        const x = countsOf(fast);
        const y = countsOf(full);
        expect(x.length).toBe(y.length);
        for (let i = 0; i < x.length; i++) expect(x[i]).toBeCloseTo(y[i] ?? NaN, 12);
      }),
      { numRuns: 200 },
    );
  });

  it("a crit with no trigger ([]) and a crit with its default trigger are remembered apart, in either order", () => {
    for (const order of [[[], undefined], [undefined, []]] as const) {
      for (const critTrigger of order) {
        const c: Combatant = { flaw: "unlucky", crit: "dynamic-defender", ...(critTrigger ? { critTrigger } : {}) };
        expect(sideDistribution(c, "defending", "melee", 4).crit).toBeCloseTo(sideDistributionByCounts(c, "defending", "melee", 4).crit, 12);
      }
    }
    expect(sideDistribution({ crit: "dynamic-defender", critTrigger: [] }, "defending", "melee", 4).crit).toBe(0);
    expect(sideDistribution({ crit: "dynamic-defender" }, "defending", "melee", 4).crit).toBeGreaterThan(0);
  });

  it("the kernels follow Unlucky and then a crit's reroll exactly (every such defender, 0 to 9 dice)", () => {
    for (const crit of ["dynamic-defender", "stealthy"] as const) {
      for (const critTrigger of [undefined, ["A"], ["10"], ["9", "A"], ["A", "A", "A"]] as const) {
        for (const type of ATTACK_TYPES) {
          for (let n = 0; n <= 9; n++) {
            const c: Combatant = { flaw: "unlucky", crit, ...(critTrigger ? { critTrigger } : {}) };
            const fast = sideDistribution(c, "defending", type, n);
            expect(fast.pool, "kept on the kernels").toBeDefined();
            const full = sideDistributionByCounts(c, "defending", type, n);
            expect(fast.crit).toBeCloseTo(full.crit, 12);
            const x = countsOf(fast);
            const y = countsOf(full);
            for (let i = 0; i < x.length; i++) expect(x[i], `${crit} ${String(critTrigger)} ${type} ${n}`).toBeCloseTo(y[i] ?? NaN, 12);
          }
        }
      }
    }
  });

  it("one more attack die never lowers the attacker's chance to win, nor raises the defender's; one more defence die the reverse (property)", () => {
    fc.assert(
      fc.property(combatant, combatant, attackType, fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 }), (a, d, type, na, nd) => {
        const base = contestOddsBetween(a, d, type, dice(na), dice(nd));
        const moreAttack = contestOddsBetween(a, d, type, dice(na + 1), dice(nd));
        const moreDefence = contestOddsBetween(a, d, type, dice(na), dice(nd + 1));
        expect(attackerWins(moreAttack)).toBeGreaterThanOrEqual(attackerWins(base) - 1e-12);
        expect(defenderWins(moreAttack)).toBeLessThanOrEqual(defenderWins(base) + 1e-12);
        expect(attackerWins(moreDefence)).toBeLessThanOrEqual(attackerWins(base) + 1e-12);
        expect(defenderWins(moreDefence)).toBeGreaterThanOrEqual(defenderWins(base) - 1e-12);
      }),
      { numRuns: 150 },
    );
  });

  it("a reroll changes the odds: Bearded helps the attacker, Unlucky hurts the defender", () => {
    const plain = contestOddsBetween({}, {}, "melee", dice(5), dice(5));
    const bearded = contestOddsBetween({ perk: "bearded" }, {}, "melee", dice(5), dice(5));
    const unlucky = contestOddsBetween({}, { flaw: "unlucky" }, "melee", dice(5), dice(5));
    expect(attackerWins(bearded)).toBeGreaterThan(attackerWins(plain) + 0.01);
    expect(defenderWins(unlucky)).toBeLessThan(defenderWins(plain) - 0.001);
  });
});
