import type { AmFigureState } from "./game-types";

type Figures = readonly AmFigureState[];

/** Per side: figures standing, and standing that have not acted this round. */
export interface SideTally {
  readonly standing: Map<string, number>;
  readonly ready: Map<string, number>;
}

// The tally of one roster's figure list, kept while the game moves from list to list: the roster
// `Work` writes to hands it on to the list it copies and keeps it up to date as it replaces figures,
// so the turn and game-over checks count nothing. Any other list is counted afresh when asked about
// (a list is never edited once a step returns it). One list, not a WeakMap: games step one state at a time.
let tallied: Figures | undefined;
let tally: SideTally = { standing: new Map(), ready: new Map() };

function bump(counts: Map<string, number>, side: string, by: number): void {
  counts.set(side, (counts.get(side) ?? 0) + by);
}

function recount(f: AmFigureState, by: number): void {
  if (f.defeated) return;
  bump(tally.standing, f.side, by);
  if (!f.activated) bump(tally.ready, f.side, by);
}

export function sideTally(figures: Figures): SideTally {
  if (figures !== tallied) {
    tally = { standing: new Map(), ready: new Map() };
    for (const f of figures) recount(f, 1);
    tallied = figures;
  }
  return tally;
}

/** `copy` now holds what `figures` held and will be edited in its place: the tally moves to it. */
export function carryTally(figures: Figures, copy: Figures): void {
  if (tallied === figures) tallied = copy;
}

/** `figures` (a list still being built) has had `before` replaced by `after`. */
export function retally(figures: Figures, before: AmFigureState, after: AmFigureState): void {
  if (tallied !== figures || (before.defeated === after.defeated && before.activated === after.activated && before.side === after.side)) return;
  recount(before, -1);
  recount(after, 1);
}
