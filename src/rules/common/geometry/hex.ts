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

/*
 * Offsets and cubes are whole numbers, and the arithmetic below keeps them small integers: `& 1`,
 * `>> 1` and a chosen sign instead of `% 2`, `/ 2` and `shift * parity`, which can give -0 or a
 * boxed double of a whole value. One such double stored in a coordinate field changes the shape
 * V8 gives every position, and each optimised function reading positions is thrown away.
 */

/** `n + shift * parity(n)` for a whole `n`: the shifted rows (or columns) are the odd ones, or the even ones. */
function shifted(n: number, even: boolean): number {
  const odd = n & 1;
  return even ? n + odd : n - odd;
}

/** Offset (row i, column j) to cube coordinates, matching Foundry's `HexagonalGrid#offsetToCube`. */
export function offsetToCube(o: Offset, orientation: HexOrientation): Cube {
  let q: number;
  let r: number;
  if (orientation.columns) {
    q = o.j | 0;
    r = (o.i - (shifted(o.j, orientation.even) >> 1)) | 0;
  } else {
    q = (o.j - (shifted(o.i, orientation.even) >> 1)) | 0;
    r = o.i | 0;
  }
  return { q, r, s: (0 - q - r) | 0 };
}

/** Cube to offset coordinates, the inverse of {@link offsetToCube}. */
export function cubeToOffset(c: Cube, orientation: HexOrientation): Offset {
  if (orientation.columns) return { i: (c.r + (shifted(c.q, orientation.even) >> 1)) | 0, j: c.q | 0 };
  return { i: c.r | 0, j: (c.q + (shifted(c.r, orientation.even) >> 1)) | 0 };
}

export function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

/** `cubeDistance` of the two offsets' cubes, worked out without building the cubes (a hot path of the simulators). */
export function hexDistance(a: Offset, b: Offset, orientation: HexOrientation): number {
  let dq: number;
  let dr: number;
  if (orientation.columns) {
    dq = a.j - b.j;
    dr = a.i - (shifted(a.j, orientation.even) >> 1) - (b.i - (shifted(b.j, orientation.even) >> 1));
  } else {
    dq = a.j - (shifted(a.i, orientation.even) >> 1) - (b.j - (shifted(b.i, orientation.even) >> 1));
    dr = a.i - b.i;
  }
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

const CUBE_STEPS = [
  [1, -1, 0], [1, 0, -1], [0, 1, -1],
  [-1, 1, 0], [-1, 0, 1], [0, -1, 1],
] as const;

/** The six hexes around `o`. */
export function hexNeighbours(o: Offset, orientation: HexOrientation): Offset[] {
  const c = offsetToCube(o, orientation);
  const { columns, even } = orientation;
  const around: Offset[] = [];
  // `cubeToOffset` of each neighbour's cube, spelt out so no cube is built (a hot path of the simulators).
  for (const [dq, dr] of CUBE_STEPS) {
    const q = c.q + dq;
    const r = c.r + dr;
    around.push(columns ? { i: (r + (shifted(q, even) >> 1)) | 0, j: q } : { i: r, j: (q + (shifted(r, even) >> 1)) | 0 });
  }
  return around;
}

export function hexAdjacent(a: Offset, b: Offset, orientation: HexOrientation): boolean {
  return hexDistance(a, b, orientation) === 1;
}
