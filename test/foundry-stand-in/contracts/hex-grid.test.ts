import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hexNeighbours, hexDistance, offsetToCube } from "../../../src/rules/common/geometry";
import { hexOrientationOf } from "../../../src/foundry/canvas/distance";
import { installStandIn, removeStandIn } from "..";
import { hexGeometry } from "../hex-grid";
import { GRID_TYPES, standInGrid } from "../parts/canvas";
import { createGridScene } from "../parts/scenes";

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
        expect(centre.x).toBeCloseTo(corner.x + grid.sizeX / 2, 9);
        expect(centre.y).toBeCloseTo(corner.y + grid.sizeY / 2, 9);
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

  /*
   * Core's layout, worked by hand from HexagonalGrid#getCenterPoint
   * (https://foundryvtt.com/api/v13/classes/foundry.grid.HexagonalGrid.html; core 13.351's
   * common/grid/hexagonal.mjs): size 100 across the flats, so the long side is 200/sqrt(3)
   * (115.47) and rows (columns) stride 0.75 of it (86.60). HEXODDR's hex (0, 0) is centred on the
   * left edge; HEXEVENR's is a whole hex in from it; the Q layouts are the same turned a quarter.
   * The error this pins: the stand-in once put row 0 at (j + 1/2) * size in HEXODDR, half a hex
   * off core, and a board drawn to that layout had six core hex centres on its terrain walls.
   */
  const H = 200 / Math.sqrt(3);
  const centres = {
    [GRID_TYPES.HEXODDR]: { size: [100, H], "0,0": [0, H / 2], "0,1": [100, H / 2], "1,0": [50, 0.75 * H + H / 2], "2,0": [0, 1.5 * H + H / 2], "-1,0": [50, -0.75 * H + H / 2] },
    [GRID_TYPES.HEXEVENR]: { size: [100, H], "0,0": [50, H / 2], "0,1": [150, H / 2], "1,0": [0, 0.75 * H + H / 2], "2,0": [50, 1.5 * H + H / 2], "-1,0": [0, -0.75 * H + H / 2] },
    [GRID_TYPES.HEXODDQ]: { size: [H, 100], "0,0": [H / 2, 0], "1,0": [H / 2, 100], "0,1": [0.75 * H + H / 2, 50], "0,2": [1.5 * H + H / 2, 0], "0,-1": [-0.75 * H + H / 2, 50] },
    [GRID_TYPES.HEXEVENQ]: { size: [H, 100], "0,0": [H / 2, 50], "1,0": [H / 2, 150], "0,1": [0.75 * H + H / 2, 0], "0,2": [1.5 * H + H / 2, 50], "0,-1": [-0.75 * H + H / 2, 0] },
  } as const;

  it.each(layouts)("layout %i: sizeX / sizeY, getCenterPoint and getTopLeftPoint are core's", (type) => {
    const grid = standInGrid(type, { size: 100 });
    const { size, ...byOffset } = centres[type];
    expect(grid.sizeX).toBeCloseTo(size[0], 9);
    expect(grid.sizeY).toBeCloseTo(size[1], 9);
    for (const [key, [x, y]] of Object.entries(byOffset)) {
      const [i, j] = key.split(",").map(Number) as [number, number];
      const centre = grid.getCenterPoint({ i, j });
      expect(centre.x, `${type} (${key}) x`).toBeCloseTo(x, 9);
      expect(centre.y, `${type} (${key}) y`).toBeCloseTo(y, 9);
      const corner = grid.getTopLeftPoint({ i, j });
      expect(corner.x).toBeCloseTo(x - grid.sizeX / 2, 9);
      expect(corner.y).toBeCloseTo(y - grid.sizeY / 2, 9);
    }
  });

  it.each(layouts)("layout %i: a point's hex is the one whose centre is nearest, and a point gives its hex's centre", (type) => {
    const grid = hexGeometry(type, 100);
    for (let x = -150; x <= 450; x += 7) {
      for (let y = -150; y <= 450; y += 11) {
        const found = grid.getOffset({ x, y });
        let best = Number.POSITIVE_INFINITY;
        for (let i = found.i - 2; i <= found.i + 2; i++) {
          for (let j = found.j - 2; j <= found.j + 2; j++) {
            const c = grid.getCenterPoint({ i, j });
            best = Math.min(best, Math.hypot(c.x - x, c.y - y));
          }
        }
        const c = grid.getCenterPoint(found);
        expect(Math.hypot(c.x - x, c.y - y), `${type} (${x}, ${y})`).toBeCloseTo(best, 6);
        expect(grid.getCenterPoint({ x, y })).toEqual(c);
      }
    }
  });

  it.each(layouts)("layout %i: the grid's cube coordinates are the rules' offsetToCube (HexagonalGrid#offsetToCube)", (type) => {
    const grid = hexGeometry(type, 100);
    const orientation = hexOrientationOf(type);
    for (let i = -3; i <= 3; i++) {
      for (let j = -3; j <= 3; j++) {
        expect(grid.toCube({ i, j })).toEqual(offsetToCube({ i, j }, orientation));
        expect(grid.fromCube(grid.toCube({ i, j }).q, grid.toCube({ i, j }).r)).toEqual({ i, j });
      }
    }
  });
});

/**
 * Scene#dimensions on hex grids (SceneDimensions,
 * https://foundryvtt.com/api/v13/interfaces/foundry.types.SceneDimensions.html), worked by hand
 * from HexagonalGrid#calculateDimensions (core 13.351): padding is a whole number of strides (100
 * across rows, 86.60 down them), and an odd number of rows of padding pushes the scene (and widens
 * the canvas) half a hex right, so that the scene's top-left hex is a half hex in HEXODDR and a whole one in HEXEVENR.
 */
describe("stand-in contract: padded hex scenes", () => {
  beforeEach(() => void installStandIn());
  afterEach(() => removeStandIn());
  const stride = 0.75 * (200 / Math.sqrt(3));

  it("HEXODDR, 1000 x 800, padding 0.25: three strides each way, half a hex more across, and the canvas rounded to whole strides", () => {
    const scene = createGridScene({ type: GRID_TYPES.HEXODDR, size: 100 }, { width: 1000, height: 800, padding: 0.25 });
    const d = scene.dimensions;
    expect(d.sceneX).toBe(350);
    expect(d.sceneY).toBeCloseTo(3 * stride, 9);
    expect(d.width).toBe(1700);
    expect(d.height).toBeCloseTo(15 * stride + (200 / Math.sqrt(3)) / 4, 9);
    expect([d.rows, d.columns]).toEqual([15, 18]);
    expect(d.sceneRect).toEqual({ x: d.sceneX, y: d.sceneY, width: 1000, height: 800 });
  });

  it.each([
    [GRID_TYPES.HEXODDR, "a half hex"],
    [GRID_TYPES.HEXEVENR, "a whole hex"],
    [GRID_TYPES.HEXODDQ, "a half hex"],
    [GRID_TYPES.HEXEVENQ, "a whole hex"],
  ] as const)("layout %i: the scene's top-left hex is %s, whatever the padding", (type, expected) => {
    for (const [width, height, padding] of [[1000, 800, 0.25], [1200, 900, 0.1], [700, 600, 0.5], [1092, 620, 0.2]] as const) {
      const scene = createGridScene({ type, size: 100 }, { width, height, padding });
      const grid = hexGeometry(type, 100);
      const { sceneX, sceneY } = scene.dimensions;
      // A point just inside the scene's left (top) edge, level with the centres of its first row (column).
      const probe = grid.columns ? { x: sceneX + grid.sizeX / 2, y: sceneY + 1 } : { x: sceneX + 1, y: sceneY + grid.sizeY / 2 };
      const corner = grid.getOffset(probe);
      const centre = grid.getCenterPoint(corner);
      // A whole hex starts at the scene's edge (its centre half a hex in); a half hex is centred on it.
      const inward = grid.columns ? centre.y - sceneY : centre.x - sceneX;
      const half = (grid.columns ? grid.sizeY : grid.sizeX) / 2;
      expect(inward, `${width} x ${height} @ ${padding}`).toBeCloseTo(expected === "a whole hex" ? half : 0, 6);
      // The top row (left column) starts exactly at the scene's top (left) edge.
      const across = grid.columns ? centre.x - sceneX : centre.y - sceneY;
      expect(across).toBeCloseTo((grid.columns ? grid.sizeX : grid.sizeY) / 2, 6);
    }
  });

  it("no padding: the scene is the whole canvas; a background offset moves the scene's rectangle back", () => {
    const plain = createGridScene({ type: GRID_TYPES.HEXEVENR, size: 156 }, { width: 1170, height: 820, padding: 0 });
    expect([plain.dimensions.sceneX, plain.dimensions.sceneY, plain.dimensions.width, plain.dimensions.height]).toEqual([0, 0, 1170, 820]);
    const shifted = createGridScene({ type: GRID_TYPES.HEXEVENR, size: 100 }, { width: 1000, height: 800, padding: 0.25, background: { offsetX: 20, offsetY: -10 } });
    expect(shifted.dimensions.sceneX).toBe(350 - 20);
    expect(shifted.dimensions.sceneY).toBeCloseTo(3 * stride + 10, 9);
  });

  it("a hex scene flagged legacyHex (the pre-v10 layout) is refused, not drawn the modern way", () => {
    const legacy = createGridScene({ type: GRID_TYPES.HEXODDR, size: 100 }, { flags: { core: { legacyHex: true } } });
    expect(() => legacy.grid).toThrow(/legacyHex.*not modelled/);
    expect(() => legacy.dimensions).toThrow(/not modelled/);
  });
});
