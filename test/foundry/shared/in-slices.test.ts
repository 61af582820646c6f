import { describe, expect, it } from "vitest";
import { inSlices } from "../../../src/foundry/shared/in-slices";

/** `pieces` pieces of work, each busy for `msEach` ms; returns how many it did. */
function* busy(pieces: number, msEach: number): Generator<void, number, void> {
  let done = 0;
  for (let n = 0; n < pieces; n++) {
    const until = performance.now() + msEach;
    while (performance.now() < until);
    done += 1;
    yield;
  }
  return done;
}

describe("thinking in slices", () => {
  it("gives the event loop a turn while long work runs, and ends with the work's own result", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    try {
      // Slices of 0 ms: a turn for the event loop after every piece.
      expect(await inSlices(busy(40, 0), 0)).toBe(40);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThanOrEqual(20);
  });

  it("work done at once (no slice fills) never waits", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    try {
      expect(await inSlices(busy(3, 0), 1_000)).toBe(3);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBe(0);
  });
});
