import { describe, expect, it } from "vitest";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { KF_SAMPLE_SETUP } from "../../../src/cli/armies/knight-fight";
import { createGame } from "../../../src/rules/knight-fight/setup";
import { runGame, simplePolicy, type KfPolicy } from "../../../src/rules/knight-fight/simulate";
import { step } from "../../../src/rules/knight-fight/game";
import { sensiblePolicy } from "../../../src/rules/knight-fight/policy";

// runGame without keepEvents asks each step to build no events; the game must be the same one.

describe("Knight Fight steps without events", () => {
  it("play the same games as steps with events", () => {
    for (const policy of [simplePolicy, sensiblePolicy] as KfPolicy[]) {
      for (let seed = 1; seed <= 40; seed++) {
        const policies = { lions: policy, ravens: policy };
        const kept = runGame(KF_SAMPLE_SETUP, policies, new SeededRoller(seed), { keepEvents: true });
        const light = runGame(KF_SAMPLE_SETUP, policies, new SeededRoller(seed));
        expect(light.events).toEqual([]);
        expect(kept.events.length).toBeGreaterThan(0);
        expect(light.state).toEqual(kept.state);
        expect(light.steps).toBe(kept.steps);
        expect(light.outcome).toEqual(kept.outcome);
      }
    }
  });

  it("return the same state and no events from one step", () => {
    const game = createGame(KF_SAMPLE_SETUP);
    const recorded = step(game, { type: "start" }, new SeededRoller(3));
    const unrecorded = step(game, { type: "start" }, new SeededRoller(3), { events: false });
    expect(recorded.events.length).toBeGreaterThan(0);
    expect(unrecorded.events).toEqual([]);
    expect(unrecorded.state).toEqual(recorded.state);
  });
});
