import type { CheckResult } from "./checks";
import { otherSide } from "./state-queries";
import type { PmSide } from "./types";
import { PM_CODES, violation } from "./violations";

/** Figures of each choir on the table, and still to place, during deployment. */
export interface DeploymentCounts {
  readonly placed: Readonly<Record<PmSide, number>>;
  readonly left: Readonly<Record<PmSide, number>>;
}

/**
 * DECISIONS "Set-up": Player 2 places a figure first, then the choirs take turns, one figure each;
 * a choir with nothing left to place is skipped. Read from the table as it stands, that is: the
 * choir that has placed fewer goes next (Player 2 on a tie), unless it has nothing left. Null when
 * neither choir has anything left to place.
 */
export function deploymentTurn(player2: PmSide, counts: DeploymentCounts): PmSide | null {
  const player1 = otherSide(player2);
  const due = counts.placed[player1] < counts.placed[player2] ? player1 : player2;
  if (counts.left[due] > 0) return due;
  const other = otherSide(due);
  return counts.left[other] > 0 ? other : null;
}

/** Whether `side` may place a figure now; the violation names whose turn it is. */
export function checkDeploymentTurn(side: PmSide, player2: PmSide, counts: DeploymentCounts, names: Readonly<Record<PmSide, string>>): CheckResult {
  const turn = deploymentTurn(player2, counts);
  if (turn === null || turn === side) return { ok: true };
  return {
    ok: false,
    violation: violation(PM_CODES.deploymentTurn, `Deployment: it is ${names[turn]}'s turn to place a figure, not ${names[side]}'s (the choirs take turns, one figure each).`, {
      active: names[turn],
      side: names[side],
    }),
  };
}
