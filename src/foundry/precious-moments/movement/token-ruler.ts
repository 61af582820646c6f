import { guardCanvas } from "../../canvas/canvas-guard";
import { PerRedraw, type WalkWaypoint } from "../../canvas/ruler-walk";
import { pmRouteAssessor, rulerLabel, type PmMoveAssessment, type PmRouteAssessor } from "./move-check";
import type { TokenPoint } from "./scene-inches";

type TokenRulerClass = typeof foundry.canvas.placeables.tokens.TokenRuler;
type TokenRuler = InstanceType<TokenRulerClass>;
type Waypoint = Parameters<TokenRuler["_getSegmentStyle"]>[0];
type RulerData = Parameters<TokenRuler["refresh"]>[0];

const OVER_COLOUR = 0x9b2226;

interface CostLabel {
  cost?: { total: string; units: string };
}

/** One redraw: the figure read once, and each waypoint's verdict (its segment and its label ask alike). */
interface PmRedraw {
  readonly assess: PmRouteAssessor;
  readonly verdicts: WeakMap<WalkWaypoint, PmMoveAssessment | null>;
}

/** The route up to a waypoint: its `previous` chain already starts with the movement history, so none is added. */
function routeTo(waypoint: WalkWaypoint): TokenPoint[] {
  const route: TokenPoint[] = [];
  for (let at: WalkWaypoint | null = waypoint; at; at = at.previous) route.unshift({ x: at.x, y: at.y });
  return route;
}

/**
 * Precious Moments' ruler on gridless scenes, on top of whatever ruler class is configured: for a
 * figure in a started combat it labels each waypoint with the inches walked along the route this
 * activation, the figure's Brightness and what is left, and colours the path past the allowance.
 * The figure and walls are read once per redraw and each waypoint assessed once; an error is
 * reported once and the plain style drawn, never thrown into the render loop. Defined when asked
 * (at setup) so importing this module needs no canvas.
 */
export function preciousMomentsTokenRuler(Base: TokenRulerClass): TokenRulerClass {
  class PreciousMomentsTokenRuler extends Base {
    readonly #redraw = new PerRedraw<PmRedraw | null>(() => {
      const assess = pmRouteAssessor(this.token.document);
      return assess ? { assess, verdicts: new WeakMap() } : null;
    });

    override refresh(rulerData: RulerData): void {
      this.#redraw.forget();
      super.refresh(rulerData);
    }

    #assess(waypoint: WalkWaypoint): PmMoveAssessment | null {
      const redraw = this.#redraw.get();
      if (!redraw) return null;
      if (!redraw.verdicts.has(waypoint)) redraw.verdicts.set(waypoint, redraw.assess(routeTo(waypoint)));
      return redraw.verdicts.get(waypoint) ?? null;
    }

    protected override _getSegmentStyle(waypoint: Waypoint): ReturnType<TokenRuler["_getSegmentStyle"]> {
      const style = super._getSegmentStyle(waypoint);
      return guardCanvas("preciousMomentsRuler", () => style, () => {
        const assessment = this.#assess(waypoint as unknown as WalkWaypoint);
        return assessment && rulerLabel(assessment.distance, assessment.allowance).over ? { ...style, color: OVER_COLOUR } : style;
      });
    }

    protected override _getWaypointLabelContext(waypoint: Waypoint, state: Parameters<TokenRuler["_getWaypointLabelContext"]>[1]): ReturnType<TokenRuler["_getWaypointLabelContext"]> {
      const context = super._getWaypointLabelContext(waypoint, state);
      if (!context) return context;
      return guardCanvas("preciousMomentsRuler", () => context, () => {
        const assessment = this.#assess(waypoint as unknown as WalkWaypoint);
        if (!assessment) return context;
        const label = rulerLabel(assessment.distance, assessment.allowance);
        (context as CostLabel).cost = { total: label.total, units: label.units };
        return context;
      });
    }
  }
  return PreciousMomentsTokenRuler;
}

/** Puts Precious Moments' ruler on top of the configured ruler class (after every ruleset's init). */
export function installPreciousMomentsRuler(): void {
  const config = CONFIG.Token as unknown as { rulerClass: TokenRulerClass };
  config.rulerClass = preciousMomentsTokenRuler(config.rulerClass);
}
