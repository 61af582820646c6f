import { wallHidesTarget, type Point } from "../../../rules/common/geometry";
import { tableCover, type CoverLine, type TableCoverSource } from "../../../rules/angry-miniatures/cover";
import { squareKey } from "../../../rules/angry-miniatures/movement";
import { tokenCentre } from "./scene-sight";
import { directPath, sceneTerrain, tokenSquare } from "./table-reading";

/** What cover reads of a WallDocument: `c`, `move` (CONST.WALL_MOVEMENT_TYPES), `sight`, `door`, `ds`. */
interface CoverWall {
  readonly c: readonly number[];
  readonly move?: number | null;
  readonly sight?: number | null;
  readonly door?: number | null;
  readonly ds?: number | null;
}

/**
 * Does a wall stand as an obstacle? One that stops movement (a low wall) or sight (a hedge, a
 * limited terrain wall, a full wall); an open door stops neither. Defaults are core's (NORMAL).
 */
function isObstacle(wall: CoverWall): boolean {
  const isDoor = (wall.door ?? CONST.WALL_DOOR_TYPES.NONE) !== CONST.WALL_DOOR_TYPES.NONE;
  if (isDoor && wall.ds === CONST.WALL_DOOR_STATES.OPEN) return false;
  const move = wall.move ?? CONST.WALL_MOVEMENT_TYPES.NORMAL;
  const sight = wall.sight ?? CONST.WALL_SENSE_TYPES.NORMAL;
  return move !== CONST.WALL_MOVEMENT_TYPES.NONE || sight !== CONST.WALL_SENSE_TYPES.NONE;
}

function wallsCrossed(from: Point, to: Point, walls: Iterable<CoverWall>): number {
  let crossed = 0;
  for (const wall of walls) {
    const [x0, y0, x1, y1] = wall.c;
    if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined || !isObstacle(wall)) continue;
    if (wallHidesTarget(from, to, { x: x0, y: y0 }, { x: x1, y: y1 })) crossed++;
  }
  return crossed;
}

/**
 * What the scene shows between two tokens, read from its documents (so the GM's client reads the
 * same whether or not it views the scene): walls across the centre-to-centre line, and the
 * Regions' terrain of the squares on the straight path and under the defender.
 */
export function coverLineOf(scene: Scene.Implementation, attackerId: string, defenderId: string): CoverLine | null {
  const attacker = scene.tokens.get(attackerId);
  const defender = scene.tokens.get(defenderId);
  if (!attacker || !defender) return null;
  const from = tokenSquare(attacker);
  const to = tokenSquare(defender);
  const path = directPath(scene.grid, from, to);
  const between = path.filter((square) => squareKey(square) !== squareKey(from) && squareKey(square) !== squareKey(to));
  const terrain = sceneTerrain(scene, [...between, to]);
  return {
    wallsCrossed: wallsCrossed(tokenCentre(attacker, scene.grid), tokenCentre(defender, scene.grid), scene.walls as Iterable<CoverWall>),
    between: between.map((square) => terrain[squareKey(square)] ?? "open"),
    defenderSquare: terrain[squareKey(to)] ?? "open",
  };
}

/** The cover the scene gives `defenderId` against `attackerId`, or null. */
export function sceneCover(scene: Scene.Implementation, attackerId: string, defenderId: string): TableCoverSource | null {
  const line = coverLineOf(scene, attackerId, defenderId);
  return line ? tableCover(line) : null;
}
