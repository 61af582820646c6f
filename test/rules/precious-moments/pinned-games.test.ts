import { describe, expect, it } from "vitest";
import { PM_SAMPLE_SETUP } from "../../../src/cli/armies/precious-moments";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { runGame, simplePolicy } from "../../../src/rules/precious-moments/run";
import { sensiblePolicy } from "../../../src/rules/precious-moments/policy";
import { pmSetupOf } from "../../../bench/scaled-setups";
import { pinnedGameOf, pinnedScaledOf, type PinnedGame } from "../pinned-digest";
import { asPinned } from "./pinned-shape";

// Whole seeded games pinned to their exact event logs and final states, recorded before the speed
// work: any change to what the engine or the simple policy does shows up here. Final states are
// compared in the shape they had then (`asPinned`: who has acted as a list, not a mark on each figure).
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 189, eventsDigest: "1bcafacb947bab54", stateDigest: "f54eaf42ee9d5d4e", winner: "b" },
  { seed: 2, events: 320, eventsDigest: "ac63652fce76ae8b", stateDigest: "143323e3023c215b", winner: "b" },
  { seed: 3, events: 237, eventsDigest: "8e8b47695e2ea66b", stateDigest: "f5bf8ccacdca3971", winner: "b" },
  { seed: 42, events: 257, eventsDigest: "830fac2b52dd9c56", stateDigest: "14dcc12930bd9353", winner: "a" },
];

const play = (seed: number) => asPinned(runGame(PM_SAMPLE_SETUP, { a: simplePolicy, b: simplePolicy }, new SeededRoller(seed), { keepEvents: true }));

describe("Precious Moments pinned games (sample choirs, simple policy)", () => {
  it.each(PINNED)("seed $seed plays out exactly as recorded", (pinned) => {
    const result = play(pinned.seed);
    expect(pinnedGameOf(pinned.seed, result, result.winner)).toEqual(pinned);
  });

  it("seed 1, spot checks in plain sight", () => {
    const { events } = play(1);
    expect(events.find((e) => e.type === "coinTossed")).toEqual({ type: "coinTossed", roll: 1, player1: "a", player2: "b" });
    expect(events.find((e) => e.type === "aria")).toEqual({
      type: "aria",
      singerId: "b-psalm",
      targetId: "a-bell",
      singRoll: [6, 2],
      singTotal: 8,
      cuteness: 8,
      piety: 2,
      valueBefore: 25,
      success: true,
      spiritRoll: [1, 5],
      spiritTotal: 6,
      spared: false,
      humiliationRoll: [4, 6],
      humiliation: 10,
      valueAfter: 15,
    });
    expect(events.at(-1)).toEqual({ type: "gameOver", outcome: { kind: "lastChoirStanding", winner: "b", loser: "a" } });
  });
});

// Ten figures a side (the bench's scaled sides), recorded from the code before the speed work
// (commit 0961305): the paths big games take (sets, early exits, incremental walks) play the same.
const TEN_A_SIDE: readonly Omit<PinnedGame, "winner">[] = [
  { seed: 1, events: 453, eventsDigest: "1f79c27e9d2f27e7", stateDigest: "2b2d6a4883f85e03" },
  { seed: 2, events: 475, eventsDigest: "72b96476c2a78f3f", stateDigest: "dbccd75271265800" },
];

describe("precious-moments pinned games, ten figures a side", () => {
  it.each(TEN_A_SIDE)("seed $seed plays out exactly as recorded", (pinned) => {
    const seed = pinned.seed;
    const result = asPinned(runGame(pmSetupOf(10), { a: simplePolicy, b: simplePolicy }, new SeededRoller(seed), { keepEvents: true }));
    expect(pinnedScaledOf(seed, result)).toEqual(pinned);
  });
});

// Thirty and fifty figures a side (the bench's scaled sides), recorded from commit e3d000a, before
// the big-game orders (sorted-places.ts) and the wider grid cells: the least-Value target search,
// the nearest-enemy search and the sight lines of big games play the same. The sensible policy walks
// with the simple policy's steps, so one of its games is pinned too.
const BIG: readonly (Omit<PinnedGame, "winner"> & { figures: number; policy: "simple" | "sensible" })[] = [
  { figures: 50, policy: "simple", seed: 1, events: 2164, eventsDigest: "58405576e17205d7", stateDigest: "d594d381bd99ce02" },
  { figures: 50, policy: "simple", seed: 2, events: 2208, eventsDigest: "5b03d9ce0ef6af51", stateDigest: "3d6f04ce1b2157e4" },
  { figures: 30, policy: "simple", seed: 3, events: 1333, eventsDigest: "ee2925b9533f8514", stateDigest: "e5e02e8e3b8f9156" },
  { figures: 50, policy: "sensible", seed: 1, events: 2023, eventsDigest: "676bd1444bedd600", stateDigest: "ce078877e3a42aaa" },
];

describe("precious-moments pinned games, thirty and fifty figures a side", () => {
  it.each(BIG)("$figures a side, $policy policy, seed $seed plays out exactly as recorded", ({ figures, policy, ...pinned }) => {
    const chosen = policy === "simple" ? simplePolicy : sensiblePolicy;
    const result = asPinned(runGame(pmSetupOf(figures), { a: chosen, b: chosen }, new SeededRoller(pinned.seed), { keepEvents: true }));
    expect(pinnedScaledOf(pinned.seed, result)).toEqual(pinned);
  });
});
