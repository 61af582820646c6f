import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { assertForce, checkForce, checkForceBudget, checkForceSize, startingPool } from "../../../src/rules/knight-fight/force";
import { figureCost, isKfClass, KF_CLASSES, validateFigure, type KfFigureStats } from "../../../src/rules/knight-fight/figure";
import { codeOf } from "./helpers";

const knight = (speed: number, combat: number, defence: number, cls: KfFigureStats["cls"] = "fighter"): KfFigureStats => ({
  speed,
  combat,
  defence,
  cls,
});

describe("figures", () => {
  it("costs Speed + Combat + Defence", () => {
    expect(figureCost(knight(30, 50, 20))).toBe(100);
    expect(figureCost(knight(1, 1, 1))).toBe(3);
  });

  it("has exactly three classes", () => {
    expect(KF_CLASSES).toEqual(["fighter", "thrower", "shooter"]);
    expect(isKfClass("thrower")).toBe(true);
    expect(isKfClass("duellist")).toBe(false);
  });

  it("rejects stats that are not whole numbers of at least 1", () => {
    expect(codeOf(() => validateFigure(knight(0, 5, 5)))).toBe("KnightFight.Rule.StatWhole");
    expect(codeOf(() => validateFigure(knight(5, 2.5, 5)))).toBe("KnightFight.Rule.StatWhole");
    expect(codeOf(() => validateFigure(knight(5, 5, -1)))).toBe("KnightFight.Rule.StatWhole");
    expect(codeOf(() => validateFigure(knight(5, 5, Number.NaN)))).toBe("KnightFight.Rule.StatWhole");
    expect(codeOf(() => validateFigure(knight(1, 1, 1)))).toBeUndefined();
  });

  it("rejects an unknown class", () => {
    const bad = { ...knight(2, 2, 2), cls: "wizard" } as unknown as KfFigureStats;
    expect(codeOf(() => validateFigure(bad))).toBe("KnightFight.Rule.UnknownClass");
  });

  it("names the stat it rejects", () => {
    expect(() => validateFigure(knight(3, 0, 3))).toThrow(/combat/);
  });

  it("cost is the sum for any valid stats (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (s, c, d) => {
        expect(figureCost(knight(s, c, d))).toBe(s + c + d);
      }),
    );
  });
});

describe("forces", () => {
  it("accepts 1 to 3 figures and refuses 0 or 4", () => {
    expect(checkForceSize([]).ok).toBe(false);
    expect(checkForceSize([]).violation?.code).toBe("KnightFight.Rule.ForceSize");
    expect(checkForceSize([knight(1, 1, 1)]).ok).toBe(true);
    expect(checkForceSize([knight(1, 1, 1), knight(1, 1, 1), knight(1, 1, 1)]).ok).toBe(true);
    const four = checkForceSize([knight(1, 1, 1), knight(1, 1, 1), knight(1, 1, 1), knight(1, 1, 1)]);
    expect(four.ok).toBe(false);
    expect(four.violation?.data).toEqual({ count: 4, min: 1, max: 3 });
  });

  it("allows exactly the budget and refuses one point more", () => {
    expect(checkForceBudget([knight(100, 100, 100)]).ok).toBe(true);
    const over = checkForceBudget([knight(100, 100, 101)]);
    expect(over.ok).toBe(false);
    expect(over.violation?.code).toBe("KnightFight.Rule.ForceBudget");
    expect(over.violation?.data).toEqual({ cost: 301, budget: 300 });
    expect(checkForceBudget([knight(50, 50, 51)], 150).ok).toBe(false);
    expect(checkForceBudget([knight(50, 50, 50)], 150).ok).toBe(true);
  });

  it("assertForce throws the first broken rule, checkForce lists both", () => {
    const big = [knight(100, 100, 100), knight(1, 1, 1), knight(1, 1, 1), knight(1, 1, 1)];
    expect(codeOf(() => assertForce(big))).toBe("KnightFight.Rule.ForceSize");
    expect(checkForce(big).map((c) => c.ok)).toEqual([false, false]);
    expect(codeOf(() => assertForce([knight(100, 100, 101)]))).toBe("KnightFight.Rule.ForceBudget");
    expect(codeOf(() => assertForce([knight(100, 100, 100)]))).toBeUndefined();
    expect(codeOf(() => assertForce([knight(0, 1, 1)]))).toBe("KnightFight.Rule.StatWhole");
  });

  it("validates the budget and starting pool settings", () => {
    expect(codeOf(() => checkForceBudget([knight(1, 1, 1)], 0))).toBe("KnightFight.Rule.Budget");
    expect(startingPool()).toBe(30);
    expect(startingPool(12)).toBe(12);
    expect(codeOf(() => startingPool(0))).toBe("KnightFight.Rule.StartingPool");
    expect(codeOf(() => startingPool(2.5))).toBe("KnightFight.Rule.StartingPool");
  });

  it("does not change the figures it checks", () => {
    const force = Object.freeze([Object.freeze(knight(100, 100, 101))]);
    expect(() => checkForce(force)).not.toThrow();
  });
});
