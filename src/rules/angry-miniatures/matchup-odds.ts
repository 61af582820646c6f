import { RuleViolation } from "../common/errors";
import { attackDiceCount, defenceDiceCount, type Combatant, type ContestOptions, type DiceCount } from "./contest";
import { deriveFigure, validateFigure, type AmFigure } from "./figure";
import { contestOdds, type ContestOdds } from "./odds";
import { DEFENCE_STAT, type AttackType } from "./types";

export interface MatchupOptions {
  /** Default: the attacker's first attack type. */
  readonly attackType?: AttackType;
  readonly cover?: boolean;
  readonly charging?: boolean;
  readonly options?: ContestOptions;
}

export interface MatchupOdds {
  readonly attackType: AttackType;
  readonly attackDice: DiceCount;
  readonly defenceDice: DiceCount;
  readonly odds: ContestOdds;
  /**
   * Whether `odds` counts the perk, flaw and crit rerolls the two figures would make. The exact
   * contest odds this composes count plain dice today; this turns true when they take the figures.
   */
  readonly rerollsIncluded: boolean;
}

export function combatantOfSheet(figure: AmFigure): Combatant {
  const { perk, flaw, crit, critTrigger, presentation, attackTypes } = figure;
  return { perk, flaw, crit, presentation, attackTypes, ...(critTrigger ? { critTrigger } : {}) };
}

/**
 * Exact odds of one figure attacking another, one on one: the attack and defence dice from the
 * same rules calls an attack in play makes (derived attack value, charging, cover, perks and
 * flaws against the attack type and the attacker's presentation), then the exact contest odds.
 */
export function matchupOdds(attacker: AmFigure, defender: AmFigure, choice: MatchupOptions = {}): MatchupOdds {
  validateFigure(attacker);
  validateFigure(defender);
  const attackType = choice.attackType ?? attacker.attackTypes[0];
  if (attackType === undefined || !attacker.attackTypes.includes(attackType)) {
    const owned = attacker.attackTypes.join(", ");
    throw new RuleViolation("AngryMiniatures.Rule.AttackTypeNotOwned", `Angry Miniatures: ${attacker.name ?? "the attacker"} has no ${attackType ?? ""} attack (it has ${owned}).`, {
      type: attackType ?? "",
      owned,
    });
  }
  const attackDice = attackDiceCount({ attacker: combatantOfSheet(attacker), base: deriveFigure(attacker)[attackType] ?? 0, charging: choice.charging ?? false });
  const defenceDice = defenceDiceCount({
    defender: combatantOfSheet(defender),
    base: defender[DEFENCE_STAT[attackType]],
    attackType,
    attackerPresentation: attacker.presentation,
    cover: choice.cover ?? false,
    options: choice.options,
  });
  const odds = contestOdds(attackDice.dice, defenceDice.dice, attackType === "melee");
  return { attackType, attackDice, defenceDice, odds, rerollsIncluded: false };
}
