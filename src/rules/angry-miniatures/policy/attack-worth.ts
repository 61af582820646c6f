import { SQUARE_STEPS, squareDistance, squareNeighbours, type Offset } from "../../common/geometry";
import { affectedByMagic } from "../area";
import { attackDiceCount, defenceDiceCount } from "../contest";
import { combatantOf, tacticalGeniusMarks } from "../game-attack";
import { checkMagicTarget, checkRangeTarget } from "../area";
import { meleeReachOf } from "../figure";
import { livingFigures, targetingOptions } from "../game-queries";
import type { AmFigureState, AmState } from "../game-types";
import { onBoard, squareKey, squareNumber } from "../movement";
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
  options: {
    charging: boolean;
    buff: number;
    living?: readonly AmFigureState[];
    /** The figures a Magic area on `square` catches, in order, when the caller has found them. */
    caught?: readonly AmFigureState[];
  },
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
      ? (options.caught ??
        affectedByMagic(square, 1, (options.living ?? livingFigures(state)).map((f) => (f.id === attacker.id ? attacker : f)), state.options.diagonalRule))
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
 * A Magic aim worked out once per decision: its square, the figure standing there, and its worth
 * with the attacker outside the area and inside it. Inside, the attacker is caught wherever it
 * stands (the other figures caught, the order they are counted in and every die are the same).
 */
interface MagicAim {
  readonly square: Offset;
  readonly primary: AmFigureState | undefined;
  worthApart?: number;
  worthCaught?: number;
}

/** An attacker's attacks planned for one decision. */
export interface AttackPlanner {
  /** The best attack standing on `at` (which may be a square the attacker would walk to). */
  bestFrom(at: Offset, charging: boolean): AttackChoice | undefined;
  /** No attack from any square is worth more than this (0 when none is worth anything). */
  upperBound(charging: boolean): number;
}

/**
 * Plans `attacker`'s attacks for one decision: the worth of each attack type on each target is
 * worked out once (it does not depend on where the attacker stands, but for whether it stands in
 * its own Magic area); each square tried only checks which targets it reaches.
 */
export function attackPlanner(state: AmState, attacker: AmFigureState, options: { buff: number; exclude?: readonly string[] }): AttackPlanner {
  const living = livingFigures(state);
  const exclude = options.exclude ?? [];
  const rule = state.options.diagonalRule;
  const targeting = targetingOptions(state);
  const reach = meleeReachOf(attacker.sheet);
  const distanceStat = attacker.derived.distance ?? 0;
  const enemies = living.filter((f) => f.side !== attacker.side && !exclude.includes(f.id));
  const types = attacker.sheet.attackTypes;
  // Worth by attack type, charging and enemy index.
  const worths = new Map<string, (number | undefined)[]>();
  const enemyWorths = (attackType: AttackType, charges: boolean): (number | undefined)[] => {
    const memoKey = `${attackType}|${charges}`;
    let byEnemy = worths.get(memoKey);
    if (!byEnemy) {
      byEnemy = [];
      worths.set(memoKey, byEnemy);
    }
    return byEnemy;
  };
  const enemyWorth = (byEnemy: (number | undefined)[], k: number, attackType: AttackType, charges: boolean): number =>
    (byEnemy[k] ??= attackWorth(state, attacker, attackType, (enemies[k] as AmFigureState).position, enemies[k], { charging: charges, buff: options.buff, living }));
  // The other living figures by square, as their places among the living (in order); built at
  // the first Magic aim. Off whole squares (never in play) every figure is read instead.
  let standing: Map<number | string, number[]> | undefined;
  const onWholeSquares = living.every((f) => Number.isInteger(f.position.i) && Number.isInteger(f.position.j));
  const standingOn = (i: number, j: number): readonly number[] => {
    if (!standing) {
      const index = new Map<number | string, number[]>();
      living.forEach((f, k) => {
        if (f.id === attacker.id) return;
        const key = squareNumber(f.position.i, f.position.j);
        const here = index.get(key);
        if (here) here.push(k);
        else index.set(key, [k]);
      });
      standing = index;
    }
    return standing.get(squareNumber(i, j)) ?? [];
  };
  const firstOn = (square: Offset): AmFigureState | undefined => {
    if (!onWholeSquares) return living.find((f) => f.id !== attacker.id && f.position.i === square.i && f.position.j === square.j);
    const k = standingOn(square.i, square.j)[0];
    return k === undefined ? undefined : living[k];
  };
  let aims: MagicAim[] | undefined;
  const magicAims = (): MagicAim[] => {
    aims ??= magicSquares(state, attacker, living)
      .map((square) => ({ square, primary: firstOn(square) }))
      .filter((aim) => !(aim.primary && exclude.includes(aim.primary.id)));
    return aims;
  };
  const self = living.findIndex((f) => f.id === attacker.id);
  /** The places among the living of the figures a Magic area on `square` catches, in order. */
  const caughtBy = (square: Offset, caught: boolean): number[] => {
    const places: number[] = [];
    if (!onWholeSquares) {
      living.forEach((f, k) => {
        if (f.id === attacker.id ? caught : squareDistance(square, f.position, rule) <= 1) places.push(k);
      });
      return places;
    }
    if (caught && self >= 0) places.push(self);
    // Within 1 by any diagonal rule is within the 3 x 3 block around the square.
    for (const [di, dj] of [[0, 0], ...SQUARE_STEPS]) {
      for (const k of standingOn(square.i + (di as number), square.j + (dj as number))) {
        if (squareDistance(square, (living[k] as AmFigureState).position, rule) <= 1) places.push(k);
      }
    }
    return places.sort((a, b) => a - b);
  };
  // Magic worth by what decides it: the figure aimed at (its marks) and every figure caught, in
  // order (a mask of their places among the living while that fits a number exactly, else their ids).
  const byCaught = new Map<AmFigureState | undefined, Map<number | string, number>>();
  const maskable = living.length <= 52;
  const aimWorth = (aim: MagicAim, caught: boolean): number => {
    const work = (): number => {
      const places = caughtBy(aim.square, caught);
      let key: number | string = maskable ? 0 : "";
      for (const k of places) {
        const f = living[k] as AmFigureState;
        key = typeof key === "number" ? key + 2 ** k : `${key}${f.id.length}:${f.id}`;
      }
      let worths = byCaught.get(aim.primary);
      if (!worths) {
        worths = new Map();
        byCaught.set(aim.primary, worths);
      }
      const known = worths.get(key);
      if (known !== undefined) return known;
      // Any square in the area (or two squares off it) stands for every other: see MagicAim.
      const moved = { ...attacker, position: caught ? aim.square : { i: aim.square.i + 2, j: aim.square.j } };
      const defenders = places.map((k) => (k === self ? moved : (living[k] as AmFigureState)));
      const worth = attackWorth(state, moved, "magic", aim.square, aim.primary, { charging: false, buff: options.buff, living, caught: defenders });
      worths.set(key, worth);
      return worth;
    };
    return caught ? (aim.worthCaught ??= work()) : (aim.worthApart ??= work());
  };
  const reaches = (attackType: AttackType, at: Offset, target: Offset): boolean => {
    // The cheap refusals of the target checks first; the checks themselves decide the rest.
    const distance = squareDistance(at, target, rule);
    switch (attackType) {
      case "melee":
        return distance !== 0 && distance <= reach;
      case "range":
        return Math.max(Math.abs(at.i - target.i), Math.abs(at.j - target.j)) > 1 && distance <= distanceStat && checkRangeTarget(at, target, distanceStat, targeting).ok;
      case "magic":
        return distance <= distanceStat && checkMagicTarget(at, target, distanceStat, targeting).ok;
    }
  };
  return {
    bestFrom(at, charging) {
      let best: AttackChoice | undefined;
      for (const attackType of types) {
        if (attackType === "magic") {
          for (const aim of magicAims()) {
            // Known to be worth nothing from anywhere: never chosen, so not checked.
            if (aim.worthCaught !== undefined && aim.worthApart !== undefined && aim.worthCaught <= 0 && aim.worthApart <= 0) continue;
            if (!reaches(attackType, at, aim.square)) continue;
            const worth = aimWorth(aim, squareDistance(aim.square, at, rule) <= 1);
            if (worth > 0 && (!best || worth > best.worth + 1e-12)) best = { attackType, targetSquare: aim.square, charging: false, worth };
          }
          continue;
        }
        const charges = charging && attackType === "melee";
        const byEnemy = enemyWorths(attackType, charges);
        for (let k = 0; k < enemies.length; k++) {
          const known = byEnemy[k];
          if (known !== undefined && known <= 0) continue;
          const enemy = enemies[k] as AmFigureState;
          if (!reaches(attackType, at, enemy.position)) continue;
          const worth = enemyWorth(byEnemy, k, attackType, charges);
          if (worth > 0 && (!best || worth > best.worth + 1e-12)) best = { attackType, targetId: enemy.id, charging: charges, worth };
        }
      }
      return best;
    },
    upperBound(charging) {
      let bound = 0;
      for (const attackType of types) {
        if (attackType === "magic") {
          for (const aim of magicAims()) bound = Math.max(bound, aimWorth(aim, true), aimWorth(aim, false));
          continue;
        }
        const charges = charging && attackType === "melee";
        const byEnemy = enemyWorths(attackType, charges);
        for (let k = 0; k < enemies.length; k++) bound = Math.max(bound, enemyWorth(byEnemy, k, attackType, charges));
      }
      return bound;
    },
  };
}

/**
 * The best attack `attacker` could make standing where it stands: every attack type, every legal
 * target (Magic: every square that catches an enemy).
 */
export function bestAttackFrom(state: AmState, attacker: AmFigureState, options: { charging: boolean; buff: number; exclude?: readonly string[] }): AttackChoice | undefined {
  return attackPlanner(state, attacker, options).bestFrom(attacker.position, options.charging);
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
