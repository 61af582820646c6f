import { guardCanvas, type CanvasPlace } from "./canvas-guard";
import { PerRedraw, type WalkWaypoint } from "./ruler-walk";

type TokenRulerClass = typeof foundry.canvas.placeables.tokens.TokenRuler;
type TokenRuler = InstanceType<TokenRulerClass>;
type Waypoint = Parameters<TokenRuler["_getSegmentStyle"]>[0];
type HighlightWaypoint = Parameters<TokenRuler["_getGridHighlightStyle"]>[0];
type RulerData = Parameters<TokenRuler["refresh"]>[0];

const OVER_ALLOWANCE_COLOUR = 0x9b2226;

/** What a ruleset's ruler says of a planned waypoint: past what the figure may move, and the label's text. */
export interface RulerVerdict {
  readonly over: boolean;
  /** Core's waypoint label shows `cost.total cost.units`. */
  readonly label: { readonly total: string; readonly units: string };
}

/** A ruleset's reading of one redraw: the verdict on each waypoint, or null when the token's moves are not counted now. */
export type RulerReading = (waypoint: WalkWaypoint) => RulerVerdict | null;

interface CostLabel {
  cost?: { total: string; units: string };
}

/**
 * A ruler that shows a figure's movement allowance (Speed, action points, Brightness) on top of
 * `Base`: each waypoint's label says what the path costs against what is left, and the path
 * (and grid highlight) past the allowance is coloured. `read` reads the table once per redraw
 * (figures, terrain and the allowance may change between redraws) and each waypoint is judged
 * once, whichever hook asks. Hooks read only what core gives them; an error is reported once per
 * place and core's plain style drawn, never thrown into the render loop.
 */
export function allowanceRuler(Base: TokenRulerClass, place: CanvasPlace, read: (token: TokenDocument.Implementation) => RulerReading | null): TokenRulerClass {
  class AllowanceRuler extends Base {
    readonly #redraw = new PerRedraw(() => {
      const reading = read(this.token.document);
      return reading ? { reading, verdicts: new WeakMap<WalkWaypoint, RulerVerdict | null>() } : null;
    });

    override refresh(rulerData: RulerData): void {
      this.#redraw.forget();
      super.refresh(rulerData);
    }

    #verdict(waypoint: unknown): RulerVerdict | null {
      const redraw = this.#redraw.get();
      if (!redraw) return null;
      const at = waypoint as WalkWaypoint;
      if (!redraw.verdicts.has(at)) redraw.verdicts.set(at, redraw.reading(at));
      return redraw.verdicts.get(at) ?? null;
    }

    protected override _getSegmentStyle(waypoint: Waypoint): ReturnType<TokenRuler["_getSegmentStyle"]> {
      const style = super._getSegmentStyle(waypoint);
      return guardCanvas(place, () => style, () => (this.#verdict(waypoint)?.over ? { ...style, color: OVER_ALLOWANCE_COLOUR } : style));
    }

    protected override _getGridHighlightStyle(waypoint: HighlightWaypoint, offset: Parameters<TokenRuler["_getGridHighlightStyle"]>[1]): ReturnType<TokenRuler["_getGridHighlightStyle"]> {
      const style = super._getGridHighlightStyle(waypoint, offset);
      return guardCanvas(place, () => style, () => (this.#verdict(waypoint)?.over ? { ...style, color: OVER_ALLOWANCE_COLOUR } : style));
    }

    protected override _getWaypointLabelContext(waypoint: Waypoint, state: Parameters<TokenRuler["_getWaypointLabelContext"]>[1]): ReturnType<TokenRuler["_getWaypointLabelContext"]> {
      const context = super._getWaypointLabelContext(waypoint, state);
      if (!context) return context;
      return guardCanvas(place, () => context, () => {
        const verdict = this.#verdict(waypoint);
        if (verdict) (context as CostLabel).cost = { total: verdict.label.total, units: verdict.label.units };
        return context;
      });
    }
  }
  return AllowanceRuler;
}

/** Puts a ruleset's ruler on top of the configured ruler class (after every ruleset's init). */
export function stackRuler(ruler: (Base: TokenRulerClass) => TokenRulerClass): void {
  const config = CONFIG.Token as unknown as { rulerClass: TokenRulerClass };
  config.rulerClass = ruler(config.rulerClass);
}
