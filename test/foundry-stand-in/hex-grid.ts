import type { Offset, Point } from "../../src/rules/common/geometry";

/**
 * A hexagonal grid's layout as core v13 computes it
 * (https://foundryvtt.com/api/v13/classes/foundry.grid.HexagonalGrid.html; the arithmetic below was
 * checked against core's own common/grid/hexagonal.mjs of 13.351, read through the search tool's
 * code corpus: getCenterPoint, getTopLeftPoint, pointToCube, cubeRound, offsetToCube, cubeToOffset,
 * calculateDimensions):
 * - `size` is the flat-to-flat breadth; the constructor stretches the other side by 2/sqrt(3), so
 *   rows (HEXODDR 2, HEXEVENR 3, pointy tops) have `sizeX = size`, `sizeY = size * 2/sqrt(3)`, and
 *   columns (HEXODDQ 4, HEXEVENQ 5, flat tops) the other way round.
 * - Rows stride 0.75 `sizeY` (columns 0.75 `sizeX`); along a row the centres of row i sit at
 *   `x = j * size`, plus half a hex in the shifted rows: the odd rows of an ODD layout, the even
 *   rows of an EVEN one. So HEXODDR's hex (0, 0) is centred on the left edge x = 0 (only half of it
 *   lies in a scene without padding), and HEXEVENR's top-left hex is whole. Columns likewise in y.
 * - `getTopLeftPoint` is the centre less half of `sizeX` / `sizeY`.
 * - `getOffset(point)` rounds the point's fractional cube coordinates (largest rounding error
 *   recomputed from the other two) and converts them to an offset: a point lies in the hex whose
 *   centre is nearest.
 * Core issue 8769 (https://github.com/foundryvtt/foundryvtt/issues/8769) and 13324 describe the
 * pre-v10 `legacyHex` layout, which this stand-in does not model (see parts/scenes.ts).
 */
export const HEX_GRID_TYPES = { HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 } as const;

export interface Cube {
  q: number;
  r: number;
  s: number;
}

export function isHexType(type: number): boolean {
  return type >= HEX_GRID_TYPES.HEXODDR && type <= HEX_GRID_TYPES.HEXEVENQ;
}

const isOffset = (coords: Offset | Point): coords is Offset => "i" in coords;

export function hexGeometry(type: number, size: number) {
  if (!isHexType(type)) throw new Error(`stand-in hexGeometry: ${type} is not a hex grid type`);
  const columns = type === HEX_GRID_TYPES.HEXODDQ || type === HEX_GRID_TYPES.HEXEVENQ;
  const even = type === HEX_GRID_TYPES.HEXEVENR || type === HEX_GRID_TYPES.HEXEVENQ;
  const long = (size * 2) / Math.sqrt(3);
  const sizeX = columns ? long : size;
  const sizeY = columns ? size : long;
  /** Is row (or column) n drawn half a hex further along than the others? */
  const shifted = (n: number): boolean => ((n & 1) === 1) !== even;
  /** +1 in EVEN layouts, -1 in ODD ones: the sign HexagonalGrid's offset <-> cube conversion uses. */
  const sign = even ? 1 : -1;

  const offsetToCube = ({ i, j }: Offset): Cube => {
    const q = columns ? j : j - ((i + sign * (i & 1)) >> 1);
    const r = columns ? i - ((j + sign * (j & 1)) >> 1) : i;
    return { q, r, s: 0 - q - r };
  };
  const cubeToOffset = ({ q, r }: { q: number; r: number }): Offset =>
    columns ? { i: r + ((q + sign * (q & 1)) >> 1), j: q } : { i: r, j: q + ((r + sign * (r & 1)) >> 1) };
  /** Fractional cube coordinates of a point (HexagonalGrid#pointToCube). */
  const pointToCube = ({ x, y }: Point): Cube => {
    const [u, v] = [x / size, y / size];
    let q: number;
    let r: number;
    if (columns) {
      q = (2 / Math.sqrt(3)) * u - 2 / 3;
      r = v - 0.5 * (q + (even ? 1 : 0));
    } else {
      r = (2 / Math.sqrt(3)) * v - 2 / 3;
      q = u - 0.5 * (r + (even ? 1 : 0));
    }
    return { q, r, s: -q - r };
  };
  /** HexagonalGrid.cubeRound: round each, then recompute the one that moved most from the other two. */
  const cubeRound = ({ q, r, s }: Cube): Cube => {
    let [rq, rr, rs] = [Math.round(q), Math.round(r), Math.round(s)];
    const [dq, dr, ds] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs - s)];
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    else rs = -rq - rr;
    return { q: rq | 0, r: rr | 0, s: rs | 0 };
  };

  const getOffset = (coords: Offset | Point): Offset => (isOffset(coords) ? { i: coords.i, j: coords.j } : cubeToOffset(cubeRound(pointToCube(coords))));
  const getCenterPoint = (coords: Offset | Point): Point => {
    const { i, j } = getOffset(coords);
    if (columns) return { x: (0.75 * j + 0.5) * sizeX, y: (i + (shifted(j) ? 0.5 : 0)) * size };
    return { x: (j + (shifted(i) ? 0.5 : 0)) * size, y: (0.75 * i + 0.5) * sizeY };
  };
  const getTopLeftPoint = (coords: Offset | Point): Point => {
    const centre = getCenterPoint(coords);
    return { x: centre.x - sizeX / 2, y: centre.y - sizeY / 2 };
  };
  /** The nearest space to fractional cube coordinates. */
  const fromCube = (q: number, r: number): Offset => cubeToOffset(cubeRound({ q, r, s: -q - r }));

  return { sizeX, sizeY, columns, even, getOffset, getTopLeftPoint, getCenterPoint, offsetToCube, cubeToOffset, pointToCube, toCube: offsetToCube, fromCube };
}

/**
 * HexagonalGrid#calculateDimensions(sceneWidth, sceneHeight, padding) as 13.351 computes it: the
 * canvas size with padding and the scene rectangle's top-left `x`, `y` inside it.
 * - No padding: the scene is the canvas (x = y = 0).
 * - Otherwise the padding is a whole number of strides on each side (`sizeX` across rows, 0.75
 *   `sizeY` down them; columns the other way round), and when that number is odd in the cross axis
 *   the scene is pushed half a hex along the main axis (and the canvas grows a hex), so the
 *   scene's top-left hex is whole in EVEN layouts and a half hex in ODD ones. The canvas is then a
 *   whole number of strides (Math.round), plus one more space and a quarter hex in the cross axis.
 * Core multiplies by `1 / stride` rather than dividing (it says results differ otherwise), and so
 * does this.
 */
export function hexDimensions(geometry: { columns: boolean; sizeX: number; sizeY: number }, sceneWidth: number, sceneHeight: number, padding: number) {
  const { columns, sizeX, sizeY } = geometry;
  const strideX = columns ? 0.75 * sizeX : sizeX;
  const strideY = columns ? sizeY : 0.75 * sizeY;
  if (!padding) {
    const cols = Math.ceil((sceneWidth + (columns ? -sizeX / 4 : sizeX / 2)) / strideX - 1e-6);
    const rows = Math.ceil((sceneHeight + (columns ? sizeY / 2 : -sizeY / 4)) / strideY - 1e-6);
    return { width: sceneWidth, height: sceneHeight, x: 0, y: 0, rows, columns: cols };
  }
  const stridesX = Math.ceil(padding * sceneWidth * (1 / strideX));
  const stridesY = Math.ceil(padding * sceneHeight * (1 / strideY));
  let x = stridesX * strideX;
  let y = stridesY * strideY;
  let width = sceneWidth + 2 * Math.round(stridesX / (1 / strideX));
  let height = sceneHeight + 2 * Math.round(stridesY / (1 / strideY));
  const crossOdd = Math.round(columns ? x / strideX : y / strideY) % 2 !== 0;
  if (crossOdd && columns) {
    y += sizeY / 2;
    height += sizeY;
  } else if (crossOdd) {
    x += sizeX / 2;
    width += sizeX;
  }
  let cols = Math.round(width * (1 / strideX));
  let rows = Math.round(height * (1 / strideY));
  width = cols * strideX;
  height = rows * strideY;
  if (columns) {
    rows += 1;
    width += sizeX / 4;
  } else {
    cols += 1;
    height += sizeY / 4;
  }
  return { width, height, x, y, rows, columns: cols };
}
