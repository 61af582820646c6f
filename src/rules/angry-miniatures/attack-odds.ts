import { RuleViolation } from "../common/errors";
import { attackDiceCount, counterDamage, defenceDiceCount, tieCounterDamage, type Combatant, type DiceCount } from "./contest";
import { deriveFigure, type AmDerived, type AmFigure } from "./figure";
import { combatantOf, tacticalGeniusMarks } from "./game-attack";
import { figureAt } from "./game-queries";
import type { AmAttackAction, AmState, AmStatuses, MarkedBy } from "./game-types";
import { combinePools, combineSides, type ContestDistribution } from "./odds-contest";
import { countsOf, sideDistribution } from "./odds-side";
import { assertOddsDice } from "./odds";
import { rosterOf } from "./roster";
import { DEFENCE_STAT, type AttackType } from "./types";

/** A figure as the game holds it (`AmFigureState`), or just its sheet for a figure not on a board. */
export interface OddsFigure {
  readonly id?: string;
  readonly sheet: AmFigure;
  readonly derived?: AmDerived;
  readonly statuses?: AmStatuses;
  readonly markedBy?: MarkedBy;
}

export interface AttackOddsContext {
  readonly attackType: AttackType;
  /** The defender is in cover (+1 defence die). */
  readonly cover?: boolean;
  /** The attacker charged (+1 attack die). */
  readonly charging?: boolean;
  /** Magic Buff the attacker took up this activation (+1 attack die each); none on a free attack. */
  readonly buff?: number;
  /** The experimental rule: a Melee character defending against Melee rolls one more die. */
  readonly experimentalMeleeDefender?: boolean;
}

/**
 * The exact outcome of one attacker against one defender, every modifier and reroll counted.
 * Magic rolls once for every figure in its area; each defender's odds are these, on its own.
 */
export interface AttackOdds extends ContestDistribution {
  readonly attackType: AttackType;
  /** The dice each side rolls before rerolls, with the modifiers that made them. */
  readonly attackDice: DiceCount;
  readonly defenceDice: DiceCount;
  /** P(the attacker's crit triggers), after its perk and flaw rerolls; 0 when it cannot in this attack. */
  readonly attackerCrit: number;
  /** P(the defender's crit triggers) (Dynamic Defender, Stealthy). */
  readonly defenderCrit: number;
  readonly expectedDamageToDefender: number;
  readonly expectedDamageToAttacker: number;
}

const sheetOf = (figure: AmFigure | OddsFigure): OddsFigure => ("sheet" in figure ? figure : { sheet: figure });

/**
 * Exact odds of `attacker` attacking `defender` (figures as the engine holds them, or sheets):
 * dice from the same modifier rules the engine uses (charging, cover, Tactical Genius marks on the
 * defender, Magic Buff, perks and flaws, Unpainted, the experimental melee rule), then every
 * reroll perks, flaws and crits grant, ties, the SuperTieBreaker and the damage rules.
 */
export function attackOdds(attacker: AmFigure | OddsFigure, defender: AmFigure | OddsFigure, context: AttackOddsContext): AttackOdds {
  const a = sheetOf(attacker);
  const d = sheetOf(defender);
  const type = context.attackType;
  if (!a.sheet.attackTypes.includes(type)) {
    throw new RuleViolation("AngryMiniatures.Rule.AttackTypeNotOwned", `Angry Miniatures: ${a.id ?? a.sheet.name ?? "the attacker"} has no ${type} attack.`, {
      id: a.id ?? a.sheet.name ?? "",
      type,
    });
  }
  const derived = a.derived ?? deriveFigure(a.sheet);
  const marks = tacticalGeniusMarks({ statuses: d.statuses ?? {}, ...(d.markedBy ? { markedBy: d.markedBy } : {}) }, a.id ?? "");
  const attackerCombatant = combatantOf({ sheet: a.sheet });
  const defenderCombatant = combatantOf({ sheet: d.sheet });
  const attackDice = attackDiceCount({
    attacker: attackerCombatant,
    base: derived[type] ?? 0,
    charging: context.charging ?? false,
    tacticalGenius: marks.others,
    ownTacticalGenius: marks.own,
    buff: context.buff ?? 0,
  });
  const defenceDice = defenceDiceCount({
    defender: defenderCombatant,
    base: d.sheet[DEFENCE_STAT[type]],
    attackType: type,
    attackerPresentation: a.sheet.presentation,
    cover: context.cover ?? false,
    options: { experimentalMeleeDefender: context.experimentalMeleeDefender ?? false },
  });
  return contestOddsBetween(attackerCombatant, defenderCombatant, type, attackDice, defenceDice);
}

/** The odds of an attack action in a game, read exactly as `step` would resolve it. */
export function gameAttackOdds(state: AmState, action: AmAttackAction, options: { readonly free?: boolean; readonly defenderId?: string } = {}): AttackOdds {
  const figures = rosterOf(state);
  const attacker = figures.figure(action.attackerId);
  const defenderId = options.defenderId ?? action.targetId ?? (action.targetSquare ? figureAt(state, action.targetSquare)?.id : undefined);
  const defender = defenderId !== undefined ? figures.figure(defenderId) : undefined;
  if (!attacker || !defender) {
    throw new RuleViolation("AngryMiniatures.Rule.NoTarget", "Angry Miniatures odds: the attacker or the defender is not in this game.", {
      attacker: action.attackerId,
      defender: defenderId ?? "",
    });
  }
  const cover = action.cover === true || (Array.isArray(action.cover) && action.cover.includes(defender.id));
  const buff = !options.free && state.active?.figureId === attacker.id ? state.active.buff : 0;
  return attackOdds(attacker, defender, {
    attackType: action.attackType,
    cover,
    charging: action.charging ?? false,
    buff,
    experimentalMeleeDefender: state.options.experimentalMeleeDefender,
  });
}

/** Σ k P(k) over a damage distribution, keys in their own order. */
function expected(record: Readonly<Record<number, number>>): number {
  let e = 0;
  for (const key in record) {
    const k = Number(key);
    e += k * record[k]!;
  }
  return e;
}

/** Exact odds once both dice counts are known: the rerolls each combatant's traits grant, then the contest. */
export function contestOddsBetween(attacker: Combatant, defender: Combatant, attackType: AttackType, attackDice: DiceCount, defenceDice: DiceCount): AttackOdds {
  assertOddsDice("attack", attackDice.dice);
  assertOddsDice("defence", defenceDice.dice);
  const attack = sideDistribution(attacker, "attacking", attackType, attackDice.dice);
  const defence = sideDistribution(defender, "defending", attackType, defenceDice.dice);
  const rules = { counter: (difference: number) => counterDamage(attackType, difference, attacker, defender), tieCounter: tieCounterDamage(attackType, defender) };
  const contest =
    attack.pool && defence.pool
      ? combinePools(attack.pool, defence.pool, rules)
      : combineSides(countsOf(attack), attackDice.dice, countsOf(defence), defenceDice.dice, rules);
  return {
    ...contest,
    attackType,
    attackDice,
    defenceDice,
    attackerCrit: attack.crit,
    defenderCrit: defence.crit,
    expectedDamageToDefender: expected(contest.attackerWins),
    expectedDamageToAttacker: expected(contest.defenderWins),
  };
}
