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

/** `cubeDistance` of the two offsets' cubes, worked out without building the cubes (a hot path of the simulators). */
export function hexDistance(a: Offset, b: Offset, orientation: HexOrientation): number {
  const shift = orientation.even ? 1 : -1;
  let dq: number;
  let dr: number;
  if (orientation.columns) {
    dq = a.j - b.j;
    dr = a.i - (a.j + shift * parity(a.j)) / 2 - (b.i - (b.j + shift * parity(b.j)) / 2);
  } else {
    dq = a.j - (a.i + shift * parity(a.i)) / 2 - (b.j - (b.i + shift * parity(b.i)) / 2);
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
  const shift = orientation.even ? 1 : -1;
  const around: Offset[] = [];
  // `cubeToOffset` of each neighbour's cube, spelt out so no cube is built (a hot path of the simulators).
  for (const [dq, dr] of CUBE_STEPS) {
    const q = c.q + dq;
    const r = c.r + dr;
    around.push(orientation.columns ? { i: r + (q + shift * parity(q)) / 2 + 0, j: q + 0 } : { i: r + 0, j: q + (r + shift * parity(r)) / 2 + 0 });
  }
  return around;
}

export function hexAdjacent(a: Offset, b: Offset, orientation: HexOrientation): boolean {
  return hexDistance(a, b, orientation) === 1;
}
