import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { runGame, simplePolicy } from "../../../src/rules/angry-miniatures/game-run";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { amSetupOf } from "../../../bench/scaled-setups";
import { pinnedGameOf, pinnedScaledOf, type PinnedGame, expectPinned } from "../pinned-digest";

// Whole seeded games pinned to their exact event logs and final states, recorded before the speed
// work: any change to what the engine or the simple policy does shows up here. Re-pinned once when
// the board got its edge (a move off the 10 x 10 board became illegal): each game first differs at
// event 3, a move the old engine let run off the board.
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 50, eventsDigest: "b0cafac3580019a5", stateDigest: "41fcd7075f52a83b", winner: "red" },
  { seed: 2, events: 52, eventsDigest: "bc8e77acbbe63082", stateDigest: "ee1c0a6c66f24460", winner: "blue" },
  { seed: 3, events: 109, eventsDigest: "ced433d41ba920f9", stateDigest: "59f2592f404590da", winner: "blue" },
  { seed: 42, events: 87, eventsDigest: "218772a51a6662a9", stateDigest: "6dd0171e804153be", winner: "blue" },
];

const play = (seed: number) => runGame(AM_SAMPLE_SETUP, simplePolicy, new SeededRoller(seed), { roundCap: 30 });

describe("Angry Miniatures pinned games (sample teams, simple policy)", () => {
  it.each(PINNED)("seed $seed plays out exactly as recorded", (pinned) => {
    const result = play(pinned.seed);
    expectPinned(pinnedGameOf(pinned.seed, result, result.state.winner), pinned);
  });

  it("seed 1, spot checks in plain sight", () => {
    const { events } = play(1);
    expect(events.slice(0, 2)).toEqual([
      { type: "round-start", round: 1 },
      {
        type: "initiative",
        round: 1,
        rolls: [
          { sideId: "red", rolls: [6] },
          { sideId: "blue", rolls: [3] },
        ],
        order: ["red", "blue"],
      },
    ]);
    const contest = events.find((e) => e.type === "contest");
    expect(contest).toMatchObject({
      attackerId: "blue-knight",
      defenderId: "red-brute",
      result: {
        attack: { faces: ["Q", "10", "9", "9", "A", "K", "Q"], hits: 3 },
        defence: { faces: ["A", "A", "A", "K"], hits: 1 },
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
  { figures: 10, seed: 1, events: 249, eventsDigest: "52b8e03703bcdd69", stateDigest: "c4a080ee9a1fbb55" },
  { figures: 10, seed: 2, events: 228, eventsDigest: "1782cee0a70f9aab", stateDigest: "7ab7bcb01f0a8d5a" },
  { figures: 50, seed: 1, events: 1278, eventsDigest: "2ea7fbfbecb9912e", stateDigest: "1f7ea6a84a425c53" },
  { figures: 50, seed: 2, events: 1441, eventsDigest: "8e09411582aabd4b", stateDigest: "0a85329dfadd9d71" },
];

describe("angry-miniatures pinned games, scaled sides", () => {
  it.each(SCALED)("$figures a side, seed $seed plays out exactly as recorded", ({ figures, ...pinned }) => {
    const result = runGame(amSetupOf(figures), simplePolicy, new SeededRoller(pinned.seed), { roundCap: 30 });
    expectPinned(pinnedScaledOf(pinned.seed, result), pinned);
  });
});
