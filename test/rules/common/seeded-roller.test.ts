import { describe, expect, it } from "vitest";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";

describe("SeededRoller", () => {
  it("gives the same sequence for the same seed, and a different one for another seed", () => {
    const a = new SeededRoller(42);
    const b = new SeededRoller(42);
    const c = new SeededRoller(43);
    const seqA = [a.roll(5, 6), a.roll(3, 20), a.roll(2, 10)];
    const seqB = [b.roll(5, 6), b.roll(3, 20), b.roll(2, 10)];
    expect(seqA).toEqual(seqB);
    expect(c.roll(20, 6)).not.toEqual(new SeededRoller(42).roll(20, 6));
  });

  it("rolls the requested number of whole results in 1..faces", () => {
    const roller = new SeededRoller(7);
    for (const faces of [1, 2, 6, 8, 10, 20, 100]) {
      const results = roller.roll(500, faces);
      expect(results).toHaveLength(500);
      for (const r of results) {
        expect(Number.isInteger(r)).toBe(true);
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(faces);
      }
    }
    expect(roller.roll(0, 6)).toEqual([]);
  });

  it("rejects impossible dice", () => {
    const roller = new SeededRoller(1);
    expect(() => roller.roll(-1, 6)).toThrow(RangeError);
    expect(() => roller.roll(1, 0)).toThrow(RangeError);
    expect(() => roller.roll(1.5, 6)).toThrow(RangeError);
  });

  it("is roughly uniform on a d6 (chi-square, 5 degrees of freedom)", () => {
    const roller = new SeededRoller(2024);
    const n = 60_000;
    const counts = [0, 0, 0, 0, 0, 0];
    for (const r of roller.roll(n, 6)) counts[r - 1]! += 1;
    const expected = n / 6;
    const chiSquare = counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
    // p = 0.001 critical value for 5 degrees of freedom is 20.52.
    expect(chiSquare).toBeLessThan(20.52);
    for (const c of counts) expect(c).toBeGreaterThan(0);
  });
});
