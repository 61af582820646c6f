import { describe, expect, it } from "vitest";
import { PM_SAMPLE_SETUP } from "../../../src/cli/armies/precious-moments";
import { gameRunner, runGame, sensiblePolicy } from "../../../src/rules/precious-moments";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { pinnedGameOf, type PinnedGame } from "../pinned-digest";

// Whole seeded games under the sensible policy (the one simulate and the demo play), pinned to their
// exact event logs and final states: any change to what the engine or the sensible policy does shows up here.
// The state digests were recorded again when who has acted became a mark on each figure (see
// pinned-games.test.ts); the event digests are the ones first recorded.
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 223, eventsDigest: "31951b2e4b1d087c", stateDigest: "a9ce26eb5f02c40c", winner: "b" },
  { seed: 2, events: 231, eventsDigest: "5da07c6929990b50", stateDigest: "6ef66256558f7b0f", winner: "a" },
  { seed: 42, events: 242, eventsDigest: "280ea7c07f7e087a", stateDigest: "e92b6d8e0bb799fd", winner: "a" },
];

const play = (seed: number) => runGame(PM_SAMPLE_SETUP, { a: sensiblePolicy, b: sensiblePolicy }, new SeededRoller(seed), { keepEvents: true });

describe("Precious Moments pinned games (sample sides, sensible policy)", () => {
  it.each(PINNED)("seed $seed plays out exactly as recorded", (pinned) => {
    const result = play(pinned.seed);
    expect(pinnedGameOf(pinned.seed, result, result.winner)).toEqual(pinned);
  });

  it("one runner plays the pinned seeds one after another, and the first again, each exactly as recorded", () => {
    // simulate sets a game up once per thread and starts every game from that one state: a game
    // that edited it would change the games after it.
    const runner = gameRunner(PM_SAMPLE_SETUP, { keepEvents: true });
    const inTurn = [...PINNED, ...PINNED.slice(0, 1)];
    const played = inTurn.map(({ seed }) => {
      const result = runner({ a: sensiblePolicy, b: sensiblePolicy }, new SeededRoller(seed));
      return pinnedGameOf(seed, result, result.winner);
    });
    expect(played).toEqual(inTurn);
  });
});
