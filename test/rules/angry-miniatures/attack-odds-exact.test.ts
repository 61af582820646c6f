import { describe, expect, it } from "vitest";
import { contestOddsBetween } from "../../../src/rules/angry-miniatures/attack-odds";
import { resolveDefence, rollAttack, rollSide, type Combatant } from "../../../src/rules/angry-miniatures/contest";
import type { DiceRoller } from "../../../src/rules/common/dice";
import type { AttackType } from "../../../src/rules/angry-miniatures/types";
import { cellsOfOdds, cellsOfResult } from "./attack-odds-cells";
import { enumerateDice } from "./enumerate-dice";

interface Group<T> {
  readonly sample: T;
  readonly dice: readonly number[];
  chance: number;
}

/** Every way one side's roll can end, through the engine's own roll, grouped by the faces it ends on. */
function finalRolls<T extends { readonly ranks: readonly number[]; readonly critTriggered: boolean }>(roll: (roller: DiceRoller) => T): Group<T>[] {
  const groups = new Map<string, Group<T>>();
  const { cut } = enumerateDice(roll, 64, (result, chance, dice) => {
    const key = `${[...result.ranks].sort().join("")}/${result.critTriggered}`;
    const group = groups.get(key) ?? groups.set(key, { sample: result, dice: [...dice], chance: 0 }).get(key)!;
    group.chance += chance;
  });
  expect(cut).toBe(0);
  return [...groups.values()];
}

type Case = readonly [string, Combatant, Combatant, AttackType, number, number];

const plain: Combatant = {};
const CASES: readonly Case[] = [
  ["plain melee", plain, plain, "melee", 2, 2],
  ["plain range", plain, plain, "range", 2, 1],
  ["Bearded attacker", { perk: "bearded" }, plain, "melee", 3, 2],
  ["Dynamic Attacker on two Aces", { crit: "dynamic-attacker" }, plain, "range", 3, 1],
  ["Dynamic Attacker on one Ace, with Bearded", { perk: "bearded", crit: "dynamic-attacker", critTrigger: ["A"] }, plain, "melee", 2, 2],
  ["Dynamic Attacker on K J", { crit: "dynamic-attacker", critTrigger: ["K", "J"] }, { flaw: "unlucky" }, "melee", 2, 2],
  ["Unlucky defender", plain, { flaw: "unlucky" }, "magic", 2, 3],
  ["Dynamic Defender on one Ace", plain, { crit: "dynamic-defender", critTrigger: ["A"] }, "melee", 2, 2],
  ["Stealthy on two Aces against range", plain, { crit: "stealthy" }, "range", 1, 3],
  ["Stealthy on a 10 against magic", plain, { crit: "stealthy", critTrigger: ["10"] }, "magic", 2, 2],
  ["Stealthy does nothing against melee", plain, { crit: "stealthy", critTrigger: ["10"] }, "melee", 2, 2],
  ["Unlucky and Stealthy on a Jack", { perk: "bearded" }, { flaw: "unlucky", crit: "stealthy", critTrigger: ["J"] }, "range", 2, 2],
  ["Unlucky, then Dynamic Defender on one Ace", { perk: "bearded" }, { flaw: "unlucky", crit: "dynamic-defender", critTrigger: ["A"] }, "melee", 2, 2],
  ["Unlucky, then Stealthy on a 10", plain, { flaw: "unlucky", crit: "stealthy", critTrigger: ["10"] }, "magic", 2, 3],
  ["crit on a 9 (six-face layout)", { crit: "frost-magic", critTrigger: ["9"] }, { crit: "stealthy", critTrigger: ["9", "A"] }, "magic", 2, 2],
  ["Forceful Weapon's A K trigger", { crit: "forceful-weapon" }, plain, "melee", 3, 1],
  ["Cowardly defender: no counter, not on a tie", plain, { flaw: "cowardly" }, "melee", 2, 2],
  ["Spikey Bits defender", plain, { perk: "spikey-bits" }, "melee", 1, 3],
  ["Berzerk attacker: no counter on hits", { perk: "berzerk" }, plain, "melee", 1, 3],
  ["Dangerous Mind against magic", plain, { perk: "dangerous-mind" }, "magic", 1, 3],
  ["Dangerous Mind against range does nothing", plain, { perk: "dangerous-mind" }, "range", 1, 3],
  ["nobody rolls", plain, plain, "melee", 0, 0],
  ["an empty trigger never fires", { crit: "dynamic-attacker", critTrigger: [] }, plain, "melee", 2, 1],
];

describe("attack odds against the contest engine resolving every roll", () => {
  it.each(CASES)("%s", (_name, attacker, defender, attackType, attackDice, defenceDice) => {
    const odds = contestOddsBetween(attacker, defender, attackType, { base: attackDice, dice: attackDice, modifiers: [] }, { base: defenceDice, dice: defenceDice, modifiers: [] });
    const seen = new Map<string, number>();
    let cut = 0;
    // The attacker's and the defender's rolls (rerolls included) are enumerated through the engine
    // and grouped by the faces they end on: the contest reads only those (countRanks). Each pair is
    // then resolved by the engine's resolveDefence replaying the defender's dice, with every
    // SuperTieBreaker die after them enumerated for two rounds; rolls still tied then are cut.
    const attacks = finalRolls((roller) => rollAttack(attacker, attackType, attackDice, roller));
    const defences = finalRolls((roller) => rollSide(defender, "defending", attackType, defenceDice, roller));
    for (const attack of attacks) {
      for (const defence of defences) {
        const found = enumerateDice(
          (roller) => resolveDefence(attack.sample, { attacker, defender, dice: defenceDice }, roller),
          defence.dice.length + 4,
          (result, chance) => {
            for (const cell of cellsOfResult(result)) seen.set(cell, (seen.get(cell) ?? 0) + attack.chance * defence.chance * chance);
          },
          defence.dice,
        );
        cut += attack.chance * defence.chance * found.cut;
      }
    }
    const exact = cellsOfOdds(odds);
    const superTie = odds.decidedBy["super-tie-breaker"];
    // Only paths still tied after two SuperTieBreaker rounds are cut: at most 1/36 of them.
    expect(cut).toBeCloseTo((superTie.attacker + superTie.defender) / 36, 12);
    for (const key of new Set([...exact.keys(), ...seen.keys()])) {
      const p = exact.get(key) ?? 0;
      const q = seen.get(key) ?? 0;
      // The cut rolls went to a SuperTieBreaker: the cells such a roll can land in (its winner, the
      // 0 or 1 damage of a tie, crits) may be short of the exact value by at most the cut.
      const slack = /super-tie-breaker|deals [01]$|crit$/.test(key) ? cut : 0;
      expect(q, key).toBeLessThanOrEqual(p + 1e-12);
      expect(q, key).toBeGreaterThanOrEqual(p - slack - 1e-12);
    }
    // The SuperTieBreaker is reached with exactly the chance the odds give it.
    const reached = (seen.get("super-tie-breaker for attacker") ?? 0) + (seen.get("super-tie-breaker for defender") ?? 0) + cut;
    expect(reached).toBeCloseTo(superTie.attacker + superTie.defender, 12);
  });
});
