import { DIAGONAL_RULES, type DiagonalRule, type Offset, type Point } from "../../../rules/common/geometry";
import { isRuleViolation } from "../../../rules/common/errors";
import type { Terrain, WallOnStep } from "../../../rules/angry-miniatures/movement";
import { wallsBlockMovement, type MovementWall } from "../../canvas/wall-movement";
import { terrainMap, terrainOfDifficulties } from "./movement-check";
import { sceneFigures } from "./scene-figures";
import type { TableFigure } from "./table-figure";

/** The scene's diagonal rule: CONST.GRID_DIAGONALS 0..6 follow DIAGONAL_RULES' order. */
export function diagonalRuleOf(scene: Scene.Implementation): DiagonalRule {
  // A square scene's grid is a SquareGrid, which carries `diagonals`; the scene types it as BaseGrid.
  const diagonals = (scene.grid as unknown as { diagonals?: number }).diagonals ?? 0;
  return DIAGONAL_RULES[diagonals] ?? "equidistant";
}

/** Is the scene on a square grid (CONST.GRID_TYPES.SQUARE)? Angry Miniatures plays only there. */
export function isSquareScene(scene: Scene.Implementation | null | undefined): boolean {
  return scene?.grid.type === CONST.GRID_TYPES.SQUARE;
}

/** What is read of a scene's grid (Scene#grid, a BaseGrid, whether or not the scene is on screen). */
export type SceneGrid = Scene.Implementation["grid"];

/**
 * The grid of the scene a token stands on. Never `canvas.grid`: that is the scene on screen, which
 * for a GM looking elsewhere is another scene with another grid.
 */
function gridOfToken(token: TokenDocument.Implementation): SceneGrid {
  const scene = token.parent;
  if (!scene) throw new Error(`Shelf Wars: token ${token.id ?? ""} is on no scene`);
  return scene.grid;
}

/** The square under a token's centre on its own scene, at its current place or at a waypoint's top-left. */
export function tokenSquare(token: TokenDocument.Implementation, at?: { x: number; y: number }): Offset {
  const grid = gridOfToken(token);
  const x = (at?.x ?? token.x) + ((token.width ?? 1) * grid.sizeX) / 2;
  const y = (at?.y ?? token.y) + ((token.height ?? 1) * grid.sizeY) / 2;
  const offset = grid.getOffset({ x, y });
  return { i: offset.i, j: offset.j };
}

/**
 * The square in the scene's top-left corner, the one players call A1: the grid's offsets count
 * from the canvas, and a padded scene's canvas starts a margin of squares above and left of it.
 */
export function sceneFirstSquare(scene: Scene.Implementation): Offset {
  const { sceneX, sceneY } = scene.dimensions;
  const offset = scene.grid.getOffset({ x: sceneX + 1, y: sceneY + 1 });
  return { i: offset.i, j: offset.j };
}

export function squareCentre(grid: SceneGrid, square: Offset): Point {
  const centre = grid.getCenterPoint(square);
  return { x: centre.x, y: centre.y };
}

/** Squares of the grid on the straight line between two squares, both ends included. */
export function directPath(grid: SceneGrid, from: Offset, to: Offset): Offset[] {
  return grid.getDirectPath([from, to]).map((o) => ({ i: o.i, j: o.j }));
}

/**
 * The walls of a figure's steps on its own scene (its WallDocuments, read once, so a scene nobody
 * views reads the same), each step from square centre to square centre: a wall that stops
 * movement (a closed door too, not an open one) stops it; a one-way wall cannot be judged here,
 * and the step is refused naming that rule. Core stops a token at walls only on the mover's own
 * client, so the GM's client must not count on it.
 */
export function sceneWallOnStep(scene: Scene.Implementation): WallOnStep {
  const walls: MovementWall[] = [...(scene.walls as Iterable<MovementWall>)];
  return (from, to) => {
    try {
      return wallsBlockMovement(squareCentre(scene.grid, from), squareCentre(scene.grid, to), walls) ? "wall" : "open";
    } catch (error) {
      if (isRuleViolation(error)) return error;
      throw error;
    }
  };
}

/**
 * Terrain of the given squares from the scene's Regions that carry an enabled
 * "Modify Movement Cost" behaviour (Foundry's own terrain): see `terrainOfDifficulties`.
 */
export function sceneTerrain(scene: Scene.Implementation, squares: readonly Offset[]): ReturnType<typeof terrainMap> {
  const entries: [Offset, Terrain][] = [];
  for (const region of scene.regions) {
    const behaviours = region.behaviors.filter((b) => b.type === "modifyMovementCost" && !b.disabled);
    if (behaviours.length === 0) continue;
    for (const square of squares) {
      const centre = squareCentre(scene.grid, square);
      if (!region.testPoint({ x: centre.x, y: centre.y, elevation: region.elevation.bottom ?? 0 })) continue;
      for (const behaviour of behaviours) {
        const difficulties = (behaviour.system as { difficulties?: Record<string, number | null> }).difficulties ?? {};
        entries.push([square, terrainOfDifficulties(difficulties)]);
      }
    }
  }
  return terrainMap(entries);
}

/**
 * Every Angry Miniatures figure on a scene, placed by token centre on that scene's own grid, so
 * a scene nobody is viewing (the GM deriving a card) reads the same as the one on screen.
 */
export function figuresOnScene(scene: Scene.Implementation): TableFigure[] {
  const grid = scene.grid;
  return sceneFigures(scene.tokens, (token) => {
    const offset = grid.getOffset({ x: token.x + ((token.width ?? 1) * grid.sizeX) / 2, y: token.y + ((token.height ?? 1) * grid.sizeY) / 2 });
    return { i: offset.i, j: offset.j };
  });
}
