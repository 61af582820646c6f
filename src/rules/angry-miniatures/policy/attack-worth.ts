import { squareDistance, squareNeighbours, type Offset } from "../../common/geometry";
import { affectedByMagic } from "../area";
import { attackDiceCount, defenceDiceCount } from "../contest";
import { combatantOf, tacticalGeniusMarks } from "../game-attack";
import { checkTarget, livingFigures } from "../game-queries";
import type { AmFigureState, AmState } from "../game-types";
import { onBoard, squareKey } from "../movement";
import { contestOdds, MAX_ODDS_DICE } from "../odds";
import { DEFENCE_STAT, type AttackType } from "../types";

/** A defeat is worth this much Health on top of the Health it takes. */
const DEFEAT_WORTH = 1;
/** Health lost by a friend caught in one's own Magic counts this many times an enemy's. */
const FRIEND_WEIGHT = 2;
/** A Magic area may hit a friend only when what it takes from the enemy is worth at least this much. */
const CLEARLY_WORTH = 1;

export interface AttackChoice {
  readonly attackType: AttackType;
  readonly targetId?: string;
  readonly targetSquare?: Offset;
  readonly charging: boolean;
  /** Expected Health taken from the enemy (defeats counted extra), less what friends and the attacker lose. */
  readonly worth: number;
}

const clampDice = (n: number): number => Math.max(0, Math.min(MAX_ODDS_DICE, n));

const lossMemo = new WeakMap<Readonly<Record<number, number>>, Map<number, number>>();

/** Expected Health taken from a figure of `health` by a damage distribution, a defeat counted extra. */
function expectedLoss(distribution: Readonly<Record<number, number>>, health: number): number {
  let byHealth = lossMemo.get(distribution);
  if (!byHealth) {
    byHealth = new Map();
    lossMemo.set(distribution, byHealth);
  }
  const known = byHealth.get(health);
  if (known !== undefined) return known;
  const loss = computeExpectedLoss(distribution, health);
  byHealth.set(health, loss);
  return loss;
}

function computeExpectedLoss(distribution: Readonly<Record<number, number>>, health: number): number {
  let loss = 0;
  for (const [k, p] of Object.entries(distribution)) {
    const amount = Number(k);
    loss += p * (Math.min(amount, health) + (amount >= health ? DEFEAT_WORTH : 0));
  }
  return loss;
}

/**
 * The worth of one attack by the engine's exact contest odds, with the dice the engine would roll
 * (derived attack, charging, marks, Magic Buff, perks and flaws against this attack type).
 * `attacker` may stand somewhere it has not walked to yet.
 */
export function attackWorth(
  state: AmState,
  attacker: AmFigureState,
  attackType: AttackType,
  square: Offset,
  primary: AmFigureState | undefined,
  options: { charging: boolean; buff: number; living?: readonly AmFigureState[] },
): number {
  const marks = primary ? tacticalGeniusMarks(primary, attacker.id) : { own: 0, others: 0 };
  const attackDice = attackDiceCount({
    attacker: combatantOf(attacker),
    base: attacker.derived[attackType] ?? 0,
    charging: options.charging,
    tacticalGenius: marks.others,
    ownTacticalGenius: marks.own,
    buff: options.buff,
  }).dice;
  const defenders =
    attackType === "magic"
      ? affectedByMagic(square, 1, (options.living ?? livingFigures(state)).map((f) => (f.id === attacker.id ? attacker : f)), state.options.diagonalRule)
      : primary
        ? [primary]
        : [];
  let enemyLoss = 0;
  let friendLoss = 0;
  for (const defender of defenders) {
    const defenceDice = defenceDiceCount({
      defender: combatantOf(defender),
      base: defender.sheet[DEFENCE_STAT[attackType]],
      attackType,
      attackerPresentation: attacker.sheet.presentation,
      cover: false,
      options: { experimentalMeleeDefender: state.options.experimentalMeleeDefender },
    }).dice;
    const odds = contestOdds(clampDice(attackDice), clampDice(defenceDice), attackType === "melee");
    const taken = expectedLoss(odds.attacker, defender.health);
    if (defender.side === attacker.side) friendLoss += taken;
    else enemyLoss += taken;
    friendLoss += expectedLoss(odds.defender, attacker.health);
  }
  if (friendLoss > 0 && attackType === "magic" && enemyLoss < CLEARLY_WORTH + FRIEND_WEIGHT * friendLoss) return -Infinity;
  return enemyLoss - FRIEND_WEIGHT * friendLoss;
}

/** Squares a Magic attack could be aimed at to catch an enemy: each enemy's square and its neighbours. */
export function magicSquares(state: AmState, attacker: AmFigureState, living: readonly AmFigureState[] = livingFigures(state)): Offset[] {
  const seen = new Map<string, Offset>();
  for (const enemy of living) {
    if (enemy.side === attacker.side) continue;
    for (const square of [enemy.position, ...squareNeighbours(enemy.position)]) {
      if (onBoard(state.board.size, square)) seen.set(squareKey(square), square);
    }
  }
  return [...seen.values()];
}

/**
 * The best attack `attacker` could make standing where it stands (which may be a square it would
 * walk to): every attack type, every legal target (Magic: every square that catches an enemy).
 */
export function bestAttackFrom(
  state: AmState,
  attacker: AmFigureState,
  options: {
    charging: boolean;
    buff: number;
    exclude?: readonly string[];
    living?: readonly AmFigureState[];
    magicSquares?: readonly Offset[];
    /** Worths already worked out this decision, for a figure tried on many squares (they do not depend on where it stands, but for its own place in a Magic area). */
    memo?: Map<string, number>;
  },
): AttackChoice | undefined {
  const living = options.living ?? livingFigures(state);
  const rule = state.options.diagonalRule;
  const remembered = (key: string, work: () => number): number => {
    if (!options.memo) return work();
    const known = options.memo.get(key);
    if (known !== undefined) return known;
    const worth = work();
    options.memo.set(key, worth);
    return worth;
  };
  let best: AttackChoice | undefined;
  const consider = (choice: AttackChoice): void => {
    if (choice.worth > 0 && (!best || choice.worth > best.worth + 1e-12)) best = choice;
  };
  const enemies = living.filter((f) => f.side !== attacker.side && !(options.exclude ?? []).includes(f.id));
  for (const attackType of attacker.sheet.attackTypes) {
    const charging = options.charging && attackType === "melee";
    if (attackType === "magic") {
      for (const square of options.magicSquares ?? magicSquares(state, attacker, living)) {
        if (!checkTarget(state, attacker, attackType, square).ok) continue;
        const primary = living.find((f) => f.id !== attacker.id && f.position.i === square.i && f.position.j === square.j);
        if (primary && (options.exclude ?? []).includes(primary.id)) continue;
        consider({
          attackType,
          targetSquare: square,
          charging: false,
          worth: remembered(
            `${attackType}|${squareKey(square)}|${squareDistance(square, attacker.position, rule) <= 1 ? squareKey(attacker.position) : ""}`,
            () => attackWorth(state, attacker, attackType, square, primary, { charging: false, buff: options.buff, living }),
          ),
        });
      }
      continue;
    }
    for (const enemy of enemies) {
      if (!checkTarget(state, attacker, attackType, enemy.position).ok) continue;
      consider({
        attackType,
        targetId: enemy.id,
        charging,
        worth: remembered(`${attackType}|${enemy.id}|${charging}`, () => attackWorth(state, attacker, attackType, enemy.position, enemy, { charging, buff: options.buff, living })),
      });
    }
  }
  return best;
}

/** The enemy most worth walking towards: the best attack on it (wherever from), discounted by the distance. */
export function bestPrey(state: AmState, attacker: AmFigureState): AmFigureState | undefined {
  const rule = state.options.diagonalRule;
  const speed = Math.max(1, attacker.derived.speed);
  let best: { prey: AmFigureState; value: number } | undefined;
  for (const enemy of livingFigures(state)) {
    if (enemy.side === attacker.side) continue;
    const worth = Math.max(0, ...attacker.sheet.attackTypes.map((t) => attackWorth(state, attacker, t, enemy.position, enemy, { charging: false, buff: 0 })));
    const value = worth / (1 + squareDistance(attacker.position, enemy.position, rule) / speed);
    if (!best || value > best.value + 1e-12) best = { prey: enemy, value };
  }
  return best?.prey;
}
