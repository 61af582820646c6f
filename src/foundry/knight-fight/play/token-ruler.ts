import { allowanceRuler, stackRuler, type RulerReading } from "../../canvas/allowance-ruler";
import { hexOrientationOf } from "../../canvas/distance";
import { RulerWalkCache } from "../../canvas/ruler-walk";
import type { KfFigureSource } from "../../../data/knight-fight/figure-source";
import { activationOf } from "../table/activation";
import { inPlay } from "../table/attack-plan";
import { hexOfPoint, movementCounted, rulerLabel } from "../table/movement";
import { kfRulerWalk, type KfReached } from "./ruler-walk";
import { kfTableOf } from "../table/table";

/** One redraw of a Knight Fight figure's ruler: the points it has to move with now, and its walks. */
interface KfRedraw {
  readonly points: number;
  readonly walks: RulerWalkCache<KfReached>;
}

/** The points a Knight Fight figure has to move with now (0 outside its activation or before its wager). */
function pointsOf(token: TokenDocument.Implementation): number | null {
  const actor = token.actor;
  if (!actor || !movementCounted(token)) return null;
  const source = (actor.system as unknown as { _source: KfFigureSource })._source;
  return source.wagered > 0 && activationOf(actor.uuid) ? source.actionPoints : 0;
}

/** The table read once for a redraw: null when this token's moves are not counted now. */
function kfRedraw(token: TokenDocument.Implementation): KfRedraw | null {
  const points = pointsOf(token);
  const scene = token.parent;
  if (points === null || !scene) return null;
  const table = kfTableOf(scene);
  const occupied = inPlay(table)
    .filter((f) => f.id !== token.id)
    .map((f) => f.position);
  const walk = kfRulerWalk({ table, orientation: hexOrientationOf(scene.grid.type), occupied, hexOf: (at) => hexOfPoint(token, at) });
  return { points, walks: new RulerWalkCache(walk) };
}

/** A Knight Fight figure's action points against what the planned path costs; a hex terrain or a figure blocks, and the label says why. */
function readPoints(token: TokenDocument.Implementation): RulerReading | null {
  const redraw = kfRedraw(token);
  if (!redraw) return null;
  return (waypoint) => {
    const reached = redraw.walks.reach(waypoint);
    const label = rulerLabel(reached.cost, redraw.points, reached.refused);
    return { over: reached.cost > redraw.points || reached.refused !== null, label: { total: label.total, units: label.units } };
  };
}

/**
 * Knight Fight's ruler on hex scenes, on top of whatever ruler class is configured (Angry
 * Miniatures' for its own figures): for a Knight Fight figure it labels each waypoint with the
 * action points the planned path costs and those left, and colours the path past them. Each
 * redraw reads the table once and walks each leg once. Defined when asked (at setup) so importing this module needs no canvas.
 */
export function knightFightTokenRuler(Base: typeof foundry.canvas.placeables.tokens.TokenRuler): typeof foundry.canvas.placeables.tokens.TokenRuler {
  return allowanceRuler(Base, "knightFightRuler", readPoints);
}

/** Puts the ruler on top of the configured ruler class (after every ruleset's init). */
export function installKnightFightRuler(): void {
  stackRuler(knightFightTokenRuler);
}
