import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { RuleViolation } from "../../../src/rules/common/errors";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { PM_STAT_RANGES, pietyFromDevotion, rollStats, validateFigure, valueFromPrice } from "../../../src/rules/precious-moments/figure";

const good = { name: "Praying Girl", cuteness: 9, brightness: 4, piety: 8, startingValue: 23 };

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleViolation) return error.code;
    throw error;
  }
  return "no error";
}

describe("figure stats", () => {
  it("DECISIONS: Stats: Cuteness 1-10, Brightness 1-10, Piety 0-8, Value whole dollars >= 1", () => {
    expect(PM_STAT_RANGES).toEqual({
      cuteness: { min: 1, max: 10 },
      brightness: { min: 1, max: 10 },
      piety: { min: 0, max: 8 },
    });
    expect(validateFigure({ ...good, cuteness: 1, brightness: 10, piety: 0, startingValue: 1 })).toMatchObject({ cuteness: 1, piety: 0, value: 1 });
    expect(codeOf(() => validateFigure({ ...good, cuteness: 0 }))).toBe("PreciousMoments.Rule.StatRange");
    expect(codeOf(() => validateFigure({ ...good, cuteness: 11 }))).toBe("PreciousMoments.Rule.StatRange");
    expect(codeOf(() => validateFigure({ ...good, brightness: 0 }))).toBe("PreciousMoments.Rule.StatRange");
    expect(codeOf(() => validateFigure({ ...good, brightness: 11 }))).toBe("PreciousMoments.Rule.StatRange");
    expect(codeOf(() => validateFigure({ ...good, piety: -1 }))).toBe("PreciousMoments.Rule.StatRange");
    expect(codeOf(() => validateFigure({ ...good, piety: 9 }))).toBe("PreciousMoments.Rule.StatRange");
    expect(codeOf(() => validateFigure({ ...good, piety: 2.5 }))).toBe("PreciousMoments.Rule.StatWhole");
    expect(codeOf(() => validateFigure({ ...good, startingValue: 0 }))).toBe("PreciousMoments.Rule.ValueWhole");
    expect(codeOf(() => validateFigure({ ...good, startingValue: 22.95 }))).toBe("PreciousMoments.Rule.ValueWhole");
  });

  it("DECISIONS: Stats: Value is the current hit pool, the starting Value is kept separately", () => {
    expect(validateFigure(good)).toEqual({ ...good, value: 23 });
    expect(validateFigure({ ...good, value: 5 })).toEqual({ ...good, value: 5 });
    expect(validateFigure({ ...good, value: -3 }).value).toBe(-3);
    expect(codeOf(() => validateFigure({ ...good, value: 4.5 }))).toBe("PreciousMoments.Rule.CurrentValueWhole");
  });

  it("rejects a nameless figure and names the broken rule in English", () => {
    expect(codeOf(() => validateFigure({ ...good, name: "  " }))).toBe("PreciousMoments.Rule.FigureName");
    expect(() => validateFigure({ ...good, cuteness: 12 })).toThrow(/cuteness must be between 1 and 10/);
  });

  it("DECISIONS: Stats: a price is rounded to the nearest dollar (22.95 -> 23)", () => {
    expect(valueFromPrice(22.95)).toBe(23);
    expect(valueFromPrice(22.49)).toBe(22);
    expect(valueFromPrice(22.5)).toBe(23);
    expect(valueFromPrice(1.005)).toBe(1);
    expect(valueFromPrice(0.5)).toBe(1);
    expect(codeOf(() => valueFromPrice(0.49))).toBe("PreciousMoments.Rule.Price");
    expect(codeOf(() => valueFromPrice(-4))).toBe("PreciousMoments.Rule.Price");
    expect(codeOf(() => valueFromPrice(Number.NaN))).toBe("PreciousMoments.Rule.Price");
  });

  it("DECISIONS: Piety from the figure: 2 x (items + activities), capped at 8; 3 items + 1 activity gives 8", () => {
    expect(pietyFromDevotion(3, 1)).toBe(8);
    expect(pietyFromDevotion(0, 0)).toBe(0);
    expect(pietyFromDevotion(1, 0)).toBe(2);
    expect(pietyFromDevotion(1, 2)).toBe(6);
    expect(pietyFromDevotion(5, 3)).toBe(8);
    expect(codeOf(() => pietyFromDevotion(-1, 0))).toBe("PreciousMoments.Rule.DevotionCount");
    expect(codeOf(() => pietyFromDevotion(1, 0.5))).toBe("PreciousMoments.Rule.DevotionCount");
  });

  it("property: piety from devotion is always a valid Piety", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (items, activities) => {
        const piety = pietyFromDevotion(items, activities);
        expect(piety).toBe(Math.min(8, 2 * (items + activities)));
        expect(validateFigure({ ...good, piety }).piety).toBe(piety);
      }),
    );
  });

  it("DECISIONS: Random stats: d10 Cuteness, d10 Brightness, d8 Piety, in that order", () => {
    const asked: [number, number][] = [];
    const scripted = new ScriptedRoller([7, 10, 8]);
    const spy = { roll: (count: number, faces: number) => (asked.push([count, faces]), scripted.roll(count, faces)) };
    expect(rollStats(spy)).toEqual({ cuteness: 7, brightness: 10, piety: 8, rolls: { cuteness: [7], brightness: [10], piety: [8] } });
    expect(asked).toEqual([[1, 10], [1, 10], [1, 8]]);
  });

  it("property: rolled stats are always valid stats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const stats = rollStats(new SeededRoller(seed));
        expect(() => validateFigure({ name: "X", cuteness: stats.cuteness, brightness: stats.brightness, piety: stats.piety, startingValue: 1 })).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
