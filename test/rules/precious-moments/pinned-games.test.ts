import { describe, expect, it } from "vitest";
import { PM_SAMPLE_SETUP } from "../../../src/cli/armies/precious-moments";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { runGame, simplePolicy } from "../../../src/rules/precious-moments/run";
import { sensiblePolicy } from "../../../src/rules/precious-moments/policy";
import { pmSetupOf } from "../../../bench/scaled-setups";
import { pinnedGameOf, pinnedScaledOf, type PinnedGame, expectPinned } from "../pinned-digest";
import { asPinned } from "./pinned-shape";

// Whole seeded games pinned to their exact event logs and final states, recorded before the speed
// work: any change to what the engine or the simple policy does shows up here. Final states are
// compared in the shape they had then (`asPinned`: who has acted as a list, not a mark on each figure).
const PINNED: readonly PinnedGame[] = [
  { seed: 1, events: 222, eventsDigest: "9f118bf7ae5002ca", stateDigest: "17d9b969dc627ec3", winner: "b" },
  { seed: 2, events: 203, eventsDigest: "688585696e6550ec", stateDigest: "753627fdae2330a8", winner: "b" },
  { seed: 3, events: 235, eventsDigest: "97a71d31757d6eff", stateDigest: "d3d02096db068e54", winner: "a" },
  { seed: 42, events: 266, eventsDigest: "fad4203f053c1839", stateDigest: "45f2d4671ca379f1", winner: "b" },
];

const play = (seed: number) => asPinned(runGame(PM_SAMPLE_SETUP, { a: simplePolicy, b: simplePolicy }, new SeededRoller(seed), { keepEvents: true }));

describe("Precious Moments pinned games (sample choirs, simple policy)", () => {
  it.each(PINNED)("seed $seed plays out exactly as recorded", (pinned) => {
    const result = play(pinned.seed);
    expectPinned(pinnedGameOf(pinned.seed, result, result.winner), pinned);
  });

  it("seed 1, spot checks in plain sight", () => {
    const { events } = play(1);
    expect(events.find((e) => e.type === "coinTossed")).toEqual({ type: "coinTossed", roll: 2, player1: "b", player2: "a" });
    expect(events.find((e) => e.type === "aria")).toEqual({
      type: "aria",
      singerId: "a-lamb",
      targetId: "b-kite",
      singRoll: [1, 6],
      singTotal: 7,
      cuteness: 7,
      piety: 2,
      valueBefore: 40,
      success: true,
      spiritRoll: [5, 4],
      spiritTotal: 9,
      spared: false,
      humiliationRoll: [6, 6],
      humiliation: 12,
      valueAfter: 28,
    });
    expect(events.at(-1)).toEqual({ type: "gameOver", outcome: { kind: "lastChoirStanding", winner: "b", loser: "a" } });
  });
});

// Ten figures a side (the bench's scaled sides), recorded from the code before the speed work
// (commit 0961305): the paths big games take (sets, early exits, incremental walks) play the same.
const TEN_A_SIDE: readonly Omit<PinnedGame, "winner">[] = [
  { seed: 1, events: 478, eventsDigest: "eeb522845ee11523", stateDigest: "c2d8456b2294e72d" },
  { seed: 2, events: 476, eventsDigest: "c91df26bc47dd8bb", stateDigest: "a5c1255e10b6b3ba" },
];

describe("precious-moments pinned games, ten figures a side", () => {
  it.each(TEN_A_SIDE)("seed $seed plays out exactly as recorded", (pinned) => {
    const seed = pinned.seed;
    const result = asPinned(runGame(pmSetupOf(10), { a: simplePolicy, b: simplePolicy }, new SeededRoller(seed), { keepEvents: true }));
    expectPinned(pinnedScaledOf(seed, result), pinned);
  });
});

// Thirty and fifty figures a side (the bench's scaled sides), recorded from commit e3d000a, before
// the big-game orders (sorted-places.ts) and the wider grid cells: the least-Value target search,
// the nearest-enemy search and the sight lines of big games play the same. The sensible policy walks
// with the simple policy's steps, so one of its games is pinned too.
const BIG: readonly (Omit<PinnedGame, "winner"> & { figures: number; policy: "simple" | "sensible" })[] = [
  { figures: 50, policy: "simple", seed: 1, events: 2092, eventsDigest: "eea330bae4c23fae", stateDigest: "58d00882e28f0a11" },
  { figures: 50, policy: "simple", seed: 2, events: 2698, eventsDigest: "f6b7c20f22e5317a", stateDigest: "4b54eff2d9f08506" },
  { figures: 30, policy: "simple", seed: 3, events: 1266, eventsDigest: "880484ecfcd266ef", stateDigest: "993b189d2e579745" },
  { figures: 50, policy: "sensible", seed: 1, events: 2233, eventsDigest: "ce9c634c226d8945", stateDigest: "fc9a85d9fe6bea06" },
];

describe("precious-moments pinned games, thirty and fifty figures a side", () => {
  it.each(BIG)("$figures a side, $policy policy, seed $seed plays out exactly as recorded", ({ figures, policy, ...pinned }) => {
    const chosen = policy === "simple" ? simplePolicy : sensiblePolicy;
    const result = asPinned(runGame(pmSetupOf(figures), { a: chosen, b: chosen }, new SeededRoller(pinned.seed), { keepEvents: true }));
    expectPinned(pinnedScaledOf(pinned.seed, result), pinned);
  });
});
