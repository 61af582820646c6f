import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { gameRunner, runGame } from "../../../src/rules/angry-miniatures/game-run";
import { sensiblePolicy } from "../../../src/rules/angry-miniatures/policy";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { pinnedGameOf, type PinnedGame, expectPinned } from "../pinned-digest";

// Whole seeded games under the sensible policy (the one simulate and the demo play), pinned to their
// exact event logs and final states: any change to what the engine or the sensible policy does shows up here.
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 80, eventsDigest: "889c90b9bd5abc8e", stateDigest: "f065606ba5509387", winner: "red" },
  { seed: 2, events: 71, eventsDigest: "1ee3c3ce24c92749", stateDigest: "4345eccc23ed14cd", winner: "red" },
  { seed: 42, events: 59, eventsDigest: "cac8c9931d3aeec9", stateDigest: "ef9fb9bf56eb0635", winner: "blue" },
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
