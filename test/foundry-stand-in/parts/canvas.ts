import { segmentsIntersect, type Offset, type Point, type Segment } from "../../../src/rules/common/geometry";
import { deepAssign, type StandInPart } from "../index";

/**
 * The canvas, as the v13 API describes it:
 * - https://foundryvtt.com/api/v13/classes/foundry.grid.SquareGrid.html (and BaseGrid): `type`,
 *   `size` (pixels per space), `distance` (units per space), `diagonals`; `getOffset({x, y})`
 *   is the space containing the point (`i` row, `j` column); `getTopLeftPoint(offset)`,
 *   `getCenterPoint(offset)`. Only square and gridless layouts are computed here.
 * - https://foundryvtt.com/api/v13/classes/foundry.canvas.geometry.ClockwiseSweepPolygon.html:
 *   `testCollision(origin, destination, {type: "sight", mode: "any"})` is true when a
 *   sight-blocking wall crosses the segment; tokens never block it.
 * - `canvas.scene`, `canvas.tokens.placeables` (token objects with `name`, `center`, `bounds`,
 *   `document`).
 */
export interface StandInToken {
  name: string;
  center: Point;
  bounds: { x: number; y: number; width: number; height: number };
  document: { hidden?: boolean; shape?: number };
}

export function standInGrid(type: number, options: { size?: number; distance?: number; diagonals?: number } = {}) {
  const size = options.size ?? 100;
  return {
    type,
    size,
    distance: options.distance ?? 1,
    diagonals: options.diagonals ?? 0,
    getOffset: ({ x, y }: Point): Offset => ({ i: Math.floor(y / size), j: Math.floor(x / size) }),
    getTopLeftPoint: ({ i, j }: Offset): Point => ({ x: j * size, y: i * size }),
    getCenterPoint: ({ i, j }: Offset): Point => ({ x: (j + 0.5) * size, y: (i + 0.5) * size }),
  };
}

/** A token `spaces` wide whose top-left corner is at (x, y). */
export function standInToken(name: string, x: number, y: number, size = 100, document: StandInToken["document"] = {}): StandInToken {
  return { name, center: { x: x + size / 2, y: y + size / 2 }, bounds: { x, y, width: size, height: size }, document };
}

/** Puts a scene on the canvas with the given grid, sight walls and tokens. */
export function setCanvas(setup: { grid: ReturnType<typeof standInGrid>; walls?: Segment[]; tokens?: StandInToken[] }): void {
  const state = (globalThis as unknown as { canvas: Record<string, unknown> }).canvas;
  state.scene = { id: "scene00000000001", grid: { type: setup.grid.type } };
  state.grid = setup.grid;
  state.tokens = { placeables: setup.tokens ?? [] };
  walls = setup.walls ?? [];
}

let walls: Segment[] = [];

export const installPart: StandInPart = (globals) => {
  walls = [];
  deepAssign(globals, {
    canvas: { scene: null, grid: null, tokens: { placeables: [] } },
    CONFIG: {
      Canvas: {
        polygonBackends: {
          sight: {
            testCollision: (a: Point, b: Point, options: { type: string; mode: string }) =>
              options.type === "sight" && walls.some((w) => segmentsIntersect(a, b, w.a, w.b)),
          },
        },
      },
    },
    game: { release: { generation: 13 } },
  });
};
