import fs from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freeSpacesAround } from "../../../src/foundry/sides/free-spaces";
import { placementBoard } from "../../../src/foundry/sides/placement-board";
import { blocksMovement } from "../../../src/foundry/sides/foundry-side-drop";
import { installStandIn, removeStandIn } from "../../foundry-stand-in";
import { GRID_TYPES, standInGrid } from "../../foundry-stand-in/parts/canvas";

interface SceneSource {
  width: number;
  height: number;
  grid: { type: number; size: number };
  walls: { c: number[]; move: number; door: number; ds: number }[];
}
const scene = (file: string) => JSON.parse(fs.readFileSync(`packs/_source/shelf-wars-scenes/${file}.json`, "utf8")) as SceneSource;
const rectOf = (s: SceneSource) => ({ x: 0, y: 0, width: s.width, height: s.height });
const key = ({ i, j }: { i: number; j: number }) => `${i},${j}`;

describe("free spaces around a drop", () => {
  beforeEach(() => void installStandIn());
  afterEach(() => removeStandIn());

  it("fills the dropped-on square, then its ring of eight, skipping a square a token holds", () => {
    const grid = standInGrid(GRID_TYPES.SQUARE, { size: 100 });
    const board = placementBoard(grid, { x: 0, y: 0, width: 1000, height: 1000 }, [{ x: 500, y: 400, width: 1, height: 1 }], []);
    const spaces = freeSpacesAround(board.spaceAt({ x: 450, y: 450 }), 8, board);
    expect(spaces[0]).toEqual({ i: 4, j: 4 });
    expect(spaces.slice(1).every((s) => Math.max(Math.abs(s.i - 4), Math.abs(s.j - 4)) === 1)).toBe(true);
    expect(spaces.map(key)).not.toContain("4,5");
    expect(new Set(spaces.map(key)).size).toBe(8);
    const ninth = freeSpacesAround({ i: 4, j: 4 }, 9, board)[8];
    expect(Math.max(Math.abs((ninth?.i ?? 4) - 4), Math.abs((ninth?.j ?? 4) - 4))).toBe(2);
  });

  it("stops at the scene's edge and says so by returning fewer spaces; a drop off the scene finds none", () => {
    const grid = standInGrid(GRID_TYPES.SQUARE, { size: 100 });
    const board = placementBoard(grid, { x: 0, y: 0, width: 200, height: 200 }, [], []);
    expect(freeSpacesAround({ i: 0, j: 0 }, 9, board)).toHaveLength(4);
    expect(freeSpacesAround({ i: 5, j: 5 }, 2, board)).toEqual([]);
  });

  it("Knight Fight board: never a walled terrain hex nor a half hex off the board, even for a drop on terrain", () => {
    const kf = scene("knight-fight-board");
    const grid = standInGrid(kf.grid.type, { size: kf.grid.size });
    const walls = kf.walls.filter(blocksMovement).map((w) => w.c);
    const board = placementBoard(grid, rectOf(kf), [], walls);
    // The board is a HEXEVENQ scene: the even columns' hexes are i 0..4, the odd columns' i 1..5
    // (their i 0 is the half hex on the top edge). Terrain: (2, 3), (3, 2), (3, 4).
    const onBoard = (s: { i: number; j: number }) => s.j >= 0 && s.j < 7 && s.i >= (s.j % 2) && s.i < 5 + (s.j % 2);
    const terrain = new Set(["2,3", "3,2", "3,4"]);
    const onTerrain = freeSpacesAround({ i: 2, j: 3 }, 3, board);
    expect(onTerrain).toHaveLength(3);
    expect(onTerrain.filter((s) => terrain.has(key(s)))).toEqual([]);
    const all = freeSpacesAround({ i: 2, j: 3 }, 99, board);
    expect(all).toHaveLength(35 - terrain.size);
    expect(all.filter((s) => !onBoard(s))).toEqual([]);
  });

  it("Precious Moments table: one-inch cells on open table, never inside an obstacle, even for a drop on the books", () => {
    const pm = scene("precious-moments-table");
    const grid = standInGrid(pm.grid.type, { size: pm.grid.size });
    const board = placementBoard(grid, rectOf(pm), [], pm.walls.filter(blocksMovement).map((w) => w.c));
    const books = { x: 1500, y: 500, w: 500, h: 300 };
    const spaces = freeSpacesAround(board.spaceAt({ x: 1750, y: 650 }), 6, board);
    expect(spaces).toHaveLength(6);
    for (const s of spaces) {
      const at = board.topLeft(s);
      const inBooks = at.x >= books.x && at.x < books.x + books.w && at.y >= books.y && at.y < books.y + books.h;
      expect(inBooks, key(s)).toBe(false);
    }
  });

  it("lets figures through an open door but not a closed one or a wall that blocks movement", () => {
    expect(blocksMovement({ move: 20, door: 0, ds: 0 })).toBe(true);
    expect(blocksMovement({ move: 0, door: 0, ds: 0 })).toBe(false);
    expect(blocksMovement({ move: 20, door: 1, ds: 1 })).toBe(false);
    expect(blocksMovement({ move: 20, door: 1, ds: 0 })).toBe(true);
  });
});
