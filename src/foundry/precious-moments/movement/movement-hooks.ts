import { routeThisActivation } from "../../canvas/move-record";
import { localiseIssue } from "../documents/violations";
import { pmFormat } from "../documents/labels";
import { isPmFigureType } from "../documents/actor-types";
import { assessPmRoute, type PmMoveAssessment } from "./move-check";
import type { TokenPoint } from "./scene-inches";
import type { MoveJudge } from "../../canvas/move-judges";

/** The parts of v13's TokenMovementOperation (preMoveToken) read here; untyped in fvtt-types 13.345.1. */
export interface MovementOperation {
  readonly origin?: TokenPoint;
  readonly passed?: { readonly waypoints?: readonly TokenPoint[] };
  readonly pending?: { readonly waypoints?: readonly TokenPoint[] };
}

/**
 * The route of this activation: what the GM's client let the figure walk so far (its move
 * record, canvas/move-record.ts), where it stands, then the move's waypoints. Not core's
 * movement history, which also records a move the GM's client put back (and its owner can
 * write), so a put-back would be charged twice.
 */
export function activationRoute(token: TokenDocument.Implementation, movement: MovementOperation): TokenPoint[] {
  const history = token.parent?.id && token.id ? routeThisActivation(token.parent.id, token.id) : [];
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

/** The rules' verdict on a Precious Moments figure's route: the one assessment of the mover's `preMoveToken` and of the GM's client after the move. */
export function judgePmRoute(token: TokenDocument.Implementation, route: readonly TokenPoint[], moverIsGm?: boolean): PmMoveAssessment | null {
  if (!isPmFigureType(token.actor?.type)) return null;
  return assessPmRoute(token, route, moverIsGm);
}

export function onPmPreMoveToken(token: TokenDocument.Implementation, movement: MovementOperation): boolean | void {
  return answerPmMove(judgePmRoute(token, activationRoute(token, movement)));
}

/** Precious Moments' movement rules on the GM's client after a move: the route before it from the GM's own move record, not the token's history. */
export const pmMoveJudge: MoveJudge = {
  check: "preciousMomentsMove",
  judge(move) {
    const assessment = judgePmRoute(move.token, [...move.earlier, move.from, ...move.waypoints], move.user.isGM);
    return assessment ? { verdict: assessment.verdict, rule: assessment.violation ? localiseIssue(assessment.violation) : null } : null;
  },
};
