import type { Cube, Offset } from "./types";

/**
 * Foundry's four hex layouts: `columns` = flat-topped hexes in columns (HEXODDQ/HEXEVENQ),
 * otherwise pointy-topped hexes in rows (HEXODDR/HEXEVENR); `even` = the even rows (or columns)
 * are the shifted ones.
 */
export type HexOrientation = {
  columns: boolean;
  even: boolean;
};

function parity(n: number): number {
  return ((n % 2) + 2) % 2;
}

/** Offset (row i, column j) to cube coordinates, matching Foundry's `HexagonalGrid#offsetToCube`. */
export function offsetToCube(o: Offset, orientation: HexOrientation): Cube {
  const shift = orientation.even ? 1 : -1;
  let q: number;
  let r: number;
  if (orientation.columns) {
    q = o.j;
    r = o.i - (o.j + shift * parity(o.j)) / 2;
  } else {
    q = o.j - (o.i + shift * parity(o.i)) / 2;
    r = o.i;
  }
  return { q: q + 0, r: r + 0, s: 0 - q - r };
}

/** Cube to offset coordinates, the inverse of {@link offsetToCube}. */
export function cubeToOffset(c: Cube, orientation: HexOrientation): Offset {
  const shift = orientation.even ? 1 : -1;
  if (orientation.columns) {
    return { i: c.r + (c.q + shift * parity(c.q)) / 2 + 0, j: c.q + 0 };
  }
  return { i: c.r + 0, j: c.q + (c.r + shift * parity(c.r)) / 2 + 0 };
}

export function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

export function hexDistance(a: Offset, b: Offset, orientation: HexOrientation): number {
  return cubeDistance(offsetToCube(a, orientation), offsetToCube(b, orientation));
}

const CUBE_STEPS = [
  [1, -1, 0], [1, 0, -1], [0, 1, -1],
  [-1, 1, 0], [-1, 0, 1], [0, -1, 1],
] as const;

/** The six hexes around `o`. */
export function hexNeighbours(o: Offset, orientation: HexOrientation): Offset[] {
  const c = offsetToCube(o, orientation);
  return CUBE_STEPS.map(([dq, dr, ds]) => cubeToOffset({ q: c.q + dq, r: c.r + dr, s: c.s + ds }, orientation));
}

export function hexAdjacent(a: Offset, b: Offset, orientation: HexOrientation): boolean {
  return hexDistance(a, b, orientation) === 1;
}
