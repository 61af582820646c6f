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
   * Standing figures by square (`squareNumber`); undefined once two standing figures share a
   * square (only a state made by hand can hold them), and then the queries look through the list.
   */
  squares: Map<number | string, AmFigureState> | undefined;
  /** Per side: no figure of the side before this place in the list is ready (absent: 0). */
  readonly firstReady: Map<string, number>;
}

// The index of one roster's figure list, kept while the game moves from list to list: the roster
// `Work` writes to hands it on to the list it copies and keeps it up to date as it replaces
// figures, so the turn, game-over and square checks count and look through nothing. Any other
// list is indexed afresh when asked about (a list is never edited once a step returns it). One
// list, not a WeakMap: games step one state at a time.
let indexed: Figures | undefined;
let index: RosterIndex = emptyIndex();

function emptyIndex(): RosterIndex {
  return { standing: new Map(), ready: new Map(), squares: new Map(), firstReady: new Map() };
}

function bump(counts: Map<string, number>, side: string, by: number): void {
  counts.set(side, (counts.get(side) ?? 0) + by);
}

const keyOf = (f: AmFigureState): number | string => squareNumber(f.position.i, f.position.j);

function add(f: AmFigureState, slot: number): void {
  if (f.defeated) return;
  bump(index.standing, f.side, 1);
  if (!f.activated) {
    bump(index.ready, f.side, 1);
    if (slot < (index.firstReady.get(f.side) ?? 0)) index.firstReady.set(f.side, slot);
  }
  const squares = index.squares;
  if (!squares) return;
  const key = keyOf(f);
  if (squares.has(key)) index.squares = undefined;
  else squares.set(key, f);
}

function remove(f: AmFigureState): void {
  if (f.defeated) return;
  bump(index.standing, f.side, -1);
  if (!f.activated) bump(index.ready, f.side, -1);
  index.squares?.delete(keyOf(f));
}

export function rosterIndex(figures: Figures): RosterIndex {
  if (figures !== indexed) {
    index = emptyIndex();
    figures.forEach(add);
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
  if (before.defeated === after.defeated && before.activated === after.activated && before.side === after.side && before.position === after.position) {
    // Counted as before: only the square now holds the new figure.
    if (!after.defeated) index.squares?.set(keyOf(after), after);
    return;
  }
  remove(before);
  add(after, slot);
}
