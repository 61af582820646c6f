import type { Offset } from "../../../rules/common/geometry";
import { isAmFigureType } from "../documents/actor-types";
import { format, localize } from "./labels";
import type { MoveAssessment } from "./movement-check";
import { assessTokenPath, historySquares, movementChecked } from "./movement-table";
import { tokenSquare } from "./table-reading";

type TokenRulerClass = typeof foundry.canvas.placeables.tokens.TokenRuler;
type Waypoint = Parameters<InstanceType<TokenRulerClass>["_getSegmentStyle"]>[0];

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
    #assess(waypoint: Waypoint): MoveAssessment | undefined {
      const document = this.token.document;
      if (!isAmFigureType(document.actor?.type) || !movementChecked(document)) return undefined;
      const chain: Offset[] = [];
      for (let at: Waypoint | null = waypoint; at; at = at.previous) chain.unshift(tokenSquare(document, at));
      // Passed waypoints already include the recorded history; planned ones start at the token.
      const start = waypoint.stage === "planned" ? historySquares(document) : [];
      return assessTokenPath(document, [...start, ...chain]);
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
