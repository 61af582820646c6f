import { describe, expect, it } from "vitest";
import { KF_SAMPLE_SETUP } from "../../../src/cli/armies/knight-fight";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { randomPolicy, runGame, simplePolicy } from "../../../src/rules/knight-fight/simulate";
import { kfSetupOf } from "../../../bench/scaled-setups";
import { pinnedGameOf, pinnedScaledOf, type PinnedGame, expectPinned } from "../pinned-digest";

// Whole seeded games pinned to their exact event logs and final states, recorded before the speed
// work. The random policy's games reach protect, danger checks and long games the simple one rarely does.
const SIMPLE: readonly PinnedGame[] = [
  { seed: 1, events: 406, eventsDigest: "46c8a34d4486ab2e", stateDigest: "0320390aa329c52e", winner: "lions" },
  { seed: 2, events: 256, eventsDigest: "eb3c11bc8165b883", stateDigest: "a8e66871d5aeee31", winner: "ravens" },
  { seed: 3, events: 89, eventsDigest: "caae6df455c3967b", stateDigest: "4eb86a02710dd61c", winner: "lions" },
  { seed: 42, events: 204, eventsDigest: "27e1cb716acce385", stateDigest: "ebe4811a6f88eb22", winner: "lions" },
];
const RANDOM: readonly PinnedGame[] = [
  { seed: 1, events: 369, eventsDigest: "6c9cc6a0e1d5155e", stateDigest: "0c57266fe006f495", winner: "ravens" },
  { seed: 2, events: 2183, eventsDigest: "01a3c7439dbd39ac", stateDigest: "b0f94c4900b5a17d", winner: null },
  { seed: 3, events: 1872, eventsDigest: "2a55d54a6a82ed8e", stateDigest: "6bdf1726ecabeab3", winner: "ravens" },
  { seed: 42, events: 621, eventsDigest: "64ff76eb5bf6245b", stateDigest: "fcb03b0c6899fd7c", winner: "lions" },
];

const simple = (seed: number) => runGame(KF_SAMPLE_SETUP, { lions: simplePolicy, ravens: simplePolicy }, new SeededRoller(seed), { keepEvents: true });
function random(seed: number) {
  const choices = new SeededRoller(seed + 1000);
  const policy = randomPolicy(choices);
  return runGame(KF_SAMPLE_SETUP, { lions: policy, ravens: policy }, new SeededRoller(seed), { keepEvents: true });
}

const summary = (seed: number, result: ReturnType<typeof simple>): PinnedGame => pinnedGameOf(seed, result, result.winner);

describe("Knight Fight pinned games (sample forces)", () => {
  it.each(SIMPLE)("simple policy, seed $seed plays out exactly as recorded", (pinned) => {
    expectPinned(summary(pinned.seed, simple(pinned.seed)), pinned);
  });

  it.each(RANDOM)("random policy, seed $seed plays out exactly as recorded", (pinned) => {
    expectPinned(summary(pinned.seed, random(pinned.seed)), pinned);
  });

  it("seed 1, spot checks in plain sight", () => {
    const { events } = simple(1);
    expect(events.slice(0, 4)).toEqual([
      { type: "turnStarted", turn: 1 },
      { type: "activationStarted", figureId: "ravens-axe", side: "ravens", turn: 1 },
      { type: "wagered", figureId: "ravens-axe", side: "ravens", take: 3, declare: 2, dice: [6, 3, 4], actionPoints: 3, returned: 2, discarded: 1, poolBefore: 30, poolAfter: 29 },
      { type: "poolChanged", side: "ravens", before: 30, after: 29, reason: "wager", dice: [6, 3, 4] },
    ]);
    expect(events.find((e) => e.type === "attacked")).toEqual({
      type: "attacked",
      attackerId: "lions-bow",
      defenderId: "ravens-axe",
      options: ["closest", "closestUnengaged", "closestUnobscured"],
      natural: 5,
      modifier: -1,
      modified: 4,
      target: 4,
      hit: true,
      actionPointsLeft: 2,
    });
    expect(events.at(-1)).toEqual({ type: "gameOver", outcome: { kind: "win", winner: "lions", loser: "ravens", reasons: ["allDead"] } });
  });
});

// Ten figures a side (the bench's scaled sides), recorded from the code before the speed work
// (commit 0961305): the paths big games take (sets, early exits, incremental walks) play the same.
const TEN_A_SIDE: readonly Omit<PinnedGame, "winner">[] = [
  { seed: 1, events: 264, eventsDigest: "3f7c79f9ccfab614", stateDigest: "165d2fab9b925e84" },
  { seed: 2, events: 242, eventsDigest: "cc1024a1dd9a095f", stateDigest: "25e6edddd574f58a" },
];

describe("knight-fight pinned games, ten figures a side", () => {
  it.each(TEN_A_SIDE)("seed $seed plays out exactly as recorded", (pinned) => {
    const seed = pinned.seed;
    const result = runGame(kfSetupOf(10), { lions: simplePolicy, ravens: simplePolicy }, new SeededRoller(seed), { keepEvents: true });
    expectPinned(pinnedScaledOf(seed, result), pinned);
  });
});
