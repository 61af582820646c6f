import { segmentHitsCircle, segmentHitsFootprint, type Point } from "../common/geometry";
import { footprintOf } from "./table";
import type { PmFigureState, PmTable } from "./types";

// A grid of square cells over the table listing, in each cell, the figures (by their place in the
// figures list) whose base's bounding box reaches into it. A line or a spot then only looks at the
// figures of the cells it touches, not at every figure: what keeps the cost of a big game's sight
// checks and crowding tests from growing with the number of figures.
//
// One grid, for exactly one figures list (`figures`): the list last asked about. A step's copy of
// the list differs from its parent only in the figures the step wrote (`noteFiguresWritten`), so
// the grid follows a game along step by step; any other list is gridded afresh. Cells only say who
// might be there: the callers test each figure found, as it stands in the list asked about.

/**
 * Cell side in inches: wide enough that a long sight line crosses few cells (each costs a few
 * sums), small enough that a cell lists few figures. Of 4, 8, 12, 16 and 32, 16 played the bench's
 * games of 50 figures a side fastest (4 walked three times as many cells per line).
 */
const CELL = 16;

interface FigureGrid {
  figures: readonly PmFigureState[] | null;
  width: number;
  height: number;
  columns: number;
  rows: number;
  /** Cell (column, row) at column * rows + row: the places of the figures listed there, or null. */
  cells: (number[] | null)[];
  /**
   * The box of the base of the figure at place k, where it is listed: left, right, top and bottom at
   * 4k to 4k + 3. Side by side in one array, so a walk over many cells reads no figure it passes by.
   */
  boxes: Float64Array;
  /** The largest half width or half height of any base in the list (bases never change). */
  reach: number;
}

const grid: FigureGrid = { figures: null, width: 0, height: 0, columns: 0, rows: 0, cells: [], boxes: new Float64Array(0), reach: 0 };

function halfWidth(f: PmFigureState): number {
  return f.base.kind === "circle" ? f.base.radius : f.base.width / 2;
}

function halfHeight(f: PmFigureState): number {
  return f.base.kind === "circle" ? f.base.radius : f.base.height / 2;
}

const column = (x: number): number => Math.min(grid.columns - 1, Math.max(0, Math.floor(x / CELL)));
const row = (y: number): number => Math.min(grid.rows - 1, Math.max(0, Math.floor(y / CELL)));

/** List (or, with `remove`, unlist) the figure at place `k`, standing at `at`, in the cells its base reaches. */
function enter(f: PmFigureState, k: number, at: Point, remove: boolean): void {
  const hw = halfWidth(f);
  const hh = halfHeight(f);
  const c1 = column(at.x + hw);
  const r0 = row(at.y - hh);
  const r1 = row(at.y + hh);
  if (!remove) {
    grid.boxes[4 * k] = at.x - hw;
    grid.boxes[4 * k + 1] = at.x + hw;
    grid.boxes[4 * k + 2] = at.y - hh;
    grid.boxes[4 * k + 3] = at.y + hh;
  }
  for (let c = column(at.x - hw); c <= c1; c++) {
    for (let r = r0; r <= r1; r++) {
      const cell = c * grid.rows + r;
      const listed = grid.cells[cell];
      if (remove) {
        const n = listed ? listed.indexOf(k) : -1;
        // Out of the list by moving the last place into its slot (the order within a cell is free; splice would build a list of the removed).
        if (listed && n >= 0) {
          const lastPlace = listed.pop() ?? k;
          if (n < listed.length) listed[n] = lastPlace;
        }
      } else if (listed) {
        if (!listed.includes(k)) listed.push(k);
      } else {
        grid.cells[cell] = [k];
      }
    }
  }
}

/** The grid of this list on this table, built now unless it is the list last gridded. */
function gridOf(figures: readonly PmFigureState[], { width, height }: PmTable): FigureGrid {
  if (grid.figures === figures && grid.width === width && grid.height === height) return grid;
  grid.width = width;
  grid.height = height;
  grid.columns = Math.max(1, Math.ceil(width / CELL));
  grid.rows = Math.max(1, Math.ceil(height / CELL));
  grid.cells = new Array<number[] | null>(grid.columns * grid.rows).fill(null);
  grid.boxes = new Float64Array(4 * figures.length);
  grid.reach = 0;
  figures.forEach((f, k) => {
    grid.reach = Math.max(grid.reach, halfWidth(f), halfHeight(f));
    if (f.position) enter(f, k, f.position, false);
  });
  grid.figures = figures;
  return grid;
}

/**
 * `after` is the step's copy of `before` with the figures at `places` replaced by written copies:
 * move the grid of `before` along to `after`. `after` must not be written again.
 */
export function noteFiguresWritten(before: readonly PmFigureState[], after: readonly PmFigureState[], places: readonly number[]): void {
  if (grid.figures === after) {
    // Gridded while the step was still writing it: no longer to be trusted.
    grid.figures = null;
    return;
  }
  if (grid.figures !== before || before.length !== after.length) return;
  for (const k of places) {
    const old = before[k];
    const now = after[k];
    if (!old || !now) continue;
    const from = old.position;
    const to = now.position;
    if (from === to || (from && to && from.x === to.x && from.y === to.y)) continue;
    if (from) enter(old, k, from, true);
    if (to) enter(now, k, to, false);
  }
  grid.figures = after;
}

/**
 * Whether `f`, standing where it stands, blocks the line from `from` to `to` between `singer` and
 * `target` (neither of which blocks it): a figure in play whose base the line passes through. A
 * base wholly beside the line's bounding box cannot reach the line: that skips the exact test.
 */
export function blocksLine(f: PmFigureState, singer: PmFigureState, target: PmFigureState, from: Point, to: Point): boolean {
  if (f.id === singer.id || f.id === target.id || f.inHeaven || f.position === null) return false;
  const { x, y } = f.position;
  const hw = halfWidth(f);
  const hh = halfHeight(f);
  if (x + hw < Math.min(from.x, to.x) || x - hw > Math.max(from.x, to.x) || y + hh < Math.min(from.y, to.y) || y - hh > Math.max(from.y, to.y)) return false;
  if (f.base.kind === "circle") return segmentHitsCircle(from, to, f.position, f.base.radius);
  return segmentHitsFootprint(from, to, footprintOf(f, f.position));
}

/**
 * Whether a figure listed in a cell the segment from `from` to `to` touches blocks it (`blocksLine`):
 * in each column the segment crosses, the rows it passes within the column, a little wider (looking
 * at more cells than needed changes no answer, only missing one would). The edge columns and rows
 * reach beyond the table, as figures off it are listed there.
 */
export function figureOnLine(figures: readonly PmFigureState[], table: PmTable, singer: PmFigureState, target: PmFigureState, from: Point, to: Point): boolean {
  const { cells, rows, columns, boxes } = gridOf(figures, table);
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  // The segment's bounding box: a figure's base wholly beside it cannot reach the segment.
  const minX = Math.min(from.x, to.x);
  const maxX = Math.max(from.x, to.x);
  const minY = Math.min(from.y, to.y);
  const maxY = Math.max(from.y, to.y);
  const first = column(from.x);
  const last = column(to.x);
  // Where the segment stands (as a share of its length) at a column boundary x: from.x + t * dx = x.
  const perX = dx === 0 ? 0 : 1 / dx;
  // Columns from both ends in turn (the first, the last, the second, the one before the last, ...):
  // a blocker beside the singer or beside the target (the likeliest, as figures stand among their
  // own) ends the walk early.
  const step = last >= first ? 1 : -1;
  const count = Math.abs(last - first) + 1;
  for (let i = 0; i < count; i++) {
    const c = i % 2 === 0 ? first + step * (i / 2) : last - step * ((i - 1) / 2);
    let low = minY;
    let high = maxY;
    if (dx !== 0 && first !== last) {
      // Within this column the segment runs between its y at the column's two sides (or its ends).
      const tLeft = c === 0 ? (dx > 0 ? 0 : 1) : Math.min(1, Math.max(0, (c * CELL - from.x) * perX));
      const tRight = c === columns - 1 ? (dx > 0 ? 1 : 0) : Math.min(1, Math.max(0, ((c + 1) * CELL - from.x) * perX));
      const yLeft = from.y + dy * tLeft;
      const yRight = from.y + dy * tRight;
      low = Math.min(yLeft, yRight);
      high = Math.max(yLeft, yRight);
    }
    const r0 = Math.max(0, Math.min(rows - 1, Math.floor((low - 1e-5) / CELL)));
    const r1 = Math.max(0, Math.min(rows - 1, Math.floor((high + 1e-5) / CELL)));
    // The part of the segment within this column, a hair wider: a base it hits that reaches into the
    // column is hit within the column or within another it is listed in, where it is tested again.
    const left = c === 0 ? minX : Math.max(minX, c * CELL) - 1e-6;
    const right = c === columns - 1 ? maxX : Math.min(maxX, (c + 1) * CELL) + 1e-6;
    const top = low - 1e-6;
    const bottom = high + 1e-6;
    for (let r = r0; r <= r1; r++) {
      const listed = cells[c * rows + r];
      if (!listed) continue;
      for (let n = 0; n < listed.length; n++) {
        const k = listed[n] ?? -1;
        const box = 4 * k;
        if ((boxes[box + 1] ?? 0) < left || (boxes[box] ?? 0) > right || (boxes[box + 3] ?? 0) < top || (boxes[box + 2] ?? 0) > bottom) continue;
        const f = figures[k];
        // The singer and the target never block (`blocksLine`): skipped without reading them.
        if (f && f !== singer && f !== target && blocksLine(f, singer, target, from, to)) return true;
      }
    }
  }
  return false;
}

/** Whether `near` says yes for a figure listed in a cell within `distance` of `at` along both axes. */
export function someFigureNear(
  figures: readonly PmFigureState[],
  table: PmTable,
  at: Point,
  distance: number,
  near: (f: PmFigureState) => boolean,
): boolean {
  const g = gridOf(figures, table);
  const c1 = column(at.x + distance);
  const r0 = row(at.y - distance);
  const r1 = row(at.y + distance);
  for (let c = column(at.x - distance); c <= c1; c++) {
    for (let r = r0; r <= r1; r++) {
      const listed = g.cells[c * g.rows + r];
      if (!listed) continue;
      for (const k of listed) {
        const f = figures[k];
        if (f && near(f)) return true;
      }
    }
  }
  return false;
}

/** The largest half width or half height of a base among these figures. */
export function largestHalfSide(figures: readonly PmFigureState[], table: PmTable): number {
  return gridOf(figures, table).reach;
}
