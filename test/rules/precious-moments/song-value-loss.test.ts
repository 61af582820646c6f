import { describe, expect, it } from "vitest";
import { singingOdds, songValueLoss } from "../../../src/rules/precious-moments/odds";

describe("songValueLoss: the exact Value one song takes", () => {
  it("sums to 1, its mean is the expected Humiliation, and Heaven is the chance of losing at least the Value", () => {
    const loss = songValueLoss(7, 4, 9);
    expect(loss.lost.reduce((s, l) => s + l.chance, 0)).toBeCloseTo(1, 12);
    expect(loss.lost.reduce((s, l) => s + l.amount * l.chance, 0)).toBeCloseTo(singingOdds(7, 4).expectedHumiliation, 12);
    // Cuteness 7: 21/36 succeed; Piety 4: 6/36 spared; 9 or more on 2d6: 10/36.
    expect(loss.heaven).toBeCloseTo((21 / 36) * (30 / 36) * (10 / 36), 12);
    expect(loss.lost[0]).toEqual({ amount: 0, chance: 1 - singingOdds(7, 4).humiliated });
  });

  it("a singer who cannot succeed takes nothing", () => {
    const loss = songValueLoss(1, 0, 5);
    expect(loss.lost[0]?.chance).toBe(1);
    expect(loss.heaven).toBe(0);
  });
});
