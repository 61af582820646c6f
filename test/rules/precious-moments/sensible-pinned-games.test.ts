import { describe, expect, it } from "vitest";
import { PM_SAMPLE_SETUP } from "../../../src/cli/armies/precious-moments";
import { gameRunner, runGame } from "../../../src/rules/precious-moments/run";
import { sensiblePolicy } from "../../../src/rules/precious-moments/policy";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { pinnedGameOf, type PinnedGame, expectPinned } from "../pinned-digest";
import { asPinned } from "./pinned-shape";

// Whole seeded games under the sensible policy (the one simulate and the demo play), pinned to their
// exact event logs and final states: any change to what the engine or the sensible policy does shows up here.
// Final states are compared in the shape they had then (`asPinned`, pinned-shape.ts).
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 235, eventsDigest: "541a1bec1f844863", stateDigest: "046787d9ede2b158", winner: "a" },
  { seed: 2, events: 169, eventsDigest: "96e06baf3a7ed742", stateDigest: "88b2646433088aba", winner: "b" },
  { seed: 42, events: 265, eventsDigest: "eb89c2b428d642f3", stateDigest: "4d1239f3086b4870", winner: "a" },
];

const play = (seed: number) => asPinned(runGame(PM_SAMPLE_SETUP, { a: sensiblePolicy, b: sensiblePolicy }, new SeededRoller(seed), { keepEvents: true }));

describe("Precious Moments pinned games (sample sides, sensible policy)", () => {
  it.each(PINNED)("seed $seed plays out exactly as recorded", (pinned) => {
    const result = play(pinned.seed);
    expectPinned(pinnedGameOf(pinned.seed, result, result.winner), pinned);
  });

  it("one runner plays the pinned seeds one after another, and the first again, each exactly as recorded", () => {
    // simulate sets a game up once per thread and starts every game from that one state: a game
    // that edited it would change the games after it.
    const runner = gameRunner(PM_SAMPLE_SETUP, { keepEvents: true });
    const inTurn = [...PINNED, ...PINNED.slice(0, 1)];
    const played = inTurn.map(({ seed }) => {
      const result = asPinned(runner({ a: sensiblePolicy, b: sensiblePolicy }, new SeededRoller(seed)));
      return pinnedGameOf(seed, result, result.winner);
    });
    expect(played).toEqual(inTurn);
  });
});
