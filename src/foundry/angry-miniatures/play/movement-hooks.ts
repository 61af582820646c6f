import { isAmFigureType } from "../documents/actor-types";
import { format, localize } from "../table/labels";
import { assessTokenPath, historyPoints, movementChecked, routeSquares, type MovementPoint } from "./movement-table";
import type { MoveAssessment } from "../table/movement-check";
import type { MoveJudge } from "../../canvas/move-judges";
import { violationMessage } from "../table/attack-session";

/** The parts of v13's `TokenMovementOperation` (preMoveToken) read here; untyped in fvtt-types 13.345.1. */
export interface MovementOperation {
  readonly passed?: { readonly waypoints?: readonly MovementPoint[] };
  readonly pending?: { readonly waypoints?: readonly MovementPoint[] };
}

/**
 * The rules' verdict on the figure's route this activation (token top-lefts: the points it stood
 * on earlier, where this move begins, then its waypoints): the one assessment both the mover's
 * `preMoveToken` and the GM's client after the move use. Undefined when the move is not measured.
 */
export function judgeAmRoute(token: TokenDocument.Implementation, route: readonly MovementPoint[], byGm = false): MoveAssessment | undefined {
  if (!isAmFigureType(token.actor?.type) || !movementChecked(token)) return undefined;
  return assessTokenPath(token, routeSquares(token, route), byGm);
}

/** The rule a move breaks, as the table reads it. */
export function amMoveRule(assessment: MoveAssessment): string | null {
  const violation = assessment.check.violation;
  return violation ? `${localize("AmPlay.Check.movementAllowance")}: ${violationMessage(violation)}` : null;
}

/**
 * preMoveToken: a figure moving past its Speed this activation (terrain, traits and Frost per the
 * rules) is let through at "off", notified at "warn", and stopped at "enforce" (returning false
 * rejects the whole move, the only thing v13 lets this hook do). The route before the move is the
 * token's movement history (cleared when the figure activated).
 */
export function onPreMoveToken(token: TokenDocument.Implementation, movement: MovementOperation): boolean | void {
  const waypoints = [...(movement.passed?.waypoints ?? []), ...(movement.pending?.waypoints ?? [])];
  const assessment = judgeAmRoute(token, [...historyPoints(token), { x: token.x, y: token.y }, ...waypoints], game.user?.isGM === true);
  if (!assessment || assessment.verdict === "allow" || !assessment.check.violation) return;
  if (assessment.verdict === "warn") {
    ui.notifications?.warn(format("AmPlay.MoveWarning", { reason: violationMessage(assessment.check.violation) }));
    return;
  }
  ui.notifications?.warn(format("AmPlay.MoveRefused", { reason: amMoveRule(assessment) ?? "" }));
  return false;
}

/** Angry Miniatures' rules on the GM's client after a move: the route before it from the GM's own move record, not the token's history. */
export const amMoveJudge: MoveJudge = {
  check: "angryMiniaturesMove",
  judge(move) {
    const assessment = judgeAmRoute(move.token, [...move.earlier, move.from, ...move.waypoints], move.user.isGM);
    return assessment ? { verdict: assessment.verdict, rule: amMoveRule(assessment) } : null;
  },
};
