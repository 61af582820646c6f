import { RuleViolation } from "../../rules/common/errors";
import {
  DIAGONAL_RULES, euclidean, hexAdjacent, hexDistance, squareAdjacent, squareDistance,
  type DiagonalRule, type HexOrientation, type Offset, type Point,
} from "../../rules/common/geometry";

export type GridKind = "square" | "hex" | "gridless";

/** CONST.GRID_TYPES: GRIDLESS 0, SQUARE 1, HEXODDR 2, HEXEVENR 3, HEXODDQ 4, HEXEVENQ 5. */
const HEX_ORIENTATIONS = {
  2: { columns: false, even: false },
  3: { columns: false, even: true },
  4: { columns: true, even: false },
  5: { columns: true, even: true },
} as const satisfies Record<number, HexOrientation>;

/** What distance needs of a grid: `canvas.grid` or a scene's `grid` data. */
export interface GridLike {
  type: number;
  diagonals?: number;
  /** Pixels per grid space. */
  size: number;
  /** Scene units (inches, squares) per grid space. */
  distance: number;
}

export interface TokenLike {
  center: Point;
}

export function gridKindOfType(type: number): GridKind {
  if (type === 0) return "gridless";
  if (type === 1) return "square";
  return "hex";
}

export function gridKind(scene: { grid: { type: number } }): GridKind {
  return gridKindOfType(scene.grid.type);
}

export function hexOrientationOf(type: number): HexOrientation {
  const orientation = HEX_ORIENTATIONS[type as keyof typeof HEX_ORIENTATIONS];
  if (!orientation) throw new RangeError(`Grid type ${type} is not a hex grid`);
  return orientation;
}

/** CONST.GRID_DIAGONALS (0..6) in the rules' names; the same order by construction. */
export function diagonalRuleOf(diagonals: number | undefined): DiagonalRule {
  return DIAGONAL_RULES[diagonals ?? 0] ?? "equidistant";
}

function currentGrid(): GridLike & { getOffset(point: Point): Offset } {
  const grid = canvas?.grid;
  if (!grid || !canvas?.scene) throw new RuleViolation("Canvas.NoScene", "No scene is being viewed.", {});
  return grid;
}

export function tokenOffset(token: TokenLike): Offset {
  const { i, j } = currentGrid().getOffset(token.center);
  return { i, j };
}

/** Distance in grid spaces (square, hex) between two offsets on a grid. */
export function offsetDistance(grid: GridLike, a: Offset, b: Offset): number {
  const kind = gridKindOfType(grid.type);
  if (kind === "hex") return hexDistance(a, b, hexOrientationOf(grid.type));
  return squareDistance(a, b, diagonalRuleOf(grid.diagonals));
}

/** Centre-to-centre distance in scene units (inches on a gridless scene). */
export function pointDistance(grid: GridLike, a: Point, b: Point): number {
  return (euclidean(a, b) / grid.size) * grid.distance;
}

/** Squares or hexes between the spaces of the token centres; scene units when gridless. */
export function tokenDistance(a: TokenLike, b: TokenLike): number {
  const grid = currentGrid();
  if (gridKindOfType(grid.type) === "gridless") return pointDistance(grid, a.center, b.center);
  return offsetDistance(grid, tokenOffset(a), tokenOffset(b));
}

/** Touching spaces on the current grid (8 neighbours on squares, 6 on hexes; never when gridless). */
export function offsetsAdjacent(a: Offset, b: Offset, grid: GridLike = currentGrid()): boolean {
  const kind = gridKindOfType(grid.type);
  if (kind === "hex") return hexAdjacent(a, b, hexOrientationOf(grid.type));
  return kind === "square" && squareAdjacent(a, b);
}
