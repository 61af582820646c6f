// Issue 35, point 4: the sensible Angry Miniatures policy no longer walks into the charge it
// invites. Before, on the simulator's open 10 x 10 board (no scene to hide behind), the team winning
// round 1's initiative won 47.4%, 21.4% and 38.7% of the three ready matches; it walked as far as
// it could towards the enemy and was struck first by those yet to act.
import { describe, expect, it } from "vitest";
import { reportOf } from "../../src/cli/commands/simulate";
import { matchupOf, type SimulationPlan } from "../../src/cli/simulate/matchups";
import { runSimulation } from "../../src/cli/simulate/run";
import { inThisThread } from "../../src/cli/simulate/shards";
import { READY_PAIRINGS } from "../../src/data/ready-pairings";

const SEEDS = 400;
// Four standard errors below even over 800 games: a handicap, not chance.
const FLOOR = 0.43;

describe("Angry Miniatures: going first is no handicap on an open board", () => {
  it.each(READY_PAIRINGS.filter((p) => p.ruleset === "angry-miniatures").map((p) => [`${p.blue} v ${p.red}`, p] as const))(
    "%s: the first mover wins at least 43% of 800 games on the plain 10 x 10 board",
    async (_name, p) => {
      const plan: SimulationPlan = { ruleset: p.ruleset, picks: { blue: p.blue, red: p.red }, slots: "both", board: "plain" };
      const tally = await runSimulation(plan, { games: 2 * SEEDS, seed: 1, workers: 1, runner: inThisThread });
      const report = reportOf(p.ruleset, 1, matchupOf(plan), tally, "both");
      expect(report.games).toBe(2 * SEEDS);
      expect(report.firstMover.winRate.rate, `the first mover won ${(report.firstMover.winRate.rate * 100).toFixed(1)}%`).toBeGreaterThanOrEqual(FLOOR);
    },
    120_000,
  );
});
