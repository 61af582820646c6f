import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { createGame } from "../../../src/rules/angry-miniatures/game-setup";
import { runGame, simplePolicy, type AmPolicy } from "../../../src/rules/angry-miniatures/game-run";
import { step } from "../../../src/rules/angry-miniatures/game";
import { sensiblePolicy } from "../../../src/rules/angry-miniatures/policy";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";

// runGame with keepEvents false asks each step to build no events (as simulate does); the game must be the same one.

describe("Angry Miniatures steps without events", () => {
  it("play the same games as steps with events", () => {
    for (const policy of [simplePolicy, sensiblePolicy] as AmPolicy[]) {
      for (let seed = 1; seed <= 40; seed++) {
        const kept = runGame(AM_SAMPLE_SETUP, policy, new SeededRoller(seed));
        const light = runGame(AM_SAMPLE_SETUP, policy, new SeededRoller(seed), { keepEvents: false });
        expect(light.events).toEqual([]);
        expect(kept.events.length).toBeGreaterThan(0);
        expect(light.state).toEqual(kept.state);
        expect(light.actions).toBe(kept.actions);
        expect(light.capped).toBe(kept.capped);
      }
    }
  });

  it("return the same state and no events from one step", () => {
    const game = createGame(AM_SAMPLE_SETUP);
    const recorded = step(game, { type: "startRound" }, new SeededRoller(3));
    const unrecorded = step(game, { type: "startRound" }, new SeededRoller(3), { events: false });
    expect(recorded.events.length).toBeGreaterThan(0);
    expect(unrecorded.events).toEqual([]);
    expect(unrecorded.state).toEqual(recorded.state);
  });
});
