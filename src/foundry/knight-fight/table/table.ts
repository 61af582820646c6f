import { RuleViolation } from "../../../rules/common/errors";
import type { HexOrientation, Offset, Point } from "../../../rules/common/geometry";
import type { KfFigureStats } from "../../../rules/knight-fight/figure";
import { gridKindOfType, hexOrientationOf } from "../../canvas/distance";
import { sceneWallsLineOfSight, tokensHaveLineOfSight } from "../../canvas/sight";
import { sceneMovement } from "../../canvas/wall-movement";
import { isKfFigureType } from "../documents/actor-types";
import { toKfStats, type KfFigureSource } from "../../../data/knight-fight/figure-source";
import { forceOfFigure } from "../documents/force-of";

/**
 * One Knight Fight figure standing on a scene, as plain data: `id` is its token id, `side` the
 * force it fights for (its actor uuid), `position` the hex under its token's centre.
 */
export interface KfTableFigure {
  readonly id: string;
  readonly name: string;
  readonly actorUuid: string;
  readonly side: string | null;
  readonly sideName: string | null;
  readonly stats: KfFigureStats;
  readonly position: Offset;
  readonly danger: number;
  readonly actionPoints: number;
  readonly killed: boolean;
}

/** What a Knight Fight scene reads as: its hex layout, its figures, and sight between them. */
export interface KfTable {
  readonly sceneId: string;
  readonly orientation: HexOrientation;
  readonly figures: readonly KfTableFigure[];
  /** Is a sight-blocking wall between the two tokens' centres (targeting option c)? */
  isObscured(fromId: string, toId: string): boolean;
  centreOf(hex: Offset): Point;
  /**
   * Does terrain block the step from one hex into the next (DECISIONS "Board": terrain hexes
   * block entry)? Terrain is drawn as walls that stop movement: the step is blocked when its
   * centre-to-centre line crosses one, or when the hex entered lies inside a closed ring of them.
   */
  stepBlocked(from: Offset, to: Offset): boolean;
  /** Does the hex lie inside terrain (its centre inside a closed ring of such walls)? */
  inTerrain(hex: Offset): boolean;
}

interface GridView {
  readonly type: number;
  readonly sizeX: number;
  readonly sizeY: number;
  getOffset(point: Point): { i: number; j: number };
  getCenterPoint(offset: Offset): Point;
}

export function tokenCentre(token: { x: number; y: number; width?: number | null; height?: number | null }, grid: Pick<GridView, "sizeX" | "sizeY">): Point {
  return { x: token.x + ((token.width ?? 1) * grid.sizeX) / 2, y: token.y + ((token.height ?? 1) * grid.sizeY) / 2 };
}

export function isHexScene(scene: { grid: { type: number } } | null | undefined): boolean {
  return !!scene && gridKindOfType(scene.grid.type) === "hex";
}

export function requireHexScene(scene: Scene.Implementation): void {
  if (!isHexScene(scene)) throw new RuleViolation("KnightFight.Play.NotHex", "Knight Fight is played on a hex grid; this scene has none.", { scene: scene.name ?? "" });
}

function figureOfToken(token: TokenDocument.Implementation, grid: GridView): KfTableFigure | null {
  const actor = token.actor;
  if (!actor || !isKfFigureType(actor.type) || !token.id) return null;
  const source = (actor.system as unknown as { _source: KfFigureSource })._source;
  const force = forceOfFigure(actor.uuid);
  const { i, j } = grid.getOffset(tokenCentre(token, grid));
  return {
    id: token.id,
    name: token.name ?? actor.name ?? token.id,
    actorUuid: actor.uuid,
    side: force?.uuid ?? null,
    sideName: force?.name ?? null,
    stats: toKfStats(source),
    position: { i, j },
    danger: source.danger.value,
    actionPoints: source.actionPoints,
    killed: source.killed > 0,
  };
}

/**
 * The Knight Fight table of a scene as it stands, on that scene's own grid, whether or not it is
 * on screen (the GM's client deriving a card). Sight: Foundry's vision on the scene being viewed,
 * the scene's wall documents otherwise; figures never block it (DECISIONS "Targets").
 */
export function kfTableOf(scene: Scene.Implementation): KfTable {
  requireHexScene(scene);
  const grid = scene.grid as unknown as GridView;
  const figures: KfTableFigure[] = [];
  for (const token of scene.tokens) {
    const figure = figureOfToken(token as TokenDocument.Implementation, grid);
    if (figure) figures.push(figure);
  }
  let walls: ReturnType<typeof sceneMovement> | null = null;
  const movement = () => (walls ??= sceneMovement(scene));
  return {
    sceneId: scene.id ?? "",
    orientation: hexOrientationOf(grid.type),
    figures,
    isObscured(fromId, toId) {
      const from = scene.tokens.get(fromId);
      const to = scene.tokens.get(toId);
      if (!from || !to) throw new RuleViolation("Canvas.TokenMissing", "A token is no longer on this scene, so sight cannot be measured.", {});
      if (canvas?.scene === scene && from.object && to.object) return !tokensHaveLineOfSight(from.object, to.object, { figuresBlock: false }).clear;
      return !sceneWallsLineOfSight(scene, tokenCentre(from, grid), tokenCentre(to, grid)).clear;
    },
    centreOf: (hex) => grid.getCenterPoint(hex),
    stepBlocked: (from, to) => movement().stepBlocked(grid.getCenterPoint(from), grid.getCenterPoint(to)),
    inTerrain: (hex) => movement().enclosed(grid.getCenterPoint(hex)),
  };
}
