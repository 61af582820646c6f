import { assessPmRoute, rulerLabel, type PmMoveAssessment } from "./move-check";
import type { TokenPoint } from "./scene-inches";

type TokenRulerClass = typeof foundry.canvas.placeables.tokens.TokenRuler;
type Waypoint = Parameters<InstanceType<TokenRulerClass>["_getSegmentStyle"]>[0];

const OVER_COLOUR = 0x9b2226;

/** What the ruler reads of a TokenRuler waypoint: its top-left and the one before it. */
interface RulerWaypoint extends TokenPoint {
  readonly previous: RulerWaypoint | null;
}

interface CostLabel {
  cost?: { total: string; units: string };
}

/** The route up to a waypoint: its `previous` chain already starts with the movement history, so none is added. */
function routeTo(waypoint: RulerWaypoint): TokenPoint[] {
  const route: TokenPoint[] = [];
  for (let at: RulerWaypoint | null = waypoint; at; at = at.previous) route.unshift({ x: at.x, y: at.y });
  return route;
}

/**
 * Precious Moments' ruler on gridless scenes, on top of whatever ruler class is configured: for a
 * figure in a started combat it labels each waypoint with the inches walked along the route this
 * activation, the figure's Brightness and what is left, and colours the path past the allowance.
 * Defined when asked (at setup) so importing this module needs no canvas.
 */
export function preciousMomentsTokenRuler(Base: TokenRulerClass): TokenRulerClass {
  class PreciousMomentsTokenRuler extends Base {
    #assess(waypoint: Waypoint): PmMoveAssessment | null {
      return assessPmRoute(this.token.document, routeTo(waypoint as unknown as RulerWaypoint));
    }

    #over(waypoint: Waypoint): boolean {
      const assessment = this.#assess(waypoint);
      return !!assessment && rulerLabel(assessment.distance, assessment.allowance).over;
    }

    protected override _getSegmentStyle(waypoint: Waypoint): ReturnType<InstanceType<TokenRulerClass>["_getSegmentStyle"]> {
      const style = super._getSegmentStyle(waypoint);
      return this.#over(waypoint) ? { ...style, color: OVER_COLOUR } : style;
    }

    protected override _getWaypointLabelContext(
      waypoint: Waypoint,
      state: Parameters<InstanceType<TokenRulerClass>["_getWaypointLabelContext"]>[1],
    ): ReturnType<InstanceType<TokenRulerClass>["_getWaypointLabelContext"]> {
      const context = super._getWaypointLabelContext(waypoint, state);
      const assessment = context ? this.#assess(waypoint) : null;
      if (!context || !assessment) return context;
      const label = rulerLabel(assessment.distance, assessment.allowance);
      (context as CostLabel).cost = { total: label.total, units: label.units };
      return context;
    }
  }
  return PreciousMomentsTokenRuler;
}

/** Puts Precious Moments' ruler on top of the configured ruler class (after every ruleset's init). */
export function installPreciousMomentsRuler(): void {
  const config = CONFIG.Token as unknown as { rulerClass: TokenRulerClass };
  config.rulerClass = preciousMomentsTokenRuler(config.rulerClass);
}
