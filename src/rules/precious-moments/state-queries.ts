import { PM_CODES, violation } from "./violations";
import type { PmFigureState, PmSide, PmState } from "./types";

/** Below this length a list is scanned rather than indexed. */
const FEW = 16;

export function otherSide(side: PmSide): PmSide {
  return side === "a" ? "b" : "a";
}

/**
 * Where each id stood in the figures list last indexed. A game never reorders its figures and
 * `createGame` gives each its own id, so one index serves every state of a game (and a copy of the
 * list made by a step) without a look-up per list: a place is only a hint, checked on use, and a
 * miss (another game) indexes the list asked about instead.
 */
let figureIndex: { figures: readonly PmFigureState[] | null; at: Map<string, number> } = { figures: null, at: new Map() };

function indexFigures(figures: readonly PmFigureState[]): Map<string, number> {
  const at = new Map<string, number>();
  figures.forEach((f, k) => {
    if (!at.has(f.id)) at.set(f.id, k);
  });
  figureIndex = { figures, at };
  return at;
}

/** The place of the figure with this id in `state.figures`, or -1: a scan of a short list, else the index. */
export function figurePlace(state: PmState, figureId: string): number {
  const { figures } = state;
  if (figures.length < FEW) return figures.findIndex((f) => f.id === figureId);
  let k = figureIndex.at.get(figureId);
  if (k !== undefined && figures[k]?.id === figureId) return k;
  if (figureIndex.figures !== figures) {
    k = indexFigures(figures).get(figureId);
    if (k !== undefined) return k;
  }
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

/** Whether `side` has a figure still in play (`figuresInPlay` without the list). */
export function hasFigureInPlay(state: PmState, side: PmSide): boolean {
  for (const f of state.figures) if (f.side === side && !f.inHeaven) return true;
  return false;
}

/** Total current Value of a side's figures still in play. */
export function currentValue(state: PmState, side: PmSide): number {
  return figuresInPlay(state, side).reduce((total, f) => total + f.value, 0);
}

/** Figures of `side` that may still act in the current movement or singing phase. */
export function figuresYetToAct(state: PmState, side: PmSide): PmFigureState[] {
  return figuresInPlay(state, side).filter((f) => !hasActed(state, f));
}

/** Whether `side` has a figure in play still to place (`figuresYetToPlace` without the list). */
export function hasFigureToPlace(state: PmState, side: PmSide): boolean {
  for (const f of state.figures) if (f.side === side && !f.inHeaven && f.position === null) return true;
  return false;
}

export function figuresYetToPlace(state: PmState, side: PmSide): PmFigureState[] {
  return state.figures.filter((f) => f.side === side && !f.inHeaven && f.position === null);
}

/**
 * Whether the figure has moved, sung or passed in the state's current phase. The mark is read from
 * the figure given, so it must be the figure as it stands in `state` (from `state.figures`).
 */
export function hasActed(state: PmState, figure: PmFigureState): boolean {
  return figure.actedInPhase === state.phaseSerial;
}

/**
 * Where the search for each side's first figure yet to act may start, for one figures list in one
 * phase: every figure of that side before it has acted or gone to Heaven. A step that marks a
 * figure as acted (and may send figures to Heaven, never back) hands the hint on to its copy of the
 * list (`carryYetToActHint`): acting and Heaven only grow within a phase and the list keeps its
 * order, so the old starts stay true and each phase's searches together walk the list once instead
 * of once per activation. One hint, for the last list asked about: a game is played one step after
 * another.
 */
const yetToActHint: { figures: readonly PmFigureState[] | null; phase: number; a: number; b: number } = { figures: null, phase: 0, a: 0, b: 0 };

/** Hand the hint for `figures` on to the step's copy `nextFigures`, in the same phase `phase`. */
export function carryYetToActHint(figures: readonly PmFigureState[], nextFigures: readonly PmFigureState[], phase: number): void {
  const hint = yetToActHint;
  if (hint.figures !== figures || hint.phase !== phase) return;
  hint.figures = nextFigures;
}

/** The first figure of `side` (in table order) still to act this phase, without listing them all. */
export function firstYetToAct(state: PmState, side: PmSide): PmFigureState | undefined {
  const { figures, phaseSerial } = state;
  if (figures.length < FEW) {
    for (const f of figures) {
      if (!f.inHeaven && f.side === side && f.actedInPhase !== phaseSerial) return f;
    }
    return undefined;
  }
  const hint = yetToActHint;
  if (hint.figures !== figures || hint.phase !== phaseSerial) {
    hint.figures = figures;
    hint.phase = phaseSerial;
    hint.a = 0;
    hint.b = 0;
  }
  for (let k = side === "a" ? hint.a : hint.b; k < figures.length; k++) {
    const f = figures[k];
    if (f && !f.inHeaven && f.side === side && f.actedInPhase !== phaseSerial) {
      if (side === "a") hint.a = k;
      else hint.b = k;
      return f;
    }
  }
  if (side === "a") hint.a = figures.length;
  else hint.b = figures.length;
  return undefined;
}
