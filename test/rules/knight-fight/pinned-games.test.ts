import { describe, expect, it } from "vitest";
import { KF_SAMPLE_SETUP } from "../../../src/cli/armies/knight-fight";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { randomPolicy, runGame, simplePolicy } from "../../../src/rules/knight-fight/simulate";
import { kfSetupOf } from "../../../bench/scaled-setups";
import { pinnedGameOf, pinnedScaledOf, type PinnedGame, expectPinned } from "../pinned-digest";

// Whole seeded games pinned to their exact event logs and final states, recorded before the speed
// work. The random policy's games reach protect, danger checks and long games the simple one rarely does.
const SIMPLE: readonly PinnedGame[] = [
  { seed: 1, events: 186, eventsDigest: "7534681a0a658079", stateDigest: "38b335c0caf2915c", winner: "lions" },
  { seed: 2, events: 355, eventsDigest: "87c9b8770281e19c", stateDigest: "9462228d0159e8da", winner: "ravens" },
  { seed: 3, events: 274, eventsDigest: "2b5570166f9f97d2", stateDigest: "322b4b6e0a271d36", winner: "lions" },
  { seed: 42, events: 225, eventsDigest: "bc3cf4fa1342eb73", stateDigest: "29cbefcff5309afa", winner: "lions" },
];
const RANDOM: readonly PinnedGame[] = [
  { seed: 1, events: 401, eventsDigest: "7f76de0199d15d74", stateDigest: "42db76af2f67f9ed", winner: "ravens" },
  { seed: 2, events: 646, eventsDigest: "5d6052061b62192c", stateDigest: "f9346f6d44453524", winner: "ravens" },
  { seed: 3, events: 1861, eventsDigest: "ff6bec0260f8339e", stateDigest: "e0039e856321ac96", winner: "lions" },
  { seed: 42, events: 1059, eventsDigest: "94a7d5acc3a52f7e", stateDigest: "9d4cc8658a20dd99", winner: "ravens" },
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
      defenderId: "ravens-mace",
      options: ["closest", "closestUnengaged", "closestUnobscured"],
      natural: 5,
      modifier: -1,
      modified: 4,
      target: 3,
      hit: true,
      actionPointsLeft: 2,
    });
    expect(events.at(-1)).toEqual({ type: "gameOver", outcome: { kind: "win", winner: "lions", loser: "ravens", reasons: ["allDead"] } });
  });
});

// Ten figures a side (the bench's scaled sides), recorded from the code before the speed work
// (commit 0961305): the paths big games take (sets, early exits, incremental walks) play the same.
const TEN_A_SIDE: readonly Omit<PinnedGame, "winner">[] = [
  { seed: 1, events: 255, eventsDigest: "fc84ce79b6a9f94a", stateDigest: "063322b9359e1556" },
  { seed: 2, events: 240, eventsDigest: "9155ec202ea62970", stateDigest: "325658f00b1d6146" },
];

describe("knight-fight pinned games, ten figures a side", () => {
  it.each(TEN_A_SIDE)("seed $seed plays out exactly as recorded", (pinned) => {
    const seed = pinned.seed;
    const result = runGame(kfSetupOf(10), { lions: simplePolicy, ravens: simplePolicy }, new SeededRoller(seed), { keepEvents: true });
    expectPinned(pinnedScaledOf(seed, result), pinned);
  });
});
