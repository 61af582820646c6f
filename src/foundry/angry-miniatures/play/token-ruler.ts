import { format, localize } from "./labels";
import type { MoveAssessment } from "./movement-check";
import { RulerPathAssessor } from "./ruler-assessor";

type TokenRulerClass = typeof foundry.canvas.placeables.tokens.TokenRuler;
type Waypoint = Parameters<InstanceType<TokenRulerClass>["_getSegmentStyle"]>[0];
type RulerData = Parameters<InstanceType<TokenRulerClass>["refresh"]>[0];

const OVER_ALLOWANCE_COLOUR = 0x9b2226;

/** The label fields this ruler fills (Foundry's waypoint label shows `cost.total cost.units`). */
interface CostLabel {
  cost?: { total: string; units: string };
}

let defined: TokenRulerClass | undefined;

/**
 * The ruler class, defined on first use (at init) so importing this module needs no canvas.
 * Shows an Angry Miniatures figure's Speed use this activation on the ruler (the rules' cost:
 * terrain, traits, Frost, Magic Buff) and colours every square past the allowance.
 */
export function angryMiniaturesTokenRuler(): TokenRulerClass {
  if (defined) return defined;
  const TokenRuler = foundry.canvas.placeables.tokens.TokenRuler;
  class AngryMiniaturesTokenRuler extends TokenRuler {
    /** This redraw's assessor: undefined until first asked, null when the move is not checked. */
    #assessor: RulerPathAssessor | null | undefined;

    /** Every redraw starts afresh: figures, terrain and Speed may have changed since the last. */
    override refresh(rulerData: RulerData): void {
      this.#assessor = undefined;
      super.refresh(rulerData);
    }

    #assess(waypoint: Waypoint): MoveAssessment | undefined {
      if (this.#assessor === undefined) this.#assessor = RulerPathAssessor.for(this.token.document) ?? null;
      return this.#assessor?.assess(waypoint);
    }

    protected override _getSegmentStyle(waypoint: Waypoint): ReturnType<InstanceType<TokenRulerClass>["_getSegmentStyle"]> {
      const style = super._getSegmentStyle(waypoint);
      const assessment = this.#assess(waypoint);
      return assessment && !assessment.check.ok ? { ...style, color: OVER_ALLOWANCE_COLOUR } : style;
    }

    protected override _getGridHighlightStyle(
      waypoint: Waypoint,
      offset: Parameters<InstanceType<TokenRulerClass>["_getGridHighlightStyle"]>[1],
    ): ReturnType<InstanceType<TokenRulerClass>["_getGridHighlightStyle"]> {
      const style = super._getGridHighlightStyle(waypoint, offset);
      const assessment = this.#assess(waypoint);
      return assessment && !assessment.check.ok ? { ...style, color: OVER_ALLOWANCE_COLOUR } : style;
    }

    protected override _getWaypointLabelContext(
      waypoint: Waypoint,
      state: Parameters<InstanceType<TokenRulerClass>["_getWaypointLabelContext"]>[1],
    ): ReturnType<InstanceType<TokenRulerClass>["_getWaypointLabelContext"]> {
      const context = super._getWaypointLabelContext(waypoint, state);
      const assessment = context ? this.#assess(waypoint) : undefined;
      if (!context || !assessment) return context;
      const { cost, allowance } = assessment.check;
      (context as CostLabel).cost = {
        total: format("AmPlay.Ruler.Allowance", { cost: Number.isFinite(cost) ? Math.round(cost * 100) / 100 : "∞", allowance }),
        units: assessment.check.ok ? "" : localize("AmPlay.Ruler.Over"),
      };
      return context;
    }
  }
  defined = AngryMiniaturesTokenRuler;
  return defined;
}
