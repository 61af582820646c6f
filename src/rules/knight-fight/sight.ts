import { offsetToCube, type Cube, type HexOrientation, type Offset } from "../common/geometry";

const EPSILON = 1e-9;

/**
 * Whether the segment a->b (cube coordinates) passes through the inside of the hex centred on c.
 * In cube space a hex is the region where the pairwise differences q-r, r-s, s-q each stay
 * within 1 of the centre's; each difference is linear along the segment, so every pair of bounds
 * cuts the segment to an interval, and the segment enters the inside when the intervals overlap
 * in more than a point. Running along an edge or through a corner is a graze, not a crossing.
 */
function crossesHex(a: Cube, b: Cube, c: Cube): boolean {
  let lo = 0;
  let hi = 1;
  const differences: Array<(p: Cube) => number> = [(p) => p.q - p.r, (p) => p.r - p.s, (p) => p.s - p.q];
  for (const difference of differences) {
    const start = difference(a) - difference(c);
    const slope = difference(b) - difference(a);
    if (slope === 0) {
      if (Math.abs(start) >= 1) return false;
      continue;
    }
    const t1 = (-1 - start) / slope;
    const t2 = (1 - start) / slope;
    lo = Math.max(lo, Math.min(t1, t2));
    hi = Math.min(hi, Math.max(t1, t2));
  }
  return lo < hi - EPSILON;
}

/**
 * Whether the straight line between two hex centres passes through the inside of a blocked hex
 * (the hexes at either end do not count).
 */
export function hexLineObscured(
  from: Offset,
  to: Offset,
  blocked: readonly Offset[],
  orientation: HexOrientation,
): boolean {
  const a = offsetToCube(from, orientation);
  const b = offsetToCube(to, orientation);
  return blocked.some((hex) => {
    if ((hex.i === from.i && hex.j === from.j) || (hex.i === to.i && hex.j === to.j)) return false;
    return crossesHex(a, b, offsetToCube(hex, orientation));
  });
}
