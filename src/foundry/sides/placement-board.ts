import { segmentsIntersect, type Offset, type Point } from "../../rules/common/geometry";
import type { SpaceBoard } from "./free-spaces";

/** What placement reads of the scene's grid (BaseGrid in v13), and its CONST.GRID_TYPES type. */
export interface PlacementGrid {
  readonly type: number;
  readonly size: number;
  readonly sizeX: number;
  readonly sizeY: number;
  getOffset(point: Point): Offset;
  getCenterPoint(offset: Offset): Point;
  getTopLeftPoint(offset: Offset): Point;
  getAdjacentOffsets(offset: Offset): readonly Offset[];
}

/** A token already on the scene: its top-left in pixels and its size in grid spaces. */
export interface PlacedToken {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The scene's own rectangle in pixels, without the padding around it. */
export interface SceneRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PlacementBoard extends SpaceBoard {
  /** The space a point falls in. */
  spaceAt(point: Point): Offset;
  /** Where a one-space token standing in the space has its top-left corner. */
  topLeft(space: Offset): Point;
}

const GRIDLESS = 0;
/** Half a pixel: a scene sized to whole pixels may cut a hex's tip by less than that. */
const EDGE_TOLERANCE = 0.5;

/** Spaces of one grid unit laid over a gridless scene from its top-left corner, eight neighbours each. */
function lattice(grid: PlacementGrid, rect: SceneRect) {
  const step = grid.size;
  const topLeft = ({ i, j }: Offset): Point => ({ x: rect.x + j * step, y: rect.y + i * step });
  return {
    step: { x: step, y: step },
    spaceAt: (p: Point): Offset => ({ i: Math.floor((p.y - rect.y) / step), j: Math.floor((p.x - rect.x) / step) }),
    topLeft,
    centre: (space: Offset): Point => ({ x: topLeft(space).x + step / 2, y: topLeft(space).y + step / 2 }),
    neighbours: ({ i, j }: Offset): Offset[] =>
      [-1, 0, 1].flatMap((di) => [-1, 0, 1].filter((dj) => di !== 0 || dj !== 0).map((dj) => ({ i: i + di, j: j + dj }))),
  };
}

function gridSpaces(grid: PlacementGrid) {
  return {
    step: { x: grid.sizeX, y: grid.sizeY },
    spaceAt: (p: Point): Offset => grid.getOffset(p),
    topLeft: (space: Offset): Point => grid.getTopLeftPoint(space),
    centre: (space: Offset): Point => grid.getCenterPoint(space),
    neighbours: (space: Offset): readonly Offset[] => grid.getAdjacentOffsets(space),
  };
}

/**
 * The scene as spaces a side's figures can be set on: grid spaces (square or hex), or on a
 * gridless scene one-unit cells; a space holding a token's centre is taken; a step between two
 * spaces is barred by any of the given movement-blocking walls crossing the line between centres.
 */
export function placementBoard(grid: PlacementGrid, rect: SceneRect, tokens: readonly PlacedToken[], movementWalls: readonly (readonly number[])[]): PlacementBoard {
  const spaces = grid.type === GRIDLESS ? lattice(grid, rect) : gridSpaces(grid);
  const key = ({ i, j }: Offset) => `${i},${j}`;
  const taken = new Set(
    tokens.map((t) => key(spaces.spaceAt({ x: t.x + (t.width * spaces.step.x) / 2, y: t.y + (t.height * spaces.step.y) / 2 }))),
  );
  const segments = movementWalls.flatMap(([x0, y0, x1, y1]) =>
    x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined ? [] : [{ a: { x: x0, y: y0 }, b: { x: x1, y: y1 } }],
  );
  return {
    spaceAt: spaces.spaceAt,
    topLeft: spaces.topLeft,
    neighbours: spaces.neighbours,
    inside(space) {
      const { x, y } = spaces.topLeft(space);
      return (
        x >= rect.x - EDGE_TOLERANCE &&
        y >= rect.y - EDGE_TOLERANCE &&
        x + spaces.step.x <= rect.x + rect.width + EDGE_TOLERANCE &&
        y + spaces.step.y <= rect.y + rect.height + EDGE_TOLERANCE
      );
    },
    unoccupied: (space) => !taken.has(key(space)),
    canStep(from, to) {
      const a = spaces.centre(from);
      const b = spaces.centre(to);
      return !segments.some((wall) => segmentsIntersect(a, b, wall.a, wall.b));
    },
  };
}
