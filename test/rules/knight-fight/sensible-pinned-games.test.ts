import { describe, expect, it } from "vitest";
import { KF_SAMPLE_SETUP } from "../../../src/cli/armies/knight-fight";
import { gameRunner, runGame } from "../../../src/rules/knight-fight/simulate";
import { sensiblePolicy } from "../../../src/rules/knight-fight/policy";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { pinnedGameOf, type PinnedGame, expectPinned } from "../pinned-digest";

// Whole seeded games under the sensible policy (the one simulate and the demo play), pinned to their
// exact event logs and final states: any change to what the engine or the sensible policy does shows up here.
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 431, eventsDigest: "fec24b9cc4e9fb34", stateDigest: "5cb65cd5d77e2a81", winner: "ravens" },
  { seed: 2, events: 363, eventsDigest: "0f83e2a8c74c0cf5", stateDigest: "fbcba66d30223dbd", winner: "lions" },
  { seed: 42, events: 350, eventsDigest: "74ca899b71718258", stateDigest: "faf9160eaa584519", winner: "lions" },
];

const play = (seed: number) => runGame(KF_SAMPLE_SETUP, { lions: sensiblePolicy, ravens: sensiblePolicy }, new SeededRoller(seed), { keepEvents: true });

describe("Knight Fight pinned games (sample sides, sensible policy)", () => {
  it.each(PINNED)("seed $seed plays out exactly as recorded", (pinned) => {
    const result = play(pinned.seed);
    expectPinned(pinnedGameOf(pinned.seed, result, result.winner), pinned);
  });

  it("one runner plays the pinned seeds one after another, and the first again, each exactly as recorded", () => {
    // simulate sets a game up once per thread and starts every game from that one state: a game
    // that edited it would change the games after it.
    const runner = gameRunner(KF_SAMPLE_SETUP, { keepEvents: true });
    const inTurn = [...PINNED, ...PINNED.slice(0, 1)];
    const played = inTurn.map(({ seed }) => {
      const result = runner({ lions: sensiblePolicy, ravens: sensiblePolicy }, new SeededRoller(seed));
      return pinnedGameOf(seed, result, result.winner);
    });
    expect(played).toEqual(inTurn);
  });
});
