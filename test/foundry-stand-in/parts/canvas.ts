import type { Offset, Point, Segment } from "../../../src/rules/common/geometry";
import { deepAssign } from "../deep-assign";
import { hexDimensions, hexGeometry } from "../hex-grid";
import type { StandInPart } from "../index";
import { standInRelease } from "../generation";

/**
 * The canvas, as the v13 API describes it:
 * - https://foundryvtt.com/api/v13/classes/foundry.grid.SquareGrid.html (and BaseGrid): `type`,
 *   `size` (pixels per space), `sizeX`/`sizeY`, `distance` (units per space), `diagonals`;
 *   `getOffset({x, y})` is the space containing the point (`i` row, `j` column);
 *   `getTopLeftPoint(offset)`, `getCenterPoint(offset)`; `getDirectPath(waypoints)` the spaces a
 *   straight line passes through, both ends included; `calculateDimensions(width, height, padding)`
 *   the padded canvas and the scene's place in it. Square and gridless layouts are computed here,
 *   hexagonal ones in hex-grid.ts (`hexGeometry`, `hexDimensions`).
 * - https://foundryvtt.com/api/v13/classes/foundry.canvas.geometry.ClockwiseSweepPolygon.html
 *   (`CONFIG.Canvas.polygonBackends.sight.testCollision(origin, destination, {type, mode})`):
 *   with type "sight" and mode "any", true when a wall that blocks sight meets the segment past
 *   the origin (see `standInTestCollision` for the edge cases). Tokens never block it. Which
 *   walls block follows the wall's data
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.BaseWall.html and
 *   https://foundryvtt.com/article/walls/): `sight` CONST.WALL_SENSE_TYPES NONE never blocks;
 *   NORMAL blocks; LIMITED is seen through once, a second limited wall blocks; an open door
 *   (`door` not NONE, `ds` OPEN) does not block; a closed or locked one does. One-way walls
 *   (`dir`) and PROXIMITY / DISTANCE walls are not modelled: a test meeting one fails loudly.
 * - A wall's `move` (CONST.WALL_MOVEMENT_TYPES, https://foundryvtt.com/api/v13/variables/CONST.WALL_MOVEMENT_TYPES.html):
 *   NONE lets movement through, NORMAL stops it (BaseWall's default); it is wall data only here,
 *   read from the documents: no movement collision backend is modelled (asking for one fails).
 * - CONST.TOKEN_DISPLAY_MODES (https://foundryvtt.com/api/v13/variables/CONST.TOKEN_DISPLAY_MODES.html),
 *   CONST.WALL_SENSE_TYPES, WALL_MOVEMENT_TYPES, WALL_DOOR_TYPES, WALL_DOOR_STATES, WALL_DIRECTIONS and GRID_TYPES
 *   (https://foundryvtt.com/api/v13/modules/CONST.html) with core's values.
 * - `canvas.scene`, `canvas.tokens.placeables` (token objects with `name`, `center`, `bounds`,
 *   `document`). A scene's walls are also its `walls` collection of wall documents.
 */
export interface StandInToken {
  name: string;
  center: Point;
  bounds: { x: number; y: number; width: number; height: number };
  document: { hidden?: boolean; shape?: number };
}

export const WALL_SENSE_TYPES = { NONE: 0, LIMITED: 10, NORMAL: 20, PROXIMITY: 30, DISTANCE: 40 } as const;
/** CONST.WALL_MOVEMENT_TYPES (https://foundryvtt.com/api/v13/modules/CONST.html): a wall's `move`. */
export const WALL_MOVEMENT_TYPES = { NONE: 0, NORMAL: 20 } as const;
export const WALL_DOOR_TYPES = { NONE: 0, DOOR: 1, SECRET: 2 } as const;
export const WALL_DOOR_STATES = { CLOSED: 0, OPEN: 1, LOCKED: 2 } as const;
export const WALL_DIRECTIONS = { BOTH: 0, LEFT: 1, RIGHT: 2 } as const;
export const TOKEN_DISPLAY_MODES = { NONE: 0, CONTROL: 10, OWNER_HOVER: 20, HOVER: 30, OWNER: 40, ALWAYS: 50 } as const;
export const GRID_TYPES = { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 } as const;

/** A WallDocument's sight- and movement-related data, with BaseWall's defaults (a normal wall, no door). */
export interface StandInWall {
  c: [number, number, number, number];
  sight: number;
  move: number;
  door: number;
  ds: number;
  dir: number;
}

export function standInWall(segment: Segment, data: Partial<Omit<StandInWall, "c">> = {}): StandInWall {
  return {
    c: [segment.a.x, segment.a.y, segment.b.x, segment.b.y],
    sight: WALL_SENSE_TYPES.NORMAL,
    move: WALL_MOVEMENT_TYPES.NORMAL,
    door: WALL_DOOR_TYPES.NONE,
    ds: WALL_DOOR_STATES.CLOSED,
    dir: WALL_DIRECTIONS.BOTH,
    ...data,
  };
}

/**
 * Core's orient2dFast(a, b, c), the sign of the turn a -> b -> c worked out from c; the sweep calls
 * an edge collinear with the origin when this is exactly 0 (Edge#orientPoint).
 */
function orient2d(a: Point, b: Point, c: Point): number {
  return (a.y - c.y) * (b.x - c.x) - (a.x - c.x) * (b.y - c.y);
}

/**
 * Where the ray from `origin` to `destination` meets the wall a-b, as the fraction of the ray
 * (0 at the origin, 1 at the destination), as core's `foundry.utils.lineSegmentIntersection`
 * answers it: null for parallel or zero-length segments and when either fraction falls outside
 * [0, 1] by more than 1e-8; otherwise the fraction clamped into [0, 1].
 */
function rayFraction(origin: Point, destination: Point, a: Point, b: Point): number | null {
  const slack = 1e-8;
  if ((origin.x === destination.x && origin.y === destination.y) || (a.x === b.x && a.y === b.y)) return null;
  const denominator = (b.y - a.y) * (destination.x - origin.x) - (b.x - a.x) * (destination.y - origin.y);
  if (denominator === 0) return null;
  const onRay = ((b.x - a.x) * (origin.y - a.y) - (b.y - a.y) * (origin.x - a.x)) / denominator;
  const onWall = ((destination.x - origin.x) * (origin.y - a.y) - (destination.y - origin.y) * (origin.x - a.x)) / denominator;
  if (onRay < -slack || onRay > 1 + slack || onWall < -slack || onWall > 1 + slack) return null;
  return Math.min(1, Math.max(0, onRay));
}

/**
 * Does a wall document stop sight from `origin` to `destination`? Core's ClockwiseSweepPolygon
 * (https://foundryvtt.com/api/v13/classes/foundry.canvas.geometry.ClockwiseSweepPolygon.html,
 * `testCollision` -> `_testCollision` over the edges `_testEdgeInclusion` keeps):
 * - a wall that does not block sight (`sight` NONE, or an open door, whose edge has no sense) is
 *   left out;
 * - a wall whose line runs through the origin is left out ("Ignore edges which are collinear with
 *   the origin", Edge#orientPoint exactly 0; core issue 9149 asked for it whatever the type, and
 *   the v12 and v13 client code leaves such edges out unconditionally): a wall lying along the
 *   ray, and one that starts, ends or passes at the origin;
 * - a meeting at the origin itself (fraction 0 after the 1e-8 slack) is skipped;
 * - any other meeting counts, including one at the destination or at the wall's own end.
 * No public page states the last three; they are what core's client code does (read in its
 * public copies in the code search) and are modelled as observed.
 */
export function standInTestCollision(walls: readonly StandInWall[], origin: Point, destination: Point, options: { type: string; mode: string }): boolean {
  if (options.type !== "sight" || options.mode !== "any") {
    throw new Error(`stand-in testCollision: only {type: "sight", mode: "any"} is modelled, not ${JSON.stringify(options)}`);
  }
  let limited = 0;
  for (const wall of walls) {
    const [x0, y0, x1, y1] = wall.c;
    const a = { x: x0, y: y0 };
    const b = { x: x1, y: y1 };
    if (wall.sight === WALL_SENSE_TYPES.NONE) continue;
    if (wall.door !== WALL_DOOR_TYPES.NONE && wall.ds === WALL_DOOR_STATES.OPEN) continue;
    if (orient2d(a, b, origin) === 0) continue;
    const fraction = rayFraction(origin, destination, a, b);
    if (fraction === null || fraction <= 0) continue;
    if (wall.dir !== WALL_DIRECTIONS.BOTH) throw new Error("stand-in testCollision: one-way walls are not modelled");
    if (wall.sight === WALL_SENSE_TYPES.PROXIMITY || wall.sight === WALL_SENSE_TYPES.DISTANCE) {
      throw new Error("stand-in testCollision: proximity and distance walls are not modelled");
    }
    if (wall.sight === WALL_SENSE_TYPES.LIMITED) {
      if (++limited >= 2) return true;
      continue;
    }
    return true;
  }
  return false;
}

/** The six cube directions of a hex's neighbours. */
const HEX_DIRECTIONS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]] as const;
/** CONST.GRID_DIAGONALS.ILLEGAL. */
const ILLEGAL_DIAGONALS = 6;

export function standInGrid(type: number, options: { size?: number; distance?: number; diagonals?: number } = {}) {
  const size = options.size ?? 100;
  if (type >= GRID_TYPES.HEXODDR && type <= GRID_TYPES.HEXEVENQ) {
    const hex = hexGeometry(type, size);
    return {
      type,
      size,
      distance: options.distance ?? 1,
      diagonals: options.diagonals ?? 0,
      isHexagonal: true,
      ...hex,
      calculateDimensions: (sceneWidth: number, sceneHeight: number, padding: number) => hexDimensions(hex, sceneWidth, sceneHeight, padding),
      /**
       * The spaces a straight line through the waypoints' centres enters, both ends included:
       * HexagonalGrid's cube interpolation, one space per hex step, each the space nearest an
       * evenly spaced point of the line (nudged so a line along an edge takes the same side).
       */
      getDirectPath(waypoints: readonly (Offset | Point)[]): Offset[] {
        const offsets = waypoints.map((w) => ("i" in w ? { i: w.i, j: w.j } : hex.getOffset(w)));
        const path: Offset[] = [];
        offsets.forEach((to, n) => {
          const from = offsets[n - 1];
          if (!from) return void path.push(to);
          const a = hex.toCube(from);
          const b = hex.toCube(to);
          const steps = Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
          for (let k = 1; k <= steps; k++) {
            const t = k / steps;
            path.push(hex.fromCube(a.q + (b.q - a.q) * t + 1e-6, a.r + (b.r - a.r) * t + 2e-6));
          }
        });
        return path;
      },
      /** BaseGrid#getAdjacentOffsets: the six hexes sharing an edge with this one (cube neighbours). */
      getAdjacentOffsets(offset: Offset): Offset[] {
        const { q, r } = hex.toCube(offset);
        return HEX_DIRECTIONS.map(([dq, dr]) => hex.fromCube(q + dq, r + dr));
      },
    };
  }
  const getOffset = ({ x, y }: Point): Offset => ({ i: Math.floor(y / size), j: Math.floor(x / size) });
  return {
    type,
    size,
    sizeX: size,
    sizeY: size,
    distance: options.distance ?? 1,
    diagonals: options.diagonals ?? 0,
    getOffset,
    /**
     * SquareGrid / GridlessGrid#calculateDimensions (13.351): a whole number of spaces of padding
     * on each side (`size` pixels each, rounded up); the canvas is the scene plus twice that.
     */
    calculateDimensions(sceneWidth: number, sceneHeight: number, padding: number) {
      const x = Math.ceil(padding * sceneWidth * (1 / size)) * size;
      const y = Math.ceil(padding * sceneHeight * (1 / size)) * size;
      const width = sceneWidth + 2 * x;
      const height = sceneHeight + 2 * y;
      if (type !== GRID_TYPES.SQUARE) return { width, height, x, y, rows: Math.ceil(height), columns: Math.ceil(width) };
      return { width, height, x, y, rows: Math.ceil(height / size - 1e-6), columns: Math.ceil(width / size - 1e-6) };
    },
    getTopLeftPoint: ({ i, j }: Offset): Point => ({ x: j * size, y: i * size }),
    getCenterPoint: ({ i, j }: Offset): Point => ({ x: (j + 0.5) * size, y: (i + 0.5) * size }),
    /** Spaces along the straight line through the waypoints' centres, one per step (square grids). */
    getDirectPath(waypoints: readonly (Offset | Point)[]): Offset[] {
      if (type !== GRID_TYPES.SQUARE) throw new Error("stand-in getDirectPath: only square grids are modelled");
      const offsets = waypoints.map((w) => ("i" in w ? { i: w.i, j: w.j } : getOffset(w)));
      const path: Offset[] = [];
      offsets.forEach((to, n) => {
        const from = offsets[n - 1];
        if (!from) return void path.push(to);
        const steps = Math.max(Math.abs(to.i - from.i), Math.abs(to.j - from.j));
        for (let k = 1; k <= steps; k++) {
          path.push({ i: from.i + Math.round(((to.i - from.i) * k) / steps), j: from.j + Math.round(((to.j - from.j) * k) / steps) });
        }
      });
      return path;
    },
    /**
     * BaseGrid#getAdjacentOffsets (https://foundryvtt.com/api/v13/classes/foundry.grid.BaseGrid.html):
     * a square's eight neighbours. Gridless scenes have no spaces and the ILLEGAL diagonal rule
     * (four neighbours) is not modelled: both throw.
     */
    getAdjacentOffsets({ i, j }: Offset): Offset[] {
      if (type !== GRID_TYPES.SQUARE) throw new Error("stand-in getAdjacentOffsets: gridless scenes have no adjacent spaces here");
      if ((options.diagonals ?? 0) === ILLEGAL_DIAGONALS) throw new Error("stand-in getAdjacentOffsets: the ILLEGAL diagonal rule is not modelled");
      return [-1, 0, 1].flatMap((di) => [-1, 0, 1].filter((dj) => di !== 0 || dj !== 0).map((dj) => ({ i: i + di, j: j + dj })));
    },
  };
}

/** A token `spaces` wide whose top-left corner is at (x, y). */
export function standInToken(name: string, x: number, y: number, size = 100, document: StandInToken["document"] = {}): StandInToken {
  return { name, center: { x: x + size / 2, y: y + size / 2 }, bounds: { x, y, width: size, height: size }, document };
}

/**
 * Puts a scene on the canvas with the given grid, walls and tokens. Plain segments are normal
 * walls; `standInWall` gives other wall types and doors.
 */
export function setCanvas(setup: { grid: ReturnType<typeof standInGrid>; walls?: (Segment | StandInWall)[]; tokens?: StandInToken[] }): void {
  const state = (globalThis as unknown as { canvas: Record<string, unknown> }).canvas;
  walls = (setup.walls ?? []).map((w) => ("c" in w ? w : standInWall(w)));
  state.scene = { id: "scene00000000001", grid: setup.grid, walls };
  state.grid = setup.grid;
  state.tokens = { placeables: setup.tokens ?? [] };
}

let walls: StandInWall[] = [];

/**
 * A drop on the canvas, as core's canvas drop handler makes it: the drag data, with the canvas
 * coordinates x and y added, goes to the dropCanvasData hook
 * (https://foundryvtt.com/api/v13/functions/hookEvents.dropCanvasData.html: canvas, data, event)
 * through `Hooks.call` (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html), which
 * stops at the first handler returning false; the drop then ends there. What core does with a
 * drop nobody stopped (a token for an Actor, a tile for an image…) is not modelled: it throws.
 */
export function dropOnCanvas(data: Record<string, unknown> & { x: number; y: number }): void {
  const g = globalThis as unknown as { Hooks: { call(hook: string, ...args: unknown[]): boolean }; canvas: unknown };
  const event = { type: "drop" };
  if (g.Hooks.call("dropCanvasData", g.canvas, data, event) === false) return;
  throw new Error(`stand-in: core's own handling of a dropped ${String(data.type)} is not modelled`);
}

/** The walls of `canvas.scene`: those `setCanvas` drew, or a scene document's wall documents. */
function viewedWalls(): readonly StandInWall[] {
  const scene = ((globalThis as Record<string, unknown>).canvas as { scene?: { walls?: Iterable<StandInWall> } | null } | undefined)?.scene;
  if (!scene?.walls) return walls;
  return [...scene.walls];
}

export const installPart: StandInPart = (globals) => {
  walls = [];
  deepAssign(globals, {
    canvas: { scene: null, grid: null, tokens: { placeables: [] } },
    CONFIG: {
      Canvas: {
        polygonBackends: {
          // The backend tests the walls of the scene being viewed: a scene document put on the canvas brings its own.
          sight: { testCollision: (a: Point, b: Point, options: { type: string; mode: string }) => standInTestCollision(viewedWalls(), a, b, options) },
        },
      },
    },
    CONST: { TOKEN_DISPLAY_MODES, WALL_SENSE_TYPES, WALL_MOVEMENT_TYPES, WALL_DOOR_TYPES, WALL_DOOR_STATES, WALL_DIRECTIONS, GRID_TYPES },
    game: { release: standInRelease() },
  });
};
