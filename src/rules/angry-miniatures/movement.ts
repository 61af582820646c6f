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
export const terrainAt = (terrain: TerrainMap, o: Offset): Terrain => terrain[squareKey(o)] ?? "open";

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
  const movement = [perk && PERKS[perk].movement, flaw && FLAWS[flaw].movement];
  if (terrain === "difficult" && movement.includes("ignore-difficult")) return 1;
  if (terrain === "water" && movement.includes("ignore-water")) return 1;
  return TERRAIN_COST[terrain];
}

function fail(rule: string, message: string, data: Record<string, string | number>, cost: number, allowance: number): MoveCheck {
  return {
    ok: false,
    cost,
    allowance,
    violation: new RuleViolation(`AngryMiniatures.Rule.${rule}`, `Angry Miniatures: ${message}`, data),
  };
}

/** Cost of a path and whether the figure may walk it this activation. */
export function checkMove(input: MoveInput): MoveCheck {
  const rule = input.diagonalRule ?? "equidistant";
  const allowance = input.frozen ? 0 : Math.max(0, input.speed);
  const occupied = new Set((input.occupied ?? []).map(squareKey));
  let cost = 0;
  let diagonals = 0;
  let previous = input.from;
  for (const square of input.path) {
    if (!squareAdjacent(previous, square)) {
      return fail("MoveNotAdjacent", `each step must enter a square next to the last one (${squareKey(square)}).`, { square: squareKey(square) }, cost, allowance);
    }
    const diagonal = previous.i !== square.i && previous.j !== square.j;
    if (diagonal && rule === "illegal") {
      return fail("MoveDiagonal", "this scene does not allow diagonal steps.", { square: squareKey(square) }, cost, allowance);
    }
    const terrain = terrainAt(input.terrain ?? {}, square);
    if (terrain === "blocking") {
      return fail("MoveBlocked", `blocking terrain cannot be entered (${squareKey(square)}).`, { square: squareKey(square) }, cost, allowance);
    }
    if (terrain === "difficult" && input.flaw !== undefined && FLAWS[input.flaw].movement === "no-difficult") {
      return fail("MoveUnwieldyArmor", `Unwieldy Armor cannot enter difficult terrain (${squareKey(square)}).`, { square: squareKey(square) }, cost, allowance);
    }
    if (occupied.has(squareKey(square))) {
      return fail("MoveOccupied", `another figure stands in ${squareKey(square)}.`, { square: squareKey(square) }, cost, allowance);
    }
    cost += stepBase(diagonal, diagonals, rule) * terrainFactor(terrain, input.perk, input.flaw);
    if (diagonal) diagonals += 1;
    previous = square;
  }
  if (cost > allowance + 1e-9) {
    return fail("MoveTooFar", `this path costs ${cost} Speed but only ${allowance} is available.`, { cost, allowance }, cost, allowance);
  }
  return { ok: true, cost, allowance };
}
