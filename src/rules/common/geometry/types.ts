/** A position on the scene, in scene units (pixels or inches, whatever the caller uses). */
export interface Point {
  x: number;
  y: number;
}

export interface Segment {
  a: Point;
  b: Point;
}

/** Grid offset coordinates, Foundry convention: i = row, j = column. */
export interface Offset {
  i: number;
  j: number;
}

/** Hex cube coordinates; q + r + s = 0. */
export interface Cube {
  q: number;
  r: number;
  s: number;
}

/** The area a token covers on the scene. */
export type Footprint =
  | { kind: "circle"; center: Point; radius: number }
  /** An axis-aligned ellipse: `rx` across, `ry` down (a round token that is not square). */
  | { kind: "ellipse"; center: Point; rx: number; ry: number }
  | { kind: "rect"; x: number; y: number; width: number; height: number };
