import { describe, expect, it } from "vitest";
import { PM_SAMPLE_SETUP } from "../../../src/cli/armies/precious-moments";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { createGame } from "../../../src/rules/precious-moments/setup";
import { runGame, simplePolicy, type PmPolicy } from "../../../src/rules/precious-moments/run";
import { step } from "../../../src/rules/precious-moments/step";
import { sensiblePolicy } from "../../../src/rules/precious-moments/policy";

// runGame without keepEvents asks each step to build no events; the game must be the same one.

describe("Precious Moments steps without events", () => {
  it("play the same games as steps with events", () => {
    for (const policy of [simplePolicy, sensiblePolicy] as PmPolicy[]) {
      for (let seed = 1; seed <= 40; seed++) {
        const policies = { a: policy, b: policy };
        const kept = runGame(PM_SAMPLE_SETUP, policies, new SeededRoller(seed), { keepEvents: true });
        const light = runGame(PM_SAMPLE_SETUP, policies, new SeededRoller(seed));
        expect(light.events).toEqual([]);
        expect(kept.events.length).toBeGreaterThan(0);
        expect(light.state).toEqual(kept.state);
        expect(light.steps).toBe(kept.steps);
        expect(light.outcome).toEqual(kept.outcome);
      }
    }
  });

  it("return the same state and no events from one step", () => {
    const game = createGame(PM_SAMPLE_SETUP);
    const wall = { type: "placeWall", wall: { a: { x: 10, y: 10 }, b: { x: 12, y: 10 } } } as const;
    const recorded = step(game, wall, new SeededRoller(3));
    const unrecorded = step(game, wall, new SeededRoller(3), { events: false });
    expect(recorded.events.length).toBeGreaterThan(0);
    expect(unrecorded.events).toEqual([]);
    expect(unrecorded.state).toEqual(recorded.state);
  });
});
