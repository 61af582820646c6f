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

  it("gives independent dice across neighbouring seeds: the first two d6 of 20,000 seeds agree about 1 time in 6", () => {
    const n = 20_000;
    let equal = 0;
    for (let seed = 0; seed < n; seed++) {
      const [a, b] = new SeededRoller(seed).roll(2, 6);
      if (a === b) equal += 1;
    }
    // 1/6 with a standard error of 0.0026: within 4 of them.
    expect(Math.abs(equal / n - 1 / 6)).toBeLessThan(4 * Math.sqrt((1 / 6) * (5 / 6) / n));
  });

  it("each of the first three dice is uniform across seeds, and so is each pair (chi-square)", () => {
    const n = 36_000;
    const first = [0, 0, 0].map(() => [0, 0, 0, 0, 0, 0]);
    const pairs = new Array<number>(36).fill(0);
    for (let seed = 1; seed <= n; seed++) {
      const dice = new SeededRoller(seed).roll(3, 6);
      dice.forEach((d, k) => (first[k]![d - 1]! += 1));
      pairs[(dice[0]! - 1) * 6 + dice[1]! - 1]! += 1;
    }
    const chi = (counts: readonly number[]) => {
      const expected = counts.reduce((a, b) => a + b, 0) / counts.length;
      return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
    };
    // p = 0.001 critical values: 20.52 (5 degrees of freedom), 66.62 (35).
    for (const counts of first) expect(chi(counts)).toBeLessThan(20.52);
    expect(chi(pairs)).toBeLessThan(66.62);
  });

  it("mixes seeds of any safe size, and refuses what is not a whole number", () => {
    expect(new SeededRoller(2 ** 40).roll(5, 6)).not.toEqual(new SeededRoller(2 ** 40 + 2 ** 32).roll(5, 6));
    expect(() => new SeededRoller(2 ** 60)).toThrow(RangeError);
  });
});
