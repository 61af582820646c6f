import { contestOdds, MAX_ODDS_DICE, type ContestOdds } from "../../../rules/angry-miniatures/odds";
import type { AttackType } from "../../../rules/angry-miniatures/types";

export interface OddsRow {
  readonly damage: number;
  readonly percent: string;
}

export interface OddsView {
  readonly available: boolean;
  readonly odds?: ContestOdds;
  /** The defender takes damage. */
  readonly attackerWins: string;
  /** Melee only: the attacker takes damage. */
  readonly defenderWins: string;
  readonly nobodyHurt: string;
  readonly crit: string;
  readonly expectedDamage: string;
  readonly toDefender: readonly OddsRow[];
  readonly toAttacker: readonly OddsRow[];
  readonly melee: boolean;
}

const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;
const sum = (record: Readonly<Record<number, number>>): number => Object.values(record).reduce((a, b) => a + b, 0);
const rows = (record: Readonly<Record<number, number>>): OddsRow[] =>
  Object.entries(record)
    .map(([k, p]) => ({ damage: Number(k), p }))
    .sort((a, b) => a.damage - b.damage)
    .map(({ damage, p }) => ({ damage, percent: percent(p) }));

/** The rules' exact contest odds for the dice shown, formatted for the dialog. */
export function oddsView(attackDice: number, defenceDice: number, attackType: AttackType): OddsView {
  const melee = attackType === "melee";
  const inRange = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= MAX_ODDS_DICE;
  if (!inRange(attackDice) || !inRange(defenceDice)) {
    return { available: false, attackerWins: "", defenderWins: "", nobodyHurt: "", crit: "", expectedDamage: "", toDefender: [], toAttacker: [], melee };
  }
  const odds = contestOdds(attackDice, defenceDice, melee);
  const expected = Object.entries(odds.attacker).reduce((e, [k, p]) => e + Number(k) * p, 0);
  return {
    available: true,
    odds,
    attackerWins: percent(sum(odds.attacker)),
    defenderWins: percent(sum(odds.defender)),
    nobodyHurt: percent(odds.none),
    crit: percent(odds.attackerCrit),
    expectedDamage: expected.toFixed(2),
    toDefender: rows(odds.attacker),
    toAttacker: rows(odds.defender),
    melee,
  };
}
