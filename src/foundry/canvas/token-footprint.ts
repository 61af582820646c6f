import type { Footprint, Point } from "../../rules/common/geometry";

/**
 * What a footprint needs of a TokenDocument: its top-left corner in pixels, its size in grid
 * spaces and its shape (CONST.TOKEN_SHAPES: ELLIPSE_1 0, ELLIPSE_2 1, TRAPEZOID_1 2, TRAPEZOID_2 3,
 * RECTANGLE_1 4, RECTANGLE_2 5).
 */
export interface FootprintToken {
  readonly x: number;
  readonly y: number;
  readonly width?: number | null;
  readonly height?: number | null;
  readonly shape?: number | null;
}

/** Pixels per grid space across and down (BaseGrid `sizeX` / `sizeY`; a gridless scene has both). */
export interface FootprintGrid {
  readonly sizeX: number;
  readonly sizeY: number;
}

const ELLIPSE_SHAPES: readonly number[] = [0, 1];

/**
 * The area a token covers on its scene: `width` x `height` grid spaces from its top-left corner,
 * on a gridless scene too (a gridless scene still sizes tokens in spaces of `grid.size` pixels).
 * Elliptical shapes are the ellipse inside that box; rectangles and the hex trapezoids are the box
 * itself (a trapezoid's cut corners are left to the box, so it blocks a shade more, never less).
 */
export function tokenFootprint(token: FootprintToken, grid: FootprintGrid): Footprint {
  const width = (token.width ?? 1) * grid.sizeX;
  const height = (token.height ?? 1) * grid.sizeY;
  if (token.shape !== undefined && token.shape !== null && ELLIPSE_SHAPES.includes(token.shape)) {
    const center: Point = { x: token.x + width / 2, y: token.y + height / 2 };
    return width === height ? { kind: "circle", center, radius: width / 2 } : { kind: "ellipse", center, rx: width / 2, ry: height / 2 };
  }
  return { kind: "rect", x: token.x, y: token.y, width, height };
}

/** The centre of a token's box, in pixels. */
export function tokenCenter(token: FootprintToken, grid: FootprintGrid): Point {
  return { x: token.x + ((token.width ?? 1) * grid.sizeX) / 2, y: token.y + ((token.height ?? 1) * grid.sizeY) / 2 };
}
