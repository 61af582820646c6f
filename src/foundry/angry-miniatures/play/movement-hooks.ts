import { isAmFigureType } from "../documents/actor-types";
import { format, localize } from "./labels";
import { activationSquares, assessTokenPath, movementChecked, type MovementPoint } from "./movement-table";
import { violationMessage } from "./attack-session";

/** The parts of v13's `TokenMovementOperation` (preMoveToken) read here; untyped in fvtt-types 13.345.1. */
export interface MovementOperation {
  readonly passed?: { readonly waypoints?: readonly MovementPoint[] };
  readonly pending?: { readonly waypoints?: readonly MovementPoint[] };
}

/**
 * preMoveToken: a figure moving past its Speed this activation (terrain, traits and Frost per the
 * rules) is let through at "off", notified at "warn", and stopped at "enforce" (returning false
 * rejects the whole move, the only thing v13 lets this hook do).
 */
export function onPreMoveToken(token: TokenDocument.Implementation, movement: MovementOperation): boolean | void {
  if (!isAmFigureType(token.actor?.type) || !movementChecked(token)) return;
  const waypoints = [...(movement.passed?.waypoints ?? []), ...(movement.pending?.waypoints ?? [])];
  const assessment = assessTokenPath(token, activationSquares(token, waypoints));
  if (!assessment || assessment.verdict === "allow" || !assessment.check.violation) return;
  const reason = violationMessage(assessment.check.violation);
  if (assessment.verdict === "warn") {
    ui.notifications?.warn(format("AmPlay.MoveWarning", { reason }));
    return;
  }
  ui.notifications?.warn(format("AmPlay.MoveRefused", { reason: `${localize("AmPlay.Check.movementAllowance")}: ${reason}` }));
  return false;
}
