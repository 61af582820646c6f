import type { Offset } from "./types";

/** Diagonal measurement rules, in the order of Foundry's `CONST.GRID_DIAGONALS` (0..6). */
export const DIAGONAL_RULES = [
  "equidistant",
  "exact",
  "approximate",
  "rectilinear",
  "alternating1",
  "alternating2",
  "illegal",
] as const;
export type DiagonalRule = (typeof DIAGONAL_RULES)[number];

/** Distance in squares between two grid spaces under a diagonal rule. */
export function squareDistance(a: Offset, b: Offset, rule: DiagonalRule = "equidistant"): number {
  const di = Math.abs(a.i - b.i);
  const dj = Math.abs(a.j - b.j);
  const diagonals = Math.min(di, dj);
  const straights = Math.max(di, dj) - diagonals;
  switch (rule) {
    case "equidistant":
      return straights + diagonals;
    case "exact":
      return straights + diagonals * Math.SQRT2;
    case "approximate":
      return straights + diagonals * 1.5;
    case "alternating1":
      return straights + diagonals + Math.floor(diagonals / 2);
    case "alternating2":
      return straights + diagonals + Math.ceil(diagonals / 2);
    case "rectilinear":
    case "illegal":
      // Diagonals cost two orthogonal steps, or are impossible and must be walked around.
      return di + dj;
  }
}

/** The steps to a square's eight neighbours, in the order `squareNeighbours` lists them. */
export const SQUARE_STEPS = [
  [-1, -1], [-1, 0], [-1, 1],
  [0, -1], [0, 1],
  [1, -1], [1, 0], [1, 1],
] as const;

/** The eight grid spaces around `o`. */
export function squareNeighbours(o: Offset): Offset[] {
  return SQUARE_STEPS.map(([di, dj]) => ({ i: o.i + di, j: o.j + dj }));
}

/** True when the two spaces touch, orthogonally or diagonally (Chebyshev distance 1). */
export function squareAdjacent(a: Offset, b: Offset): boolean {
  return Math.max(Math.abs(a.i - b.i), Math.abs(a.j - b.j)) === 1;
}
