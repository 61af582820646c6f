import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { actionPointsOf, maxTake, resolveWager } from "../../../src/rules/knight-fight/wager";
import { codeOf } from "./helpers";

describe("the wager", () => {
  it("counts dice showing 3 or more as action points", () => {
    expect(actionPointsOf([1, 2, 3, 4, 5, 6])).toBe(4);
    expect(actionPointsOf([2, 2])).toBe(0);
  });

  it("declared at or under the action points: the declared number of dice come back", () => {
    expect(resolveWager(30, 4, 2, [3, 5, 1, 6])).toEqual({ actionPoints: 3, returned: 2, discarded: 2, pool: 28 });
    expect(resolveWager(30, 4, 3, [3, 5, 1, 6])).toEqual({ actionPoints: 3, returned: 3, discarded: 1, pool: 29 });
  });

  it("declared over the action points: every wagered die is lost, but the action points stay", () => {
    expect(resolveWager(30, 4, 4, [3, 5, 1, 6])).toEqual({ actionPoints: 3, returned: 0, discarded: 4, pool: 26 });
  });

  it("declaring all six and rolling six 3+ returns all six", () => {
    expect(resolveWager(6, 6, 6, [3, 3, 4, 5, 6, 6])).toEqual({ actionPoints: 6, returned: 6, discarded: 0, pool: 6 });
  });

  it("declaring more than the dice taken can never be met", () => {
    expect(resolveWager(10, 2, 3, [6, 6])).toEqual({ actionPoints: 2, returned: 0, discarded: 2, pool: 8 });
  });

  it("can empty the pool", () => {
    expect(resolveWager(2, 2, 1, [1, 2])).toEqual({ actionPoints: 0, returned: 0, discarded: 2, pool: 0 });
  });

  it("refuses bad choices", () => {
    expect(codeOf(() => resolveWager(30, 0, 1, []))).toBe("KnightFight.Rule.WagerTake");
    expect(codeOf(() => resolveWager(30, 7, 1, [3, 3, 3, 3, 3, 3, 3]))).toBe("KnightFight.Rule.WagerTake");
    expect(codeOf(() => resolveWager(2, 3, 1, [3, 3, 3]))).toBe("KnightFight.Rule.WagerTake");
    expect(codeOf(() => resolveWager(30, 2, 0, [3, 3]))).toBe("KnightFight.Rule.WagerDeclare");
    expect(codeOf(() => resolveWager(30, 2, 7, [3, 3]))).toBe("KnightFight.Rule.WagerDeclare");
    expect(codeOf(() => resolveWager(30, 2, 2, [3]))).toBe("KnightFight.Rule.WagerDiceCount");
    expect(codeOf(() => resolveWager(30, 2, 2, [3, 9]))).toBe("KnightFight.Rule.DieFace");
  });

  it("maxTake is min(6, pool)", () => {
    expect(maxTake(30)).toBe(6);
    expect(maxTake(4)).toBe(4);
    expect(maxTake(0)).toBe(0);
  });

  it("never lets the pool go below 0 nor above its start, and returned + discarded = taken (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }).chain((pool) =>
          fc.integer({ min: 1, max: Math.min(6, pool) }).chain((take) =>
            fc.tuple(fc.constant(pool), fc.constant(take), fc.integer({ min: 1, max: 6 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: take, maxLength: take })),
          ),
        ),
        ([pool, take, declare, dice]) => {
          const r = resolveWager(pool, take, declare, dice);
          expect(r.returned + r.discarded).toBe(take);
          expect(r.pool).toBeGreaterThanOrEqual(0);
          expect(r.pool).toBeLessThanOrEqual(pool);
          expect(r.returned === 0 || r.returned === Math.min(declare, take)).toBe(true);
          expect(r.actionPoints).toBe(dice.filter((d) => d >= 3).length);
        },
      ),
    );
  });
});
