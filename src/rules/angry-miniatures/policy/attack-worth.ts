import { sheetMemo } from "../sheet-memo";
import { SQUARE_STEPS, squareDistance, type Offset } from "../../common/geometry";
import { affectedByMagic } from "../area";
import { attackDiceCount, defenceDiceCount } from "../contest";
import { combatantOf, tacticalGeniusMarks } from "../game-attack";
import { hasLineOfSight } from "../area";
import { meleeReachOf } from "../figure";
import { livingFigures, targetingOptions } from "../game-queries";
import type { AmFigureState, AmState } from "../game-types";
import { onBoard, squareNumber } from "../movement";
import { contestOdds, MAX_ODDS_DICE, type ContestOdds } from "../odds";
import { ATTACK_TYPES, DEFENCE_STAT, PRESENTATIONS, type AttackType, type Presentation } from "../types";

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

const NO_MARKS = { own: 0, others: 0 } as const;

const clampDice = (n: number): number => Math.max(0, Math.min(MAX_ODDS_DICE, n));

/** Attack dice by sheet (every trait the count reads is on the sheet) and a number made of the other inputs. */
const attackDiceMemo = sheetMemo<Map<number, number>>();
const smallCount = (n: number): boolean => Number.isInteger(n) && n >= 0 && n < 64;

function countAttackDice(attacker: AmFigureState, base: number, charging: boolean, marks: { own: number; others: number }, buff: number): number {
  return attackDiceCount({ attacker: combatantOf(attacker), base, charging, tacticalGenius: marks.others, ownTacticalGenius: marks.own, buff }).dice;
}

/** `attackDiceCount(...).dice` for `attacker`, remembered per sheet (sheets outlive games: simulate reuses its setup's). */
function attackDiceOf(attacker: AmFigureState, attackType: AttackType, charging: boolean, marks: { own: number; others: number }, buff: number): number {
  const base = attacker.derived[attackType] ?? 0;
  if (!smallCount(base) || !smallCount(marks.own) || !smallCount(marks.others) || !smallCount(buff)) return countAttackDice(attacker, base, charging, marks, buff);
  const key = (((base * 64 + marks.own) * 64 + marks.others) * 64 + buff) * 2 + (charging ? 1 : 0);
  let bySheet = attackDiceMemo.get(attacker.sheet);
  if (!bySheet) {
    bySheet = new Map();
    attackDiceMemo.set(attacker.sheet, bySheet);
  }
  let dice = bySheet.get(key);
  if (dice === undefined) {
    dice = countAttackDice(attacker, base, charging, marks, buff);
    bySheet.set(key, dice);
  }
  return dice;
}

/** Defence dice (no cover) by sheet, then by attack type, the attacker's presentation and the experimental rule. */
const defenceDiceMemo = sheetMemo<number[]>();

/** `defenceDiceCount(...).dice` without cover for `defender`, remembered per sheet. */
function defenceDiceOf(defender: AmFigureState, attackType: AttackType, attackerPresentation: Presentation | undefined, experimentalMeleeDefender: boolean): number {
  const presentation = attackerPresentation === undefined ? PRESENTATIONS.length : PRESENTATIONS.indexOf(attackerPresentation);
  const slot = ((ATTACK_TYPES.indexOf(attackType) * (PRESENTATIONS.length + 1) + presentation) * 2 + (experimentalMeleeDefender ? 1 : 0));
  let bySheet = defenceDiceMemo.get(defender.sheet);
  if (!bySheet) {
    bySheet = [];
    defenceDiceMemo.set(defender.sheet, bySheet);
  }
  let dice = presentation >= 0 ? bySheet[slot] : undefined;
  if (dice === undefined) {
    dice = defenceDiceCount({
      defender: combatantOf(defender),
      base: defender.sheet[DEFENCE_STAT[attackType]],
      attackType,
      attackerPresentation,
      cover: false,
      options: { experimentalMeleeDefender },
    }).dice;
    if (presentation >= 0) bySheet[slot] = dice;
  }
  return dice;
}

/** Plain contest odds by (attack dice, defence dice, melee), as an array slot rather than odds.ts's string-keyed memo. */
const oddsMemo: (ContestOdds | undefined)[] = [];
/** Expected Health taken, by odds slot and then by the Health of the figure taking it: from the defender, and from the attacker (counter-damage). */
const takenMemo: (number[] | undefined)[] = [];
const counterMemo: (number[] | undefined)[] = [];

/** The odds slot of a contest, or -1 when the dice are not whole numbers in range (contestOdds refuses those). */
function oddsSlot(attackDice: number, defenceDice: number, melee: boolean): number {
  if (!Number.isInteger(attackDice) || !Number.isInteger(defenceDice)) return -1;
  return (attackDice * (MAX_ODDS_DICE + 1) + defenceDice) * 2 + (melee ? 1 : 0);
}

function oddsAt(slot: number, attackDice: number, defenceDice: number, melee: boolean): ContestOdds {
  if (slot < 0) return contestOdds(attackDice, defenceDice, melee);
  return (oddsMemo[slot] ??= contestOdds(attackDice, defenceDice, melee));
}

const HEALTH_MEMO_LIMIT = 256;

/** Expected Health a figure of `health` loses in a contest of clamped dice: as the defender (`counter` false) or as the attacker. */
function contestLoss(attackDice: number, defenceDice: number, melee: boolean, health: number, counter: boolean): number {
  const slot = oddsSlot(attackDice, defenceDice, melee);
  const memoable = slot >= 0 && Number.isInteger(health) && health >= 0 && health < HEALTH_MEMO_LIMIT;
  if (!memoable) {
    const odds = oddsAt(slot, attackDice, defenceDice, melee);
    return expectedLoss(counter ? odds.defender : odds.attacker, health);
  }
  const memo = counter ? counterMemo : takenMemo;
  let byHealth = memo[slot];
  if (!byHealth) {
    byHealth = [];
    memo[slot] = byHealth;
  }
  const known = byHealth[health];
  if (known !== undefined) return known;
  const odds = oddsAt(slot, attackDice, defenceDice, melee);
  const loss = expectedLoss(counter ? odds.defender : odds.attacker, health);
  byHealth[health] = loss;
  return loss;
}

/** Expected Health taken from a figure of `health` by a damage distribution, a defeat counted extra. */
function expectedLoss(distribution: Readonly<Record<number, number>>, health: number): number {
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
  const marks = primary ? tacticalGeniusMarks(primary, attacker.id) : NO_MARKS;
  const attackDice = attackDiceOf(attacker, attackType, options.charging, marks, options.buff);
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
    const defenceDice = defenceDiceOf(defender, attackType, attacker.sheet.presentation, state.options.experimentalMeleeDefender);
    const melee = attackType === "melee";
    const taken = contestLoss(clampDice(attackDice), clampDice(defenceDice), melee, defender.health, false);
    if (defender.side === attacker.side) friendLoss += taken;
    else enemyLoss += taken;
    friendLoss += contestLoss(clampDice(attackDice), clampDice(defenceDice), melee, attacker.health, true);
  }
  if (friendLoss > 0 && attackType === "magic" && enemyLoss < CLEARLY_WORTH + FRIEND_WEIGHT * friendLoss) return -Infinity;
  return enemyLoss - FRIEND_WEIGHT * friendLoss;
}

/** A square's number as a small integer near the origin (no boxed number to hash), else `squareNumber`'s key. */
const smallSquareKey = (i: number, j: number): number | string =>
  Number.isInteger(i) && Number.isInteger(j) && Math.abs(i) < 1 << 12 && Math.abs(j) < 1 << 12 ? (i + (1 << 12)) * (1 << 13) + (j + (1 << 12)) : `${squareNumber(i, j)}`;

/** Squares a Magic attack could be aimed at to catch an enemy: each enemy's square and its neighbours. */
export function magicSquares(state: AmState, attacker: AmFigureState, living: readonly AmFigureState[] = livingFigures(state)): Offset[] {
  const seen = new Set<number | string>();
  const squares: Offset[] = [];
  for (const enemy of living) {
    if (enemy.side === attacker.side) continue;
    const { i, j } = enemy.position;
    for (const [di, dj] of BLOCK_STEPS) {
      const square = { i: i + di, j: j + dj };
      if (!onBoard(state.board.size, square)) continue;
      const key = smallSquareKey(square.i, square.j);
      if (seen.has(key)) continue;
      seen.add(key);
      squares.push(square);
    }
  }
  return squares;
}

/** Working memory for the figures a Magic area catches (read at once, never kept). */
let caughtPlaces: Int32Array = new Int32Array(16);
const grownPlaces = (places: Int32Array): Int32Array => {
  const grown = new Int32Array(2 * places.length);
  grown.set(places);
  return grown;
};

/** A square and then its eight neighbours: the 3 x 3 block, the square first. */
const BLOCK_STEPS: readonly (readonly [number, number])[] = [[0, 0], ...SQUARE_STEPS];

/**
 * The living figures by square, as their places among the living (in order within a square),
 * leaving one place out. Squares are numbered within the box the figures stand in (and a square
 * around it) while that box is small, else by `squareNumber`.
 */
class StandingIndex {
  readonly #heads: number[] | undefined;
  readonly #next: number[];
  readonly #top: number;
  readonly #left: number;
  readonly #rows: number;
  readonly #columns: number;
  readonly #byKey: Map<number | string, number[]> | undefined;
  constructor(living: readonly AmFigureState[], leaveOut: number) {
    let top = Infinity;
    let bottom = -Infinity;
    let left = Infinity;
    let right = -Infinity;
    for (const f of living) {
      top = Math.min(top, f.position.i);
      bottom = Math.max(bottom, f.position.i);
      left = Math.min(left, f.position.j);
      right = Math.max(right, f.position.j);
    }
    this.#top = top - 1;
    this.#left = left - 1;
    this.#rows = bottom - top + 3;
    this.#columns = right - left + 3;
    this.#next = new Array<number>(living.length).fill(-1);
    if (living.length > 0 && this.#rows * this.#columns <= 64 * living.length + 1024) {
      const heads = new Array<number>(this.#rows * this.#columns).fill(-1);
      for (let k = living.length - 1; k >= 0; k--) {
        if (k === leaveOut) continue;
        const { i, j } = (living[k] as AmFigureState).position;
        const cell = (i - this.#top) * this.#columns + (j - this.#left);
        this.#next[k] = heads[cell] as number;
        heads[cell] = k;
      }
      this.#heads = heads;
    } else {
      const byKey = new Map<number | string, number[]>();
      living.forEach((f, k) => {
        if (k === leaveOut) return;
        const key = squareNumber(f.position.i, f.position.j);
        const here = byKey.get(key);
        if (here) here.push(k);
        else byKey.set(key, [k]);
      });
      this.#byKey = byKey;
    }
  }

  /** The first place standing on (i, j), or -1. */
  first(i: number, j: number): number {
    if (this.#byKey) return this.#byKey.get(squareNumber(i, j))?.[0] ?? -1;
    const r = i - this.#top;
    const c = j - this.#left;
    if (r < 0 || c < 0 || r >= this.#rows || c >= this.#columns) return -1;
    return this.#heads?.[r * this.#columns + c] ?? -1;
  }

  /** The place standing on the same square after `k`, or -1. */
  after(k: number, i: number, j: number): number {
    if (this.#byKey) {
      const here = this.#byKey.get(squareNumber(i, j)) ?? [];
      return here[here.indexOf(k) + 1] ?? -1;
    }
    return this.#next[k] ?? -1;
  }
}

/**
 * A Magic aim worked out once per decision: its square, the figure standing there, the other
 * figures the area catches, and its worth with the attacker outside the area and inside it. Inside,
 * the attacker is caught wherever it stands (the other figures caught, the order they are counted
 * in and every die are the same).
 */
interface MagicAim {
  readonly square: Offset;
  readonly primary: AmFigureState | undefined;
  worthApart?: number;
  worthCaught?: number;
  /** The choices of this aim bestFrom has returned, standing outside the area and inside it. */
  choiceApart?: AttackChoice;
  choiceCaught?: AttackChoice;
}

/** Whether an attack worth `worth` replaces the best so far (of `bestType`, worth `bestWorth`): first found wins among near-equals. */
const beats = (worth: number, bestType: AttackType | undefined, bestWorth: number): boolean => worth > 0 && (bestType === undefined || worth > bestWorth + 1e-12);

/** attackWorth's verdict on a Magic attack from what the enemy and the friends lose. */
const magicWorth = (enemyLoss: number, friendLoss: number): number =>
  friendLoss > 0 && enemyLoss < CLEARLY_WORTH + FRIEND_WEIGHT * friendLoss ? -Infinity : enemyLoss - FRIEND_WEIGHT * friendLoss;

export interface PlannerOptions {
  readonly buff: number;
  /** Targets the attack may not be made at (a free attack's exclusions). */
  readonly exclude?: readonly string[];
  /** Magic only aimed at a square a figure stands on (a table whose Magic attack names its target figure). */
  readonly magicAtFigures?: boolean;
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
export function attackPlanner(state: AmState, attacker: AmFigureState, options: PlannerOptions): AttackPlanner {
  const living = livingFigures(state);
  const exclude = options.exclude ?? [];
  const rule = state.options.diagonalRule;
  const targeting = targetingOptions(state);
  const walls = targeting.walls ?? [];
  const sightMatters = (targeting.requireLineOfSight ?? true) && walls.length > 0;
  const reach = meleeReachOf(attacker.sheet);
  const distanceStat = attacker.derived.distance ?? 0;
  const enemies = living.filter((f) => f.side !== attacker.side && !exclude.includes(f.id));
  const types = attacker.sheet.attackTypes;
  // Worth by attack type, charging and enemy index.
  const worths: (number | undefined)[][] = [];
  const enemyWorths = (attackType: AttackType, charges: boolean): (number | undefined)[] => (worths[ATTACK_TYPES.indexOf(attackType) * 2 + (charges ? 1 : 0)] ??= []);
  const enemyWorth = (byEnemy: (number | undefined)[], k: number, attackType: AttackType, charges: boolean): number =>
    (byEnemy[k] ??= attackWorth(state, attacker, attackType, (enemies[k] as AmFigureState).position, enemies[k], { charging: charges, buff: options.buff, living }));
  const self = living.findIndex((f) => f.id === attacker.id);
  // Off whole squares (never in play) every figure is read instead of the index.
  const onWholeSquares = living.every((f) => Number.isInteger(f.position.i) && Number.isInteger(f.position.j));
  let standing: StandingIndex | undefined;
  const firstOn = (square: Offset): AmFigureState | undefined => {
    if (!onWholeSquares) return living.find((f) => f.id !== attacker.id && f.position.i === square.i && f.position.j === square.j);
    standing ??= new StandingIndex(living, self);
    return living[standing.first(square.i, square.j)];
  };
  let aims: MagicAim[] | undefined;
  const magicAims = (): MagicAim[] => {
    if (!aims) {
      aims = [];
      // First found wins among equal aims: listed the same way from either end of a board mirrored
      // left to right (the upper row first, then the square further towards the enemy's side).
      let towards = 0;
      for (const f of enemies) towards += f.position.j - attacker.position.j;
      const facing = towards < 0 ? -1 : 1;
      const squares = magicSquares(state, attacker, living).sort((a, b) => a.i - b.i || (b.j - a.j) * facing);
      for (const square of squares) {
        const primary = firstOn(square);
        if (options.magicAtFigures && !primary) continue;
        if (!(primary && exclude.includes(primary.id))) aims.push({ square, primary });
      }
    }
    return aims;
  };
  /** The places among the living of the figures other than the attacker a Magic area on `square` catches, in order. */
  /** The places among the living of the figures other than the attacker a Magic area on `square` catches, in order, into `caughtPlaces`; how many. */
  const caughtApart = (square: Offset): number => {
    let count = 0;
    const add = (k: number): void => {
      if (count === caughtPlaces.length) caughtPlaces = grownPlaces(caughtPlaces);
      // Kept in order as they come (insertion: the block holds a handful).
      let n = count++;
      while (n > 0 && (caughtPlaces[n - 1] as number) > k) {
        caughtPlaces[n] = caughtPlaces[n - 1] as number;
        n--;
      }
      caughtPlaces[n] = k;
    };
    if (!onWholeSquares) {
      living.forEach((f, k) => {
        if (k !== self && squareDistance(square, f.position, rule) <= 1) add(k);
      });
      return count;
    }
    standing ??= new StandingIndex(living, self);
    // Within 1 by any diagonal rule is within the 3 x 3 block around the square.
    for (const [di, dj] of BLOCK_STEPS) {
      const i = square.i + di;
      const j = square.j + dj;
      for (let k = standing.first(i, j); k >= 0; k = standing.after(k, i, j)) {
        if (squareDistance(square, (living[k] as AmFigureState).position, rule) <= 1) add(k);
      }
    }
    return count;
  };
  let unmarkedMagicDice: number | undefined;
  const magicDice = (primary: AmFigureState | undefined): number => {
    // No marks on the figure aimed at: none of them are the attacker's or another's.
    const marked = primary !== undefined && (primary.statuses["tactical-genius"] ?? 0) !== 0;
    if (marked) return attackDiceOf(attacker, "magic", false, tacticalGeniusMarks(primary, attacker.id), options.buff);
    return (unmarkedMagicDice ??= attackDiceOf(attacker, "magic", false, NO_MARKS, options.buff));
  };
  // Each living figure's defence dice against this attacker's Magic, found once.
  const magicDefence: number[] = [];
  const defenceAgainstMagic = (k: number): number => {
    let dice = magicDefence[k];
    if (dice === undefined) {
      const defender = living[k] as AmFigureState;
      dice = defenceDiceOf(defender, "magic", attacker.sheet.presentation, state.options.experimentalMeleeDefender);
      magicDefence[k] = dice;
    }
    return dice;
  };
  // attackWorth's Magic sum, the caught figures read in order (the attacker, where it stands in the area, counts as itself).
  // Both worths of an aim in one pass over the figures caught: with the attacker outside the area,
  // and with it counted where its place among the living falls (each sum in attackWorth's order).
  const workOutAim = (aim: MagicAim): void => {
    const count = caughtApart(aim.square);
    const attackDice = clampDice(magicDice(aim.primary));
    let enemyApart = 0;
    let friendApart = 0;
    let enemyCaught = 0;
    let friendCaught = 0;
    let n = 0;
    let selfCounted = self < 0;
    while (n < count || !selfCounted) {
      const k = n < count ? (caughtPlaces[n] as number) : -1;
      // The attacker counts only in the area it stands in, where its place falls.
      const place = !selfCounted && (k < 0 || self < k) ? self : k;
      if (place === self) selfCounted = true;
      else n++;
      const defender = living[place] as AmFigureState;
      const defenceDice = clampDice(defenceAgainstMagic(place));
      const taken = contestLoss(attackDice, defenceDice, false, defender.health, false);
      const counter = contestLoss(attackDice, defenceDice, false, attacker.health, true);
      const friend = defender.side === attacker.side;
      if (friend) friendCaught += taken;
      else enemyCaught += taken;
      friendCaught += counter;
      if (place === self) continue;
      if (friend) friendApart += taken;
      else enemyApart += taken;
      friendApart += counter;
    }
    aim.worthApart = magicWorth(enemyApart, friendApart);
    aim.worthCaught = self >= 0 ? magicWorth(enemyCaught, friendCaught) : aim.worthApart;
  };
  const aimWorth = (aim: MagicAim, caught: boolean): number => {
    if (aim.worthApart === undefined || aim.worthCaught === undefined) workOutAim(aim);
    return (caught ? aim.worthCaught : aim.worthApart) as number;
  };
  const reaches = (attackType: AttackType, at: Offset, target: Offset): boolean => {
    // The cheap refusals of the target checks first; the checks themselves decide the rest.
    const distance = squareDistance(at, target, rule);
    switch (attackType) {
      case "melee":
        return distance !== 0 && distance <= reach;
      // checkRangeTarget's and checkMagicTarget's refusals, the last being sight (never blocked without walls).
      case "range":
        return Math.max(Math.abs(at.i - target.i), Math.abs(at.j - target.j)) > 1 && distance <= distanceStat && (!sightMatters || hasLineOfSight(at, target, walls));
      case "magic":
        return distance <= distanceStat && (!sightMatters || hasLineOfSight(at, target, walls));
    }
  };
  // The choices of an enemy bestFrom has returned, by attack type, charging and enemy.
  const enemyChoices: (AttackChoice | undefined)[] = [];
  return {
    bestFrom(at, charging) {
      // The best so far, built into a choice only at the end: its worth (-Infinity: none yet),
      // attack type, and Magic aim or enemy.
      let bestWorth = -Infinity;
      let bestType: AttackType | undefined;
      let bestAim: MagicAim | undefined;
      let bestEnemy = -1;
      let bestCharges = false;
      for (const attackType of types) {
        if (attackType === "magic") {
          for (const aim of magicAims()) {
            const { worthCaught, worthApart } = aim;
            // Known never to beat the best so far (or worth nothing) from anywhere: never chosen, so not checked.
            if (worthCaught !== undefined && worthApart !== undefined && !beats(worthCaught, bestType, bestWorth) && !beats(worthApart, bestType, bestWorth)) continue;
            if (!reaches(attackType, at, aim.square)) continue;
            const worth = aimWorth(aim, squareDistance(aim.square, at, rule) <= 1);
            if (beats(worth, bestType, bestWorth)) {
              bestWorth = worth;
              bestType = attackType;
              bestAim = aim;
              bestCharges = false;
            }
          }
          continue;
        }
        const charges = charging && attackType === "melee";
        const byEnemy = enemyWorths(attackType, charges);
        for (let k = 0; k < enemies.length; k++) {
          const known = byEnemy[k];
          if (known !== undefined && !beats(known, bestType, bestWorth)) continue;
          const enemy = enemies[k] as AmFigureState;
          if (!reaches(attackType, at, enemy.position)) continue;
          const worth = enemyWorth(byEnemy, k, attackType, charges);
          if (beats(worth, bestType, bestWorth)) {
            bestWorth = worth;
            bestType = attackType;
            bestAim = undefined;
            bestEnemy = k;
            bestCharges = charges;
          }
        }
      }
      if (bestType === undefined) return undefined;
      // The same target is the best from many squares: one choice each, built the first time.
      if (bestAim) {
        const caught = bestWorth === bestAim.worthCaught;
        const known = caught ? bestAim.choiceCaught : bestAim.choiceApart;
        if (known && known.worth === bestWorth) return known;
        const choice: AttackChoice = { attackType: bestType, targetSquare: bestAim.square, charging: false, worth: bestWorth };
        if (caught) bestAim.choiceCaught = choice;
        else bestAim.choiceApart = choice;
        return choice;
      }
      const slot = (ATTACK_TYPES.indexOf(bestType) * 2 + (bestCharges ? 1 : 0)) * enemies.length + bestEnemy;
      const known = enemyChoices[slot];
      if (known && known.worth === bestWorth) return known;
      const choice: AttackChoice = { attackType: bestType, targetId: (enemies[bestEnemy] as AmFigureState).id, charging: bestCharges, worth: bestWorth };
      enemyChoices[slot] = choice;
      return choice;
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
export function bestAttackFrom(state: AmState, attacker: AmFigureState, options: PlannerOptions & { charging: boolean }): AttackChoice | undefined {
  return attackPlanner(state, attacker, options).bestFrom(attacker.position, options.charging);
}

/** The enemy most worth walking towards: the best attack on it (wherever from), discounted by the distance. */
export function bestPrey(state: AmState, attacker: AmFigureState): AmFigureState | undefined {
  const rule = state.options.diagonalRule;
  const speed = Math.max(1, attacker.derived.speed);
  let best: { prey: AmFigureState; value: number } | undefined;
  for (const enemy of livingFigures(state)) {
    if (enemy.side === attacker.side) continue;
    let worth = 0;
    for (const t of attacker.sheet.attackTypes) worth = Math.max(worth, attackWorth(state, attacker, t, enemy.position, enemy, { charging: false, buff: 0 }));
    const value = worth / (1 + squareDistance(attacker.position, enemy.position, rule) / speed);
    if (!best || value > best.value + 1e-12) best = { prey: enemy, value };
  }
  return best?.prey;
}
