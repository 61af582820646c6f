import { guardCanvas } from "../../canvas/canvas-guard";
import { PerRedraw, type WalkWaypoint } from "../../canvas/ruler-walk";
import { format, localize } from "../table/labels";
import type { MoveAssessment } from "../table/movement-check";
import { RulerPathAssessor } from "./ruler-assessor";

type TokenRulerClass = typeof foundry.canvas.placeables.tokens.TokenRuler;
type TokenRuler = InstanceType<TokenRulerClass>;
type Waypoint = Parameters<TokenRuler["_getSegmentStyle"]>[0];
type HighlightWaypoint = Parameters<TokenRuler["_getGridHighlightStyle"]>[0];
type RulerData = Parameters<TokenRuler["refresh"]>[0];

const OVER_ALLOWANCE_COLOUR = 0x9b2226;

/** The label fields this ruler fills (Foundry's waypoint label shows `cost.total cost.units`). */
interface CostLabel {
  cost?: { total: string; units: string };
}

let defined: TokenRulerClass | undefined;

/**
 * The ruler class, defined on first use (at init) so importing this module needs no canvas.
 * Shows an Angry Miniatures figure's Speed use this activation on the ruler (the rules' cost:
 * terrain, traits, Frost, Magic Buff) and colours every square past the allowance. Every hook
 * reads only what core gives it (the grid highlight's waypoints have no center); an error in
 * one is reported once and core's plain style drawn, never thrown into the render loop.
 */
export function angryMiniaturesTokenRuler(): TokenRulerClass {
  if (defined) return defined;
  const TokenRuler = foundry.canvas.placeables.tokens.TokenRuler;
  class AngryMiniaturesTokenRuler extends TokenRuler {
    /** This redraw's assessor, null when the move is not checked; figures, terrain and Speed may change between redraws. */
    readonly #assessor = new PerRedraw(() => RulerPathAssessor.for(this.token.document) ?? null);

    override refresh(rulerData: RulerData): void {
      this.#assessor.forget();
      super.refresh(rulerData);
    }

    #assess(waypoint: WalkWaypoint): MoveAssessment | undefined {
      return this.#assessor.get()?.assess(waypoint);
    }

    protected override _getSegmentStyle(waypoint: Waypoint): ReturnType<TokenRuler["_getSegmentStyle"]> {
      const style = super._getSegmentStyle(waypoint);
      return guardCanvas("angryMiniaturesRuler", () => style, () => {
        const assessment = this.#assess(waypoint as unknown as WalkWaypoint);
        return assessment && !assessment.check.ok ? { ...style, color: OVER_ALLOWANCE_COLOUR } : style;
      });
    }

    protected override _getGridHighlightStyle(waypoint: HighlightWaypoint, offset: Parameters<TokenRuler["_getGridHighlightStyle"]>[1]): ReturnType<TokenRuler["_getGridHighlightStyle"]> {
      const style = super._getGridHighlightStyle(waypoint, offset);
      return guardCanvas("angryMiniaturesRuler", () => style, () => {
        const assessment = this.#assess(waypoint as unknown as WalkWaypoint);
        return assessment && !assessment.check.ok ? { ...style, color: OVER_ALLOWANCE_COLOUR } : style;
      });
    }

    protected override _getWaypointLabelContext(waypoint: Waypoint, state: Parameters<TokenRuler["_getWaypointLabelContext"]>[1]): ReturnType<TokenRuler["_getWaypointLabelContext"]> {
      const context = super._getWaypointLabelContext(waypoint, state);
      if (!context) return context;
      return guardCanvas("angryMiniaturesRuler", () => context, () => {
        const assessment = this.#assess(waypoint as unknown as WalkWaypoint);
        if (!assessment) return context;
        const { cost, allowance } = assessment.check;
        (context as CostLabel).cost = {
          total: format("AmPlay.Ruler.Allowance", { cost: Number.isFinite(cost) ? Math.round(cost * 100) / 100 : "∞", allowance }),
          units: assessment.check.ok ? "" : localize("AmPlay.Ruler.Over"),
        };
        return context;
      });
    }
  }
  defined = AngryMiniaturesTokenRuler;
  return defined;
}
