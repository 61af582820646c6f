import type { DiceRoller } from "../common/dice";
import { squareDistance, squareNeighbours, type Offset } from "../common/geometry";
import { meleeReachOf } from "./figure";
import { step } from "./game";
import type { AmAction, AmEvent, AmObserver, AmSetup, AmState, AmStepOptions, PendingFollowUp } from "./game-types";
import { currentSide, firstActivatable, firstLegalTarget } from "./game-queries";
import { createGame } from "./game-setup";
import { inGapOrder } from "./gap-order";
import { rosterOf } from "./roster";
import { moveCheckOf, moveRules, startMove, stepMove, type MoveProgress, type MoveRules } from "./movement";
import { wallOnStepOf } from "./move-walls";

/** Chooses the next action for the side that must act. */
export type AmPolicy = (state: AmState) => AmAction;

export interface RunOptions {
  /** Stop after this many rounds even if nobody has won (default 30). */
  readonly roundCap?: number;
  /** False: the steps build no events and the result's list is empty (default true: the game's whole log). */
  readonly keepEvents?: boolean;
  /** Told of Health lost and figures defeated as it happens (no event is built for it). */
  readonly observer?: AmObserver;
}

export interface RunResult {
  readonly state: AmState;
  readonly events: readonly AmEvent[];
  readonly actions: number;
  /** The round cap stopped the game before a winner emerged. */
  readonly capped: boolean;
}

function followUpOwner(state: AmState, followUp: PendingFollowUp): string | undefined {
  const id = followUp.kind === "free-attack" ? followUp.sourceId : followUp.byId;
  return rosterOf(state).figure(id)?.side;
}

/** The side whose policy must choose next. */
export function actingSide(state: AmState): string | null {
  const followUp = state.pending[0];
  if (followUp) return followUpOwner(state, followUp) ?? null;
  return currentSide(state);
}

/** Greedy path towards the nearest enemy, square by square, while the move stays legal. */
function approach(state: AmState, figureId: string): Offset[] {
  const figures = rosterOf(state);
  const figure = figures.figure(figureId);
  const active = state.active;
  if (!figure || !active) return [];
  const wanted = figure.sheet.attackTypes.includes("melee") ? meleeReachOf(figure.sheet) : 2;
  const rule = state.options.diagonalRule;
  // Worked out once per decision, not once per square tried. Every diagonal rule counts at least
  // the larger of the row and column gaps (the Chebyshev gap, which obeys the triangle inequality),
  // so with the enemies in order of that gap from the start, the search for the nearest stops at
  // the first whose gap from the start, less the square's, is no nearer than the best found.
  const start = figure.position;
  const gapFromStart = (at: Offset): number => Math.max(Math.abs(at.i - start.i), Math.abs(at.j - start.j));
  const speed = figure.derived.speed + active.buff;
  // The walk keeps to squares near its start, so it is judged first against only the figures
  // standing within `near` rows and columns; should it look farther, it is walked again against all.
  const near = active.frozen ? 1 : Math.max(0, Math.ceil(speed)) + 1;
  const enemySquares: Offset[] = [];
  const enemyGaps: number[] = [];
  const nearby: Offset[] = [];
  for (const f of figures.list) {
    if (f.defeated || f.id === figureId) continue;
    const gap = gapFromStart(f.position);
    if (gap <= near) nearby.push(f.position);
    if (f.side !== figure.side) {
      enemySquares.push(f.position);
      enemyGaps.push(gap);
    }
  }
  const enemies = inGapOrder(enemySquares, enemyGaps);
  const nearestEnemyDistance = (at: Offset): number => {
    const offset = gapFromStart(at);
    let nearest = Infinity;
    for (let k = 0; k < enemies.gaps.length; k++) {
      if ((enemies.gaps[k] as number) - offset >= nearest) break;
      nearest = Math.min(nearest, squareDistance(at, enemies.squares[k] as Offset, rule));
    }
    return nearest;
  };
  const rulesWith = (occupied: readonly Offset[]) =>
    moveRules({
      speed,
      frozen: active.frozen,
      perk: figure.sheet.perk,
      flaw: figure.sheet.flaw,
      terrain: state.board.terrain,
      occupied,
      diagonalRule: rule,
      ...(state.board.size !== undefined ? { bounds: state.board.size } : {}),
      ...(state.board.moveWalls !== undefined ? { wallOnStep: wallOnStepOf(state.board.moveWalls) } : {}),
    });
  /** The greedy walk, or undefined if it tries a square more than `reach` rows or columns from the start. */
  const walk = (rules: MoveRules, reach: number): Offset[] | undefined => {
    const path: Offset[] = [];
    let progress = startMove(start);
    for (;;) {
      const here = progress.at;
      const distance = nearestEnemyDistance(here);
      if (distance <= wanted) return path;
      // The legal neighbour that closes in most, the first in neighbour order among equals.
      let best: { square: Offset; distance: number; progress: MoveProgress } | undefined;
      for (const square of squareNeighbours(here)) {
        const closer = nearestEnemyDistance(square);
        if (closer >= distance || (best && closer >= best.distance)) continue;
        if (gapFromStart(square) > reach) return undefined;
        const next = stepMove(rules, progress, square);
        if (moveCheckOf(rules, next).ok) best = { square, distance: closer, progress: next };
      }
      if (!best) return path;
      path.push(best.square);
      progress = best.progress;
    }
  };
  const nearWalk = walk(rulesWith(nearby), near);
  if (nearWalk) return nearWalk;
  const occupied: Offset[] = [];
  for (const f of figures.list) {
    if (!f.defeated && f.id !== figureId) occupied.push(f.position);
  }
  return walk(rulesWith(occupied), Infinity) ?? [];
}

/** A simple policy: attack the first legal enemy, otherwise close in, then end the activation. */
export const simplePolicy: AmPolicy = (state) => {
  const followUp = state.pending[0];
  if (followUp) {
    if (followUp.kind === "heal-friendly" && followUp.candidateIds[0] !== undefined) {
      return { type: "heal", targetId: followUp.candidateIds[0] };
    }
    if (followUp.kind === "free-attack") {
      for (const attackerId of followUp.byIds) {
        for (const attackType of rosterOf(state).figure(attackerId)?.sheet.attackTypes ?? []) {
          const target = firstLegalTarget(state, attackerId, attackType, followUp.excludeTargetIds);
          if (target !== undefined) return { type: "freeAttack", attackerId, attackType, targetId: target };
        }
      }
    }
    return { type: "declineFollowUp" };
  }
  const active = state.active;
  if (!active) {
    const next = firstActivatable(state);
    return next !== undefined ? { type: "activate", figureId: next } : { type: "endActivation" };
  }
  const figure = rosterOf(state).figure(active.figureId);
  if (figure && !active.attacked) {
    for (const attackType of figure.sheet.attackTypes) {
      const target = firstLegalTarget(state, figure.id, attackType);
      if (target !== undefined) return { type: "attack", attackerId: figure.id, attackType, targetId: target };
    }
  }
  if (figure && !active.moved) {
    const path = approach(state, figure.id);
    if (path.length > 0) return { type: "move", figureId: figure.id, path };
  }
  return { type: "endActivation" };
};

/** Plays whole games from one set-up, each with its own policies and dice. */
export type AmGameRunner = (policies: AmPolicy | Readonly<Record<string, AmPolicy>>, roller: DiceRoller) => RunResult;

/**
 * A runner for many games from one set-up: the starting state is made once and every game starts
 * from it (a step never edits the state it is given), so a long simulation does not set the
 * same game up again for every game.
 */
export function gameRunner(setup: AmSetup, options: RunOptions = {}): AmGameRunner {
  const roundCap = options.roundCap ?? 30;
  const start = createGame(setup);
  // Each round has finitely many activations, each with a bounded number of actions.
  const actionCap = roundCap * (rosterOf(start).list.length * 12 + 4);
  const stepOptions: AmStepOptions = { events: options.keepEvents !== false, observer: options.observer };
  return (policies, roller) => {
    const policyFor = (side: string): AmPolicy => (typeof policies === "function" ? policies : (policies[side] ?? simplePolicy));
    const events: AmEvent[] = [];
    let result = step(start, { type: "startRound" }, roller, stepOptions);
    let state = result.state;
    events.push(...result.events);
    let actions = 0;
    while (!state.over && state.round <= roundCap && actions < actionCap) {
      const side = actingSide(state);
      if (side === null) break;
      result = step(state, policyFor(side)(state), roller, stepOptions);
      state = result.state;
      for (const event of result.events) events.push(event);
      actions += 1;
    }
    return { state, events, actions, capped: !state.over };
  };
}

/** Play a whole game with one policy per side (or one for all). Always terminates. */
export function runGame(
  setup: AmSetup,
  policies: AmPolicy | Readonly<Record<string, AmPolicy>>,
  roller: DiceRoller,
  options: RunOptions = {},
): RunResult {
  return gameRunner(setup, options)(policies, roller);
}
