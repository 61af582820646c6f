import { SQUARE_STEPS, squareDistance, type Offset } from "../../common/geometry";
import { meleeReachOf } from "../figure";
import type { AmPolicy } from "../game-run";
import type { AmAction, AmFigureState, AmState, PendingFollowUp } from "../game-types";
import { firstActivatable, livingFigures } from "../game-queries";
import { diagonalStepsAllowed, entryFactor, moveRules, onBoard, squareNumber, stepSpeed } from "../movement";
import { attackPlanner, bestAttackFrom, bestPrey, type AttackChoice } from "./attack-worth";

export interface Reachable {
  readonly at: Offset;
  readonly path: readonly Offset[];
  readonly cost: number;
}

/** A walk found by the search: where it ends, what it cost, and the walk it extends (paths are read back only for the squares kept). */
interface Walk {
  readonly at: Offset;
  readonly cost: number;
  readonly diagonals: number;
  readonly from: Walk | undefined;
}

/** A reachable square whose path is read back from the search only when asked for (a decision walks at most one). */
class ReachedSquare implements Reachable {
  readonly at: Offset;
  readonly cost: number;
  readonly #walk: Walk;
  #path: Offset[] | undefined;
  constructor(walk: Walk) {
    this.at = walk.at;
    this.cost = walk.cost;
    this.#walk = walk;
  }
  get path(): readonly Offset[] {
    if (!this.#path) {
      const path: Offset[] = [];
      for (let w: Walk | undefined = this.#walk; w?.from; w = w.from) path.push(w.at);
      this.#path = path.reverse();
    }
    return this.#path;
  }
}

/**
 * Every square the active figure may end a legal move on this activation (never off the board:
 * the engine's move rules refuse those), by the cheapest walk found.
 */
export function reachableSquares(state: AmState, figure: AmFigureState, buff: number, frozen: boolean): Reachable[] {
  const rules = moveRules({
    speed: figure.derived.speed + buff,
    frozen,
    perk: figure.sheet.perk,
    flaw: figure.sheet.flaw,
    terrain: state.board.terrain,
    occupied: livingFigures(state)
      .filter((f) => f.id !== figure.id)
      .map((f) => f.position),
    diagonalRule: state.options.diagonalRule,
    ...(state.board.size !== undefined ? { bounds: state.board.size } : {}),
  });
  const diagonalsAllowed = diagonalStepsAllowed(rules);
  const bounds = rules.bounds;
  const start: Walk = { at: figure.position, cost: 0, diagonals: 0, from: undefined };
  // Squares by a small number: row by row on a board of modest size, else numbered as first met.
  const grid = bounds && onBoard(bounds, start.at) && bounds.rows * bounds.columns <= 1 << 16 ? bounds.columns : undefined;
  const numbered = new Map<number | string, number>();
  const slotOf = (i: number, j: number): number => {
    if (grid !== undefined) return i * grid + j;
    const key = squareNumber(i, j);
    let slot = numbered.get(key);
    if (slot === undefined) {
      slot = numbered.size;
      numbered.set(key, slot);
    }
    return slot;
  };
  // Each square's entry cost, worked out the first time a step tries it (-1: never enterable).
  const factors: number[] = [];
  const best: (Walk | undefined)[] = [];
  // Squares in the order first reached (the order the squares are listed in).
  const found: number[] = [];
  const startSlot = slotOf(start.at.i, start.at.j);
  best[startSlot] = start;
  found.push(startSlot);
  let frontier = [start];
  while (frontier.length > 0) {
    const next: Walk[] = [];
    for (const walk of frontier) {
      const { i, j } = walk.at;
      // squareNeighbours' order.
      for (const [di, dj] of SQUARE_STEPS) {
        const diagonal = di !== 0 && dj !== 0;
        if (diagonal && !diagonalsAllowed) continue;
        const ni = i + di;
        const nj = j + dj;
        if (bounds && (ni < 0 || nj < 0 || ni >= bounds.rows || nj >= bounds.columns)) continue;
        const slot = slotOf(ni, nj);
        let factor = factors[slot];
        if (factor === undefined) {
          factor = entryFactor(rules, { i: ni, j: nj }) ?? -1;
          factors[slot] = factor;
        }
        if (factor < 0) continue;
        const cost = walk.cost + stepSpeed(rules, diagonal, walk.diagonals) * factor;
        if (cost > rules.allowance + 1e-9) continue;
        const diagonals = walk.diagonals + (diagonal ? 1 : 0);
        const known = best[slot];
        if (known && (known.cost < cost - 1e-9 || (Math.abs(known.cost - cost) <= 1e-9 && known.diagonals <= diagonals))) continue;
        const entry: Walk = { at: { i: ni, j: nj }, cost, diagonals, from: walk };
        if (!known) found.push(slot);
        best[slot] = entry;
        next.push(entry);
      }
    }
    frontier = next;
  }
  const squares: Reachable[] = [];
  for (const slot of found) {
    const walk = best[slot];
    if (walk?.from) squares.push(new ReachedSquare(walk));
  }
  return squares;
}

function attackAction(attackerId: string, choice: AttackChoice, free: boolean): AmAction {
  const target = choice.targetId !== undefined ? { targetId: choice.targetId } : { targetSquare: choice.targetSquare ?? { i: 0, j: 0 } };
  return {
    type: free ? "freeAttack" : "attack",
    attackerId,
    attackType: choice.attackType,
    ...(choice.charging ? { charging: true } : {}),
    ...target,
  };
}

function followUpAction(state: AmState, followUp: PendingFollowUp): AmAction {
  if (followUp.kind === "heal-friendly") {
    // The friend missing the most Health (the lower Health among equals).
    const hurt = followUp.candidateIds
      .map((id) => state.figures[id])
      .filter((f) => f !== undefined)
      .sort((a, b) => b.derived.health - b.health - (a.derived.health - a.health) || a.health - b.health)[0];
    return hurt ? { type: "heal", targetId: hurt.id } : { type: "declineFollowUp" };
  }
  if (followUp.kind === "free-attack") {
    let best: { attackerId: string; choice: AttackChoice } | undefined;
    for (const attackerId of followUp.byIds) {
      const attacker = state.figures[attackerId];
      if (!attacker || attacker.defeated) continue;
      const choice = bestAttackFrom(state, attacker, { charging: false, buff: 0, exclude: followUp.excludeTargetIds });
      if (choice && (!best || choice.worth > best.choice.worth)) best = { attackerId, choice };
    }
    return best ? attackAction(best.attackerId, best.choice, true) : { type: "declineFollowUp" };
  }
  return { type: "declineFollowUp" };
}

/** The walk towards the enemy most worth reaching, as close as the figure wants to stand (the cheaper walk among equals). */
function approach(state: AmState, figure: AmFigureState, squares: readonly Reachable[]): Reachable | undefined {
  const prey = bestPrey(state, figure);
  if (!prey) return undefined;
  const rule = state.options.diagonalRule;
  const wanted = figure.sheet.attackTypes.includes("melee") ? meleeReachOf(figure.sheet) : 2;
  const shortfall = (at: Offset): number => Math.max(0, squareDistance(at, prey.position, rule) - wanted);
  let best: Reachable | undefined;
  let bestShortfall = shortfall(figure.position);
  for (const square of squares) {
    const gap = shortfall(square.at);
    if (gap < bestShortfall || (best && gap === bestShortfall && square.cost < best.cost)) {
      best = square;
      bestShortfall = gap;
    }
  }
  return best;
}

/**
 * Angry Miniatures by the engine's exact contest odds. A figure attacks with the attack type and
 * target worth the most expected Health; it first walks (a melee figure charging, +1 die) when an
 * attack from a reachable square is worth more than one from where it stands; Magic is not aimed
 * where it catches friends unless the enemy loses clearly more. Otherwise it walks towards the enemy
 * most worth reaching, never off the board. Heals go to the most hurt friend.
 *
 * Charging, as this policy reads it: a melee attack in the same activation after the figure moved.
 */
export const sensiblePolicy: AmPolicy = (state) => {
  const followUp = state.pending[0];
  if (followUp) return followUpAction(state, followUp);
  const active = state.active;
  if (!active) {
    const next = firstActivatable(state);
    return next !== undefined ? { type: "activate", figureId: next } : { type: "endActivation" };
  }
  const figure = state.figures[active.figureId];
  if (!figure || figure.defeated) return { type: "endActivation" };
  const buff = active.buff;
  const plan = active.attacked ? undefined : attackPlanner(state, figure, { buff });
  const now = plan?.bestFrom(figure.position, active.moved);
  // After an attack this policy never walks, so the squares are not searched.
  if (!active.moved && plan) {
    const bound = plan.upperBound(true);
    // Whether some square could hold an attack worth walking for: else the squares matter only to close in.
    const worthWalking = bound > (now?.worth ?? 0) + 1e-9;
    if (worthWalking || !now) {
      const squares = reachableSquares(state, figure, buff, active.frozen);
      let walk: { square: Reachable; choice: AttackChoice } | undefined;
      for (const square of worthWalking ? squares : []) {
        // Once a walk reaches the best attack anywhere, only a cheaper walk can replace it.
        if (walk && walk.choice.worth >= bound && square.cost >= walk.square.cost) continue;
        const choice = plan.bestFrom(square.at, true);
        if (choice && (!walk || choice.worth > walk.choice.worth + 1e-12 || (Math.abs(choice.worth - walk.choice.worth) <= 1e-12 && square.cost < walk.square.cost))) {
          walk = { square, choice };
        }
      }
      if (walk && walk.choice.worth > (now?.worth ?? 0) + 1e-9) return { type: "move", figureId: figure.id, path: walk.square.path };
      if (!now) {
        const towards = approach(state, figure, squares);
        if (towards) return { type: "move", figureId: figure.id, path: towards.path };
      }
    }
  }
  if (now) return attackAction(figure.id, now, false);
  return { type: "endActivation" };
};
