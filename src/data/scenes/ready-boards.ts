import type { TerrainMap } from "../../rules/angry-miniatures/movement";
import type { Point, Segment } from "../../rules/common/geometry";
import { KF_SAMPLE_BOARD } from "../../rules/knight-fight/board";
import type { KfBoard } from "../../rules/knight-fight/state";
import type { PmEdge, PmSetup } from "../../rules/precious-moments/types";
import boards from "./ready-boards.json";

/**
 * The ready scenes (the compendium's Scenes) as the rules' boards. The geometry is in scene pixels
 * in ready-boards.json, which tools/lib/scene-boards.mjs also draws the pictures and writes the
 * Scene documents from, so the boards here are the boards on the table.
 */

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

type Line = readonly number[];

const segment = ([x0 = 0, y0 = 0, x1 = 0, y1 = 0]: Line, scale: number): Segment => ({ a: { x: x0 / scale, y: y0 / scale }, b: { x: x1 / scale, y: y1 / scale } });

/** The edges of a closed outline, each from a corner to the next. */
function around(points: readonly Point[], scale: number): Segment[] {
  return points.map((p, n) => {
    const q = points[(n + 1) % points.length] ?? p;
    return segment([p.x, p.y, q.x, q.y], scale);
  });
}

const corners = ({ x, y, w, h }: Rect): Point[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

/** The squares a rectangle of whole squares covers, as terrain keys "row,column". */
function squaresOf({ x, y, w, h }: Rect, size: number): string[] {
  const keys: string[] = [];
  for (let i = y / size; i < (y + h) / size; i++) for (let j = x / size; j < (x + w) / size; j++) keys.push(`${i},${j}`);
  return keys;
}

export interface AmReadyBoard {
  size: { rows: number; columns: number };
  terrain: TerrainMap;
  /** Sight-blocking walls in square units (square (i, j) spans x in [j, j+1], y in [i, i+1]). */
  walls: Segment[];
  /** The same walls: on the scene they stop movement too. */
  moveWalls: Segment[];
}

/** Angry Miniatures' Crossing Field: the pond is water, the woods difficult ground; the cottage and stone walls block sight and movement. */
export function amReadyBoard(): AmReadyBoard {
  const field = boards["angry-miniatures"];
  const terrain: Record<string, "water" | "difficult"> = {};
  for (const rect of field.pond) for (const key of squaresOf(rect, field.square)) terrain[key] = "water";
  for (const rect of field.woods) for (const key of squaresOf(rect, field.square)) terrain[key] = "difficult";
  return {
    size: { rows: field.rows, columns: field.columns },
    terrain,
    walls: [...field.cottageWalls, ...field.stoneWalls].map((line) => segment(line, field.square)),
    moveWalls: [...field.cottageWalls, ...field.stoneWalls].map((line) => segment(line, field.square)),
  };
}

/** Knight Fight's seven-by-five board (flat-topped hexes in columns, the odd columns half a hex lower), its rocky hexes blocked. */
export function kfReadyBoard(): KfBoard {
  const board = boards["knight-fight"];
  return { orientation: { ...KF_SAMPLE_BOARD.orientation }, columns: board.columns, rows: board.rows, blocked: board.terrain.map(({ i, j }) => ({ i, j })) };
}

/**
 * The parlour table as a game's set-up: its obstacles already stand (no walls placed in set-up),
 * and its home zones are painted on the left and right edges, so Player 1 chooses between those.
 */
export function pmReadyTableSetup(): Pick<PmSetup, "table" | "walls" | "obstacleCount" | "homeEdges"> {
  const { table, walls } = pmReadyTable();
  return { table, walls, obstacleCount: 0, homeEdges: [...boards["precious-moments"].homeEdges] as PmEdge[] };
}

export interface PmReadyTable {
  /** In inches. */
  table: { width: number; height: number };
  /** The obstacles' walls, in inches. */
  walls: Segment[];
}

/** Precious Moments' parlour table: the books, the music box, the teacup and the vase. */
export function pmReadyTable(): PmReadyTable {
  const table = boards["precious-moments"];
  return {
    table: { width: table.width, height: table.height },
    walls: [...around(corners(table.books), table.inch), ...around(corners(table.musicBox), table.inch), ...around(table.teacup.outline, table.inch), ...around(table.vase.outline, table.inch)],
  };
}
