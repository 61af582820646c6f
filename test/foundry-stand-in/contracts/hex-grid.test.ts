import { describe, expect, it } from "vitest";
import { hexNeighbours, hexDistance } from "../../../src/rules/common/geometry";
import { hexOrientationOf } from "../../../src/foundry/canvas/distance";
import { GRID_TYPES, standInGrid } from "../parts/canvas";

/**
 * The stand-in's hexagonal grids against HexagonalGrid's documented layout (offsets i row,
 * j column; the shifted rows or columns by `even`) as src/rules/common/geometry/hex.ts reads it:
 * a space's neighbours by the rules' cube maths are exactly the spaces whose centres lie one
 * hex breadth away, in all four offset layouts.
 */
describe("stand-in contract: hex grids", () => {
  const layouts = [GRID_TYPES.HEXODDR, GRID_TYPES.HEXEVENR, GRID_TYPES.HEXODDQ, GRID_TYPES.HEXEVENQ] as const;

  it.each(layouts)("layout %i: getOffset finds the space of its own centre and of points inside it", (type) => {
    const grid = standInGrid(type, { size: 100 });
    for (let i = -2; i <= 6; i++) {
      for (let j = -2; j <= 6; j++) {
        const centre = grid.getCenterPoint({ i, j });
        expect(grid.getOffset(centre)).toEqual({ i, j });
        expect(grid.getOffset({ x: centre.x + 20, y: centre.y - 20 })).toEqual({ i, j });
        const corner = grid.getTopLeftPoint({ i, j });
        expect(centre).toEqual({ x: corner.x + grid.sizeX / 2, y: corner.y + grid.sizeY / 2 });
      }
    }
  });

  it.each(layouts)("layout %i: the rules' neighbours are the spaces one breadth away, and only they", (type) => {
    const grid = standInGrid(type, { size: 100 });
    const orientation = hexOrientationOf(type);
    for (const at of [{ i: 2, j: 2 }, { i: 3, j: 3 }, { i: 2, j: 3 }, { i: 3, j: 2 }]) {
      const centre = grid.getCenterPoint(at);
      const neighbours = hexNeighbours(at, orientation);
      for (const n of neighbours) {
        const c = grid.getCenterPoint(n);
        expect(Math.hypot(c.x - centre.x, c.y - centre.y)).toBeCloseTo(100, 6);
      }
      for (let i = at.i - 2; i <= at.i + 2; i++) {
        for (let j = at.j - 2; j <= at.j + 2; j++) {
          const c = grid.getCenterPoint({ i, j });
          const near = Math.hypot(c.x - centre.x, c.y - centre.y) < 101 && !(i === at.i && j === at.j);
          expect(hexDistance(at, { i, j }, orientation) === 1, `${type} (${at.i},${at.j})->(${i},${j})`).toBe(near);
        }
      }
    }
  });

  it.each(layouts)("layout %i: getDirectPath enters one neighbouring space per step, ending where it was asked to", (type) => {
    const grid = standInGrid(type, { size: 100 });
    const orientation = hexOrientationOf(type);
    for (const to of [{ i: 0, j: 5 }, { i: 4, j: 4 }, { i: 5, j: 1 }, { i: 3, j: 0 }]) {
      const from = { i: 1, j: 1 };
      const path = grid.getDirectPath([from, to]);
      expect(path[0]).toEqual(from);
      expect(path.at(-1)).toEqual(to);
      expect(path).toHaveLength(hexDistance(from, to, orientation) + 1);
      path.slice(1).forEach((hex, n) => expect(hexDistance(path[n]!, hex, orientation)).toBe(1));
    }
  });
});
