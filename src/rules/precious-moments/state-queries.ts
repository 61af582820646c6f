import { PM_CODES, violation } from "./violations";
import type { PmFigureState, PmSide, PmState } from "./types";

export function otherSide(side: PmSide): PmSide {
  return side === "a" ? "b" : "a";
}

export function findFigure(state: PmState, figureId: string): PmFigureState {
  const figure = state.figures.find((f) => f.id === figureId);
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
  const hasActed = actedLookup(state);
  return figuresInPlay(state, side).filter((f) => !hasActed(f.id));
}

export function figuresYetToPlace(state: PmState, side: PmSide): PmFigureState[] {
  return state.figures.filter((f) => f.side === side && !f.inHeaven && f.position === null);
}

/** Sets of acted ids, one per `acted` list and its length when built (a step only ever adds to its own copy). */
const actedSets = new WeakMap<readonly string[], { readonly length: number; readonly ids: ReadonlySet<string> }>();

/** Whether an id has acted: a scan of a short list, else a set built once per list. */
function actedLookup(state: PmState): (id: string) => boolean {
  const { acted } = state;
  if (acted.length < 16) return (id) => acted.includes(id);
  let cached = actedSets.get(acted);
  if (cached?.length !== acted.length) {
    cached = { length: acted.length, ids: new Set(acted) };
    actedSets.set(acted, cached);
  }
  const ids = cached.ids;
  return (id) => ids.has(id);
}

/** The first figure of `side` (in table order) still to act this phase, without listing them all. */
export function firstYetToAct(state: PmState, side: PmSide): PmFigureState | undefined {
  const hasActed = actedLookup(state);
  for (const f of state.figures) {
    if (!f.inHeaven && f.side === side && !hasActed(f.id)) return f;
  }
  return undefined;
}
