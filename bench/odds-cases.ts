import { contestOddsBetween } from "../src/rules/angry-miniatures/attack-odds";
import { resolveContest, type Combatant, type DiceCount } from "../src/rules/angry-miniatures/contest";
import { computeContestOdds } from "../src/rules/angry-miniatures/odds";
import type { AttackType } from "../src/rules/angry-miniatures/types";
import { SeededRoller } from "../src/rules/common/seeded-roller";

/**
 * What a query's answer comes to, however an odds API shapes it: damage each way (k >= 1), no
 * damage, and the crit chances it states. The plain odds state P(two or more Aces in the attack
 * roll); the reroll-aware odds state P(each side's own crit triggers).
 */
export interface Outcomes {
  toDefender: Record<number, number>;
  toAttacker: Record<number, number>;
  none: number;
  crits: Partial<Record<CritKind, number>>;
}

export type CritKind = "two-aces" | "attacker-crit" | "defender-crit";

export interface OddsCase {
  id: string;
  label: string;
  attacker: Combatant;
  defender: Combatant;
  attackType: AttackType;
  dice: [number, number];
  rerolls: boolean;
}

const DICE: [number, number] = [15, 15];

/** 15 v 15, the worst case: plain dice, and figures whose perks, flaws and crits reroll. */
export const ODDS_CASES: readonly OddsCase[] = [
  { id: "plain-melee", label: "15v15 plain, melee", attacker: {}, defender: {}, attackType: "melee", dice: DICE, rerolls: false },
  { id: "plain-range", label: "15v15 plain, range", attacker: {}, defender: {}, attackType: "range", dice: DICE, rerolls: false },
  {
    id: "reroll-melee",
    label: "15v15 rerolls, melee",
    attacker: { perk: "bearded", crit: "dynamic-attacker", attackTypes: ["melee"] },
    defender: { flaw: "unlucky", crit: "dynamic-defender", attackTypes: ["melee"] },
    attackType: "melee",
    dice: DICE,
    rerolls: true,
  },
  {
    id: "reroll-range",
    label: "15v15 rerolls, range",
    attacker: { perk: "bearded", crit: "dynamic-attacker", attackTypes: ["range"] },
    defender: { flaw: "unlucky", crit: "stealthy", attackTypes: ["range"] },
    attackType: "range",
    dice: DICE,
    rerolls: true,
  },
];

const count = (dice: number): DiceCount => ({ base: dice, dice, modifiers: [] });

type RerollApi = (attacker: Combatant, defender: Combatant, attackType: AttackType, attackDice: DiceCount, defenceDice: DiceCount) => unknown;

/** The exact-odds call that takes the two combatants (and so counts their rerolls). */
export function rerollOddsApi(): RerollApi | null {
  return contestOddsBetween as unknown as RerollApi;
}

const positive = (record: Readonly<Record<number, number>> | undefined): Record<number, number> =>
  Object.fromEntries(Object.entries(record ?? {}).filter(([k, p]) => Number(k) >= 1 && p > 0)) as Record<number, number>;

const total = (record: Record<number, number>): number => Object.values(record).reduce((a, b) => a + b, 0);

/** Reads either shape of answer: the plain `ContestOdds`, or the reroll-aware one with attackerWins / defenderWins. */
export function outcomesOf(answer: unknown): Outcomes {
  const a = answer as {
    attacker?: Record<number, number>;
    defender?: Record<number, number>;
    attackerWins?: Record<number, number>;
    defenderWins?: Record<number, number>;
    attackerCrit: number;
    defenderCrit?: number;
  };
  const rerollAware = a.attackerWins !== undefined;
  const toDefender = positive(rerollAware ? a.attackerWins : a.attacker);
  const toAttacker = positive(rerollAware ? a.defenderWins : a.defender);
  const crits: Outcomes["crits"] = rerollAware ? { "attacker-crit": a.attackerCrit, "defender-crit": a.defenderCrit ?? 0 } : { "two-aces": a.attackerCrit };
  return { toDefender, toAttacker, none: 1 - total(toDefender) - total(toAttacker), crits };
}

/** The exact query for a case, or null when no exported API answers it. */
export function exactQuery(c: OddsCase): (() => unknown) | null {
  if (!c.rerolls) return () => computeContestOdds(c.dice[0], c.dice[1], c.attackType === "melee");
  const api = rerollOddsApi();
  if (!api) return null;
  return () => api(c.attacker, c.defender, c.attackType, count(c.dice[0]), count(c.dice[1]));
}

/** The same query sampled: `samples` whole contests through the engine's own resolveContest. */
export function monteCarlo(c: OddsCase, samples: number, seed = 1): Outcomes {
  const roller = new SeededRoller(seed);
  const toDefender: Record<number, number> = {};
  const toAttacker: Record<number, number> = {};
  let none = 0;
  const crits: Record<CritKind, number> = { "two-aces": 0, "attacker-crit": 0, "defender-crit": 0 };
  const input = { attacker: c.attacker, defender: c.defender, attackType: c.attackType, attackDice: c.dice[0], defenceDice: c.dice[1] };
  for (let s = 0; s < samples; s++) {
    const result = resolveContest(input, roller);
    if (result.damageToDefender > 0) toDefender[result.damageToDefender] = (toDefender[result.damageToDefender] ?? 0) + 1;
    else if (result.damageToAttacker > 0) toAttacker[result.damageToAttacker] = (toAttacker[result.damageToAttacker] ?? 0) + 1;
    else none += 1;
    if (result.attack.critRoll) crits["two-aces"] += 1;
    if (result.critTriggered) crits["attacker-crit"] += 1;
    if (result.defenderCritTriggered) crits["defender-crit"] += 1;
  }
  const share = (record: Record<number, number>) => Object.fromEntries(Object.entries(record).map(([k, n]) => [k, n / samples])) as Record<number, number>;
  const crit = (kind: CritKind) => crits[kind] / samples;
  return { toDefender: share(toDefender), toAttacker: share(toAttacker), none: none / samples, crits: { "two-aces": crit("two-aces"), "attacker-crit": crit("attacker-crit"), "defender-crit": crit("defender-crit") } };
}

/** The largest gap between the exact answer and the sampled one, over every outcome and each crit chance the exact answer states. */
export function largestDifference(exact: Outcomes, sampled: Outcomes): number {
  const p = exact;
  const q = sampled;
  let worst = Math.abs(p.none - q.none);
  for (const [kind, chance] of Object.entries(p.crits) as [CritKind, number][]) worst = Math.max(worst, Math.abs(chance - (q.crits[kind] ?? 0)));
  for (const key of ["toDefender", "toAttacker"] as const) {
    const ks = new Set([...Object.keys(p[key]), ...Object.keys(q[key])].map(Number));
    for (const k of ks) worst = Math.max(worst, Math.abs((p[key][k] ?? 0) - (q[key][k] ?? 0)));
  }
  return worst;
}
