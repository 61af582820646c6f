import type { CheckVerdict } from "../settings/automation";
import type { MoveCheck } from "./canvas-guard";
import type { MovePoint } from "./move-record";

/** A committed move as the active GM's client saw it: every position from the GM's own record, never the mover's statement. */
export interface SeenMove {
  readonly token: TokenDocument.Implementation;
  /** Where the GM's client last saw the token stand before the move. */
  readonly from: MovePoint;
  /** The waypoints moved through, the token's new position last. */
  readonly waypoints: readonly MovePoint[];
  /** Every point the token stood on earlier in this activation (the GM's move record), oldest first. */
  readonly earlier: readonly MovePoint[];
  readonly user: User.Implementation;
}

/** A ruleset's verdict on a move, and the rule it breaks (localised) when it breaks one. */
export interface MoveVerdict {
  readonly verdict: CheckVerdict;
  readonly rule: string | null;
}

/**
 * A ruleset's movement rules as the GM's client applies them after a move: `judge` gives the same
 * verdict the ruleset's `preMoveToken` check gives on the mover's client (both call one
 * assessment), null for a token that is not the ruleset's; `stood` follows a move that stands
 * (a Knight Fight move is paid).
 */
export interface MoveJudge {
  readonly check: MoveCheck;
  judge(move: SeenMove): MoveVerdict | null;
  stood?(move: SeenMove): Promise<void>;
}

const judges = new Map<MoveCheck, MoveJudge>();

/** A ruleset declares its move judge at init; declaring the same check again replaces it. */
export function registerMoveJudge(judge: MoveJudge): void {
  judges.set(judge.check, judge);
}

export function moveJudges(): readonly MoveJudge[] {
  return [...judges.values()];
}
