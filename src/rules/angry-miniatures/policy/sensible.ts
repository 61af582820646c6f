import { SQUARE_STEPS, squareDistance, type Offset } from "../../common/geometry";
import { meleeReachOf } from "../figure";
import type { AmPolicy } from "../game-run";
import type { AmAction, AmFigureState, AmState, PendingFollowUp } from "../game-types";
import { firstActivatable } from "../game-queries";
import { boardEntryFactors, diagonalStepsAllowed, entryFactor, moveRules, onBoard, squareNumber, stepSpeed, type MoveRules } from "../movement";
import { stepBlockedAmong } from "../move-walls";
import { rosterOf } from "../roster";
import { attackPlanner, attackWorth, bestAttackFrom, bestPrey, type AttackChoice } from "./attack-worth";

export interface Reachable {
  readonly at: Offset;
  readonly path: readonly Offset[];
  readonly cost: number;
}

/** One run of the search: what it was asked (to run it again) and its place in the sequence of runs. */
interface Search {
  readonly run: number;
  readonly state: AmState;
  readonly figure: AmFigureState;
  readonly buff: number;
  readonly frozen: boolean;
}

/**
 * A reachable square whose path is read back from the search's parent links only when asked for
 * (a decision walks at most one). The links live in the search's working memory until the next
 * search; a path asked for later is read from the same search run again (it is a pure function
 * of what it was asked, so walk `entry` is the same walk).
 */
class ReachedSquare implements Reachable {
  readonly at: Offset;
  readonly cost: number;
  readonly #search: Search;
  readonly #entry: number;
  #path: Offset[] | undefined;
  constructor(search: Search, entry: number) {
    this.at = { i: scratch.walkI[entry] as number, j: scratch.walkJ[entry] as number };
    this.cost = scratch.walkCost[entry] as number;
    this.#search = search;
    this.#entry = entry;
  }
  get path(): readonly Offset[] {
    if (!this.#path) {
      const search = this.#search;
      if (search.run !== lastSearchRun) searchSquares(search.state, search.figure, search.buff, search.frozen);
      this.#path = walkPath(this.#entry);
    }
    return this.#path;
  }
}

/** The run whose walks the working memory holds. */
let lastSearchRun = 0;

/**
 * The search's working memory, kept between searches (each search starts from a clean slate and
 * leaves nothing a caller sees in it): walk k ends on (walkI[k], walkJ[k]) at walkCost[k] with
 * walkDiagonals[k] diagonal steps, extending walk walkFrom[k]; bestWalk[slot] is the cheapest walk
 * onto a square (-1: none yet), occupiedSlot[slot] marks squares holding other figures.
 */
const scratch: {
  walkI: Float64Array;
  walkJ: Float64Array;
  walkCost: Float64Array;
  walkDiagonals: Int32Array;
  walkFrom: Int32Array;
  frontier: Int32Array;
  next: Int32Array;
  bestWalk: Int32Array;
  occupiedSlot: Uint8Array;
  /** The last search's squares (their best walks), in the order listed. */
  listed: Int32Array;
} = {
  walkI: new Float64Array(256),
  walkJ: new Float64Array(256),
  walkCost: new Float64Array(256),
  walkDiagonals: new Int32Array(256),
  walkFrom: new Int32Array(256),
  frontier: new Int32Array(256),
  next: new Int32Array(256),
  bestWalk: new Int32Array(256).fill(-1),
  occupiedSlot: new Uint8Array(256),
  listed: new Int32Array(256),
};

function grownInt(buffer: Int32Array, size: number, fill = 0): Int32Array {
  if (size <= buffer.length) return buffer;
  const grown = new Int32Array(Math.max(size, 2 * buffer.length)).fill(fill);
  grown.set(buffer);
  return grown;
}

function grownFloat(buffer: Float64Array, size: number): Float64Array {
  if (size <= buffer.length) return buffer;
  const grown = new Float64Array(Math.max(size, 2 * buffer.length));
  grown.set(buffer);
  return grown;
}

/** Room for squares numbered below `size` in bestWalk and occupiedSlot. */
function ensureSlots(size: number): void {
  if (size <= scratch.bestWalk.length) return;
  scratch.bestWalk = grownInt(scratch.bestWalk, size, -1);
  const occupiedSlot = new Uint8Array(scratch.bestWalk.length);
  occupiedSlot.set(scratch.occupiedSlot);
  scratch.occupiedSlot = occupiedSlot;
}

function ensureWalks(size: number): void {
  if (size <= scratch.walkI.length) return;
  scratch.walkI = grownFloat(scratch.walkI, size);
  scratch.walkJ = grownFloat(scratch.walkJ, size);
  scratch.walkDiagonals = grownInt(scratch.walkDiagonals, size);
  scratch.walkFrom = grownInt(scratch.walkFrom, size);
  scratch.frontier = grownInt(scratch.frontier, size);
  scratch.next = grownInt(scratch.next, size);
  scratch.walkCost = grownFloat(scratch.walkCost, scratch.walkI.length);
}

const STEP_I = Int8Array.from(SQUARE_STEPS, ([di]) => di);
const STEP_J = Int8Array.from(SQUARE_STEPS, ([, dj]) => dj);

/**
 * Every square the active figure may end a legal move on this activation (never off the board:
 * the engine's move rules refuse those), by the cheapest walk found.
 */
export function reachableSquares(state: AmState, figure: AmFigureState, buff: number, frozen: boolean): Reachable[] {
  const { search, count } = searchSquares(state, figure, buff, frozen);
  const squares: Reachable[] = [];
  for (let k = 0; k < count; k++) squares.push(new ReachedSquare(search, scratch.listed[k] as number));
  return squares;
}

/** The walk a search listed `k`-th: read while the working memory holds that search. */
const listedWalk = (k: number): number => scratch.listed[k] as number;
const walkCostOf = (walk: number): number => scratch.walkCost[walk] as number;

/** The squares of the walk `walk` of the search the working memory holds, in order. */
function walkPath(walk: number): Offset[] {
  const path: Offset[] = [];
  const { walkI, walkJ, walkFrom } = scratch;
  for (let w = walk; (walkFrom[w] as number) >= 0; w = walkFrom[w] as number) path.push({ i: walkI[w] as number, j: walkJ[w] as number });
  return path.reverse();
}

/** Squares off a grid: numbered as first met, each one's entry cost (-1: never enterable) worked out once per search. */
class OpenSquares {
  readonly #rules: MoveRules;
  readonly #numbered = new Map<number | string, number>();
  readonly #factors: number[] = [];
  constructor(rules: MoveRules) {
    this.#rules = rules;
  }

  slotOf(i: number, j: number): number {
    const key = squareNumber(i, j);
    let slot = this.#numbered.get(key);
    if (slot === undefined) {
      slot = this.#numbered.size;
      this.#numbered.set(key, slot);
      ensureSlots(slot + 1);
    }
    return slot;
  }

  factorAt(slot: number, i: number, j: number): number {
    let factor = this.#factors[slot];
    if (factor === undefined) {
      factor = entryFactor(this.#rules, { i, j }) ?? -1;
      this.#factors[slot] = factor;
    }
    return factor;
  }
}

/** `reachableSquares` into the working memory: `count` squares' walks in `scratch.listed`, valid until the next search. */
function searchSquares(state: AmState, figure: AmFigureState, buff: number, frozen: boolean): { search: Search; count: number } {
  const bounds = state.board.size;
  const start = figure.position;
  // Squares by a small number: row by row on a bounded board of modest size, else numbered as first met.
  const grid = bounds && onBoard(bounds, start) && Number.isInteger(start.i) && Number.isInteger(start.j) && bounds.rows * bounds.columns <= 1 << 16 ? bounds : undefined;
  const others: Offset[] = [];
  for (const f of rosterOf(state).list) {
    if (!f.defeated && f.id !== figure.id) others.push(f.position);
  }
  const rules = moveRules({
    speed: figure.derived.speed + buff,
    frozen,
    perk: figure.sheet.perk,
    flaw: figure.sheet.flaw,
    terrain: state.board.terrain,
    // On a grid the occupied squares are marked in the grid's own numbering below.
    occupied: grid ? [] : others,
    diagonalRule: state.options.diagonalRule,
    ...(bounds !== undefined ? { bounds } : {}),
  });
  const diagonalsAllowed = diagonalStepsAllowed(rules);
  const moveWalls = state.board.moveWalls;
  const wallBetween = moveWalls && moveWalls.length > 0 ? stepBlockedAmong(moveWalls) : undefined;
  const allowance = rules.allowance;
  // Off a grid, squares are numbered as first met and their entry costs worked out the first time a step tries them.
  const open = grid ? undefined : new OpenSquares(rules);
  // Each square's entry cost (-1: never enterable): on a grid the board's shared table with the
  // occupied squares refused, else worked out the first time a step tries the square.
  const boardFactors = grid ? boardEntryFactors(rules, grid) : undefined;
  if (grid) ensureSlots(grid.rows * grid.columns);
  const { occupiedSlot } = scratch;
  const columns = grid ? grid.columns : 0;
  const knownFactors = boardFactors?.known;
  const marked: number[] = [];
  if (grid) {
    for (const o of others) {
      if (!onBoard(grid, o) || !Number.isInteger(o.i) || !Number.isInteger(o.j)) continue;
      const slot = o.i * grid.columns + o.j;
      occupiedSlot[slot] = 1;
      marked.push(slot);
    }
  }
  let walks = 1;
  scratch.walkI[0] = start.i;
  scratch.walkJ[0] = start.j;
  scratch.walkCost[0] = 0;
  scratch.walkDiagonals[0] = 0;
  scratch.walkFrom[0] = -1;
  // Squares in the order first reached (the order the squares are listed in).
  const found: number[] = [];
  const startSlot = open ? open.slotOf(start.i, start.j) : start.i * columns + start.j;
  scratch.bestWalk[startSlot] = 0;
  found.push(startSlot);
  scratch.frontier[0] = 0;
  let frontierSize = 1;
  try {
    while (frontierSize > 0) {
      // At most eight new walks per walk in the frontier.
      ensureWalks(walks + 8 * frontierSize);
      const { walkI, walkJ, walkCost, walkDiagonals, walkFrom, frontier, next } = scratch;
      let nextSize = 0;
      for (let f = 0; f < frontierSize; f++) {
        const walk = frontier[f] as number;
        const i = walkI[walk] as number;
        const j = walkJ[walk] as number;
        const cost0 = walkCost[walk] as number;
        const diagonals0 = walkDiagonals[walk] as number;
        // squareNeighbours' order.
        for (let n = 0; n < 8; n++) {
          const di = STEP_I[n] as number;
          const dj = STEP_J[n] as number;
          const diagonal = di !== 0 && dj !== 0;
          if (diagonal && !diagonalsAllowed) continue;
          const ni = i + di;
          const nj = j + dj;
          if (bounds && (ni < 0 || nj < 0 || ni >= bounds.rows || nj >= bounds.columns)) continue;
          if (wallBetween?.(i, j, di, dj)) continue;
          const slot = open ? open.slotOf(ni, nj) : ni * columns + nj;
          let factor: number;
          if (knownFactors && boardFactors) {
            factor = knownFactors[slot] as number;
            if (occupiedSlot[slot] === 1) factor = -1;
            else if (factor !== factor) factor = boardFactors.at(slot, rules);
          } else {
            // Off a grid (on one, the board's table above is always there).
            factor = open ? open.factorAt(slot, ni, nj) : -1;
          }
          if (factor < 0) continue;
          // A straight step is one square under every diagonal rule.
          const cost = cost0 + (diagonal ? stepSpeed(rules, true, diagonals0) : 1) * factor;
          if (cost > allowance + 1e-9) continue;
          const diagonals = diagonals0 + (diagonal ? 1 : 0);
          const known = scratch.bestWalk[slot] as number;
          if (known >= 0) {
            const knownCost = walkCost[known] as number;
            if (knownCost < cost - 1e-9 || (Math.abs(knownCost - cost) <= 1e-9 && (walkDiagonals[known] as number) <= diagonals)) continue;
          } else {
            found.push(slot);
          }
          const entry = walks++;
          walkI[entry] = ni;
          walkJ[entry] = nj;
          walkCost[entry] = cost;
          walkDiagonals[entry] = diagonals;
          walkFrom[entry] = walk;
          scratch.bestWalk[slot] = entry;
          next[nextSize++] = entry;
        }
      }
      scratch.frontier = next;
      scratch.next = frontier;
      frontierSize = nextSize;
    }
    const search: Search = { run: ++lastSearchRun, state, figure, buff, frozen };
    if (scratch.listed.length < found.length) scratch.listed = new Int32Array(2 * found.length);
    let count = 0;
    for (const slot of found) {
      const entry = scratch.bestWalk[slot] as number;
      if ((scratch.walkFrom[entry] as number) >= 0) scratch.listed[count++] = entry;
    }
    return { search, count };
  } finally {
    for (const slot of found) scratch.bestWalk[slot] = -1;
    for (const slot of marked) occupiedSlot[slot] = 0;
  }
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

function followUpAction(state: AmState, followUp: PendingFollowUp, aims: SensibleOptions): AmAction {
  if (followUp.kind === "heal-friendly") {
    // The friend missing the most Health (the lower Health among equals).
    const hurt = followUp.candidateIds
      .map((id) => rosterOf(state).figure(id))
      .filter((f) => f !== undefined)
      .sort((a, b) => b.derived.health - b.health - (a.derived.health - a.health) || a.health - b.health)[0];
    return hurt ? { type: "heal", targetId: hurt.id } : { type: "declineFollowUp" };
  }
  if (followUp.kind === "free-attack") {
    let best: { attackerId: string; choice: AttackChoice } | undefined;
    for (const attackerId of followUp.byIds) {
      const attacker = rosterOf(state).figure(attackerId);
      if (!attacker || attacker.defeated) continue;
      const choice = bestAttackFrom(state, attacker, { charging: false, buff: 0, exclude: followUp.excludeTargetIds, ...aims });
      if (choice && (!best || choice.worth > best.choice.worth)) best = { attackerId, choice };
    }
    return best ? attackAction(best.attackerId, best.choice, true) : { type: "declineFollowUp" };
  }
  return { type: "declineFollowUp" };
}

/**
 * The way a figure faces along the rows: towards `target`'s column, else towards the enemy's
 * columns on average (+1 or -1). Ties between squares are broken by it so that a choice made from
 * one end of a board mirrored left to right is the mirror of the choice made from the other end.
 */
function facing(state: AmState, figure: AmFigureState, target: Offset): number {
  if (target.j !== figure.position.j) return Math.sign(target.j - figure.position.j);
  let sum = 0;
  for (const f of rosterOf(state).list) if (!f.defeated && f.side !== figure.side) sum += f.position.j - figure.position.j;
  return sum < 0 ? -1 : 1;
}

/** Among otherwise equal squares, whether walk `a` comes before walk `b`: the upper row, then the one further along `towards`. */
function walkBefore(a: number, b: number, towards: number): boolean {
  const ai = scratch.walkI[a] as number;
  const bi = scratch.walkI[b] as number;
  if (ai !== bi) return ai < bi;
  return ((scratch.walkJ[a] as number) - (scratch.walkJ[b] as number)) * towards > 0;
}

/** An enemy yet to act this round: how far it strikes before the figure acts again, and how hard. */
interface Strike {
  readonly at: Offset;
  /** Its walk plus its longest reach (melee reach, or the Distance of range and Magic), ignoring the ground. */
  readonly reach: number;
  /** The exact expected worth of its best attack on the figure (a melee one charging). */
  readonly worth: number;
}

/** The enemies yet to act this round: they strike before the figure acts again. Those that have acted strike again only after it. */
function strikes(state: AmState, figure: AmFigureState): Strike[] {
  const out: Strike[] = [];
  for (const f of rosterOf(state).list) {
    if (f.defeated || f.side === figure.side || f.activated) continue;
    let reach = 0;
    let worth = 0;
    for (const type of f.sheet.attackTypes) {
      reach = Math.max(reach, type === "melee" ? meleeReachOf(f.sheet) : (f.derived.distance ?? 0));
      worth = Math.max(worth, attackWorth(state, f, type, figure.position, figure, { charging: type === "melee", buff: 0 }));
    }
    if (worth > 0) out.push({ at: f.position, reach: Math.max(0, f.derived.speed) + reach, worth });
  }
  return out;
}

/**
 * The walk towards the enemy most worth reaching, as close as the figure wants to stand (the
 * cheaper walk among equals), among the squares least exposed to enemies yet to act this round
 * (the summed worth of the attacks of those whose walk and reach cover the square): a figure does
 * not walk into a charge it could have stayed out of, but an enemy whose reach covers every square
 * changes nothing. One of the `count` squares the last search listed.
 */
function approach(state: AmState, figure: AmFigureState, count: number): number | undefined {
  const prey = bestPrey(state, figure);
  if (!prey) return undefined;
  const rule = state.options.diagonalRule;
  const wanted = figure.sheet.attackTypes.includes("melee") ? meleeReachOf(figure.sheet) : 2;
  const shortfall = (i: number, j: number): number => Math.max(0, squareDistance({ i, j }, prey.position, rule) - wanted);
  const threats = strikes(state, figure);
  const towards = facing(state, figure, prey.position);
  const at = { i: 0, j: 0 };
  const exposure = (i: number, j: number): number => {
    at.i = i;
    at.j = j;
    let sum = 0;
    for (const t of threats) if (squareDistance(at, t.at, rule) <= t.reach) sum += t.worth;
    return sum;
  };
  let best: number | undefined;
  let bestExposure = exposure(figure.position.i, figure.position.j);
  let bestShortfall = shortfall(figure.position.i, figure.position.j);
  let bestLine = Number.POSITIVE_INFINITY;
  for (let k = 0; k < count; k++) {
    const walk = listedWalk(k);
    const i = scratch.walkI[walk] as number;
    const j = scratch.walkJ[walk] as number;
    const exposed = exposure(i, j);
    if (exposed > bestExposure + 1e-9) continue;
    const gap = shortfall(i, j);
    // Among equals, the square straighter at the prey (the same choice seen from either edge), then the cheaper walk.
    const line = (i - prey.position.i) ** 2 + (j - prey.position.j) ** 2;
    const cost = walkCostOf(walk);
    if (
      exposed < bestExposure - 1e-9 ||
      gap < bestShortfall ||
      (best !== undefined &&
        gap === bestShortfall &&
        (line < bestLine || (line === bestLine && (cost < walkCostOf(best) - 1e-9 || (Math.abs(cost - walkCostOf(best)) <= 1e-9 && walkBefore(walk, best, towards))))))
    ) {
      best = walk;
      bestExposure = exposed;
      bestShortfall = gap;
      bestLine = line;
    }
  }
  return best;
}

export interface SensibleOptions {
  /** Magic aimed only at squares figures stand on: a Foundry table names the figure a Magic attack is aimed at. */
  readonly magicAtFigures?: boolean;
}

/** The sensible policy (below), told what the table it plays on offers. */
export const sensiblePolicyWith =
  (options: SensibleOptions): AmPolicy =>
  (state) =>
    sensibleAction(state, options);

/**
 * Angry Miniatures by the engine's exact contest odds. A figure attacks with the attack type and
 * target worth the most expected Health; it first walks (a melee figure charging, +1 die) when an
 * attack from a reachable square is worth more than one from where it stands; Magic is not aimed
 * where it catches friends unless the enemy loses clearly more. Otherwise it walks towards the enemy
 * most worth reaching, never off the board, stopping short of the strike of enemies yet to act
 * this round (they would hit it first). Heals go to the most hurt friend.
 *
 * Charging, as this policy reads it: a melee attack in the same activation after the figure moved.
 */
export const sensiblePolicy: AmPolicy = (state) => sensibleAction(state, {});

function sensibleAction(state: AmState, options: SensibleOptions): AmAction {
  const followUp = state.pending[0];
  if (followUp) return followUpAction(state, followUp, options);
  const active = state.active;
  if (!active) {
    const next = firstActivatable(state);
    return next !== undefined ? { type: "activate", figureId: next } : { type: "endActivation" };
  }
  const figure = rosterOf(state).figure(active.figureId);
  if (!figure || figure.defeated) return { type: "endActivation" };
  const buff = active.buff;
  const plan = active.attacked ? undefined : attackPlanner(state, figure, { buff, ...options });
  const now = plan?.bestFrom(figure.position, active.moved);
  // After an attack this policy never walks, so the squares are not searched.
  if (!active.moved && plan) {
    const bound = plan.upperBound(true);
    // Whether some square could hold an attack worth walking for: else the squares matter only to close in.
    const worthWalking = bound > (now?.worth ?? 0) + 1e-9;
    if (worthWalking || !now) {
      const { count } = searchSquares(state, figure, buff, active.frozen);
      // The best walk so far and its attack; the squares are read from the search's working memory (nothing below searches again).
      let walk: number | undefined;
      let walkChoice: AttackChoice | undefined;
      const at = { i: 0, j: 0 };
      // Among equally good attacks the cheaper walk, then the mirror-fair square (see facing).
      const equalOrCheaper = (square: number, than: number, choice: AttackChoice): boolean => {
        const cost = walkCostOf(square);
        const known = walkCostOf(than);
        if (Math.abs(cost - known) > 1e-9) return cost < known;
        const target = choice.targetId !== undefined ? rosterOf(state).figure(choice.targetId)?.position : choice.targetSquare;
        return walkBefore(square, than, facing(state, figure, target ?? figure.position));
      };
      for (let k = 0; worthWalking && k < count; k++) {
        const square = listedWalk(k);
        const cost = walkCostOf(square);
        // Once a walk reaches the best attack anywhere, only a walk as cheap can replace it.
        if (walk !== undefined && walkChoice && walkChoice.worth >= bound && cost > walkCostOf(walk) + 1e-9) continue;
        at.i = scratch.walkI[square] as number;
        at.j = scratch.walkJ[square] as number;
        const choice = plan.bestFrom(at, true);
        if (choice && (walk === undefined || !walkChoice || choice.worth > walkChoice.worth + 1e-12 || (Math.abs(choice.worth - walkChoice.worth) <= 1e-12 && equalOrCheaper(square, walk, choice)))) {
          walk = square;
          walkChoice = choice;
        }
      }
      if (walk !== undefined && walkChoice && walkChoice.worth > (now?.worth ?? 0) + 1e-9) return { type: "move", figureId: figure.id, path: walkPath(walk) };
      if (!now) {
        const towards = approach(state, figure, count);
        if (towards !== undefined) return { type: "move", figureId: figure.id, path: walkPath(towards) };
      }
    }
  }
  if (now) return attackAction(figure.id, now, false);
  return { type: "endActivation" };
}
