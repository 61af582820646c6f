import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { gameRunner, runGame } from "../../../src/rules/angry-miniatures/game-run";
import { sensiblePolicy } from "../../../src/rules/angry-miniatures/policy";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { pinnedGameOf, type PinnedGame, expectPinned } from "../pinned-digest";

// Whole seeded games under the sensible policy (the one simulate and the demo play), pinned to their
// exact event logs and final states: any change to what the engine or the sensible policy does shows up here.
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 55, eventsDigest: "38904a72fc433aa0", stateDigest: "6102f751ccb2ce22", winner: "red" },
  { seed: 2, events: 55, eventsDigest: "c9fd677d5ad0f156", stateDigest: "06c98b715661f33f", winner: "red" },
  { seed: 42, events: 56, eventsDigest: "1e8a6f96de5bb767", stateDigest: "e906c5c3718c13ae", winner: "red" },
];

const play = (seed: number) => runGame(AM_SAMPLE_SETUP, sensiblePolicy, new SeededRoller(seed), { roundCap: 30 });

describe("Angry Miniatures pinned games (sample sides, sensible policy)", () => {
  it.each(PINNED)("seed $seed plays out exactly as recorded", (pinned) => {
    const result = play(pinned.seed);
    expectPinned(pinnedGameOf(pinned.seed, result, result.state.winner), pinned);
  });

  it("one runner plays the pinned seeds one after another, and the first again, each exactly as recorded", () => {
    // simulate sets a game up once per thread and starts every game from that one state: a game
    // that edited it would change the games after it.
    const runner = gameRunner(AM_SAMPLE_SETUP, { roundCap: 30 });
    const inTurn = [...PINNED, ...PINNED.slice(0, 1)];
    const played = inTurn.map(({ seed }) => {
      const result = runner(sensiblePolicy, new SeededRoller(seed));
      return pinnedGameOf(seed, result, result.state.winner);
    });
    expect(played).toEqual(inTurn);
  });
});
