import { hexOrientationOf } from "../../canvas/distance";
import type { KfFigureSource } from "../../../data/knight-fight/figure-source";
import { activationOf } from "./activation";
import type { RuleViolation } from "../../../rules/common/errors";
import type { Offset, Point } from "../../../rules/common/geometry";
import { figureRefOf } from "../cards/actors";
import { assessMove, rulerLabel, movementCounted, RULER_REASONS } from "./movement";
import { plannedCost, plannedLegs, type RulerWaypoint } from "./ruler-cost";

type TokenRulerClass = typeof foundry.canvas.placeables.tokens.TokenRuler;
type Waypoint = Parameters<InstanceType<TokenRulerClass>["_getSegmentStyle"]>[0];

const OVER_COLOUR = 0x9b2226;

interface CostLabel {
  cost?: { total: string; units: string };
}

/** The points a Knight Fight figure has to move with now (0 outside its activation or before its wager). */
function pointsOf(token: TokenDocument.Implementation): number | null {
  const actor = token.actor;
  if (!actor || !movementCounted(token)) return null;
  const source = (actor.system as unknown as { _source: KfFigureSource })._source;
  return source.wagered > 0 && activationOf(actor.uuid) ? source.actionPoints : 0;
}

/** Rules the planned legs enter a hex terrain blocks or a figure holds (past the points left is shown apart). */
const PATH_RULES: readonly string[] = Object.keys(RULER_REASONS);

function pathRefusal(token: TokenDocument.Implementation, waypoint: RulerWaypoint, hexOf: (point: Point) => Offset): RuleViolation | null {
  const legs = plannedLegs(waypoint, hexOf);
  if (legs.waypoints.length === 0 || !token.actor) return null;
  const { violation } = assessMove(token, figureRefOf(token.actor), legs.from, legs.waypoints);
  return violation && PATH_RULES.includes(violation.code) ? violation : null;
}

/**
 * Knight Fight's ruler on hex scenes, on top of whatever ruler class is configured (Angry
 * Miniatures' for its own figures): for a Knight Fight figure it labels each waypoint with the
 * action points the planned path costs and those left, and colours the path past them. Defined
 * when asked (at setup) so importing this module needs no canvas. A path into a hex terrain
 * blocks or a figure holds is coloured too and its label says why.
 */
export function knightFightTokenRuler(Base: TokenRulerClass): TokenRulerClass {
  class KnightFightTokenRuler extends Base {
    #cost(waypoint: Waypoint): { cost: number; points: number; refused: RuleViolation | null } | null {
      const token = this.token.document;
      const points = pointsOf(token);
      const grid = token.parent?.grid;
      if (points === null || !grid) return null;
      const hexOf = (point: { x: number; y: number }) => {
        const { i, j } = grid.getOffset(point);
        return { i, j };
      };
      const planned = waypoint as unknown as RulerWaypoint;
      return { cost: plannedCost(planned, hexOf, hexOrientationOf(grid.type)), points, refused: pathRefusal(token, planned, hexOf) };
    }

    protected override _getSegmentStyle(waypoint: Waypoint): ReturnType<InstanceType<TokenRulerClass>["_getSegmentStyle"]> {
      const style = super._getSegmentStyle(waypoint);
      const cost = this.#cost(waypoint);
      return cost && (cost.cost > cost.points || cost.refused) ? { ...style, color: OVER_COLOUR } : style;
    }

    protected override _getGridHighlightStyle(
      waypoint: Waypoint,
      offset: Parameters<InstanceType<TokenRulerClass>["_getGridHighlightStyle"]>[1],
    ): ReturnType<InstanceType<TokenRulerClass>["_getGridHighlightStyle"]> {
      const style = super._getGridHighlightStyle(waypoint, offset);
      const cost = this.#cost(waypoint);
      return cost && (cost.cost > cost.points || cost.refused) ? { ...style, color: OVER_COLOUR } : style;
    }

    protected override _getWaypointLabelContext(
      waypoint: Waypoint,
      state: Parameters<InstanceType<TokenRulerClass>["_getWaypointLabelContext"]>[1],
    ): ReturnType<InstanceType<TokenRulerClass>["_getWaypointLabelContext"]> {
      const context = super._getWaypointLabelContext(waypoint, state);
      const cost = context ? this.#cost(waypoint) : null;
      if (!context || !cost) return context;
      const label = rulerLabel(cost.cost, cost.points, cost.refused);
      (context as CostLabel).cost = { total: label.total, units: label.units };
      return context;
    }
  }
  return KnightFightTokenRuler;
}

/** Puts Knight Fight's ruler on top of the configured ruler class (after every ruleset's init). */
export function installKnightFightRuler(): void {
  const config = CONFIG.Token as unknown as { rulerClass: TokenRulerClass };
  config.rulerClass = knightFightTokenRuler(config.rulerClass);
}
