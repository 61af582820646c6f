import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contestOddsBetween } from "../../../src/rules/angry-miniatures/attack-odds";
import { counterDamage, tieCounterDamage, type Combatant, type DiceCount } from "../../../src/rules/angry-miniatures/contest";
import { combineSides, type ContestDistribution } from "../../../src/rules/angry-miniatures/odds-contest";
import { countsOf, sideDistributionByCounts } from "../../../src/rules/angry-miniatures/odds-side";
import type { AttackType } from "../../../src/rules/angry-miniatures/types";
import { KERNEL_DUEL_HITS, KERNEL_DUELS, kernelDuelAt } from "../../../src/rules/angry-miniatures/odds-kernel-duels";
import { duelGrids, EVEN, grid } from "../../../src/rules/angry-miniatures/odds-splits";
import { renderKernelDuels } from "../../../tools/odds-tables/kernel-duels";
import { FRESH_COUNTS } from "../../../src/rules/angry-miniatures/odds-fresh-counts";
import { computeFreshCounts, tableSize } from "../../../src/rules/angry-miniatures/odds-pool";
import { renderFreshCounts } from "../../../tools/odds-tables/fresh-counts";

const FIELDS = ["kingsFirst", "kingsSecond", "queensFirst", "queensSecond", "equal"] as const;

describe("the written-out odds tables", () => {
  it("odds-kernel-duels.ts is what tools/generate-odds-tables.mjs writes today", () => {
    const written = readFileSync(new URL("../../../src/rules/angry-miniatures/odds-kernel-duels.ts", import.meta.url), "utf8");
    expect(written).toBe(renderKernelDuels());
  });

  it("holds duel(EVEN, u, h) digit for digit for every hit count and Unlucky kernel", () => {
    expect(KERNEL_DUEL_HITS).toBe(15);
    let cells = 0;
    for (let h = 1; h <= KERNEL_DUEL_HITS; h++) {
      for (let u = 1; u <= h + 1; u++) {
        const computed = duelGrids(grid(EVEN, h), grid(u, h), h);
        FIELDS.forEach((field, i) => {
          const at = kernelDuelAt(h, u) + i;
          expect(Object.is(KERNEL_DUELS[at], computed[field]), `${h} hits, kernel ${u}, ${field}`).toBe(true);
          cells++;
        });
      }
    }
    // Every number is a duel field; the one null closing the table only keeps its numbers tagged.
    expect(cells).toBe(KERNEL_DUELS.length - 1);
    expect(KERNEL_DUELS[cells]).toBeNull();
  });

  it("odds-fresh-counts.ts is what tools/generate-odds-tables.mjs writes today", () => {
    const written = readFileSync(new URL("../../../src/rules/angry-miniatures/odds-fresh-counts.ts", import.meta.url), "utf8");
    expect(written).toBe(renderFreshCounts());
  });

  it("holds the fresh dice counts digit for digit for 0 to 15 dice, then one null", () => {
    expect(FRESH_COUNTS).toHaveLength(16);
    FRESH_COUNTS.forEach((written, dice) => {
      const computed = computeFreshCounts(dice);
      expect(written).toHaveLength(tableSize(dice) + 1);
      computed.forEach((p, at) => expect(Object.is(written[at], p), `${dice} dice, cell ${at}: ${written[at]} v ${p}`).toBe(true));
      expect(written[tableSize(dice)]).toBeNull();
    });
  });
});

const ATTACKERS: readonly Combatant[] = [{}, { perk: "bearded" }, { crit: "dynamic-attacker" }, { perk: "bearded", crit: "dynamic-attacker" }];
const DEFENDERS: readonly Combatant[] = [
  {},
  { flaw: "unlucky" },
  { crit: "dynamic-defender" },
  { flaw: "unlucky", crit: "dynamic-defender" },
  { crit: "stealthy" },
  { flaw: "unlucky", crit: "stealthy" },
];
const dice = (n: number): DiceCount => ({ base: n, dice: n, modifiers: [] });
const name = (c: Combatant): string => [c.perk, c.flaw, c.crit].filter(Boolean).join("+") || "plain";

/** The contest worked out on full count vectors, by neither the kernels nor any written-out table. */
function byCounts(attacker: Combatant, defender: Combatant, type: AttackType, na: number, nd: number): ContestDistribution {
  const attack = countsOf(sideDistributionByCounts(attacker, "attacking", type, na));
  const defence = countsOf(sideDistributionByCounts(defender, "defending", type, nd));
  return combineSides(attack, na, defence, nd, {
    counter: (difference) => counterDamage(type, difference, attacker, defender),
    tieCounter: tieCounterDamage(type, defender),
  });
}

function expectSameContest(fast: ContestDistribution, slow: ContestDistribution, label: string): void {
  for (const key of ["attackerWins", "defenderWins"] as const) {
    const ks = new Set([...Object.keys(fast[key]), ...Object.keys(slow[key])]);
    for (const k of ks) expect(fast[key][Number(k)] ?? 0, `${label} ${key}[${k}]`).toBeCloseTo(slow[key][Number(k)] ?? 0, 13);
  }
  expect(fast.cleanMiss, `${label} cleanMiss`).toBeCloseTo(slow.cleanMiss, 13);
  for (const [by, split] of Object.entries(slow.decidedBy)) {
    const other = fast.decidedBy[by as keyof ContestDistribution["decidedBy"]];
    expect(other.attacker, `${label} ${by} attacker`).toBeCloseTo(split.attacker, 13);
    expect(other.defender, `${label} ${by} defender`).toBeCloseTo(split.defender, 13);
  }
}

describe("the contest through the written-out tables", () => {
  it("equals the contest on full count vectors for every reroll kind and pool size (0 to 15 dice)", () => {
    for (let n = 0; n <= 15; n++) {
      for (const attacker of ATTACKERS) {
        for (const defender of DEFENDERS) {
          for (const type of defender.crit === "stealthy" ? (["melee", "range"] as const) : (["melee"] as const)) {
            const fast = contestOddsBetween(attacker, defender, type, dice(n), dice(n));
            expectSameContest(fast, byCounts(attacker, defender, type, n, n), `${name(attacker)} v ${name(defender)} ${type} ${n}v${n}`);
          }
        }
      }
    }
  });
});
