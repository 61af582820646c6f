import type { RuleViolation } from "../../../rules/common/errors";
import type { HexOrientation, Offset } from "../../../rules/common/geometry";
import { checkMovePath, movePath } from "../../../rules/knight-fight/movement";
import type { RulerWalk, WalkWaypoint } from "../../canvas/ruler-walk";
import type { KfTable } from "../table/table";
import { RULER_REASONS, terrainOnPath } from "../table/movement";

/** What the ruler shows at a waypoint: the action points the legs not yet walked cost, and why the path may not go there. */
export interface KfReached {
  readonly hex: Offset;
  readonly cost: number;
  readonly refused: RuleViolation | null;
}

/** The table as one redraw reads it: its terrain, the hexes other figures in play hold, and where a waypoint stands. */
export interface KfRulerTable {
  readonly table: KfTable;
  readonly orientation: HexOrientation;
  readonly occupied: readonly Offset[];
  hexOf(at: WalkWaypoint): Offset;
}

/** Rules the planned legs break that the ruler names (past the points left is shown apart). */
const PATH_RULES: readonly string[] = Object.keys(RULER_REASONS);

/**
 * Knight Fight's walk along a ruler path: one action point a hex along the legs not yet walked,
 * and the first leg into a hex terrain blocks or a figure holds. Legs already passed were paid
 * for by their move card: a passed waypoint (the movement history, which a planned path reaches
 * through `previous`) starts the count afresh, so the history is never counted.
 */
export function kfRulerWalk(view: KfRulerTable): RulerWalk<KfReached> {
  return {
    start: (at) => ({ hex: view.hexOf(at), cost: 0, refused: null }),
    step: (from, at) => {
      const hex = view.hexOf(at);
      if (at.stage === "passed") return { hex, cost: 0, refused: null };
      const terrain = terrainOnPath(view.table, from.hex, movePath(from.hex, [hex], view.orientation));
      // Points are compared by the ruler itself, so the leg is checked with no limit on them.
      const leg = checkMovePath({ from: from.hex, waypoints: [hex], orientation: view.orientation, occupied: view.occupied, blocked: terrain.blocked, actionPoints: Number.POSITIVE_INFINITY });
      const violation = terrain.unjudged ?? leg.violation;
      const refused = from.refused ?? (violation && PATH_RULES.includes(violation.code) ? violation : null);
      return { hex, cost: from.cost + leg.cost, refused };
    },
  };
}
