import { lineOfSight, type Footprint, type Point } from "../../rules/common/geometry";
import { RuleViolation } from "../../rules/common/errors";
import { tokenCenter, tokenFootprint, type FootprintGrid, type FootprintToken } from "./token-footprint";
import { wallsBlockSight, type SightWall } from "./wall-sight";

/** What sight needs of a token placeable. */
export interface SightToken {
  readonly name: string | null;
  readonly center: Point;
  readonly bounds: { x: number; y: number; width: number; height: number };
  /** `shape` is CONST.TOKEN_SHAPES (ELLIPSE_1 0, ELLIPSE_2 1, …, RECTANGLE_2 5). */
  readonly document: { hidden?: boolean; shape?: number };
}

export interface SightReport {
  clear: boolean;
  /** The blocker's name for the card: a wall (localised) or the blocking figure's name. */
  blockedBy?: string;
  /** The blocking token's id, when a token is in the way. */
  blockerId?: string;
}

const ELLIPSE_SHAPES: readonly number[] = [0, 1];

/** A token's footprint: a circle for round tokens, else its bounding rectangle. */
export function footprintOf(token: SightToken): Footprint {
  const { x, y, width, height } = token.bounds;
  if (token.document.shape !== undefined && ELLIPSE_SHAPES.includes(token.document.shape)) {
    return { kind: "circle", center: { x: x + width / 2, y: y + height / 2 }, radius: Math.min(width, height) / 2 };
  }
  return { kind: "rect", x, y, width, height };
}

/** Other figures between `from` and `to`, by the rules' geometry; hidden tokens do not block. */
export function figureBlocking(from: SightToken, to: SightToken, others: readonly SightToken[]): SightToken | undefined {
  const blockers = others.filter((t) => t !== from && t !== to && !t.document.hidden);
  const result = lineOfSight(from.center, to.center, { walls: [], footprints: blockers.map(footprintOf) });
  return result.blockedBy?.kind === "figure" ? blockers[result.blockedBy.index] : undefined;
}

/**
 * Centre-to-centre sight: walls through Foundry's sight backend, then, when figures block,
 * the other tokens' footprints through the rules' `lineOfSight`.
 */
export function tokensHaveLineOfSight(from: SightToken, to: SightToken, options: { figuresBlock: boolean }): SightReport {
  if (!canvas?.scene) throw new RuleViolation("Canvas.NoScene", "No scene is being viewed.", {});
  const walled = CONFIG.Canvas.polygonBackends.sight.testCollision(from.center, to.center, { type: "sight", mode: "any" });
  if (walled) return { clear: false, blockedBy: game.i18n!.localize("SHELFWARS.Canvas.Wall") };
  if (!options.figuresBlock) return { clear: true };
  const others: readonly SightToken[] = canvas.tokens?.placeables ?? [];
  const blocker = figureBlocking(from, to, others);
  return blocker ? { clear: false, blockedBy: blocker.name ?? "" } : { clear: true };
}

/**
 * Walls between two points of a scene, read from its WallDocuments, so it also answers for a
 * scene that is not on screen (whose tokens have no placeable and whose walls are not on the
 * canvas). Figures are not considered here.
 */
export function sceneWallsLineOfSight(scene: { readonly walls: Iterable<SightWall> }, from: Point, to: Point): SightReport {
  return wallsBlockSight(from, to, scene.walls) ? { clear: false, blockedBy: game.i18n!.localize("SHELFWARS.Canvas.Wall") } : { clear: true };
}

/** What scene sight reads of a TokenDocument. */
export interface SceneSightToken extends FootprintToken {
  readonly id: string | null;
  readonly name?: string | null;
}

/** What scene sight reads of a Scene: its grid, wall documents and token documents. */
export interface SightScene {
  readonly grid: FootprintGrid;
  readonly walls: Iterable<SightWall>;
  readonly tokens: Iterable<SceneSightToken> & { get(id: string): SceneSightToken | undefined };
}

/**
 * Centre-to-centre sight between two tokens of a scene, on screen or not, read from its
 * documents. Walls: Foundry's sight backend when the scene is the one on the canvas, its wall
 * documents otherwise (see `sceneWallsLineOfSight`). Tokens: when `blocks` is given, the
 * footprint (see `tokenFootprint`) of every other token it names must stay off the line; the two
 * ends never block themselves. Which tokens count (figures in play, hidden ones) is the caller's
 * rule.
 */
export function sceneLineOfSight(scene: SightScene, fromId: string, toId: string, options: { blocks?: (token: SceneSightToken) => boolean } = {}): SightReport {
  const from = scene.tokens.get(fromId);
  const to = scene.tokens.get(toId);
  if (!from || !to) throw new RuleViolation("Canvas.TokenMissing", "A token is no longer on this scene, so sight cannot be measured.", {});
  const a = tokenCenter(from, scene.grid);
  const b = tokenCenter(to, scene.grid);
  const walled =
    canvas?.scene === scene ? CONFIG.Canvas.polygonBackends.sight.testCollision(a, b, { type: "sight", mode: "any" }) : wallsBlockSight(a, b, scene.walls);
  if (walled) return { clear: false, blockedBy: game.i18n!.localize("SHELFWARS.Canvas.Wall") };
  const blocks = options.blocks;
  if (!blocks) return { clear: true };
  const others = [...scene.tokens].filter((t) => t.id !== fromId && t.id !== toId && blocks(t));
  const result = lineOfSight(a, b, { walls: [], footprints: others.map((t) => tokenFootprint(t, scene.grid)) });
  const blocker = result.blockedBy?.kind === "figure" ? others[result.blockedBy.index] : undefined;
  return blocker ? { clear: false, blockedBy: blocker.name ?? "", blockerId: blocker.id ?? "" } : { clear: true };
}
