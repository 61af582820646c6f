import type { DiceRoller } from "../common/dice";
import { euclidean, type Point } from "../common/geometry";
import { GRID_FROM, legAllowed, sightClear } from "./checks";
import { largestHalfSide, someFigureNear } from "./figure-grid";
import { BY_VALUE, BY_X } from "./sorted-places";
import { currentActor } from "./queries";
import { firstYetToAct, otherSide } from "./state-queries";
import { createGame } from "./setup";
import { step } from "./step";
import { pointNearEdge } from "./table";
import type { PmAction, PmBase, PmEvent, PmFigureState, PmOutcome, PmSetup, PmSide, PmState, PmStepOptions } from "./types";

/** Chooses the next action for `side` when it is that side's turn. */
export type PmPolicy = (state: PmState, side: PmSide) => PmAction;

export interface RunGameOptions extends PmStepOptions {
  /** The game is called after this many rounds at the latest (default 100), so it always ends. */
  maxRounds?: number;
  /** Keep every event in the result (default false). */
  keepEvents?: boolean;
}

export interface RunGameResult {
  state: PmState;
  outcome: PmOutcome;
  winner: PmSide | null;
  steps: number;
  events: PmEvent[];
}

export const DEFAULT_MAX_ROUNDS = 100;

/** Plays whole games from one set-up, each with its own policies and dice. */
export type PmGameRunner = (policies: Readonly<Record<PmSide, PmPolicy>>, roller: DiceRoller) => RunGameResult;

/**
 * A runner for many games from one set-up: the starting state is made once and every game starts
 * from it (a step never edits the state it is given), so a long simulation does not set the
 * same game up again for every game.
 */
export function gameRunner(setup: PmSetup, options: RunGameOptions = {}): PmGameRunner {
  const maxRounds = options.maxRounds ?? DEFAULT_MAX_ROUNDS;
  const roundLimit = setup.roundLimit == null ? maxRounds : Math.min(setup.roundLimit, maxRounds);
  const start = createGame({ ...setup, roundLimit });
  // Every action either finishes set-up work or marks a figure as done, so this bound is generous.
  const maxSteps = 1000 + roundLimit * (4 * start.figures.length + 10) + (setup.obstacleCount ?? 0);
  // Events nobody keeps are not built at all.
  const stepOptions: PmStepOptions = options.keepEvents ? options : { ...options, events: false };
  return (policies, roller) => {
    let state = start;
    const events: PmEvent[] = [];
    let steps = 0;
    while (state.phase !== "over") {
      if (steps >= maxSteps) throw new Error(`runGame: no result after ${steps} steps; a policy is stalling.`);
      const side = currentActor(state);
      const action: PmAction =
        side === null ? (state.phase === "coinToss" ? { type: "tossCoin" } : { type: "rollInitiative" }) : policies[side](state, side);
      const result = step(state, action, roller, stepOptions);
      state = result.state;
      if (options.keepEvents) events.push(...result.events);
      steps++;
    }
    const outcome = state.outcome ?? { kind: "called", winner: null, totals: { a: 0, b: 0 } };
    return { state, outcome, winner: outcome.winner, steps, events };
  };
}

/** Play a whole game: policies choose for the sides, the runner makes the rolls nobody chooses. */
export function runGame(
  setup: PmSetup,
  policies: Readonly<Record<PmSide, PmPolicy>>,
  roller: DiceRoller,
  options: RunGameOptions = {},
): RunGameResult {
  return gameRunner(setup, options)(policies, roller);
}

function baseReach(base: PmBase): number {
  return base.kind === "circle" ? base.radius : Math.hypot(base.width, base.height) / 2;
}

/** A point on the segment from `from` towards `to`, `distance` along it. */
function towards(from: Point, to: Point, distance: number): Point {
  const length = euclidean(from, to);
  if (length === 0) return { ...from };
  const t = Math.min(1, distance / length);
  return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
}

const VEER_DEGREES = [0, 30, -30, 60, -60, 90, -90] as const;

function rotateAbout(centre: Point, point: Point, degrees: number): Point {
  const angle = (degrees * Math.PI) / 180;
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  return {
    x: centre.x + dx * Math.cos(angle) - dy * Math.sin(angle),
    y: centre.y + dx * Math.sin(angle) + dy * Math.cos(angle),
  };
}

/**
 * A plain policy: short walls across the middle band, home at the bottom, figures spread along
 * the home edge; each figure walks at the nearest enemy (veering round walls) and sings at the visible
 * enemy with the least Value left.
 */
/** A spot within `reach` of `from` from which the figure could sing at someone, if any. */
function findViewpoint(state: PmState, figure: PmFigureState, from: Point, reach: number): Point | null {
  for (const share of [1, 0.5]) {
    for (const degrees of VIEWPOINT_DEGREES) {
      const radians = (degrees * Math.PI) / 180;
      const at = { x: from.x + Math.cos(radians) * reach * share, y: from.y + Math.sin(radians) * reach * share };
      if (!legAllowed(state, figure, at)) continue;
      if (seesSomeone(state, figure, at)) return at;
    }
  }
  return null;
}

/**
 * Whether the figure, standing at `from`, has anyone to sing at, stopping at the first enemy in
 * sight. `first`, when given, is tried before the rest (the nearest enemy is the likeliest in sight
 * when figures stand in lines); only whether anyone is in sight counts, so the order changes nothing.
 */
function seesSomeone(state: PmState, figure: PmFigureState, from: Point, first?: PmFigureState): boolean {
  if (figure.inHeaven) return false;
  if (first && sightClear(state, figure, from, first)) return true;
  const enemy = otherSide(figure.side);
  for (const f of state.figures) {
    if (f !== first && f.side === enemy && !f.inHeaven && f.position !== null && sightClear(state, figure, from, f)) return true;
  }
  return false;
}

/**
 * The enemy in sight with the least Value, the first in table order among equals: enemies are
 * tried in that order (least Value, then table order) until one is in sight. A big game keeps its
 * figures in that order (sorted-places.ts), so the search stops at the first in sight. In a small
 * game the first try needs one pass and no list (the usual case); only when it is out of sight are
 * the rest sorted.
 */
function leastValueInSight(state: PmState, singer: PmFigureState, from: Point): PmFigureState | undefined {
  const enemySide = otherSide(singer.side);
  const { figures } = state;
  const byValue = figures.length >= GRID_FROM ? BY_VALUE.of(figures, enemySide) : null;
  if (byValue) {
    for (const k of byValue) {
      const f = figures[k];
      if (f && !f.inHeaven && f.position !== null && sightClear(state, singer, from, f)) return f;
    }
    return undefined;
  }
  let best: PmFigureState | undefined;
  for (const f of state.figures) {
    if (f.side !== enemySide || f.inHeaven || f.position === null) continue;
    if (!best || f.value < best.value) best = f;
  }
  if (!best || sightClear(state, singer, from, best)) return best;
  const first = best;
  if (figures.length <= PACKED_PLACES) {
    // Each enemy as one number, Value then place in the table, sorted as numbers: the same order
    // as the stable sort by Value below, without building a list of figures or calling a comparer.
    let count = 0;
    let whole = true;
    for (let k = 0; k < figures.length; k++) {
      const f = figures[k];
      if (!f || f === first || f.side !== enemySide || f.inHeaven || f.position === null) continue;
      if (!Number.isSafeInteger(f.value) || Math.abs(f.value) > MAX_PACKED_VALUE) whole = false;
      packed[count++] = f.value * PACKED_PLACES + k;
    }
    if (whole) {
      // The next key up, a few times over (the answer is usually among the first few), then a sort of the rest.
      let previous = Number.NEGATIVE_INFINITY;
      for (let tries = 0; tries < SELECTED_TRIES; tries++) {
        let next = Number.POSITIVE_INFINITY;
        for (let n = 0; n < count; n++) {
          const key = packed[n] ?? Number.POSITIVE_INFINITY;
          if (key > previous && key < next) next = key;
        }
        if (next === Number.POSITIVE_INFINITY) return undefined;
        const f = figures[next - Math.floor(next / PACKED_PLACES) * PACKED_PLACES];
        if (f && sightClear(state, singer, from, f)) return f;
        previous = next;
      }
      for (const key of packed.subarray(0, count).sort()) {
        if (key <= previous) continue;
        const f = figures[key - Math.floor(key / PACKED_PLACES) * PACKED_PLACES];
        if (f && sightClear(state, singer, from, f)) return f;
      }
      return undefined;
    }
  }
  // A stable sort keeps table order among equal Values.
  const rest = figures.filter((f) => f !== first && f.side === enemySide && !f.inHeaven && f.position !== null);
  return rest.sort((p, q) => p.value - q.value).find((f) => sightClear(state, singer, from, f));
}

/**
 * The place of the figure nearest `from` by the simple policy's gap (the distance between centres,
 * less both base reaches and half an inch), the first in table order among equals, or -1. `byX`
 * lists the candidates from left to right and `xs` their x, side by side. They are met outward from
 * `from`, and the walk stops once the offset along x alone, less the most the rest of the gap can
 * take off (`reach`, the mover's base reach, and `maxReach`, at least any candidate's), exceeds the
 * best gap found.
 */
function nearestAlong(figures: readonly PmFigureState[], byX: readonly number[], xs: readonly number[], from: Point, reach: number, maxReach: number): number {
  const slack = maxReach + reach + 0.5;
  let right = 0;
  let high = byX.length;
  while (right < high) {
    const mid = (right + high) >>> 1;
    if ((xs[mid] ?? 0) < from.x) right = mid + 1;
    else high = mid;
  }
  let left = right - 1;
  let best = -1;
  let bestGap = Number.POSITIVE_INFINITY;
  for (;;) {
    const ldx = left >= 0 ? from.x - (xs[left] ?? 0) : Number.POSITIVE_INFINITY;
    const rdx = right < byX.length ? (xs[right] ?? 0) - from.x : Number.POSITIVE_INFINITY;
    const takeLeft = ldx <= rdx;
    const dx = takeLeft ? ldx : rdx;
    if (dx === Number.POSITIVE_INFINITY || dx - slack - 1e-6 > bestGap) return best;
    const k = (takeLeft ? byX[left--] : byX[right++]) ?? -1;
    const f = figures[k];
    if (!f?.position || f.inHeaven) continue;
    // The distance is at least the larger offset along an axis: one that far cannot come as near (skips the square root).
    const offset = Math.max(Math.abs(from.x - f.position.x), Math.abs(from.y - f.position.y));
    if (offset - baseReach(f.base) - reach - 0.5 > bestGap) continue;
    const gap = euclidean(from, f.position) - baseReach(f.base) - reach - 0.5;
    if (gap < bestGap || (gap === bestGap && k < best)) {
      best = k;
      bestGap = gap;
    }
  }
}

/** Places in the table a packed sort key can hold, and the largest Value it packs exactly beside them. */
const PACKED_PLACES = 4096;
const MAX_PACKED_VALUE = 2 ** 30;
/** Enemies tried in order by finding the next key before the rest are sorted. */
const SELECTED_TRIES = 4;
/** Scratch keys for `leastValueInSight` (never called inside itself). */
const packed = new Float64Array(PACKED_PLACES);

const VIEWPOINT_DEGREES = [0, 45, 90, 135, 180, 225, 270, 315] as const;
const STEP_SHARES = [1, 0.5] as const;

/** The simple policy in the obstacles phase: the next wall, spread evenly across the table. */
function wallAction(state: PmState): PmAction {
  const total = state.walls.length + state.obstaclesToPlace;
  const k = state.walls.length;
  const x = (state.table.width * (k + 1)) / (total + 1);
  const y = state.table.height / 2;
  const half = Math.min(2, state.table.height / 4);
  return { type: "placeWall", wall: { a: { x, y: y - half }, b: { x, y: y + half } } };
}

/** The simple policy in the deploy phase: the next figure, spread along the home edge. */
function deployAction(state: PmState, side: PmSide): PmAction {
  // The first of the side's figures yet to place, its place among the side's figures and their
  // number, in one pass that builds no lists.
  let figure: PmFigureState | undefined;
  let before = 0;
  let choir = 0;
  for (const f of state.figures) {
    if (f.side !== side) continue;
    if (!figure && !f.inHeaven && f.position === null) {
      figure = f;
      before = choir;
    }
    choir++;
  }
  if (!figure) throw new Error("simplePolicy: nothing to place");
  const along = (before + 1) / (choir + 1);
  const edge = state.sides[side].homeEdge ?? "bottom";
  return { type: "place", figureId: figure.id, position: pointNearEdge(edge, state.table, along, Math.min(3, state.deploymentDepth / 2)) };
}

/** The simple policy in the movement phase: towards the nearest enemy, veering round walls and figures. */
function moveAction(state: PmState, side: PmSide): PmAction {
  const figure = firstYetToAct(state, side);
  if (!figure?.position) throw new Error("simplePolicy: nothing to move");
  // One place builds each action: a return path first taken late in a run then builds nothing new.
  const to = moveEnd(state, side, figure, figure.position);
  return to ? { type: "move", figureId: figure.id, path: [to] } : { type: "pass", figureId: figure.id };
}

/** Where the simple policy moves `figure` (standing at `from`) this activation; null: it stays. */
function moveEnd(state: PmState, side: PmSide, figure: PmFigureState, from: Point): Point | null {
  const reach = baseReach(figure.base);
  const enemySide = otherSide(side);
  // The nearest enemy (first in table order among equals) and its gap, kept in two variables rather
  // than a record per improvement: in a big game from the enemies met outward along x (the same
  // figure and gap), else from a scan of every figure.
  let nearestEnemy: PmFigureState | null = null;
  let nearestGap = 0;
  const { figures } = state;
  const byX = figures.length >= GRID_FROM ? BY_X.of(figures, enemySide) : null;
  if (byX) {
    // A base's half diagonal is at most its largest half side times the square root of 2.
    const found = figures[nearestAlong(figures, byX, BY_X.keysOf(enemySide), from, reach, Math.SQRT2 * largestHalfSide(figures, state.table))];
    if (found?.position) {
      nearestEnemy = found;
      nearestGap = euclidean(from, found.position) - baseReach(found.base) - reach - 0.5;
    }
  } else {
    for (const enemy of figures) {
      if (enemy.side !== enemySide || enemy.inHeaven || enemy.position === null) continue;
      // The distance is at least the larger offset along an axis: an enemy that far can be no nearer (skips the square root).
      if (nearestEnemy !== null) {
        const offset = Math.max(Math.abs(from.x - enemy.position.x), Math.abs(from.y - enemy.position.y));
        if (offset - baseReach(enemy.base) - reach - 0.5 >= nearestGap) continue;
      }
      const gap = euclidean(from, enemy.position) - baseReach(enemy.base) - reach - 0.5;
      if (nearestEnemy === null || gap < nearestGap) {
        nearestEnemy = enemy;
        nearestGap = gap;
      }
    }
  }
  const nearest = nearestEnemy?.position ? { enemy: nearestEnemy, target: nearestEnemy.position, gap: nearestGap } : null;
  const sees = seesSomeone(state, figure, from, nearest?.enemy);
  if (!nearest || (nearest.gap < 0.01 && sees)) return null;
  if (nearest.gap < 0.01 || (!sees && nearest.gap <= figure.brightness)) {
    // Close but blind (a wall between, say): step aside to somewhere with a clear line.
    const aside = findViewpoint(state, figure, from, figure.brightness);
    if (aside) return aside;
    if (nearest.gap < 0.01) return null;
  }
  const straight = towards(from, nearest.target, Math.min(figure.brightness, nearest.gap));
  const crowding = (f: PmFigureState, at: Point): boolean => {
    if (f.id === figure.id || f.inHeaven || f.position === null) return false;
    const room = baseReach(f.base) + reach + 0.1;
    // Farther than `room` along either axis is farther than `room` (skips the square root).
    if (Math.abs(at.x - f.position.x) > room || Math.abs(at.y - f.position.y) > room) return false;
    return euclidean(at, f.position) < room;
  };
  // In a big game only the figures the grid lists near the spot are looked at: a base's half
  // diagonal is at most its largest half side times the square root of 2.
  const near = figures.length >= GRID_FROM ? Math.SQRT2 * largestHalfSide(figures, state.table) + reach + 0.1 : 0;
  const crowded = (at: Point): boolean => {
    if (figures.length >= GRID_FROM) return someFigureNear(figures, state.table, at, near, (f) => crowding(f, at));
    for (const f of figures) if (crowding(f, at)) return true;
    return false;
  };
  // Walls or figures in the way: veer off to either side, wider and wider, then try half a step.
  for (const share of STEP_SHARES) {
    for (const degrees of VEER_DEGREES) {
      const candidate = rotateAbout(from, towards(from, straight, euclidean(from, straight) * share), degrees);
      if (!crowded(candidate) && legAllowed(state, figure, candidate)) return candidate;
    }
  }
  return null;
}

/** The simple policy in the singing phase: at the least Value in sight. */
function singAction(state: PmState, side: PmSide): PmAction {
  const figure = firstYetToAct(state, side);
  if (!figure) throw new Error("simplePolicy: nobody to sing");
  const from = figure.position;
  if (from === null) return { type: "pass", figureId: figure.id };
  const target = leastValueInSight(state, figure, from);
  return target ? { type: "sing", singerId: figure.id, targetId: target.id } : { type: "pass", figureId: figure.id };
}

// One function per phase: each is compiled on its own, so a branch first met late in a run
// recompiles that phase's function only, not one large function for every phase.
export const simplePolicy: PmPolicy = (state, side) => {
  switch (state.phase) {
    case "obstacles":
      return wallAction(state);
    case "chooseEdge":
      return { type: "chooseEdge", edge: state.homeEdges?.[0] ?? "bottom" };
    case "deploy":
      return deployAction(state, side);
    case "movement":
      return moveAction(state, side);
    case "singing":
      return singAction(state, side);
    default:
      throw new Error(`simplePolicy: nothing to decide in the ${state.phase} phase`);
  }
};
