import { RuleViolation } from "../common/errors";
import type { Offset } from "../common/geometry";
import type { KfBoard, KfFigure } from "./state";

export function sameHex(a: Offset, b: Offset): boolean {
  return a.i === b.i && a.j === b.j;
}

export function onBoard(board: KfBoard, hex: Offset): boolean {
  return Number.isInteger(hex.i) && Number.isInteger(hex.j) && hex.i >= 0 && hex.j >= 0 && hex.i < board.rows && hex.j < board.columns;
}

export function isBlocked(board: KfBoard, hex: Offset): boolean {
  for (const b of board.blocked) if (sameHex(b, hex)) return true;
  return false;
}

/** The figure still in play standing on `hex`, if any; the dead are removed from play. */
export function occupant(figures: readonly KfFigure[], hex: Offset): KfFigure | undefined {
  for (const f of figures) if (f.alive && sameHex(f.position, hex)) return f;
  return undefined;
}

/**
 * The sample scene from the source: 7 columns by 5 rows, no terrain. The hexes are flat-topped,
 * in columns, the odd columns half a hex lower: the board is then its own mirror image end to end,
 * so neither end starts with more room (rows of pointy-topped hexes gave the right end 57.6% of
 * the ready match).
 */
export const KF_SAMPLE_BOARD: KfBoard = {
  orientation: { columns: true, even: false },
  columns: 7,
  rows: 5,
  blocked: [],
};

export function assertBoard(board: KfBoard): void {
  for (const [name, value] of [["columns", board.columns], ["rows", board.rows]] as const) {
    if (!Number.isInteger(value) || value < 1) {
      throw new RuleViolation(
        "KnightFight.Rule.BoardSize",
        `Knight Fight: the board needs a whole number of at least 1 ${name} (got ${value})`,
        { name, value },
      );
    }
  }
  for (const hex of board.blocked) {
    if (!onBoard(board, hex)) {
      throw new RuleViolation(
        "KnightFight.Rule.OffBoard",
        `Knight Fight: hex (${hex.i}, ${hex.j}) is not on the board`,
        { i: hex.i, j: hex.j },
      );
    }
  }
}
