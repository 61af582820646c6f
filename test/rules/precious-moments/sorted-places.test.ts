import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { createGame } from "../../../src/rules/precious-moments/setup";
import { simplePolicy } from "../../../src/rules/precious-moments/run";
import { step } from "../../../src/rules/precious-moments/step";
import type { PmAction, PmFigureState, PmSide, PmState } from "../../../src/rules/precious-moments/types";
import { currentActor } from "../../../src/rules/precious-moments/queries";
import { BY_VALUE, BY_X, SortedPlaces } from "../../../src/rules/precious-moments/sorted-places";
import { pmSetupOf } from "../../../bench/scaled-setups";

// The orders follow a game step by step (each step tells them what it wrote) instead of sorting
// every list afresh; at every step they must be what sorting that step's list gives.

function sortedAfresh(figures: readonly PmFigureState[], side: PmSide, key: (f: PmFigureState) => number, listed: (f: PmFigureState) => boolean): number[] {
  const places = figures.flatMap((f, k) => (f.side === side && listed(f) ? [k] : []));
  return places.sort((p, q) => key(figures[p] as PmFigureState) - key(figures[q] as PmFigureState) || p - q);
}

function expectFreshOrders(state: PmState): void {
  for (const side of ["a", "b"] as const) {
    expect(BY_VALUE.of(state.figures, side)).toEqual(sortedAfresh(state.figures, side, (f) => f.value, (f) => !f.inHeaven));
    const byX = sortedAfresh(state.figures, side, (f) => f.position?.x ?? 0, (f) => !f.inHeaven && f.position !== null);
    expect(BY_X.of(state.figures, side)).toEqual(byX);
    expect(BY_X.keysOf(side)).toEqual(byX.map((k) => state.figures[k]?.position?.x));
  }
}

function nextAction(state: PmState): PmAction {
  const side = currentActor(state);
  if (side !== null) return simplePolicy(state, side);
  return state.phase === "coinToss" ? { type: "tossCoin" } : { type: "rollInitiative" };
}

describe("Precious Moments orders by Value and by x", () => {
  it("match a fresh sort after every step of a big game, deployment, moves, songs and Heaven included", () => {
    const roller = new SeededRoller(4);
    let state = createGame({ ...pmSetupOf(12), roundLimit: 40 });
    let toHeaven = 0;
    while (state.phase !== "over") {
      const before = state.figures.filter((f) => f.inHeaven).length;
      state = step(state, nextAction(state), roller).state;
      toHeaven += state.figures.filter((f) => f.inHeaven).length - before;
      expectFreshOrders(state);
    }
    expect(toHeaven).toBeGreaterThan(0);
  });

  it("stay right when a game branches: an older state asked about again is sorted afresh", () => {
    const roller = new SeededRoller(9);
    let state = createGame({ ...pmSetupOf(10), roundLimit: 20 });
    const states: PmState[] = [];
    while (state.phase !== "over" && states.length < 400) {
      state = step(state, nextAction(state), roller).state;
      states.push(state);
    }
    for (const old of [states[150], states[120], states[399], states[200]]) {
      if (!old) throw new Error("test game too short");
      expectFreshOrders(old);
      // Moving on from the older state: a branch of the game the orders have not followed.
      if (old.phase !== "over") expectFreshOrders(step(old, nextAction(old), new SeededRoller(1)).state);
    }
  });

  it("follow a step that writes several figures of one side, without sorting afresh", () => {
    const figureOf = (k: number, value: number, inHeaven: boolean): PmFigureState =>
      ({ id: `f${k}`, name: `f${k}`, side: k % 2 === 0 ? "a" : "b", cuteness: 1, brightness: 1, piety: 0, startingValue: 30, value, base: { kind: "circle", radius: 0.5 }, position: { x: k, y: 0 }, inHeaven, actedInPhase: 0 }) as PmFigureState;
    const values = fc.array(fc.integer({ min: -3, max: 12 }), { minLength: 4, maxLength: 14 });
    const writes = fc.array(fc.record({ place: fc.nat(), value: fc.integer({ min: -3, max: 12 }), inHeaven: fc.boolean() }), { minLength: 2, maxLength: 3 });
    fc.assert(
      fc.property(values, writes, (start, changes) => {
        const before = start.map((value, k) => figureOf(k, value, value <= 0));
        const after = before.slice();
        // Two or three written places, all on side a (even places), each written once.
        const places = [...new Set(changes.map((c) => 2 * (c.place % Math.ceil(before.length / 2))))];
        for (const k of places) {
          const change = changes.find((c) => 2 * (c.place % Math.ceil(before.length / 2)) === k)!;
          after[k] = figureOf(k, change.value, change.inHeaven);
        }
        const order = new SortedPlaces("value");
        order.of(before, "a");
        order.noteWritten(before, after, places);
        expect((order as unknown as { figures: unknown }).figures).toBe(after);
        for (const side of ["a", "b"] as const) expect(order.of(after, side)).toEqual(sortedAfresh(after, side, (f) => f.value, (f) => !f.inHeaven));
      }),
      { numRuns: 400 },
    );
  });
});
