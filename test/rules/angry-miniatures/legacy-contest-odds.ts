// The plain contest odds as computed before the count-vector engine (the implementation at db3462b),
// kept as the oracle the new engine must reproduce: the plain results must not change.
import { RuleViolation } from "../../../src/rules/common/errors";

interface ContestOdds {
  /** P(the defender takes exactly k damage), k >= 1. */
  readonly attacker: Readonly<Record<number, number>>;
  /** P(the attacker takes exactly k damage), k >= 1; melee only (empty otherwise). */
  readonly defender: Readonly<Record<number, number>>;
  /** P(nobody takes damage). */
  readonly none: number;
  /** P(two or more Aces in the attack roll). */
  readonly attackerCrit: number;
}

const FACTORIALS: number[] = [1];
function factorial(n: number): number {
  for (let k = FACTORIALS.length; k <= n; k++) FACTORIALS[k] = (FACTORIALS[k - 1] ?? 1) * k;
  return FACTORIALS[n] ?? NaN;
}
function choose(n: number, k: number): number {
  return factorial(n) / (factorial(k) * factorial(n - k));
}

/**
 * Tie-break keys for one pool with a given number of hits. With hits fixed, Jacks follow from
 * Kings and Queens, so (Aces, Kings, Queens) compared in that order settles the tie; the key
 * packs them into one number that sorts the same way (each count < 16).
 */
const KEY_SPACE = 16 * 16 * 16;
const keyOf = (aces: number, kings: number, queens: number): number => (aces * 16 + kings) * 16 + queens;

/** Probability of each tie-break key, given n dice showing exactly `hits` hits. */
function keyDistribution(dice: number, hits: number): Float64Array {
  const out = new Float64Array(KEY_SPACE);
  const others = dice - hits;
  const pHits = choose(dice, hits) / 2 ** dice;
  for (let aces = 0; aces <= others; aces++) {
    // Each non-hit die is an Ace with probability 1/3 (A, 10 or 9).
    const pAces = (choose(others, aces) * 2 ** (others - aces)) / 3 ** others;
    for (let kings = 0; kings <= hits; kings++) {
      for (let queens = 0; queens + kings <= hits; queens++) {
        const jacks = hits - kings - queens;
        const pFaces = factorial(hits) / (factorial(kings) * factorial(queens) * factorial(jacks) * 3 ** hits);
        out[keyOf(aces, kings, queens)] = pHits * pAces * pFaces;
      }
    }
  }
  return out;
}

/** The same as `contestOdds`, without the memo. */
export function legacyContestOdds(attackDice: number, defenceDice: number, melee: boolean): ContestOdds {
  for (const [label, n] of [
    ["attack", attackDice],
    ["defence", defenceDice],
  ] as const) {
    if (!Number.isInteger(n) || n < 0 || n > 15) {
      throw new RuleViolation(
        "AngryMiniatures.Rule.OddsDice",
        `Angry Miniatures odds: ${label} dice must be a whole number from 0 to 15 (got ${n}).`,
        { side: label, value: n, max: 15 },
      );
    }
  }
  const attacker: Record<number, number> = {};
  const defender: Record<number, number> = {};
  let none = 0;
  const add = (record: Record<number, number>, k: number, p: number): void => {
    if (p > 0) record[k] = (record[k] ?? 0) + p;
  };
  const hitsP = (n: number, h: number): number => choose(n, h) / 2 ** n;

  for (let ha = 0; ha <= attackDice; ha++) {
    for (let hd = 0; hd <= defenceDice; hd++) {
      if (ha === hd) continue;
      const p = hitsP(attackDice, ha) * hitsP(defenceDice, hd);
      if (ha > hd) add(attacker, ha - hd, p);
      else if (melee) add(defender, hd - ha, p);
      else none += p;
    }
  }

  let attackerWinsTie = 0;
  let defenderWinsTie = 0;
  for (let hits = 0; hits <= Math.min(attackDice, defenceDice); hits++) {
    const a = keyDistribution(attackDice, hits);
    const d = keyDistribution(defenceDice, hits);
    let defenderBelow = 0; // P(defender key < current key)
    let attackerBelow = 0;
    for (let key = 0; key < KEY_SPACE; key++) {
      const pa = a[key] ?? 0;
      const pd = d[key] ?? 0;
      attackerWinsTie += pa * defenderBelow;
      defenderWinsTie += pd * attackerBelow;
      const equal = pa * pd;
      if (hits === 0 && key === 0) none += equal; // nobody shows A, K, Q or J: clean miss
      else {
        attackerWinsTie += equal / 2;
        defenderWinsTie += equal / 2;
      }
      defenderBelow += pd;
      attackerBelow += pa;
    }
  }
  add(attacker, 1, attackerWinsTie);
  if (melee) add(defender, 1, defenderWinsTie);
  else none += defenderWinsTie;

  const attackerCrit = 1 - (5 / 6) ** attackDice - (attackDice * (5 / 6) ** (attackDice - 1)) / 6;
  return { attacker, defender, none, attackerCrit: Math.max(0, attackerCrit) };
}
