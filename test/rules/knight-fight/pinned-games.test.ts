import { describe, expect, it } from "vitest";
import { KF_SAMPLE_SETUP } from "../../../src/cli/armies/knight-fight";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { randomPolicy, runGame, simplePolicy } from "../../../src/rules/knight-fight/simulate";
import { kfSetupOf } from "../../../bench/scaled-setups";
import { pinnedGameOf, pinnedScaledOf, type PinnedGame } from "../pinned-digest";

// Whole seeded games pinned to their exact event logs and final states, recorded before the speed
// work. The random policy's games reach protect, danger checks and long games the simple one rarely does.
const SIMPLE: readonly PinnedGame[] = [
  { seed: 1, events: 140, eventsDigest: "3ab33d9b37036c14", stateDigest: "3854bf855bec9e5e", winner: "ravens" },
  { seed: 2, events: 165, eventsDigest: "14ae99317c238b5d", stateDigest: "36dfa9be041b2738", winner: "ravens" },
  { seed: 3, events: 298, eventsDigest: "823f78c03e11cfbd", stateDigest: "b0ba7f54f8786590", winner: "lions" },
  { seed: 42, events: 322, eventsDigest: "651b2e1a54a8e769", stateDigest: "6ff37e64a0438a66", winner: "ravens" },
];
const RANDOM: readonly PinnedGame[] = [
  { seed: 1, events: 659, eventsDigest: "77edf32b798bfb82", stateDigest: "5313e5c0254fc43c", winner: "lions" },
  { seed: 2, events: 1003, eventsDigest: "63c37766482dbd52", stateDigest: "e59deecd58bb93ef", winner: "lions" },
  { seed: 3, events: 1262, eventsDigest: "2099aeb186800e77", stateDigest: "dc08796cdf638f8d", winner: "ravens" },
  { seed: 42, events: 1881, eventsDigest: "23b3c1faaebcb05e", stateDigest: "76f767ebf9c43a05", winner: null },
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
    expect(summary(pinned.seed, simple(pinned.seed))).toEqual(pinned);
  });

  it.each(RANDOM)("random policy, seed $seed plays out exactly as recorded", (pinned) => {
    expect(summary(pinned.seed, random(pinned.seed))).toEqual(pinned);
  });

  it("seed 1, spot checks in plain sight", () => {
    const { events } = simple(1);
    expect(events.slice(0, 4)).toEqual([
      { type: "turnStarted", turn: 1 },
      { type: "activationStarted", figureId: "ravens-axe", side: "ravens", turn: 1 },
      { type: "wagered", figureId: "ravens-axe", side: "ravens", take: 3, declare: 2, dice: [1, 1, 4], actionPoints: 1, returned: 0, discarded: 3, poolBefore: 30, poolAfter: 27 },
      { type: "poolChanged", side: "ravens", before: 30, after: 27, reason: "wager", dice: [1, 1, 4] },
    ]);
    expect(events.find((e) => e.type === "attacked")).toEqual({
      type: "attacked",
      attackerId: "lions-bow",
      defenderId: "ravens-mace",
      options: ["closest", "closestUnengaged", "closestUnobscured"],
      natural: 4,
      modifier: -1,
      modified: 3,
      target: 3,
      hit: true,
      actionPointsLeft: 1,
    });
    expect(events.at(-1)).toEqual({ type: "gameOver", outcome: { kind: "win", winner: "ravens", loser: "lions", reasons: ["allDead"] } });
  });
});

// Ten figures a side (the bench's scaled sides), recorded from the code before the speed work
// (commit 0961305): the paths big games take (sets, early exits, incremental walks) play the same.
const TEN_A_SIDE: readonly Omit<PinnedGame, "winner">[] = [
  { seed: 1, events: 223, eventsDigest: "f35c67c523919c5f", stateDigest: "447c6ca93c789d34" },
  { seed: 2, events: 177, eventsDigest: "b930d860c971a3d5", stateDigest: "299a98aaeb96ef15" },
];

describe("knight-fight pinned games, ten figures a side", () => {
  it.each(TEN_A_SIDE)("seed $seed plays out exactly as recorded", (pinned) => {
    const seed = pinned.seed;
    const result = runGame(kfSetupOf(10), { lions: simplePolicy, ravens: simplePolicy }, new SeededRoller(seed), { keepEvents: true });
    expect(pinnedScaledOf(seed, result)).toEqual(pinned);
  });
});
