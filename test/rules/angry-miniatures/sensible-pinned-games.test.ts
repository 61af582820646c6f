import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { gameRunner, runGame } from "../../../src/rules/angry-miniatures/game-run";
import { sensiblePolicy } from "../../../src/rules/angry-miniatures/policy";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { pinnedGameOf, type PinnedGame } from "../pinned-digest";

// Whole seeded games under the sensible policy (the one simulate and the demo play), pinned to their
// exact event logs and final states: any change to what the engine or the sensible policy does shows up here.
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 81, eventsDigest: "b9463a6861df3995", stateDigest: "0e163df95efa84cd", winner: "red" },
  { seed: 2, events: 57, eventsDigest: "2a07e0a2c76c710a", stateDigest: "ef47dbb50aec9e9e", winner: "blue" },
  { seed: 42, events: 86, eventsDigest: "7828009f5ab9a2e5", stateDigest: "65a32df3f968a309", winner: "blue" },
];

const play = (seed: number) => runGame(AM_SAMPLE_SETUP, sensiblePolicy, new SeededRoller(seed), { roundCap: 30 });

describe("Angry Miniatures pinned games (sample sides, sensible policy)", () => {
  it.each(PINNED)("seed $seed plays out exactly as recorded", (pinned) => {
    const result = play(pinned.seed);
    expect(pinnedGameOf(pinned.seed, result, result.state.winner)).toEqual(pinned);
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
