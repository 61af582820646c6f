import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { runGame, simplePolicy } from "../../../src/rules/angry-miniatures";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { amSetupOf } from "../../../bench/scaled-setups";
import { digest, type PinnedGame } from "../pinned-digest";

// Whole seeded games pinned to their exact event logs and final states, recorded before the speed
// work: any change to what the engine or the simple policy does shows up here.
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 96, eventsDigest: "8bb2410ae6caee7a", stateDigest: "bfd50fb48d5dc318", winner: "blue" },
  { seed: 2, events: 82, eventsDigest: "276716bdd2a85803", stateDigest: "e7315d63658e1428", winner: "blue" },
  { seed: 3, events: 116, eventsDigest: "9a46599742457f53", stateDigest: "b836af68ad130814", winner: "blue" },
  { seed: 42, events: 78, eventsDigest: "19d1ced52eb15de0", stateDigest: "8ac8b7b2ec0bd452", winner: "red" },
];

const play = (seed: number) => runGame(AM_SAMPLE_SETUP, simplePolicy, new SeededRoller(seed), { roundCap: 30 });

describe("Angry Miniatures pinned games (sample teams, simple policy)", () => {
  it.each(PINNED)("seed $seed plays out exactly as recorded", (pinned) => {
    const result = play(pinned.seed);
    expect({
      seed: pinned.seed,
      events: result.events.length,
      eventsDigest: digest(result.events),
      stateDigest: digest(result.state),
      winner: result.state.winner,
    }).toEqual(pinned);
  });

  it("seed 1, spot checks in plain sight", () => {
    const { events } = play(1);
    expect(events.slice(0, 2)).toEqual([
      { type: "round-start", round: 1 },
      {
        type: "initiative",
        round: 1,
        rolls: [
          { sideId: "red", rolls: [1, 4, 1] },
          { sideId: "blue", rolls: [1, 4, 6] },
        ],
        order: ["blue", "red"],
      },
    ]);
    const contest = events.find((e) => e.type === "contest");
    expect(contest).toMatchObject({
      attackerId: "red-brute",
      defenderId: "blue-knight",
      result: {
        attack: { faces: ["K", "A", "K", "K", "9", "A", "Q"], hits: 4 },
        defence: { faces: ["A", "10", "9", "K", "Q"], hits: 2 },
        winner: "attacker",
        damageToDefender: 2,
      },
    });
    expect(events.at(-1)).toEqual({ type: "game-over", winner: "blue" });
  });
});

// Ten figures a side (the bench's scaled sides), recorded from the code before the speed work
// (commit 0961305): the paths big games take (sets, early exits, incremental walks) play the same.
const TEN_A_SIDE: readonly Omit<PinnedGame, "winner">[] = [
  { seed: 1, events: 222, eventsDigest: "1fd208df5791e026", stateDigest: "c7b83109a05ac750" },
  { seed: 2, events: 273, eventsDigest: "d7c0d47e4eee7ef2", stateDigest: "b693d4c3c88ce9c5" },
];

describe("angry-miniatures pinned games, ten figures a side", () => {
  it.each(TEN_A_SIDE)("seed $seed plays out exactly as recorded", (pinned) => {
    const seed = pinned.seed;
    const result = runGame(amSetupOf(10), simplePolicy, new SeededRoller(seed), { roundCap: 30 });
    expect({ seed, events: result.events.length, eventsDigest: digest(result.events), stateDigest: digest(result.state) }).toEqual(pinned);
  });
});
