import { RuleViolation } from "../common/errors";
import { squareAdjacent, type DiagonalRule, type Offset } from "../common/geometry";
import { FLAWS, PERKS, type FlawId, type PerkId } from "./traits";

export const TERRAINS = ["open", "difficult", "water", "blocking"] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Speed spent per square entered, before traits. */
export const TERRAIN_COST = { open: 1, difficult: 2, water: 2, blocking: Infinity } as const satisfies Record<Terrain, number>;

/** Terrain by square key ("i,j"); squares not listed are open. */
export type TerrainMap = Readonly<Record<string, Terrain>>;

export const squareKey = (o: Offset): string => `${o.i},${o.j}`;

/** Squares as numbers, for lookups without building a key string; only within this reach of 0. */
const NUMERIC_REACH = 1 << 15;
const numericKey = (i: number, j: number): number => (i + NUMERIC_REACH) * 2 * NUMERIC_REACH + (j + NUMERIC_REACH);
const withinNumericReach = (o: Offset): boolean => withinReach(o.i, o.j);
const withinReach = (i: number, j: number): boolean => Number.isInteger(i) && Number.isInteger(j) && Math.abs(i) < NUMERIC_REACH && Math.abs(j) < NUMERIC_REACH;

/** What is worked out once per terrain map: its squares by number, and walkers' entry factors by board and traits. */
interface TerrainIndex {
  readonly terrain: TerrainMap;
  readonly byNumber: ReadonlyMap<number, Terrain>;
  readonly boards: Map<PerkId | undefined, Map<FlawId | undefined, BoardEntryFactors[]>>;
}

/**
 * The index of the terrain map last asked about. A game keeps one map (states are replaced, not
 * changed, and share their board), and games of the same setup have maps of the same squares: a
 * map of the same squares and terrains as the last one reuses its index, without a WeakMap entry
 * per game (each costs the garbage collector).
 */
let lastIndex: TerrainIndex | undefined;

function sameTerrain(a: TerrainMap, b: TerrainMap): boolean {
  let count = 0;
  for (const key in a) {
    if (!Object.hasOwn(a, key)) continue;
    if (!Object.hasOwn(b, key) || a[key] !== b[key]) return false;
    count++;
  }
  for (const key in b) if (Object.hasOwn(b, key)) count--;
  return count === 0;
}

function terrainIndex(terrain: TerrainMap): TerrainIndex {
  if (lastIndex?.terrain === terrain) return lastIndex;
  if (lastIndex && sameTerrain(lastIndex.terrain, terrain)) {
    lastIndex = { terrain, byNumber: lastIndex.byNumber, boards: lastIndex.boards };
    return lastIndex;
  }
  const byNumber = new Map<number, Terrain>();
  for (const key of Object.keys(terrain)) {
    const [i, j] = key.split(",").map(Number);
    const value = terrain[key];
    // Only keys exactly as squareKey writes them: any other spelling never matched a square.
    if (i === undefined || j === undefined || value === undefined || squareKey({ i, j }) !== key || !withinNumericReach({ i, j })) continue;
    byNumber.set(numericKey(i, j), value);
  }
  lastIndex = { terrain, byNumber, boards: new Map() };
  return lastIndex;
}

const terrainByNumber = (terrain: TerrainMap): ReadonlyMap<number, Terrain> => terrainIndex(terrain).byNumber;

/** A square's key in `MoveRules.occupied`: a number near the origin, else its `squareKey`. */
const occupiedKey = (o: Offset): number | string => squareNumber(o.i, o.j);

/** The key `occupiedKey` gives the square (i, j), without building the square. */
export const squareNumber = (i: number, j: number): number | string => (withinReach(i, j) ? numericKey(i, j) : `${i},${j}`);

export const terrainAt = (terrain: TerrainMap, o: Offset): Terrain =>
  (withinNumericReach(o) ? terrainByNumber(terrain).get(numericKey(o.i, o.j)) : terrain[squareKey(o)]) ?? "open";

export interface MoveInput {
  readonly from: Offset;
  /** Squares entered, in order (the start square is not repeated). */
  readonly path: readonly Offset[];
  readonly speed: number;
  /** Frost Magic: Speed is 0 for this activation. */
  readonly frozen?: boolean;
  readonly perk?: PerkId;
  readonly flaw?: FlawId;
  readonly terrain?: TerrainMap;
  /** Squares holding other figures; they cannot be entered. */
  readonly occupied?: readonly Offset[];
  readonly diagonalRule?: DiagonalRule;
  /** The board's rows and columns; a walk may not enter a square outside them. */
  readonly bounds?: BoardBounds;
  /** What the table says of the walls on each step; a board without it has none. */
  readonly wallOnStep?: WallOnStep;
}

/**
 * The table's word on a step between two neighbouring squares: nothing stops it ("open"), a wall
 * does ("wall"), or the step cannot be judged, the reason being the move's broken rule.
 */
export type StepWall = "open" | "wall" | RuleViolation;
export type WallOnStep = (from: Offset, to: Offset) => StepWall;

export interface BoardBounds {
  readonly rows: number;
  readonly columns: number;
}

/** Whether a square lies on a board of these rows and columns (every square does on a board without an edge). */
export function onBoard(bounds: MoveInput["bounds"], o: Offset): boolean {
  return bounds === undefined || (o.i >= 0 && o.j >= 0 && o.i < bounds.rows && o.j < bounds.columns);
}

export interface MoveCheck {
  readonly ok: boolean;
  readonly cost: number;
  readonly allowance: number;
  readonly violation?: RuleViolation;
}

function stepBase(diagonal: boolean, diagonalsSoFar: number, rule: DiagonalRule): number {
  if (!diagonal) return 1;
  const nth = diagonalsSoFar + 1;
  switch (rule) {
    case "equidistant":
      return 1;
    case "exact":
      return Math.SQRT2;
    case "approximate":
      return 1.5;
    case "rectilinear":
      return 2;
    case "alternating1":
      return nth % 2 === 0 ? 2 : 1;
    case "alternating2":
      return nth % 2 === 0 ? 1 : 2;
    case "illegal":
      return Infinity;
  }
}

function terrainFactor(terrain: Terrain, perk?: PerkId, flaw?: FlawId): number {
  const ignores = terrain === "difficult" ? "ignore-difficult" : terrain === "water" ? "ignore-water" : undefined;
  if (ignores !== undefined && ((perk && PERKS[perk].movement === ignores) || (flaw && FLAWS[flaw].movement === ignores))) return 1;
  return TERRAIN_COST[terrain];
}

/**
 * A failed move whose violation (an Error, with its costly stack trace) is built only when read: a
 * policy trying squares wants only `ok`. A class, so each result is a plain fast object, not a
 * literal with its own getter.
 */
class FailedMove implements MoveCheck {
  readonly ok = false;
  readonly cost: number;
  readonly allowance: number;
  readonly #violation: () => RuleViolation;
  #built: RuleViolation | undefined;
  constructor(cost: number, allowance: number, violation: () => RuleViolation) {
    this.cost = cost;
    this.allowance = allowance;
    this.#violation = violation;
  }
  get violation(): RuleViolation {
    this.#built ??= this.#violation();
    return this.#built;
  }
}

function fail(rule: string, message: string, data: Record<string, string | number>, cost: number, allowance: number): MoveCheck {
  return new FailedMove(cost, allowance, () => new RuleViolation(`AngryMiniatures.Rule.${rule}`, `Angry Miniatures: ${message}`, data));
}

/** The rules a walk is judged by: the figure's allowance, traits, terrain and occupied squares. */
export interface MoveRules {
  readonly allowance: number;
  readonly perk?: PerkId;
  readonly flaw?: FlawId;
  readonly terrain: TerrainMap;
  /** The squares holding other figures, by `occupiedKey`. */
  readonly occupied: ReadonlySet<number | string>;
  readonly diagonalRule: DiagonalRule;
  readonly bounds?: MoveInput["bounds"];
  readonly wallOnStep?: WallOnStep;
}

/** A walk judged up to some square: where it stands, what it cost, and the first rule it broke. */
export interface MoveProgress {
  readonly at: Offset;
  readonly cost: number;
  readonly diagonals: number;
  readonly failure?: MoveCheck;
}

export function moveRules(input: Omit<MoveInput, "from" | "path">): MoveRules {
  const occupied = new Set<number | string>();
  for (const square of input.occupied ?? []) occupied.add(occupiedKey(square));
  const rules: { -readonly [K in keyof MoveRules]: MoveRules[K] } = {
    allowance: input.frozen ? 0 : Math.max(0, input.speed),
    terrain: input.terrain ?? {},
    occupied,
    diagonalRule: input.diagonalRule ?? "equidistant",
    ...(input.bounds !== undefined ? { bounds: input.bounds } : {}),
    ...(input.wallOnStep !== undefined ? { wallOnStep: input.wallOnStep } : {}),
  };
  if (input.perk !== undefined) rules.perk = input.perk;
  if (input.flaw !== undefined) rules.flaw = input.flaw;
  return rules;
}

export function startMove(from: Offset): MoveProgress {
  return { at: from, cost: 0, diagonals: 0 };
}

/** The first rule a step onto `square` from the adjacent `at` breaks, before its cost is counted. */
type StepRefusal = "MoveOffBoard" | "MoveDiagonal" | "MoveBlocked" | "MoveUnwieldyArmor" | "MoveOccupied";

/** The first rule refusing any step onto `square`, from whichever side. */
function squareRefusal(rules: MoveRules, square: Offset, terrain: Terrain): Exclude<StepRefusal, "MoveDiagonal"> | undefined {
  if (!onBoard(rules.bounds, square)) return "MoveOffBoard";
  if (terrain === "blocking") return "MoveBlocked";
  if (terrain === "difficult" && rules.flaw !== undefined && FLAWS[rules.flaw].movement === "no-difficult") return "MoveUnwieldyArmor";
  if (rules.occupied.has(occupiedKey(square))) return "MoveOccupied";
  return undefined;
}

function stepRefusal(rules: MoveRules, at: Offset, square: Offset, terrain: Terrain): StepRefusal | undefined {
  if (!onBoard(rules.bounds, square)) return "MoveOffBoard";
  if (rules.diagonalRule === "illegal" && at.i !== square.i && at.j !== square.j) return "MoveDiagonal";
  return squareRefusal(rules, square, terrain);
}

/**
 * What entering `square` costs this walker per square of step (its terrain, by its traits), or
 * undefined when no step may enter it from any side; for searches that try each square many times.
 * A step onto it then costs `stepSpeed` times this, unless it is a diagonal the rules forbid or
 * crosses a wall (`wallOnStep`, which such searches do not have).
 */
export function entryFactor(rules: MoveRules, square: Offset): number | undefined {
  const terrain = terrainAt(rules.terrain, square);
  return squareRefusal(rules, square, terrain) === undefined ? terrainFactor(terrain, rules.perk, rules.flaw) : undefined;
}

/**
 * `entryFactor` on a bounded board for walkers of these traits, square by square (row by row),
 * leaving out the occupied squares (the caller refuses those): each square worked out the first
 * time it is asked for and kept for every later search on the same terrain (see `terrainIndex`).
 */
export class BoardEntryFactors {
  readonly #bounds: BoardBounds;
  readonly rows: number;
  readonly columns: number;
  /** By square number: NaN for a square not worked out yet (ask `at`), -1 for one never enterable. */
  readonly known: Float64Array;
  constructor(bounds: BoardBounds) {
    this.#bounds = bounds;
    this.rows = bounds.rows;
    this.columns = bounds.columns;
    this.known = new Float64Array(bounds.rows * bounds.columns).fill(Number.NaN);
  }

  /** The factor of the square numbered `slot` (i * columns + j), (i, j) on the board, for a walker of these rules. */
  at(slot: number, rules: MoveRules): number {
    const known = this.known[slot] as number;
    if (known === known) return known;
    const { columns } = this.#bounds;
    const square = { i: Math.floor(slot / columns), j: slot % columns };
    const factor = entryFactor({ ...rules, occupied: NOTHING_OCCUPIED, bounds: this.#bounds }, square) ?? -1;
    this.known[slot] = factor;
    return factor;
  }
}

const NOTHING_OCCUPIED: ReadonlySet<number | string> = new Set();

/** The shared `BoardEntryFactors` of a terrain map, board size and walker traits. */
export function boardEntryFactors(rules: MoveRules, bounds: BoardBounds): BoardEntryFactors {
  // By perk, then flaw, then board size (no key string built per search).
  const byPerk = terrainIndex(rules.terrain).boards;
  let byFlaw = byPerk.get(rules.perk);
  if (!byFlaw) {
    byFlaw = new Map();
    byPerk.set(rules.perk, byFlaw);
  }
  let bySize = byFlaw.get(rules.flaw);
  if (!bySize) {
    bySize = [];
    byFlaw.set(rules.flaw, bySize);
  }
  let board = bySize.find((b) => b.rows === bounds.rows && b.columns === bounds.columns);
  if (!board) {
    board = new BoardEntryFactors(bounds);
    bySize.push(board);
  }
  return board;
}

/** Whether the diagonal rule lets a walk step diagonally at all. */
export const diagonalStepsAllowed = (rules: MoveRules): boolean => rules.diagonalRule !== "illegal";

/** The Speed one step takes before terrain: `entryFactor` times this is what it costs. */
export const stepSpeed = (rules: MoveRules, diagonal: boolean, diagonalsSoFar: number): number => stepBase(diagonal, diagonalsSoFar, rules.diagonalRule);

const REFUSAL_MESSAGES: Record<StepRefusal, (square: string) => string> = {
  MoveOffBoard: (square) => `the square ${square} is off the board.`,
  MoveDiagonal: () => "this scene does not allow diagonal steps.",
  MoveBlocked: (square) => `blocking terrain cannot be entered (${square}).`,
  MoveUnwieldyArmor: (square) => `Unwieldy Armor cannot enter difficult terrain (${square}).`,
  MoveOccupied: (square) => `another figure stands in ${square}.`,
};

/** What a walk has spent after one more step onto `square` from `at`. */
function costAfterStep(rules: MoveRules, at: Offset, cost: number, diagonals: number, square: Offset, terrain: Terrain): number {
  const diagonal = at.i !== square.i && at.j !== square.j;
  return cost + stepBase(diagonal, diagonals, rules.diagonalRule) * terrainFactor(terrain, rules.perk, rules.flaw);
}

/** The walk one square further. Once a rule is broken, later squares change nothing. */
export function stepMove(rules: MoveRules, progress: MoveProgress, square: Offset): MoveProgress {
  if (progress.failure) return progress;
  const { cost } = progress;
  const { allowance } = rules;
  const stop = (failure: MoveCheck): MoveProgress => ({ ...progress, failure });
  if (!squareAdjacent(progress.at, square)) {
    return stop(fail("MoveNotAdjacent", `each step must enter a square next to the last one (${squareKey(square)}).`, { square: squareKey(square) }, cost, allowance));
  }
  const terrain = terrainAt(rules.terrain, square);
  const refusal = stepRefusal(rules, progress.at, square, terrain);
  if (refusal !== undefined) return stop(fail(refusal, REFUSAL_MESSAGES[refusal](squareKey(square)), { square: squareKey(square) }, cost, allowance));
  const wall = rules.wallOnStep?.(progress.at, square) ?? "open";
  if (wall === "wall") {
    const data = { from: squareKey(progress.at), square: squareKey(square) };
    return stop(fail("MoveWall", `a wall stops movement between the squares ${data.from} and ${data.square}.`, data, cost, allowance));
  }
  if (wall !== "open") return stop({ ok: false, cost, allowance, violation: wall });
  const diagonal = progress.at.i !== square.i && progress.at.j !== square.j;
  return {
    at: square,
    cost: costAfterStep(rules, progress.at, cost, progress.diagonals, square, terrain),
    diagonals: progress.diagonals + (diagonal ? 1 : 0),
  };
}

/** The verdict on the walk so far: the first broken rule, else whether the cost fits the allowance. */
export function moveCheckOf(rules: MoveRules, progress: MoveProgress): MoveCheck {
  if (progress.failure) return progress.failure;
  const { cost } = progress;
  const { allowance } = rules;
  if (cost > allowance + 1e-9) {
    return fail("MoveTooFar", `this path costs ${cost} Speed but only ${allowance} is available.`, { cost, allowance }, cost, allowance);
  }
  return { ok: true, cost, allowance };
}

/** Cost of a path and whether the figure may walk it this activation. */
export function checkMove(input: MoveInput): MoveCheck {
  const rules = moveRules(input);
  let progress = startMove(input.from);
  for (const square of input.path) {
    progress = stepMove(rules, progress, square);
    if (progress.failure) break;
  }
  return moveCheckOf(rules, progress);
}
