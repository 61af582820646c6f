import type { DiagonalRule, Offset } from "../../../rules/common/geometry";
import { deriveFigure } from "../../../rules/angry-miniatures/figure";
import { checkMove, squareKey, type MoveCheck, type Terrain, type TerrainMap, type WallOnStep } from "../../../rules/angry-miniatures/movement";
import { verdictFor, type AutomationLevel, type CheckVerdict } from "../../settings/automation";
import type { TableFigure } from "./table-figure";

/** Speed this activation before Frost: Speed plus Magic Buff stacks (the rules' activation rule). */
export function speedThisActivation(figure: TableFigure): number {
  return deriveFigure(figure.sheet).speed + (figure.statuses.buffed ?? 0);
}

/** Squares entered along waypoints, given a grid's straight path between two squares. */
export function squaresEntered(waypoints: readonly Offset[], directPath: (from: Offset, to: Offset) => readonly Offset[]): Offset[] {
  const squares: Offset[] = [];
  for (let n = 1; n < waypoints.length; n++) {
    const from = waypoints[n - 1];
    const to = waypoints[n];
    if (!from || !to) continue;
    const path = directPath(from, to);
    // getDirectPath includes the starting square; a waypoint on the same square adds nothing.
    for (const square of path.slice(1)) squares.push({ i: square.i, j: square.j });
  }
  return squares;
}

export interface MoveAssessment {
  readonly check: MoveCheck;
  readonly verdict: CheckVerdict;
}

export interface MoveInput {
  readonly figure: TableFigure;
  readonly from: Offset;
  /** Every square entered this activation, the recorded history first. */
  readonly path: readonly Offset[];
  readonly terrain: TerrainMap;
  readonly occupied: readonly Offset[];
  readonly diagonalRule: DiagonalRule;
  /** The walls of each step, as the table reads them; none when left out. */
  readonly wallOnStep?: WallOnStep;
  /** False for a figure moving outside its own activation in a started combat: it has no Speed to spend then. */
  readonly activating?: boolean;
}

/** The rules' move check (Speed, terrain, walls, traits, Frost) weighed by the movement automation level. */
export function assessMove(input: MoveInput, level: AutomationLevel): MoveAssessment {
  const { figure } = input;
  const check = checkMove({
    from: input.from,
    path: input.path,
    speed: input.activating === false ? 0 : speedThisActivation(figure),
    frozen: (figure.statuses.frozen ?? 0) > 0,
    perk: figure.sheet.perk,
    flaw: figure.sheet.flaw,
    terrain: input.terrain,
    occupied: input.occupied,
    diagonalRule: input.diagonalRule,
    ...(input.wallOnStep ? { wallOnStep: input.wallOnStep } : {}),
  });
  return { check, verdict: verdictFor(level, check.ok) };
}

/**
 * Terrain from a "Modify Movement Cost" region's difficulties (Foundry's own terrain feature):
 * harder to walk than 1 is difficult; harder to walk than to swim is water.
 */
export function terrainOfDifficulties(difficulties: Readonly<Record<string, number | null | undefined>>): Terrain {
  const walk = difficulties.walk ?? 1;
  const swim = difficulties.swim;
  if (walk > 1 && typeof swim === "number" && swim < walk) return "water";
  if (walk > 1) return "difficult";
  return "open";
}

const TERRAIN_WEIGHT = { open: 0, difficult: 1, water: 2, blocking: 3 } as const satisfies Record<Terrain, number>;

/** Builds a terrain map from each square's terrains, keeping the hardest when regions overlap. */
export function terrainMap(entries: Iterable<readonly [Offset, Terrain]>): TerrainMap {
  const map: Record<string, Terrain> = {};
  for (const [square, terrain] of entries) {
    const key = squareKey(square);
    const current = map[key] ?? "open";
    if (TERRAIN_WEIGHT[terrain] > TERRAIN_WEIGHT[current]) map[key] = terrain;
  }
  return map;
}
