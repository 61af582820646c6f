import { packedMap } from "../common/packed-list";
import type { DiceRoller } from "../common/dice";
import { countRanks, POKER_RANK, type PokerFace } from "../common/poker";
import { critApplies, critEffects, CRITS, type CritEffect, type CritId } from "./crits";
import { applyReroll, rollPool, summarise, triggerMatches, type PoolSummary, type Reroll } from "./dice-pool";
import { FLAWS, PERKS, type FlawId, type PerkId, type RerollRule } from "./traits";
import type { AttackType, Presentation } from "./types";

/** What the contest needs to know about a figure; everything optional for plain dice. */
export interface Combatant {
  readonly perk?: PerkId;
  readonly flaw?: FlawId;
  readonly crit?: CritId;
  /** Defaults to the crit's own trigger. */
  readonly critTrigger?: readonly PokerFace[];
  readonly presentation?: Presentation;
  readonly attackTypes?: readonly AttackType[];
}

export interface ContestOptions {
  /** Experimental rule: a Melee character defending against melee rolls one more die. */
  readonly experimentalMeleeDefender?: boolean;
}

export interface DiceModifier {
  readonly source: string;
  readonly delta: number;
  /** Set when the modifier was refused (Unpainted refuses bonuses from outside its perk and crit). */
  readonly ignored?: "unpainted";
}

export interface DiceCount {
  readonly base: number;
  readonly dice: number;
  readonly modifiers: readonly DiceModifier[];
}

/**
 * Adds up the modifiers. Unpainted refuses every bonus but its own perk's and crit's; `ownSources`
 * names further sources that are its own crit's lasting effects (a Tactical Genius mark it placed).
 */
function total(base: number, combatant: Combatant, modifiers: DiceModifier[], ownSources: readonly string[] = []): DiceCount {
  const refuses = combatant.flaw !== undefined && FLAWS[combatant.flaw].refusesOutsideBonuses === true;
  const own = new Set<string>([combatant.perk ?? "", combatant.crit ?? "", combatant.flaw ?? "", ...ownSources]);
  const checked = packedMap(modifiers, (m) => (refuses && m.delta > 0 && !own.has(m.source) ? { ...m, ignored: "unpainted" as const } : m));
  const dice = checked.reduce((n, m) => (m.ignored ? n : n + m.delta), base);
  return { base, dice: Math.max(0, dice), modifiers: checked };
}

/** The modifier source of a mark the attacker's own Tactical Genius crit placed: the crit itself. */
export const OWN_TACTICAL_GENIUS_MARK = "tactical-genius" satisfies CritId;

export interface AttackDiceInput {
  readonly attacker: Combatant;
  /** The attack value being used (derived, perks and flaws already in it). */
  readonly base: number;
  readonly charging?: boolean;
  /** Tactical Genius marks on the target placed by other figures' crits: one extra die each. */
  readonly tacticalGenius?: number;
  /** Tactical Genius marks on the target this attacker's own crit placed: one extra die each. */
  readonly ownTacticalGenius?: number;
  /** Magic Buff on the attacker: extra attack dice this activation. */
  readonly buff?: number;
}

export function attackDiceCount(input: AttackDiceInput): DiceCount {
  const modifiers: DiceModifier[] = [];
  if (input.charging) modifiers.push({ source: "charging", delta: 1 });
  if (input.ownTacticalGenius) modifiers.push({ source: OWN_TACTICAL_GENIUS_MARK, delta: input.ownTacticalGenius });
  if (input.tacticalGenius) modifiers.push({ source: "tactical-genius-mark", delta: input.tacticalGenius });
  if (input.buff) modifiers.push({ source: "magic-buff-status", delta: input.buff });
  return total(input.base, input.attacker, modifiers, input.ownTacticalGenius ? [OWN_TACTICAL_GENIUS_MARK] : []);
}

export interface DefenceDiceInput {
  readonly defender: Combatant;
  /** The primary stat rolled against this attack type. */
  readonly base: number;
  readonly attackType: AttackType;
  readonly attackerPresentation?: Presentation;
  readonly cover?: boolean;
  readonly options?: ContestOptions;
}

export function defenceDiceCount(input: DefenceDiceInput): DiceCount {
  const { defender, attackType } = input;
  const modifiers: DiceModifier[] = [];
  if (input.cover) modifiers.push({ source: "cover", delta: 1 });
  for (const [source, trait] of [
    [defender.perk, defender.perk && PERKS[defender.perk]],
    [defender.flaw, defender.flaw && FLAWS[defender.flaw]],
  ] as const) {
    if (!source || !trait) continue;
    const byType = trait.defence?.[attackType] ?? 0;
    if (byType !== 0) modifiers.push({ source, delta: byType });
    const byPresentation = input.attackerPresentation ? (trait.defenceVsPresentation?.[input.attackerPresentation] ?? 0) : 0;
    if (byPresentation !== 0) modifiers.push({ source, delta: byPresentation });
  }
  if (input.options?.experimentalMeleeDefender && attackType === "melee" && defender.attackTypes?.includes("melee")) {
    modifiers.push({ source: "experimental-melee-defender", delta: 1 });
  }
  return total(input.base, defender, modifiers);
}

export interface RolledPool extends PoolSummary {
  readonly initial: readonly number[];
  readonly rerolls: readonly Reroll[];
  /** The owner's crit trigger matched (in a role and attack type the crit works in). */
  readonly critTriggered: boolean;
}

function rerollRules(combatant: Combatant): [string, RerollRule][] {
  const rules: [string, RerollRule][] = [];
  if (combatant.perk) {
    const rule = PERKS[combatant.perk].reroll;
    if (rule) rules.push([combatant.perk, rule]);
  }
  if (combatant.flaw) {
    const rule = FLAWS[combatant.flaw].reroll;
    if (rule) rules.push([combatant.flaw, rule]);
  }
  return rules;
}

/**
 * Roll one side's pool. Perk and flaw rerolls are part of making the roll; the crit trigger is
 * then checked, and a crit that rerolls does so once.
 */
export function rollSide(
  combatant: Combatant,
  role: "attacking" | "defending",
  attackType: AttackType,
  dice: number,
  roller: DiceRoller,
): RolledPool {
  const initial = rollPool(dice, roller);
  let ranks = initial;
  const rerolls: Reroll[] = [];
  for (const [source, rule] of rerollRules(combatant)) {
    if (rule.role !== role || (rule.vs && !rule.vs.includes(attackType))) continue;
    const next = applyReroll(ranks, rule, source, roller);
    ranks = next.ranks;
    rerolls.push(...next.rerolls);
  }
  const crit = combatant.crit;
  const critTriggered =
    crit !== undefined &&
    critApplies(crit, role, attackType) &&
    triggerMatches(combatant.critTrigger ?? CRITS[crit].defaultTrigger, ranks);
  const critReroll = crit && CRITS[crit].reroll;
  if (critTriggered && crit && critReroll) {
    const next = applyReroll(ranks, critReroll, crit, roller);
    ranks = next.ranks;
    rerolls.push(...next.rerolls);
  }
  // One literal, keys in summarise's order then ours (a spread followed by keys is slow).
  const summary = summarise(ranks);
  return {
    ranks: summary.ranks,
    faces: summary.faces,
    hits: summary.hits,
    aces: summary.aces,
    critRoll: summary.critRoll,
    initial,
    rerolls,
    critTriggered,
  };
}

export interface AttackRoll extends RolledPool {
  readonly attackType: AttackType;
  /** Follow-ups of the attacker's triggered crit (computed from the final roll's Aces). */
  readonly critEffects: readonly CritEffect[];
}

export function rollAttack(attacker: Combatant, attackType: AttackType, dice: number, roller: DiceRoller): AttackRoll {
  const pool = rollSide(attacker, "attacking", attackType, dice, roller);
  const effects = pool.critTriggered && attacker.crit ? critEffects(attacker.crit, pool.aces) : [];
  return {
    ranks: pool.ranks,
    faces: pool.faces,
    hits: pool.hits,
    aces: pool.aces,
    critRoll: pool.critRoll,
    initial: pool.initial,
    rerolls: pool.rerolls,
    critTriggered: pool.critTriggered,
    attackType,
    critEffects: effects,
  };
}

export type ContestWinner = "attacker" | "defender" | "none";
export type DecidedBy = "hits" | "A" | "K" | "Q" | "J" | "super-tie-breaker" | "clean-miss";

export interface SuperTieBreakerRoll {
  readonly attacker: number;
  readonly defender: number;
}

export interface ContestResult {
  readonly attackType: AttackType;
  readonly attack: AttackRoll;
  readonly defence: RolledPool;
  readonly winner: ContestWinner;
  readonly decidedBy: DecidedBy;
  readonly superTieBreaker: readonly SuperTieBreakerRoll[];
  readonly damageToDefender: number;
  readonly damageToAttacker: number;
  readonly critTriggered: boolean;
  readonly critEffects: readonly CritEffect[];
  readonly defenderCritTriggered: boolean;
  /** Every reroll of both sides, attacker's first. */
  readonly rerolls: readonly (Reroll & { readonly side: "attacker" | "defender" })[];
}

const TIE_ORDER = [
  ["A", POKER_RANK.A],
  ["K", POKER_RANK.K],
  ["Q", POKER_RANK.Q],
  ["J", POKER_RANK.J],
] as const;

/** Settle equal hits by superiority: Aces, then Kings, Queens, Jacks. */
export function breakTie(
  attack: readonly number[],
  defence: readonly number[],
): { winner: ContestWinner | "equal"; decidedBy: DecidedBy } {
  const a = countRanks(attack);
  const d = countRanks(defence);
  const faceCount = (c: number[]): number => TIE_ORDER.reduce((n, [, rank]) => n + (c[rank] ?? 0), 0);
  if (faceCount(a) === 0 && faceCount(d) === 0) return { winner: "none", decidedBy: "clean-miss" };
  for (const [face, rank] of TIE_ORDER) {
    const diff = (a[rank] ?? 0) - (d[rank] ?? 0);
    if (diff !== 0) return { winner: diff > 0 ? "attacker" : "defender", decidedBy: face };
  }
  return { winner: "equal", decidedBy: "super-tie-breaker" };
}

/** One die each, ties rerolled; every roll is kept. The defender's die comes from `defenderRoller`. */
export function superTieBreaker(roller: DiceRoller, defenderRoller: DiceRoller = roller): { winner: "attacker" | "defender"; rolls: SuperTieBreakerRoll[] } {
  const rolls: SuperTieBreakerRoll[] = [];
  for (;;) {
    const [attacker = 0] = roller.roll(1, 6);
    const [defender = 0] = defenderRoller.roll(1, 6);
    rolls.push({ attacker, defender });
    if (attacker !== defender) return { winner: attacker > defender ? "attacker" : "defender", rolls };
  }
}

/** A flaw that forbids the defender to deal damage when it wins in melee (Cowardly), on hits or on a tie. */
function forbidsMeleeCounter(defender: Combatant): boolean {
  return defender.flaw !== undefined && FLAWS[defender.flaw].damage === "cowardly";
}

/** Damage a defender deals back after beating the attack on hits (not a tie). */
export function counterDamage(attackType: AttackType, difference: number, attacker: Combatant, defender: Combatant): number {
  if (attackType === "melee") {
    if (forbidsMeleeCounter(defender)) return 0;
    if (attacker.perk !== undefined && PERKS[attacker.perk].damage === "berzerk") return 0;
    const spikey = defender.perk !== undefined && PERKS[defender.perk].damage === "spikey-bits";
    return difference + (spikey ? 1 : 0);
  }
  if (attackType === "magic" && defender.perk !== undefined && PERKS[defender.perk].damage === "dangerous-mind") {
    return difference;
  }
  return 0;
}

/**
 * Damage a defender deals back after winning a tie: a tie winner deals exactly 1 whatever perks
 * and crits say; a defender only in melee, and not when its own flaw forbids dealing damage
 * (DECISIONS: Cowardly deals none on a tie).
 */
export function tieCounterDamage(attackType: AttackType, defender: Combatant): number {
  return attackType === "melee" && !forbidsMeleeCounter(defender) ? 1 : 0;
}

export interface DefenceInput {
  readonly attacker: Combatant;
  readonly defender: Combatant;
  readonly dice: number;
}

/**
 * One defender answers an attack roll already made (Magic rolls once for several defenders). The
 * defender's own dice (its pool, its rerolls, its SuperTieBreaker die) come from `defenderRoller`.
 */
export function resolveDefence(attack: AttackRoll, input: DefenceInput, roller: DiceRoller, defenderRoller: DiceRoller = roller): ContestResult {
  const { attackType } = attack;
  const defence = rollSide(input.defender, "defending", attackType, input.dice, defenderRoller);
  let winner: ContestWinner;
  let decidedBy: DecidedBy;
  let superTieBreakerRolls: SuperTieBreakerRoll[] = [];
  let damageToDefender = 0;
  let damageToAttacker = 0;
  if (attack.hits !== defence.hits) {
    decidedBy = "hits";
    const difference = Math.abs(attack.hits - defence.hits);
    if (attack.hits > defence.hits) {
      winner = "attacker";
      damageToDefender = difference;
    } else {
      winner = "defender";
      damageToAttacker = counterDamage(attackType, difference, input.attacker, input.defender);
    }
  } else {
    const tie = breakTie(attack.ranks, defence.ranks);
    decidedBy = tie.decidedBy;
    if (tie.winner === "equal") {
      const stb = superTieBreaker(roller, defenderRoller);
      superTieBreakerRolls = stb.rolls;
      winner = stb.winner;
    } else {
      winner = tie.winner;
    }
    if (winner === "attacker") damageToDefender = 1;
    if (winner === "defender") damageToAttacker = tieCounterDamage(attackType, input.defender);
  }
  return {
    attackType,
    attack,
    defence,
    winner,
    decidedBy,
    superTieBreaker: superTieBreakerRolls,
    damageToDefender,
    damageToAttacker,
    critTriggered: attack.critTriggered,
    critEffects: attack.critEffects,
    defenderCritTriggered: defence.critTriggered,
    rerolls: [...packedMap(attack.rerolls, (r) => sided(r, "attacker")), ...packedMap(defence.rerolls, (r) => sided(r, "defender"))],
  };
}

function sided(r: Reroll, side: "attacker" | "defender"): Reroll & { readonly side: "attacker" | "defender" } {
  return { source: r.source, index: r.index, before: r.before, after: r.after, side };
}

export interface ContestInput {
  readonly attacker: Combatant;
  readonly defender: Combatant;
  readonly attackType: AttackType;
  readonly attackDice: number;
  readonly defenceDice: number;
}

/** A whole one-on-one contest: the attacker rolls, then the defender, then the comparison. */
export function resolveContest(input: ContestInput, roller: DiceRoller): ContestResult {
  const attack = rollAttack(input.attacker, input.attackType, input.attackDice, roller);
  return resolveDefence(attack, { attacker: input.attacker, defender: input.defender, dice: input.defenceDice }, roller);
}
