import { squareDistance, type Offset } from "../common/geometry";
import { checkMagicTarget, checkMeleeTarget, checkRangeTarget, type TargetCheck, type TargetingOptions } from "./area";
import { meleeReachOf } from "./figure";
import type { AmFigureState, AmState } from "./game-types";
import { rosterOf } from "./roster";
import { squareNumber } from "./movement";
import { cellKey, cellOf, rosterIndex } from "./roster-index";
import type { AttackType } from "./types";

export function livingFigures(state: AmState, sideId?: string): AmFigureState[] {
  const living: AmFigureState[] = [];
  for (const f of rosterOf(state).list) {
    if (!f.defeated && (sideId === undefined || f.side === sideId)) living.push(f);
  }
  return living;
}

/** Whether a side has a figure standing (that has not acted this round, with `unactivated`), without listing them. */
export function hasLiving(state: AmState, sideId: string, unactivated = false): boolean {
  const index = rosterIndex(rosterOf(state).list);
  return ((unactivated ? index.ready : index.standing).get(sideId) ?? 0) > 0;
}

/** The side whose turn it is, or null before the first round and after the game. */
export function currentSide(state: AmState): string | null {
  if (state.over || state.round === 0) return null;
  return state.initiative[state.turn] ?? null;
}

/** Figures the current side may activate now (only the active one mid-activation). */
export function activatableFigures(state: AmState): string[] {
  if (state.active) return [state.active.figureId];
  const side = currentSide(state);
  if (side === null) return [];
  return livingFigures(state, side)
    .filter((f) => !f.activated)
    .map((f) => f.id);
}

export function targetingOptions(state: AmState): TargetingOptions {
  return {
    diagonalRule: state.options.diagonalRule,
    walls: state.board.walls,
    requireLineOfSight: state.options.requireLineOfSight,
  };
}

/** Reach, Distance and sight for one attack, whatever the check setting says. */
export function checkTarget(state: AmState, attacker: AmFigureState, attackType: AttackType, target: Offset): TargetCheck {
  const options = targetingOptions(state);
  switch (attackType) {
    case "melee":
      return checkMeleeTarget(attacker.position, target, meleeReachOf(attacker.sheet), options);
    case "range":
      return checkRangeTarget(attacker.position, target, attacker.derived.distance ?? 0, options);
    case "magic":
      return checkMagicTarget(attacker.position, target, attacker.derived.distance ?? 0, options);
  }
}

/** The first figure `activatableFigures` lists, without listing the rest. */
export function firstActivatable(state: AmState): string | undefined {
  if (state.active) return state.active.figureId;
  const side = currentSide(state);
  if (side === null) return undefined;
  const list = rosterOf(state).list;
  const index = rosterIndex(list);
  for (let slot = index.firstReady.get(side) ?? 0; slot < list.length; slot++) {
    const f = list[slot];
    if (f && !f.defeated && f.side === side && !f.activated) {
      index.firstReady.set(side, slot);
      return f.id;
    }
  }
  index.firstReady.set(side, list.length);
  return undefined;
}

/** The first enemy `legalTargets` lists that is not in `exclude`, without checking the rest. */
export function firstLegalTarget(state: AmState, attackerId: string, attackType: AttackType, exclude: readonly string[] = []): string | undefined {
  const figures = rosterOf(state);
  const attacker = figures.figure(attackerId);
  if (!attacker || attacker.defeated || !attacker.sheet.attackTypes.includes(attackType)) return undefined;
  // Every diagonal rule counts at least the larger of the row and column gaps, so a figure past that far is out of reach unchecked.
  const reach = attackType === "melee" ? meleeReachOf(attacker.sheet) : (attacker.derived.distance ?? 0);
  // (A reach that is not a number never ruled a figure out.)
  for (const f of standingWithin(state, attacker.position, Number.isNaN(reach) ? Infinity : reach)) {
    if (f.side !== attacker.side && !exclude.includes(f.id) && checkTarget(state, attacker, attackType, f.position).ok) return f.id;
  }
  return undefined;
}

const gapBetween = (a: Offset, b: Offset): number => Math.max(Math.abs(a.i - b.i), Math.abs(a.j - b.j));

/** A search near a square looks in at most this many of the index's cells (it has them in a big game), else through the list. */
const MOST_CELLS = 9;

/** Places in the list `standingWithin` has found, marked to be read back in order (cleared as read). */
let foundSlot = new Uint8Array(256);

/** Standing figures, friend or foe, at most `gap` rows and columns from `square`, in record order. */
export function standingWithin(state: AmState, square: Offset, gap: number): AmFigureState[] {
  const list = rosterOf(state).list;
  const { i, j } = square;
  const near = (f: AmFigureState): boolean => !f.defeated && gapBetween(square, f.position) <= gap;
  const cells = Number.isFinite(gap) ? rosterIndex(list).cells : undefined;
  const [top, bottom, left, right] = [cellOf(i - gap), cellOf(i + gap), cellOf(j - gap), cellOf(j + gap)];
  const numbered = cellKey(top, left) !== undefined && cellKey(bottom, right) !== undefined;
  if (!cells || !numbered || (bottom - top + 1) * (right - left + 1) > MOST_CELLS) return list.filter(near);
  if (foundSlot.length < list.length) foundSlot = new Uint8Array(2 * list.length);
  // Marked, then read from the first place to the last: record order without a sort.
  let first = list.length;
  let last = -1;
  for (let ci = top; ci <= bottom; ci++) {
    for (let cj = left; cj <= right; cj++) {
      for (const slot of cells.get(cellKey(ci, cj) as number) ?? []) {
        if (!near(list[slot] as AmFigureState)) continue;
        foundSlot[slot] = 1;
        first = Math.min(first, slot);
        last = Math.max(last, slot);
      }
    }
  }
  const found: AmFigureState[] = [];
  for (let slot = first; slot <= last; slot++) {
    if (foundSlot[slot] !== 1) continue;
    foundSlot[slot] = 0;
    found.push(list[slot] as AmFigureState);
  }
  return found;
}

/** Enemy figures the attacker could legally attack (Magic: aiming at their square). */
export function legalTargets(state: AmState, attackerId: string, attackType: AttackType): string[] {
  const attacker = rosterOf(state).figure(attackerId);
  if (!attacker || attacker.defeated || !attacker.sheet.attackTypes.includes(attackType)) return [];
  return livingFigures(state)
    .filter((f) => f.side !== attacker.side && checkTarget(state, attacker, attackType, f.position).ok)
    .map((f) => f.id);
}

/** The first standing figure in record order on `square`, other than `exceptId`. */
export function figureAt(state: AmState, square: Offset, exceptId?: string): AmFigureState | undefined {
  const list = rosterOf(state).list;
  const key = squareNumber(square.i, square.j);
  const squares = rosterIndex(list).squares;
  // The index holds at most one standing figure a square, and only whole squares match by key alone.
  if (squares && typeof key === "number") {
    const f = squares.get(key);
    return f && f.id !== exceptId ? f : undefined;
  }
  for (const f of list) {
    if (!f.defeated && f.id !== exceptId && f.position.i === square.i && f.position.j === square.j) return f;
  }
  return undefined;
}

/** Standing figures, friend or foe, within `radius` of `square` in record order (what `affectedByMagic` gives over `livingFigures`). */
export function caughtInArea(state: AmState, square: Offset, radius: number): AmFigureState[] {
  // Every diagonal rule counts at least the row/column gap: a figure past it is outside unmeasured.
  return standingWithin(state, square, radius).filter((f) => squareDistance(square, f.position, state.options.diagonalRule) <= radius);
}

/** `figure`'s standing friends (not itself) at most `gap` rows and columns away, in record order. */
export function standingNear(state: AmState, figure: AmFigureState, gap: number): AmFigureState[] {
  return standingWithin(state, figure.position, gap).filter((f) => f.side === figure.side && f.id !== figure.id);
}
