import { localiseIssue } from "../documents/violations";
import { pmFormat } from "../combat/labels";
import { isPmFigureType } from "../documents/actor-types";
import { assessPmRoute, type PmMoveAssessment } from "./move-check";
import type { TokenPoint } from "./scene-inches";

/** The parts of v13's TokenMovementOperation (preMoveToken) read here; untyped in fvtt-types 13.345.1. */
export interface MovementOperation {
  readonly origin?: TokenPoint;
  readonly passed?: { readonly waypoints?: readonly TokenPoint[] };
  readonly pending?: { readonly waypoints?: readonly TokenPoint[] };
}

/** The route of this activation: the recorded history (cleared when the figure activated), where it stands, then the move's waypoints. */
export function activationRoute(token: TokenDocument.Implementation, movement: MovementOperation): TokenPoint[] {
  // v13 documents `TokenDocument#movementHistory` as an array of waypoints; fvtt-types 13.345.1
  // types it as a single waypoint, so the array shape is restated here.
  const history = (token.movementHistory as unknown as readonly TokenPoint[] | undefined) ?? [];
  const origin = movement.origin ?? { x: token.x, y: token.y };
  return [...history, origin, ...(movement.passed?.waypoints ?? []), ...(movement.pending?.waypoints ?? [])];
}

/** preMoveToken's answer: notified at warn, false (the whole move rejected, all v13 lets this hook do) at enforce. */
export function answerPmMove(assessment: PmMoveAssessment | null): boolean | void {
  if (!assessment?.violation || assessment.verdict === "allow") return;
  const rule = localiseIssue(assessment.violation);
  ui.notifications?.warn(pmFormat("Movement", assessment.verdict === "warn" ? "Warning" : "Refused", { rule }));
  if (assessment.verdict === "refuse") return false;
}

export function onPmPreMoveToken(token: TokenDocument.Implementation, movement: MovementOperation): boolean | void {
  if (!isPmFigureType(token.actor?.type)) return;
  return answerPmMove(assessPmRoute(token, activationRoute(token, movement)));
}
