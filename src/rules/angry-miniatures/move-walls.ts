import { segmentsIntersect, type Offset, type Segment } from "../common/geometry";
import type { WallOnStep } from "./movement";

/**
 * Walls that stop movement, in square units (square (i, j) spans x in [j, j+1], y in [i, i+1]):
 * a step is stopped when the line between the two squares' centres crosses or touches one, as the
 * table judges a step between token centres (foundry/canvas/wall-movement.ts).
 */
export function stepCrossesWall(walls: readonly Segment[], from: Offset, to: Offset): boolean {
  const a = { x: from.j + 0.5, y: from.i + 0.5 };
  const b = { x: to.j + 0.5, y: to.i + 0.5 };
  for (const wall of walls) if (segmentsIntersect(a, b, wall.a, wall.b)) return true;
  return false;
}

/** The move checks' word on each step among these walls. */
export const wallOnStepOf =
  (walls: readonly Segment[]): WallOnStep =>
  (from, to) =>
    stepCrossesWall(walls, from, to) ? "wall" : "open";

const SAME_BOARD_CACHE = new WeakMap<readonly Segment[], Map<number, boolean>>();

/**
 * `stepCrossesWall` for searches that try the same steps many times on one board: each step
 * (from a whole square to a neighbour) is worked out once per list of walls and kept with it.
 */
export function stepBlockedAmong(walls: readonly Segment[]): (i: number, j: number, di: number, dj: number) => boolean {
  let known = SAME_BOARD_CACHE.get(walls);
  if (!known) {
    known = new Map();
    SAME_BOARD_CACHE.set(walls, known);
  }
  const cache = known;
  return (i, j, di, dj) => {
    // Whole squares within a million of the origin: one number a step.
    const key = ((i + 1_000_000) * 2_000_003 + (j + 1_000_000)) * 9 + (di + 1) * 3 + (dj + 1);
    let blocked = cache.get(key);
    if (blocked === undefined) {
      blocked = stepCrossesWall(walls, { i, j }, { i: i + di, j: j + dj });
      cache.set(key, blocked);
    }
    return blocked;
  };
}
