import type { Point } from "./types";

export function euclidean(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Length of a route through the points in order (0 for fewer than two points). */
export function pathLength(points: readonly Point[]): number {
  let total = 0;
  for (let k = 1; k < points.length; k++) {
    const from = points[k - 1];
    const to = points[k];
    if (from && to) total += euclidean(from, to);
  }
  return total;
}
