import type { Footprint, Point, Segment } from "./types";

/** Below this, cross products and distances count as zero (floating-point noise). */
const EPSILON = 1e-9;

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

function sign(value: number): -1 | 0 | 1 {
  if (value > EPSILON) return 1;
  if (value < -EPSILON) return -1;
  return 0;
}

/** `p` lies within the bounding box of segment a-b (used once p is known to be collinear). */
function withinBox(a: Point, b: Point, p: Point): boolean {
  return (
    p.x >= Math.min(a.x, b.x) - EPSILON &&
    p.x <= Math.max(a.x, b.x) + EPSILON &&
    p.y >= Math.min(a.y, b.y) - EPSILON &&
    p.y <= Math.max(a.y, b.y) + EPSILON
  );
}

/** Do segments p1-p2 and q1-q2 share at least one point? Touching and overlapping count. */
export function segmentsIntersect(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d1 = sign(cross(q1, q2, p1));
  const d2 = sign(cross(q1, q2, p2));
  const d3 = sign(cross(p1, p2, q1));
  const d4 = sign(cross(p1, p2, q2));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  if (d1 === 0 && withinBox(q1, q2, p1)) return true;
  if (d2 === 0 && withinBox(q1, q2, p2)) return true;
  if (d3 === 0 && withinBox(p1, p2, q1)) return true;
  if (d4 === 0 && withinBox(p1, p2, q2)) return true;
  return false;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * Clip segment a-b to the closed rectangle (Liang-Barsky). Returns the parameter interval
 * [t0, t1] of the part inside, or undefined when the segment misses the rectangle.
 */
function clipToRect(a: Point, b: Point, rect: Extract<Footprint, { kind: "rect" }>): [number, number] | undefined {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a.x - rect.x],
    [dx, rect.x + rect.width - a.x],
    [-dy, a.y - rect.y],
    [dy, rect.y + rect.height - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return undefined;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return undefined;
  }
  return [t0, t1];
}

/**
 * Does segment a-b pass through the inside of the footprint? Running exactly along a
 * rectangle's edge, touching a corner, or grazing a circle's tangent does not count.
 */
export function segmentHitsFootprint(a: Point, b: Point, f: Footprint): boolean {
  if (f.kind === "circle") return segmentHitsCircle(a, b, f.center, f.radius);
  if (f.kind === "ellipse") {
    if (!(f.rx > 0 && f.ry > 0)) return false;
    // Scaled so the ellipse is the unit circle; the segment stays a segment.
    const scale = (p: Point): Point => ({ x: (p.x - f.center.x) / f.rx, y: (p.y - f.center.y) / f.ry });
    return distanceToSegment({ x: 0, y: 0 }, scale(a), scale(b)) < 1 - EPSILON;
  }
  const clipped = clipToRect(a, b, f);
  if (!clipped) return false;
  // The rectangle is convex: the clipped part reaches the interior iff its midpoint does.
  const t = (clipped[0] + clipped[1]) / 2;
  const mx = a.x + t * (b.x - a.x);
  const my = a.y + t * (b.y - a.y);
  return (
    mx > f.x + EPSILON && mx < f.x + f.width - EPSILON && my > f.y + EPSILON && my < f.y + f.height - EPSILON
  );
}

/** `segmentHitsFootprint` for a circle, given by its centre and radius (no footprint to build). */
export function segmentHitsCircle(a: Point, b: Point, center: Point, radius: number): boolean {
  return distanceToSegment(center, a, b) < radius - EPSILON;
}

export type SightBlocker = { kind: "wall"; index: number } | { kind: "figure"; index: number };

export interface SightObstacles {
  walls: readonly Segment[];
  footprints: readonly Footprint[];
}

export interface SightResult {
  clear: boolean;
  blockedBy?: SightBlocker;
}

/**
 * Is the segment from `from` to `to` free of walls and footprints? Reports the first blocker
 * found (walls before figures, each in list order). The caller leaves out the footprints of the
 * two ends (the viewer and the target).
 */
export function lineOfSight(from: Point, to: Point, obstacles: SightObstacles): SightResult {
  const wallIndex = obstacles.walls.findIndex((wall) => segmentsIntersect(from, to, wall.a, wall.b));
  if (wallIndex >= 0) return { clear: false, blockedBy: { kind: "wall", index: wallIndex } };
  const figureIndex = obstacles.footprints.findIndex((footprint) => segmentHitsFootprint(from, to, footprint));
  if (figureIndex >= 0) return { clear: false, blockedBy: { kind: "figure", index: figureIndex } };
  return { clear: true };
}
