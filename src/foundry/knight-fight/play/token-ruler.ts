import { guardCanvas } from "../../canvas/canvas-guard";
import { hexOrientationOf } from "../../canvas/distance";
import { PerRedraw, RulerWalkCache, type WalkWaypoint } from "../../canvas/ruler-walk";
import type { KfFigureSource } from "../../../data/knight-fight/figure-source";
import { activationOf } from "../table/activation";
import { inPlay } from "../table/attack-plan";
import { hexOfPoint, movementCounted, rulerLabel } from "../table/movement";
import { kfRulerWalk, type KfReached } from "./ruler-walk";
import { kfTableOf } from "../table/table";

type TokenRulerClass = typeof foundry.canvas.placeables.tokens.TokenRuler;
type TokenRuler = InstanceType<TokenRulerClass>;
type Waypoint = Parameters<TokenRuler["_getSegmentStyle"]>[0];
type HighlightWaypoint = Parameters<TokenRuler["_getGridHighlightStyle"]>[0];
type RulerData = Parameters<TokenRuler["refresh"]>[0];

const OVER_COLOUR = 0x9b2226;

interface CostLabel {
  cost?: { total: string; units: string };
}

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

/**
 * Knight Fight's ruler on hex scenes, on top of whatever ruler class is configured (Angry
 * Miniatures' for its own figures): for a Knight Fight figure it labels each waypoint with the
 * action points the planned path costs and those left, and colours the path past them. A path
 * into a hex terrain blocks or a figure holds is coloured too and its label says why. Each
 * redraw reads the table once and walks each leg once, whichever hook asks; hooks read only what
 * core gives them; an error is reported once and the plain style drawn, never thrown into the
 * render loop. Defined when asked (at setup) so importing this module needs no canvas.
 */
export function knightFightTokenRuler(Base: TokenRulerClass): TokenRulerClass {
  class KnightFightTokenRuler extends Base {
    readonly #redraw = new PerRedraw(() => kfRedraw(this.token.document));

    override refresh(rulerData: RulerData): void {
      this.#redraw.forget();
      super.refresh(rulerData);
    }

    #reach(waypoint: WalkWaypoint): { reached: KfReached; points: number } | null {
      const redraw = this.#redraw.get();
      return redraw ? { reached: redraw.walks.reach(waypoint), points: redraw.points } : null;
    }

    #over(waypoint: WalkWaypoint): boolean {
      const at = this.#reach(waypoint);
      return !!at && (at.reached.cost > at.points || at.reached.refused !== null);
    }

    protected override _getSegmentStyle(waypoint: Waypoint): ReturnType<TokenRuler["_getSegmentStyle"]> {
      const style = super._getSegmentStyle(waypoint);
      return guardCanvas("knightFightRuler", () => style, () => (this.#over(waypoint as unknown as WalkWaypoint) ? { ...style, color: OVER_COLOUR } : style));
    }

    protected override _getGridHighlightStyle(waypoint: HighlightWaypoint, offset: Parameters<TokenRuler["_getGridHighlightStyle"]>[1]): ReturnType<TokenRuler["_getGridHighlightStyle"]> {
      const style = super._getGridHighlightStyle(waypoint, offset);
      return guardCanvas("knightFightRuler", () => style, () => (this.#over(waypoint as unknown as WalkWaypoint) ? { ...style, color: OVER_COLOUR } : style));
    }

    protected override _getWaypointLabelContext(waypoint: Waypoint, state: Parameters<TokenRuler["_getWaypointLabelContext"]>[1]): ReturnType<TokenRuler["_getWaypointLabelContext"]> {
      const context = super._getWaypointLabelContext(waypoint, state);
      if (!context) return context;
      return guardCanvas("knightFightRuler", () => context, () => {
        const at = this.#reach(waypoint as unknown as WalkWaypoint);
        if (!at) return context;
        const label = rulerLabel(at.reached.cost, at.points, at.reached.refused);
        (context as CostLabel).cost = { total: label.total, units: label.units };
        return context;
      });
    }
  }
  return KnightFightTokenRuler;
}

/** Puts Knight Fight's ruler on top of the configured ruler class (after every ruleset's init). */
export function installKnightFightRuler(): void {
  const config = CONFIG.Token as unknown as { rulerClass: TokenRulerClass };
  config.rulerClass = knightFightTokenRuler(config.rulerClass);
}
