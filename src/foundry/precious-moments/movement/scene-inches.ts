import type { Point, Segment } from "../../../rules/common/geometry";
import type { PmTable } from "../../../rules/precious-moments/types";
import { wallRestrictsMovement, type MovementWall } from "../../canvas/wall-movement";

/** A waypoint as Foundry's movement data gives it: the token's top-left in pixels. */
export interface TokenPoint {
  readonly x: number;
  readonly y: number;
}

/** What is read of a scene: its grid and its rectangle inside the padded canvas (Scene#dimensions). */
export interface InchSceneLike {
  readonly grid: { readonly type: number; readonly sizeX: number; readonly sizeY: number };
  readonly dimensions: { readonly sceneX: number; readonly sceneY: number; readonly sceneWidth: number; readonly sceneHeight: number; readonly distancePixels: number };
  readonly walls?: Iterable<MovementWall>;
}

/** A gridless scene measured in inches (DECISIONS "Units"): one scene unit is an inch. */
export interface InchScene {
  readonly table: PmTable;
  /** Scene pixels to table inches, from the table's top-left corner. */
  toInches(point: Point): Point;
  /** Table inches to scene pixels. */
  toPixels(point: Point): Point;
  /** The centre of a token whose top-left is at `at` (pixels). */
  tokenCentre(token: { readonly width?: number | null; readonly height?: number | null }, at: TokenPoint): Point;
  /** Walls that stop movement (not `move` NONE, not an open door), in inches. */
  movementWalls(): Segment[];
}

/** CONST.GRID_TYPES.GRIDLESS. */
const GRIDLESS = 0;

export function isGridlessScene(scene: { grid: { type: number } } | null | undefined): boolean {
  return !!scene && scene.grid.type === GRIDLESS;
}

/** The scene in inches, or null when it is not gridless (Precious Moments is played gridless). */
export function inchScene(scene: InchSceneLike | null | undefined): InchScene | null {
  if (!scene || !isGridlessScene(scene)) return null;
  const { sceneX, sceneY, sceneWidth, sceneHeight, distancePixels } = scene.dimensions;
  const toInches = (p: Point): Point => ({ x: (p.x - sceneX) / distancePixels, y: (p.y - sceneY) / distancePixels });
  return {
    table: { width: sceneWidth / distancePixels, height: sceneHeight / distancePixels },
    toInches,
    toPixels: (p) => ({ x: sceneX + p.x * distancePixels, y: sceneY + p.y * distancePixels }),
    tokenCentre: (token, at) => ({ x: at.x + ((token.width ?? 1) * scene.grid.sizeX) / 2, y: at.y + ((token.height ?? 1) * scene.grid.sizeY) / 2 }),
    movementWalls() {
      return [...(scene.walls ?? [])]
        .filter((wall) => wall.c.length >= 4 && wallRestrictsMovement(wall))
        .map((wall) => {
          const [ax = 0, ay = 0, bx = 0, by = 0] = wall.c;
          return { a: toInches({ x: ax, y: ay }), b: toInches({ x: bx, y: by }) };
        });
    },
  };
}
