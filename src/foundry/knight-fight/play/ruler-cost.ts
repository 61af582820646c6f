import { hexDistance, type HexOrientation, type Offset, type Point } from "../../../rules/common/geometry";

/** What the ruler reads of a TokenRuler waypoint (v13 TokenRulerWaypointData: center, stage, previous). */
export interface RulerWaypoint {
  readonly center: Point;
  readonly stage?: "passed" | "pending" | "planned";
  readonly previous: RulerWaypoint | null;
}

/**
 * Action points the path up to `waypoint` still costs: one per hex along the legs not yet
 * walked. Legs already passed were paid for by their move card (the history runs through
 * `previous` and is not counted again).
 */
export function plannedCost(waypoint: RulerWaypoint, hexOf: (point: Point) => Offset, orientation: HexOrientation): number {
  let cost = 0;
  for (let at: RulerWaypoint | null = waypoint; at?.previous; at = at.previous) {
    if (at.stage === "passed") break;
    cost += hexDistance(hexOf(at.previous.center), hexOf(at.center), orientation);
  }
  return cost;
}

/**
 * The legs of the path up to `waypoint` not yet walked: the hex they start from (where the
 * walked part ended) and the hexes each leg goes to, in order.
 */
export function plannedLegs(waypoint: RulerWaypoint, hexOf: (point: Point) => Offset): { from: Offset; waypoints: Offset[] } {
  const waypoints: Offset[] = [];
  let at: RulerWaypoint = waypoint;
  while (at.previous && at.stage !== "passed") {
    waypoints.unshift(hexOf(at.center));
    at = at.previous;
  }
  return { from: hexOf(at.center), waypoints };
}
