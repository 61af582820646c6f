import { RuleViolation } from "../../rules/common/errors";
import { enclosureTest, segmentsIntersect, type Point, type Segment } from "../../rules/common/geometry";

/**
 * What movement reads of a WallDocument: `c` (x0, y0, x1, y1), `move`
 * (CONST.WALL_MOVEMENT_TYPES), `door` (CONST.WALL_DOOR_TYPES), `ds` (CONST.WALL_DOOR_STATES)
 * and `dir` (CONST.WALL_DIRECTIONS).
 */
export interface MovementWall {
  readonly c: readonly number[];
  readonly move?: number | null;
  readonly door?: number | null;
  readonly ds?: number | null;
  readonly dir?: number | null;
}

function segmentOf(wall: MovementWall): Segment | null {
  const [x0, y0, x1, y1] = wall.c;
  if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) return null;
  return { a: { x: x0, y: y0 }, b: { x: x1, y: y1 } };
}

/** A wall stops movement unless its `move` is NONE or it is an open door. */
export function wallRestrictsMovement(wall: MovementWall): boolean {
  if ((wall.move ?? CONST.WALL_MOVEMENT_TYPES.NORMAL) === CONST.WALL_MOVEMENT_TYPES.NONE) return false;
  const isDoor = (wall.door ?? CONST.WALL_DOOR_TYPES.NONE) !== CONST.WALL_DOOR_TYPES.NONE;
  return !(isDoor && wall.ds === CONST.WALL_DOOR_STATES.OPEN);
}

function isOneWay(wall: MovementWall): boolean {
  return (wall.dir ?? CONST.WALL_DIRECTIONS.BOTH) !== CONST.WALL_DIRECTIONS.BOTH;
}

/**
 * Does a step from one point to another cross (or touch) a wall that stops movement? Which side
 * of a one-way wall stops movement is settled by Foundry's own collision backend only: a step
 * across one is refused here, naming the rule.
 */
export function wallsBlockMovement(from: Point, to: Point, walls: Iterable<MovementWall>): boolean {
  for (const wall of walls) {
    const segment = segmentOf(wall);
    if (!segment || !segmentsIntersect(from, to, segment.a, segment.b) || !wallRestrictsMovement(wall)) continue;
    if (isOneWay(wall)) {
      throw new RuleViolation("Canvas.MoveOneWay", "Movement across a one-way wall cannot be judged here: make the wall two-way, or set the movement check to off.", {});
    }
    return true;
  }
  return false;
}

/**
 * Is the point inside a closed ring of walls that stop movement both ways (terrain drawn as a
 * walled outline)? A one-way wall does not close a ring, as it can be crossed one way.
 */
export function wallsEnclose(point: Point, walls: Iterable<MovementWall>): boolean {
  return wallsEnclosure(walls)(point);
}

/** `wallsEnclose` for many points among the same walls (the walls are read once). */
export function wallsEnclosure(walls: Iterable<MovementWall>): (point: Point) => boolean {
  const segments: Segment[] = [];
  for (const wall of walls) {
    const segment = segmentOf(wall);
    if (segment && wallRestrictsMovement(wall) && !isOneWay(wall)) segments.push(segment);
  }
  return enclosureTest(segments);
}

/**
 * A step between two points of a scene, read from its WallDocuments (so it answers for a scene
 * that is not on screen too): blocked when it crosses a wall that stops movement, or when it
 * ends inside a closed ring of such walls.
 */
export function sceneStepBlocked(scene: { readonly walls: Iterable<MovementWall> }, from: Point, to: Point): boolean {
  return sceneMovement(scene).stepBlocked(from, to);
}

/**
 * A scene's movement walls read once, for judging many steps (a path, a ruler's waypoints):
 * `stepBlocked` as `sceneStepBlocked`, `enclosed` as `wallsEnclose`.
 */
export function sceneMovement(scene: { readonly walls: Iterable<MovementWall> }): { stepBlocked(from: Point, to: Point): boolean; enclosed(point: Point): boolean } {
  const walls = [...scene.walls];
  let enclosure: ((point: Point) => boolean) | null = null;
  const enclosed = (point: Point) => (enclosure ??= wallsEnclosure(walls))(point);
  return { stepBlocked: (from, to) => wallsBlockMovement(from, to, walls) || enclosed(to), enclosed };
}
