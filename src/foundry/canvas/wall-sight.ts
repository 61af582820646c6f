import { RuleViolation } from "../../rules/common/errors";
import { wallHidesTarget, type Point } from "../../rules/common/geometry";

/**
 * What sight reads of a WallDocument: `c` (x0, y0, x1, y1), `sight` (CONST.WALL_SENSE_TYPES),
 * `door` (CONST.WALL_DOOR_TYPES), `ds` (CONST.WALL_DOOR_STATES) and `dir` (CONST.WALL_DIRECTIONS).
 */
export interface SightWall {
  readonly c: readonly number[];
  readonly sight?: number | null;
  readonly door?: number | null;
  readonly ds?: number | null;
  readonly dir?: number | null;
}

/** How a wall treats a line of sight: not at all, like a wall, or as a limited (terrain) wall. */
export type WallSightRole = "none" | "blocks" | "limited";

/**
 * An open door lets sight through whatever its sense type; `sight: NONE` never blocks; a
 * limited wall is seen through once. One-way walls and proximity/distance walls depend on where
 * the viewer stands in ways only Foundry's own vision backend settles: they are refused here.
 */
export function wallSightRole(wall: SightWall): WallSightRole {
  const sight = wall.sight ?? CONST.WALL_SENSE_TYPES.NORMAL;
  if (sight === CONST.WALL_SENSE_TYPES.NONE) return "none";
  const isDoor = (wall.door ?? CONST.WALL_DOOR_TYPES.NONE) !== CONST.WALL_DOOR_TYPES.NONE;
  if (isDoor && wall.ds === CONST.WALL_DOOR_STATES.OPEN) return "none";
  const oneWay = (wall.dir ?? CONST.WALL_DIRECTIONS.BOTH) !== CONST.WALL_DIRECTIONS.BOTH;
  if (oneWay || sight === CONST.WALL_SENSE_TYPES.PROXIMITY || sight === CONST.WALL_SENSE_TYPES.DISTANCE) {
    throw new RuleViolation(
      "Canvas.SightNeedsView",
      "Line of sight across one-way, proximity or distance walls can only be judged on the scene being viewed.",
      {},
    );
  }
  return sight === CONST.WALL_SENSE_TYPES.LIMITED ? "limited" : "blocks";
}

/**
 * Does any wall block sight from one point to another, as Foundry's sight test on the scene being
 * viewed judges it (`wallHidesTarget`): a wall counts when it meets the line past `from`, a wall
 * whose line runs through `from` (along the look, or touching `from`) never does. A limited wall
 * is seen through, but a second limited wall behind it blocks. The order matters: a wall through
 * `to` hides `to` from `from`, not `from` from `to`.
 */
export function wallsBlockSight(from: Point, to: Point, walls: Iterable<SightWall>): boolean {
  let limitedCrossed = 0;
  for (const wall of walls) {
    const [x0, y0, x1, y1] = wall.c;
    if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) continue;
    if (!wallHidesTarget(from, to, { x: x0, y: y0 }, { x: x1, y: y1 })) continue;
    const role = wallSightRole(wall);
    if (role === "blocks") return true;
    if (role === "limited" && ++limitedCrossed >= 2) return true;
  }
  return false;
}
