import { allowanceRuler, stackRuler, type RulerReading } from "../../canvas/allowance-ruler";
import type { WalkWaypoint } from "../../canvas/ruler-walk";
import { pmRouteAssessor, rulerLabel } from "./move-check";
import type { TokenPoint } from "./scene-inches";

/** The route up to a waypoint: its `previous` chain already starts with the movement history, so none is added. */
function routeTo(waypoint: WalkWaypoint): TokenPoint[] {
  const route: TokenPoint[] = [];
  for (let at: WalkWaypoint | null = waypoint; at; at = at.previous) route.unshift({ x: at.x, y: at.y });
  return route;
}

/** A Precious Moments figure's inches walked along the route this activation, against its Brightness. */
function readInches(token: TokenDocument.Implementation): RulerReading | null {
  const assess = pmRouteAssessor(token);
  if (!assess) return null;
  return (waypoint) => {
    const assessment = assess(routeTo(waypoint));
    if (!assessment) return null;
    const label = rulerLabel(assessment.distance, assessment.allowance);
    return { over: label.over, label: { total: label.total, units: label.units } };
  };
}

/**
 * Precious Moments' ruler on gridless scenes, on top of whatever ruler class is configured: for a
 * figure in a started combat it labels each waypoint with the inches walked along the route this
 * activation, the figure's Brightness and what is left, and colours the path past the allowance.
 * The figure and walls are read once per redraw and each waypoint assessed once. Defined when asked (at setup) so importing this module needs no canvas.
 */
export function preciousMomentsTokenRuler(Base: typeof foundry.canvas.placeables.tokens.TokenRuler): typeof foundry.canvas.placeables.tokens.TokenRuler {
  return allowanceRuler(Base, "preciousMomentsRuler", readInches);
}

/** Puts the ruler on top of the configured ruler class (after every ruleset's init). */
export function installPreciousMomentsRuler(): void {
  stackRuler(preciousMomentsTokenRuler);
}
