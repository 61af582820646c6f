import { RuleViolation } from "../common/errors";
import { attackOdds, type AttackOdds } from "./attack-odds";
import type { ContestOptions, DiceCount } from "./contest";
import { validateFigure, type AmFigure } from "./figure";
import type { AttackType } from "./types";

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
  /** Exact, with the rerolls both figures' perks, flaws and crits grant. */
  readonly odds: AttackOdds;
}

/**
 * Exact odds of one figure attacking another, one on one, as an attack in play resolves it: the
 * dice from the same rules calls (derived attack value, charging, cover, perks and flaws against
 * the attack type and the attacker's presentation), then every reroll, tie-break and damage rule.
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
  const odds = attackOdds(attacker, defender, {
    attackType,
    cover: choice.cover ?? false,
    charging: choice.charging ?? false,
    experimentalMeleeDefender: choice.options?.experimentalMeleeDefender ?? false,
  });
  return { attackType, attackDice: odds.attackDice, defenceDice: odds.defenceDice, odds };
}
