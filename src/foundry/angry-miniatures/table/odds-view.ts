import { contestOddsBetween } from "../../../rules/angry-miniatures/attack-odds";
import type { Combatant, DiceCount } from "../../../rules/angry-miniatures/contest";
import { legacyShape, MAX_ODDS_DICE, type ContestOdds } from "../../../rules/angry-miniatures/odds";
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
  /** The attacker takes damage (Melee, or Magic on a Dangerous Mind). */
  readonly defenderWins: string;
  readonly nobodyHurt: string;
  /** The attacker's crit triggers. */
  readonly crit: string;
  readonly expectedDamage: string;
  readonly toDefender: readonly OddsRow[];
  readonly toAttacker: readonly OddsRow[];
  /** The defender can deal damage back in this attack. */
  readonly counters: boolean;
}

const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;
const sum = (record: Readonly<Record<number, number>>): number => Object.values(record).reduce((a, b) => a + b, 0);
const rows = (record: Readonly<Record<number, number>>): OddsRow[] =>
  Object.entries(record)
    .map(([k, p]) => ({ damage: Number(k), p }))
    .sort((a, b) => a.damage - b.damage)
    .map(({ damage, p }) => ({ damage, percent: percent(p) }));

/**
 * The rules' exact odds of this attack, formatted for the dialog: the dice shown, then every
 * reroll the two figures' perks, flaws and crits grant, ties and the damage rules.
 */
export function oddsView(attacker: Combatant, defender: Combatant, attackType: AttackType, attackDice: DiceCount, defenceDice: DiceCount): OddsView {
  const inRange = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= MAX_ODDS_DICE;
  if (!inRange(attackDice.dice) || !inRange(defenceDice.dice)) {
    return { available: false, attackerWins: "", defenderWins: "", nobodyHurt: "", crit: "", expectedDamage: "", toDefender: [], toAttacker: [], counters: false };
  }
  const exact = contestOddsBetween(attacker, defender, attackType, attackDice, defenceDice);
  const odds: ContestOdds = { ...legacyShape(exact), attackerCrit: exact.attackerCrit };
  return {
    available: true,
    odds,
    attackerWins: percent(sum(odds.attacker)),
    defenderWins: percent(sum(odds.defender)),
    nobodyHurt: percent(odds.none),
    crit: percent(odds.attackerCrit),
    expectedDamage: exact.expectedDamageToDefender.toFixed(2),
    toDefender: rows(odds.attacker),
    toAttacker: rows(odds.defender),
    counters: attackType === "melee" || Object.keys(odds.defender).length > 0,
  };
}
