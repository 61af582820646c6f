import { describe, expect, it } from "vitest";
import { PM_SAMPLE_SETUP } from "../../../src/cli/armies/precious-moments";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { runGame, simplePolicy } from "../../../src/rules/precious-moments/run";

describe("Precious Moments simple policy", () => {
  it("finishes seeded games on a walled table with a winner, not by the round cap", () => {
    // Seed 18 once left two figures blind behind a wall, passing forever.
    for (const seed of [1, 2, 3, 18, 42]) {
      const result = runGame(PM_SAMPLE_SETUP, { a: simplePolicy, b: simplePolicy }, new SeededRoller(seed), { maxRounds: 100 });
      expect(result.winner, `seed ${seed}`).not.toBeNull();
      expect(result.state.round, `seed ${seed}`).toBeLessThan(100);
    }
  });
});
