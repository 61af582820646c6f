import type { PmFigureState, PmSide, PmState } from "../../../rules/precious-moments/types";
import { DEFAULT_DEPLOYMENT_DEPTH } from "../../../rules/precious-moments/table";
import { DEFAULT_CHOIR_BUDGET } from "../../../rules/precious-moments/choir";

/**
 * A rules state for one question the adapter asks the pure rules (a coin toss, an initiative
 * roll, a move, a called game): the parts the question reads are given, the rest are neutral.
 * The table defaults to 1 x 1 inch, which only questions about the table itself read.
 */
export function pmStateFor(parts: Partial<PmState> & Pick<PmState, "phase">): PmState {
  return {
    table: { width: 1, height: 1 },
    sides: { a: { name: "", homeEdge: null }, b: { name: "", homeEdge: null } },
    figures: [] as PmFigureState[],
    walls: [],
    obstaclesToPlace: 0,
    player1: null,
    round: 1,
    roundLimit: null,
    budget: DEFAULT_CHOIR_BUDGET,
    deploymentDepth: DEFAULT_DEPLOYMENT_DEPTH,
    activeSide: null as PmSide | null,
    initiativeWinner: null,
    phaseSerial: 1,
    outcome: null,
    warnings: [],
    ...parts,
  };
}
