import { euclidean, lineOfSight, pathLength, segmentsIntersect, type Point, type Segment, type SightBlocker } from "../common/geometry";
import type { RuleViolation } from "../common/errors";
import { blocksLine, figureOnLine } from "./figure-grid";
import { distanceFromEdge, footprintOf, isOnTable } from "./table";
import { findFigure } from "./state-queries";
import type { PmFigureState, PmState } from "./types";
import { PM_CODES, violation } from "./violations";

export interface CheckResult {
  ok: boolean;
  violation?: RuleViolation;
}

export interface MoveCheckResult extends CheckResult {
  /** The whole route, starting at the figure's position. */
  route: Point[];
  distance: number;
  allowance: number;
}

export interface SightCheckResult extends CheckResult {
  /** Which wall, or which figure (by id), is in the way. */
  blockedBy?: { kind: "wall"; index: number } | { kind: "figure"; figureId: string };
}

const TOLERANCE = 1e-9;

/** Is `position` on the table and within the deployment depth of the figure's home edge? */
export function checkPlacement(state: PmState, figureId: string, position: Point): CheckResult {
  const figure = findFigure(state, figureId);
  if (!isOnTable(position, state.table)) {
    return { ok: false, violation: violation(PM_CODES.offTable, `Deployment: ${figure.name} must be placed on the table.`, { name: figure.name }) };
  }
  const edge = state.sides[figure.side].homeEdge;
  if (edge === null) return { ok: true };
  const distance = distanceFromEdge(position, edge, state.table);
  if (distance > state.deploymentDepth + TOLERANCE) {
    return {
      ok: false,
      violation: violation(
        PM_CODES.deploymentZone,
        `Deployment: ${figure.name} must be placed within ${state.deploymentDepth} inches of its home edge (it is ${round2(distance)} inches away).`,
        { name: figure.name, depth: state.deploymentDepth, distance: round2(distance) },
      ),
    };
  }
  return { ok: true };
}

/**
 * Movement rules for one figure's route: at most its Brightness in inches measured along the
 * route, never off the table, never through a wall.
 */
export function checkMove(state: PmState, figureId: string, path: readonly Point[]): MoveCheckResult {
  const figure = findFigure(state, figureId);
  const allowance = figure.brightness;
  const start = figure.position ?? path[0] ?? { x: 0, y: 0 };
  const route = [start, ...path];
  const distance = pathLength(route);
  // Each result is one literal (a spread with more keys after it is slow), keys in the same order.
  if (route.some((point) => !isOnTable(point, state.table))) {
    const offTable = violation(PM_CODES.offTable, `Movement: ${figure.name} may not move off the table.`, { name: figure.name });
    return { route, distance, allowance, ok: false, violation: offTable };
  }
  if (distance > allowance + TOLERANCE) {
    const tooFar = violation(
      PM_CODES.moveTooFar,
      `Movement: ${figure.name} may move at most its Brightness, ${allowance} inches (route is ${round2(distance)} inches).`,
      { name: figure.name, allowance, distance: round2(distance) },
    );
    return { route, distance, allowance, ok: false, violation: tooFar };
  }
  const wallIndex = routeCrossesWall(route, state.walls);
  if (wallIndex >= 0) {
    const throughWall = violation(PM_CODES.moveThroughWall, `Movement: ${figure.name} may not move through an obstacle.`, {
      name: figure.name,
      wall: wallIndex,
    });
    return { route, distance, allowance, ok: false, violation: throughWall };
  }
  return { route, distance, allowance, ok: true };
}

/**
 * The yes/no answer of `checkMove` without building its violation (an Error with a stack trace), for
 * policies that try many routes.
 */
export function moveAllowed(state: PmState, figureId: string, path: readonly Point[]): boolean {
  const figure = findFigure(state, figureId);
  const start = figure.position ?? path[0] ?? { x: 0, y: 0 };
  const route = [start, ...path];
  if (route.some((point) => !isOnTable(point, state.table))) return false;
  if (pathLength(route) > figure.brightness + TOLERANCE) return false;
  return routeCrossesWall(route, state.walls) < 0;
}

/** `moveAllowed` for a one-leg move of a placed figure, without looking the figure up or building a route. */
export function legAllowed(state: PmState, figure: Pick<PmFigureState, "position" | "brightness">, to: Point): boolean {
  const from = figure.position ?? to;
  if (!isOnTable(from, state.table) || !isOnTable(to, state.table)) return false;
  if (euclidean(from, to) > figure.brightness + TOLERANCE) return false;
  return !crossesSomeWall(from, to, state.walls);
}

/** Segments whose bounding boxes lie this far apart share no point, whatever segmentsIntersect's tolerance (1e-9). */
const BOX_GAP = 1e-6;

/** `segmentsIntersect` with the wall, skipped when the two bounding boxes lie clearly apart (the usual case). */
function crossesWall(from: Point, to: Point, wall: Segment): boolean {
  const { a, b } = wall;
  if (Math.max(from.x, to.x) < Math.min(a.x, b.x) - BOX_GAP || Math.min(from.x, to.x) > Math.max(a.x, b.x) + BOX_GAP) return false;
  if (Math.max(from.y, to.y) < Math.min(a.y, b.y) - BOX_GAP || Math.min(from.y, to.y) > Math.max(a.y, b.y) + BOX_GAP) return false;
  return segmentsIntersect(from, to, a, b);
}

/**
 * The boxes of one walls list (the one last asked about: a game's walls change only while they are
 * placed), each widened by BOX_GAP: left, right, top and bottom at 4k to 4k + 3.
 */
const wallBoxes: { walls: readonly Segment[] | null; boxes: Float64Array } = { walls: null, boxes: new Float64Array(0) };

function boxesOf(walls: readonly Segment[]): Float64Array {
  if (wallBoxes.walls !== walls || wallBoxes.boxes.length !== 4 * walls.length) {
    const boxes = new Float64Array(4 * walls.length);
    walls.forEach(({ a, b }, k) => {
      boxes[4 * k] = Math.min(a.x, b.x) - BOX_GAP;
      boxes[4 * k + 1] = Math.max(a.x, b.x) + BOX_GAP;
      boxes[4 * k + 2] = Math.min(a.y, b.y) - BOX_GAP;
      boxes[4 * k + 3] = Math.max(a.y, b.y) + BOX_GAP;
    });
    wallBoxes.walls = walls;
    wallBoxes.boxes = boxes;
  }
  return wallBoxes.boxes;
}

/** Whether the segment crosses one of the walls: `crossesWall` for each, with the boxes worked out once. */
function crossesSomeWall(from: Point, to: Point, walls: readonly Segment[]): boolean {
  const boxes = boxesOf(walls);
  const minX = Math.min(from.x, to.x);
  const maxX = Math.max(from.x, to.x);
  const minY = Math.min(from.y, to.y);
  const maxY = Math.max(from.y, to.y);
  for (let k = 0; k < walls.length; k++) {
    if (maxX < (boxes[4 * k] ?? 0) || minX > (boxes[4 * k + 1] ?? 0) || maxY < (boxes[4 * k + 2] ?? 0) || minY > (boxes[4 * k + 3] ?? 0)) continue;
    const wall = walls[k];
    if (wall && segmentsIntersect(from, to, wall.a, wall.b)) return true;
  }
  return false;
}

function routeCrossesWall(route: readonly Point[], walls: readonly Segment[]): number {
  for (let k = 1; k < route.length; k++) {
    const from = route[k - 1];
    const to = route[k];
    if (!from || !to) continue;
    for (let index = 0; index < walls.length; index++) {
      const wall = walls[index];
      if (wall && crossesWall(from, to, wall)) return index;
    }
  }
  return -1;
}

/**
 * Can the singer see the target? The centre-to-centre line must cross no wall and pass through
 * no other figure in play, friend or foe.
 */
export function checkLineOfSight(state: PmState, singerId: string, targetId: string): SightCheckResult {
  const singer = findFigure(state, singerId);
  const target = findFigure(state, targetId);
  if (!singer.position || !target.position) {
    return { ok: false, violation: violation(PM_CODES.unplacedFigure, "Line of sight: both figures must be on the table.") };
  }
  // The common case, a clear line, without building the footprints that only name a blocker.
  if (sightClear(state, singer, singer.position, target)) return { ok: true };
  const others = state.figures.filter((f) => f.id !== singer.id && f.id !== target.id && !f.inHeaven && f.position !== null);
  const footprints = others.map((f) => footprintOf(f, f.position ?? { x: 0, y: 0 }));
  const sight = lineOfSight(singer.position, target.position, { walls: state.walls, footprints });
  if (sight.clear || !sight.blockedBy) return { ok: true };
  return blockedResult(sight.blockedBy, singer.name, target.name, others.map((f) => ({ id: f.id, name: f.name })));
}

/**
 * The yes/no answer of `checkLineOfSight`, without building footprint lists or a violation: the
 * same walls and the same figures in play block the line.
 */
export function lineOfSightClear(state: PmState, singerId: string, targetId: string): boolean {
  const singer = findFigure(state, singerId);
  const target = findFigure(state, targetId);
  if (!singer.position || !target.position) return false;
  return sightClear(state, singer, singer.position, target);
}

/**
 * `lineOfSightClear` for figures already found, with the singer standing at `from` (its own
 * position, or a spot a policy is weighing). `target` must be placed.
 */
export function sightClear(state: PmState, singer: PmFigureState, from: Point, target: PmFigureState): boolean {
  const to = target.position;
  if (!to) return false;
  const last = lastClear;
  if (
    last.figures === state.figures &&
    last.walls === state.walls &&
    last.singer === singer &&
    last.target === target &&
    last.fromX === from.x &&
    last.fromY === from.y &&
    last.toX === to.x &&
    last.toY === to.y
  ) {
    return true;
  }
  if (!lineClear(state, singer, from, target, to)) return false;
  last.figures = state.figures;
  last.walls = state.walls;
  last.singer = singer;
  last.target = target;
  last.fromX = from.x;
  last.fromY = from.y;
  last.toX = to.x;
  last.toY = to.y;
  return true;
}

/**
 * The last line found clear. A policy picks a song's target by its sight line and the step then
 * checks the same line on the same lists of a state never written again: this answers the second
 * check at once. Everything the answer depends on is compared (the lists and figures by identity).
 * One record, overwritten, so remembering costs no allocation.
 */
const lastClear: {
  figures: readonly PmFigureState[] | null;
  walls: PmState["walls"] | null;
  singer: PmFigureState | null;
  target: PmFigureState | null;
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
} = { figures: null, walls: null, singer: null, target: null, fromX: Number.NaN, fromY: Number.NaN, toX: Number.NaN, toY: Number.NaN };

/** Below this many figures a line looks at every figure; from it on, only at those the figure grid finds near the line. */
export const GRID_FROM = 16;

function lineClear(state: PmState, singer: PmFigureState, from: Point, target: PmFigureState, to: Point): boolean {
  if (crossesSomeWall(from, to, state.walls)) return false;
  const { figures } = state;
  if (figures.length >= GRID_FROM) return !figureOnLine(figures, state.table, singer, target, from, to);
  for (const f of figures) if (blocksLine(f, singer, target, from, to)) return false;
  return true;
}

function blockedResult(
  blocker: SightBlocker,
  singerName: string,
  targetName: string,
  others: { id: string; name: string }[],
): SightCheckResult {
  if (blocker.kind === "wall") {
    return {
      ok: false,
      blockedBy: blocker,
      violation: violation(PM_CODES.lineOfSightWall, `Line of sight: an obstacle stands between ${singerName} and ${targetName}.`, {
        singer: singerName,
        target: targetName,
      }),
    };
  }
  const other = others[blocker.index] ?? { id: "", name: "" };
  return {
    ok: false,
    blockedBy: { kind: "figure", figureId: other.id },
    violation: violation(PM_CODES.lineOfSightFigure, `Line of sight: ${other.name} stands between ${singerName} and ${targetName}.`, {
      singer: singerName,
      target: targetName,
      blocker: other.name,
    }),
  };
}

/** A wall must have two distinct ends on the table. */
export function checkWall(state: PmState, wall: Segment): CheckResult {
  const valid =
    [wall.a, wall.b].every((p) => Number.isFinite(p.x) && Number.isFinite(p.y) && isOnTable(p, state.table)) &&
    (wall.a.x !== wall.b.x || wall.a.y !== wall.b.y);
  if (valid) return { ok: true };
  return { ok: false, violation: violation(PM_CODES.wallInvalid, "Obstacles: a wall needs two different ends, both on the table.") };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
