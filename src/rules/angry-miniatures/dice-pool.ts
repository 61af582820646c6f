import type { DiceRoller } from "../common/dice";
import { countAces, countHits, faceOf, rankOf, type PokerFace } from "../common/poker";
import type { RerollRule } from "./traits";

export interface Reroll {
  /** The perk, flaw or crit that granted it. */
  readonly source: string;
  readonly index: number;
  readonly before: number;
  readonly after: number;
}

export function rollPool(dice: number, roller: DiceRoller): number[] {
  return dice > 0 ? roller.roll(dice, 6) : [];
}

/** Is every face of the trigger (a multiset) present in the roll? */
export function triggerMatches(trigger: readonly PokerFace[], ranks: readonly number[]): boolean {
  const available = [...ranks];
  for (const face of trigger) {
    const at = available.indexOf(rankOf(face));
    if (at < 0) return false;
    available.splice(at, 1);
  }
  return trigger.length > 0;
}

/** Reroll the dice a rule names, in the order its faces are listed; returns the new pool. */
export function applyReroll(
  ranks: readonly number[],
  rule: RerollRule,
  source: string,
  roller: DiceRoller,
): { ranks: number[]; rerolls: Reroll[] } {
  const picked: number[] = [];
  const limit = rule.count === "all" ? ranks.length : rule.count;
  for (const face of rule.faces) {
    ranks.forEach((rank, index) => {
      if (picked.length < limit && rank === rankOf(face)) picked.push(index);
    });
  }
  if (picked.length === 0) return { ranks: [...ranks], rerolls: [] };
  const fresh = roller.roll(picked.length, 6);
  const next = [...ranks];
  const rerolls = picked.map((index, n) => {
    const after = fresh[n] ?? 0;
    next[index] = after;
    return { source, index, before: ranks[index] ?? 0, after };
  });
  return { ranks: next, rerolls };
}

export interface PoolSummary {
  readonly ranks: readonly number[];
  readonly faces: readonly PokerFace[];
  readonly hits: number;
  readonly aces: number;
  /** Two or more Aces. */
  readonly critRoll: boolean;
}

export function summarise(ranks: readonly number[]): PoolSummary {
  const aces = countAces(ranks);
  return { ranks: [...ranks], faces: ranks.map(faceOf), hits: countHits(ranks), aces, critRoll: aces >= 2 };
}
