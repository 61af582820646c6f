import type { Point } from "./types";

/**
 * How far past its ends a meeting still counts, as a share of either segment's length. Foundry's
 * sight backend allows the same, so a wall that just reaches the line blocks on both paths.
 */
const END_SLACK = 1e-8;

/**
 * Twice the signed area of the triangle a, b, o, worked out from o (the order of operations the
 * sweep uses, so an exact zero here is an exact zero there): zero exactly when the points are in line.
 */
function turnAbout(o: Point, a: Point, b: Point): number {
  return (a.y - o.y) * (b.x - o.x) - (a.x - o.x) * (b.y - o.y);
}

/**
 * Does the wall from `a` to `b` hide `target` from someone looking from `origin`, as a vision sweep
 * around the origin sees it (Foundry's ClockwiseSweepPolygon, the sight test of the scene on
 * screen)? The wall must meet the line of sight somewhere past the origin; meeting it at the
 * target counts. A wall whose own line runs through the origin is seen edge-on and hides nothing:
 * one lying along the line of sight, and one that starts, ends or passes at the origin. The
 * edge-on test is exact (no tolerance), as the sweep's is, so both sights agree on the same numbers.
 */
export function wallHidesTarget(origin: Point, target: Point, a: Point, b: Point): boolean {
  if (turnAbout(origin, a, b) === 0) return false;
  const look = { x: target.x - origin.x, y: target.y - origin.y };
  const wall = { x: b.x - a.x, y: b.y - a.y };
  const across = look.x * wall.y - look.y * wall.x;
  if (across === 0) return false;
  const fromWall = { x: a.x - origin.x, y: a.y - origin.y };
  const alongLook = (fromWall.x * wall.y - fromWall.y * wall.x) / across;
  const alongWall = (fromWall.x * look.y - fromWall.y * look.x) / across;
  const within = (t: number) => t >= -END_SLACK && t <= 1 + END_SLACK;
  return within(alongLook) && within(alongWall) && Math.min(1, alongLook) > 0;
}
