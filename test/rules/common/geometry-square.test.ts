import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DIAGONAL_RULES, squareAdjacent, squareDistance, squareNeighbours } from "../../../src/rules/common/geometry";

const offset = fc.record({ i: fc.integer({ min: -50, max: 50 }), j: fc.integer({ min: -50, max: 50 }) });

describe("square grid", () => {
  it("lists the diagonal rules in Foundry's GRID_DIAGONALS order", () => {
    expect(DIAGONAL_RULES).toEqual([
      "equidistant",
      "exact",
      "approximate",
      "rectilinear",
      "alternating1",
      "alternating2",
      "illegal",
    ]);
  });

  it("measures 3 diagonals + 2 straights under each rule", () => {
    const a = { i: 0, j: 0 };
    const b = { i: 3, j: 5 };
    expect(squareDistance(a, b)).toBe(5);
    expect(squareDistance(a, b, "equidistant")).toBe(5);
    expect(squareDistance(a, b, "exact")).toBeCloseTo(2 + 3 * Math.SQRT2, 12);
    expect(squareDistance(a, b, "approximate")).toBe(6.5);
    expect(squareDistance(a, b, "rectilinear")).toBe(8);
    expect(squareDistance(a, b, "alternating1")).toBe(6); // 1 + 2 + 1
    expect(squareDistance(a, b, "alternating2")).toBe(7); // 2 + 1 + 2
    expect(squareDistance(a, b, "illegal")).toBe(8);
  });

  it("alternates diagonal cost 1,2,1,2 and 2,1,2,1", () => {
    const origin = { i: 0, j: 0 };
    const alt1 = [1, 2, 3, 4].map((n) => squareDistance(origin, { i: n, j: n }, "alternating1"));
    const alt2 = [1, 2, 3, 4].map((n) => squareDistance(origin, { i: n, j: n }, "alternating2"));
    expect(alt1).toEqual([1, 3, 4, 6]);
    expect(alt2).toEqual([2, 3, 5, 6]);
  });

  it("has eight distinct neighbours, all adjacent", () => {
    const o = { i: 4, j: -2 };
    const ns = squareNeighbours(o);
    expect(ns).toHaveLength(8);
    expect(new Set(ns.map((n) => `${n.i},${n.j}`)).size).toBe(8);
    for (const n of ns) expect(squareAdjacent(o, n)).toBe(true);
    expect(squareAdjacent(o, o)).toBe(false);
    expect(squareAdjacent(o, { i: 6, j: -2 })).toBe(false);
  });

  it("property: distance is symmetric and zero only on the same square, for every rule", () => {
    fc.assert(
      fc.property(offset, offset, fc.constantFrom(...DIAGONAL_RULES), (a, b, rule) => {
        expect(squareDistance(a, b, rule)).toBe(squareDistance(b, a, rule));
        expect(squareDistance(a, b, rule) === 0).toBe(a.i === b.i && a.j === b.j);
      }),
    );
  });

  it("property: equidistant distance obeys the triangle inequality", () => {
    fc.assert(
      fc.property(offset, offset, offset, (a, b, c) => {
        expect(squareDistance(a, c)).toBeLessThanOrEqual(squareDistance(a, b) + squareDistance(b, c));
      }),
    );
  });

  it("property: adjacent iff equidistant distance is 1", () => {
    fc.assert(
      fc.property(offset, offset, (a, b) => {
        expect(squareAdjacent(a, b)).toBe(squareDistance(a, b) === 1);
      }),
    );
  });
});
