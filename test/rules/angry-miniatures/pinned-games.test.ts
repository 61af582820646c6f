import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { runGame, simplePolicy } from "../../../src/rules/angry-miniatures/game-run";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { amSetupOf } from "../../../bench/scaled-setups";
import { pinnedGameOf, pinnedScaledOf, type PinnedGame } from "../pinned-digest";

// Whole seeded games pinned to their exact event logs and final states, recorded before the speed
// work: any change to what the engine or the simple policy does shows up here. Re-pinned once when
// the board got its edge (a move off the 10 x 10 board became illegal): each game first differs at
// event 3, a move the old engine let run off the board.
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 61, eventsDigest: "a243ba5ea68e08be", stateDigest: "5b3a5bac93302496", winner: "red" },
  { seed: 2, events: 82, eventsDigest: "049e3102c2b41fe8", stateDigest: "bd9faf48f7735f10", winner: "blue" },
  { seed: 3, events: 71, eventsDigest: "1fc0cfa625d2a0ab", stateDigest: "ca926934ebfa28d8", winner: "blue" },
  { seed: 42, events: 78, eventsDigest: "1d282aec341e69e8", stateDigest: "fc719fcef3d77a47", winner: "red" },
];

const play = (seed: number) => runGame(AM_SAMPLE_SETUP, simplePolicy, new SeededRoller(seed), { roundCap: 30 });

describe("Angry Miniatures pinned games (sample teams, simple policy)", () => {
  it.each(PINNED)("seed $seed plays out exactly as recorded", (pinned) => {
    const result = play(pinned.seed);
    expect(pinnedGameOf(pinned.seed, result, result.state.winner)).toEqual(pinned);
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
    expect(events.at(-1)).toEqual({ type: "game-over", winner: "red" });
  });
});

// Scaled sides (the bench's), each recorded from the code before a speed change touched the
// paths only big games take:
// - ten a side from commit 0961305, before the speed work (sets, early exits, incremental walks),
//   re-pinned with the board's edge (10 columns, 19 rows for ten a side), as above;
// - fifty a side from commit e3d000a, before the figures moved into a roster (the roster index's
//   squares and cells).
const SCALED: readonly (Omit<PinnedGame, "winner"> & { figures: number })[] = [
  { figures: 10, seed: 1, events: 210, eventsDigest: "e33a344e979d3d92", stateDigest: "72b1a6812ca2befe" },
  { figures: 10, seed: 2, events: 240, eventsDigest: "5641dd515f58ff66", stateDigest: "10bd16485c4e9742" },
  { figures: 50, seed: 1, events: 1281, eventsDigest: "3e8d5aa2e0e9a4b1", stateDigest: "048ad3e813c3a029" },
  { figures: 50, seed: 2, events: 1672, eventsDigest: "1a9301706bd61e84", stateDigest: "9075f7089a8e1ef1" },
];

describe("angry-miniatures pinned games, scaled sides", () => {
  it.each(SCALED)("$figures a side, seed $seed plays out exactly as recorded", ({ figures, ...pinned }) => {
    const result = runGame(amSetupOf(figures), simplePolicy, new SeededRoller(pinned.seed), { roundCap: 30 });
    expect(pinnedScaledOf(pinned.seed, result)).toEqual(pinned);
  });
});
