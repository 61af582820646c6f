import { PM_CODES, violation } from "./violations";
import type { PmFigureState, PmSide, PmState } from "./types";

export function otherSide(side: PmSide): PmSide {
  return side === "a" ? "b" : "a";
}

/**
 * Where each id stands in a figures list. A game never reorders its figures, so a step's copy of
 * the list shares its parent's index (`shareFigureIndex`); a place is only a hint, checked on use.
 */
const figureIndexes = new WeakMap<readonly PmFigureState[], ReadonlyMap<string, number>>();

function figureIndexOf(figures: readonly PmFigureState[]): ReadonlyMap<string, number> {
  let index = figureIndexes.get(figures);
  if (!index) {
    const at = new Map<string, number>();
    figures.forEach((f, k) => {
      if (!at.has(f.id)) at.set(f.id, k);
    });
    index = at;
    figureIndexes.set(figures, index);
  }
  return index;
}

/** Let `copy`, a copy of `figures` with the same figures in the same places, use its index. */
export function shareFigureIndex(figures: readonly PmFigureState[], copy: readonly PmFigureState[]): void {
  const index = figureIndexes.get(figures);
  if (index) figureIndexes.set(copy, index);
}

/** The place of the figure with this id in `state.figures`, or -1: a scan of a short list, else the index. */
export function figurePlace(state: PmState, figureId: string): number {
  const { figures } = state;
  if (figures.length < 16) return figures.findIndex((f) => f.id === figureId);
  const k = figureIndexOf(figures).get(figureId);
  if (k !== undefined && figures[k]?.id === figureId) return k;
  return figures.findIndex((f) => f.id === figureId);
}

export function findFigure(state: PmState, figureId: string): PmFigureState {
  const figure = state.figures[figurePlace(state, figureId)];
  if (!figure) throw violation(PM_CODES.unknownFigure, `No figure with id "${figureId}" is in this game.`, { figureId });
  return figure;
}

export function figuresInPlay(state: PmState, side?: PmSide): PmFigureState[] {
  return state.figures.filter((f) => !f.inHeaven && (side === undefined || f.side === side));
}

/** Total current Value of a side's figures still in play. */
export function currentValue(state: PmState, side: PmSide): number {
  return figuresInPlay(state, side).reduce((total, f) => total + f.value, 0);
}

/** Figures of `side` that may still act in the current movement or singing phase. */
export function figuresYetToAct(state: PmState, side: PmSide): PmFigureState[] {
  // A set once many have acted, so a big choir's phase does not cost the square of its size.
  const { acted } = state;
  return figuresInPlay(state, side).filter((f) => !hasActed(acted, f.id));
}

export function figuresYetToPlace(state: PmState, side: PmSide): PmFigureState[] {
  return state.figures.filter((f) => f.side === side && !f.inHeaven && f.position === null);
}

/**
 * Where each id of an `acted` list stands in it. A step only ever appends one id to its own copy of
 * the list, so the lists of a game form chains, each one id longer than the last: one index serves
 * a whole chain (`tip` is the length of the longest list it has grown to), and a list is looked up
 * as "the index names a place inside this list, and the list has that id there".
 */
interface ActedIndex {
  readonly at: Map<string, number>;
  tip: number;
}

const actedIndexes = new WeakMap<readonly string[], ActedIndex>();

function actedIndexOf(acted: readonly string[]): ActedIndex {
  let index = actedIndexes.get(acted);
  if (!index) {
    const at = new Map<string, number>();
    acted.forEach((id, k) => {
      if (!at.has(id)) at.set(id, k);
    });
    index = { at, tip: acted.length };
    actedIndexes.set(acted, index);
  }
  return index;
}

/**
 * Tell the index that `after` is `before` with one id appended (a step's copy of the acted list), so
 * its index grows by one entry instead of being built again. Only the first list grown from a given
 * list shares its index; a second one gets its own when first looked up.
 */
export function noteActedAppended(before: readonly string[], after: readonly string[]): void {
  const index = actedIndexes.get(before);
  const id = after[after.length - 1];
  if (!index || id === undefined || after.length !== before.length + 1 || index.tip !== before.length) return;
  if (!index.at.has(id)) index.at.set(id, before.length);
  index.tip = after.length;
  actedIndexes.set(after, index);
}

/** Drop any index of a list about to be written to in place (a step's own copy, written more than once). */
export function forgetActed(acted: readonly string[]): void {
  actedIndexes.delete(acted);
}

/** Whether `id` is in the acted list: a scan of a short list, else one look-up in its chain's index. */
export function hasActed(acted: readonly string[], id: string): boolean {
  if (acted.length < 16) return acted.includes(id);
  const k = actedIndexOf(acted).at.get(id);
  return k !== undefined && k < acted.length && acted[k] === id;
}

/** The first figure of `side` (in table order) still to act this phase, without listing them all. */
export function firstYetToAct(state: PmState, side: PmSide): PmFigureState | undefined {
  const { acted } = state;
  for (const f of state.figures) {
    if (!f.inHeaven && f.side === side && !hasActed(acted, f.id)) return f;
  }
  return undefined;
}
