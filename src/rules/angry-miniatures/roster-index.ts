import type { AmFigureState } from "./game-types";
import { squareNumber } from "./movement";

type Figures = readonly AmFigureState[];

/** What the rules ask of a roster's figure list too often to work out afresh each time. */
export interface RosterIndex {
  /** Per side: figures standing. */
  readonly standing: Map<string, number>;
  /** Per side: figures standing that have not acted this round. */
  readonly ready: Map<string, number>;
  /**
   * Standing figures by square (`squareNumber`); undefined in a list of fewer than PLACED_FROM
   * figures, and once two standing figures share a square (only a state made by hand can hold
   * them): the queries then look through the list.
   */
  squares: Map<number | string, AmFigureState> | undefined;
  /** Per side: no figure of the side before this place in the list is ready (absent: 0). */
  readonly firstReady: Map<string, number>;
  /**
   * Places in the list of the standing figures in each block of CELL x CELL squares (`cellKey`);
   * undefined as `squares` is, and once a figure stands off whole squares or far out.
   */
  cells: Map<number, number[]> | undefined;
}

/** Squares a side of a cell: a search within a figure's Distance looks at a few cells. */
const CELL = 8;
const CELL_REACH = 1 << 12;

/** The cell a row or column falls in. */
export const cellOf = (x: number): number => Math.floor(x / CELL);

/** The key of cell (ci, cj), or undefined for a cell too far out to number. */
export function cellKey(ci: number, cj: number): number | undefined {
  if (Math.abs(ci) >= CELL_REACH || Math.abs(cj) >= CELL_REACH) return undefined;
  return (ci + CELL_REACH) * 2 * CELL_REACH + (cj + CELL_REACH);
}

/** The key of the cell of a figure's square, or undefined off whole squares or too far out. */
function cellKeyOf(f: AmFigureState): number | undefined {
  const { i, j } = f.position;
  return Number.isInteger(i) && Number.isInteger(j) ? cellKey(cellOf(i), cellOf(j)) : undefined;
}

// The index of one roster's figure list, kept while the game moves from list to list: the roster
// `Work` writes to hands it on to the list it copies and keeps it up to date as it replaces
// figures, so the turn, game-over and square checks count and look through nothing. Any other
// list is indexed afresh when asked about (a list is never edited once a step returns it). One
// list, not a WeakMap: games step one state at a time.
let indexed: Figures | undefined;
/** Squares and cells are kept for lists of at least this many figures: a look through fewer costs less than keeping them. */
export const PLACED_FROM = 32;

let index: RosterIndex = emptyIndex(0);

function emptyIndex(size: number): RosterIndex {
  const placed = size >= PLACED_FROM;
  return { standing: new Map(), ready: new Map(), squares: placed ? new Map() : undefined, firstReady: new Map(), cells: placed ? new Map() : undefined };
}

function bump(counts: Map<string, number>, side: string, by: number): void {
  counts.set(side, (counts.get(side) ?? 0) + by);
}

const keyOf = (f: AmFigureState): number | string => squareNumber(f.position.i, f.position.j);

/** Count a figure (by -1: count it out) in its side's standing and ready figures. */
function count(f: AmFigureState, slot: number, by: 1 | -1): void {
  if (f.defeated) return;
  bump(index.standing, f.side, by);
  if (f.activated) return;
  bump(index.ready, f.side, by);
  if (by > 0 && slot < (index.firstReady.get(f.side) ?? 0)) index.firstReady.set(f.side, slot);
}

/** Place a standing figure on its square and in its cell. */
function place(f: AmFigureState, slot: number): void {
  if (f.defeated) return;
  const squares = index.squares;
  if (squares) {
    const key = keyOf(f);
    if (squares.has(key)) index.squares = undefined;
    else squares.set(key, f);
  }
  const cells = index.cells;
  if (cells) {
    const key = cellKeyOf(f);
    if (key === undefined) index.cells = undefined;
    else {
      const cell = cells.get(key);
      if (cell) cell.push(slot);
      else cells.set(key, [slot]);
    }
  }
}

/** Take a standing figure off its square and out of its cell. */
function unplace(f: AmFigureState, slot: number): void {
  if (f.defeated) return;
  index.squares?.delete(keyOf(f));
  const key = cellKeyOf(f);
  const cell = key === undefined ? undefined : index.cells?.get(key);
  const at = cell ? cell.indexOf(slot) : -1;
  if (cell && at >= 0) cell.splice(at, 1);
}

export function rosterIndex(figures: Figures): RosterIndex {
  if (figures !== indexed) {
    index = emptyIndex(figures.length);
    figures.forEach((f, slot) => {
      count(f, slot, 1);
      place(f, slot);
    });
    indexed = figures;
  }
  return index;
}

/** `copy` now holds what `figures` held and will be edited in its place: the index moves to it. */
export function carryIndex(figures: Figures, copy: Figures): void {
  if (indexed === figures) indexed = copy;
}

/** `figures` (a list still being built) has had `before` replaced by `after` at `slot`. */
export function reindex(figures: Figures, slot: number, before: AmFigureState, after: AmFigureState): void {
  if (indexed !== figures) return;
  if (before.defeated !== after.defeated || before.activated !== after.activated || before.side !== after.side) {
    count(before, slot, -1);
    count(after, slot, 1);
  }
  if (before.defeated !== after.defeated || before.position !== after.position) {
    unplace(before, slot);
    place(after, slot);
  } else if (!after.defeated) {
    // In the same place: only the square now holds the new figure.
    index.squares?.set(keyOf(after), after);
  }
}
