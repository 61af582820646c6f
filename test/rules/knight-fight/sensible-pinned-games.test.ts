import { describe, expect, it } from "vitest";
import { KF_SAMPLE_SETUP } from "../../../src/cli/armies/knight-fight";
import { gameRunner, runGame } from "../../../src/rules/knight-fight/simulate";
import { sensiblePolicy } from "../../../src/rules/knight-fight/policy";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { pinnedGameOf, type PinnedGame, expectPinned } from "../pinned-digest";

// Whole seeded games under the sensible policy (the one simulate and the demo play), pinned to their
// exact event logs and final states: any change to what the engine or the sensible policy does shows up here.
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 363, eventsDigest: "00b12924e7e76899", stateDigest: "cdd8c55f047aaa90", winner: "ravens" },
  { seed: 2, events: 294, eventsDigest: "50020f46f9f208f0", stateDigest: "4bf8c995a89a0b40", winner: "ravens" },
  { seed: 42, events: 351, eventsDigest: "4186e2162c536445", stateDigest: "ead1befc4343a331", winner: "lions" },
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
