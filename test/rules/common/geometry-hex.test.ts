import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  cubeDistance,
  cubeToOffset,
  hexAdjacent,
  hexDistance,
  hexNeighbours,
  offsetToCube,
  type HexOrientation,
} from "../../../src/rules/common/geometry";

const ODD_R: HexOrientation = { columns: false, even: false };
const EVEN_R: HexOrientation = { columns: false, even: true };
const ODD_Q: HexOrientation = { columns: true, even: false };
const EVEN_Q: HexOrientation = { columns: true, even: true };
const ORIENTATIONS = [ODD_R, EVEN_R, ODD_Q, EVEN_Q];

const offset = fc.record({ i: fc.integer({ min: -40, max: 40 }), j: fc.integer({ min: -40, max: 40 }) });
const orientation = fc.constantFrom(...ORIENTATIONS);

describe("hex grid", () => {
  it("converts offsets to cubes like Foundry's four layouts", () => {
    // Row layouts: r = row; odd-r shifts odd rows right, even-r shifts even rows right.
    expect(offsetToCube({ i: 1, j: 0 }, ODD_R)).toEqual({ q: 0, r: 1, s: -1 });
    expect(offsetToCube({ i: 1, j: 0 }, EVEN_R)).toEqual({ q: -1, r: 1, s: 0 });
    expect(offsetToCube({ i: 3, j: 2 }, ODD_R)).toEqual({ q: 1, r: 3, s: -4 });
    expect(offsetToCube({ i: 3, j: 2 }, EVEN_R)).toEqual({ q: 0, r: 3, s: -3 });
    // Column layouts: q = column.
    expect(offsetToCube({ i: 0, j: 1 }, ODD_Q)).toEqual({ q: 1, r: 0, s: -1 });
    expect(offsetToCube({ i: 0, j: 1 }, EVEN_Q)).toEqual({ q: 1, r: -1, s: 0 });
    expect(offsetToCube({ i: 2, j: 3 }, ODD_Q)).toEqual({ q: 3, r: 1, s: -4 });
    expect(offsetToCube({ i: 2, j: 3 }, EVEN_Q)).toEqual({ q: 3, r: 0, s: -3 });
    expect(offsetToCube({ i: -1, j: -1 }, ODD_Q)).toEqual({ q: -1, r: 0, s: 1 });
  });

  it("finds the odd-r neighbours of an odd row on the right-shifted side", () => {
    const ns = hexNeighbours({ i: 1, j: 1 }, ODD_R).map((o) => `${o.i},${o.j}`).sort();
    expect(ns).toEqual(["0,1", "0,2", "1,0", "1,2", "2,1", "2,2"]);
    const evenRow = hexNeighbours({ i: 2, j: 1 }, ODD_R).map((o) => `${o.i},${o.j}`).sort();
    expect(evenRow).toEqual(["1,0", "1,1", "2,0", "2,2", "3,0", "3,1"]);
  });

  it("measures hex distance", () => {
    expect(hexDistance({ i: 0, j: 0 }, { i: 0, j: 4 }, ODD_R)).toBe(4);
    expect(hexDistance({ i: 0, j: 0 }, { i: 4, j: 0 }, ODD_R)).toBe(4);
    expect(hexDistance({ i: 0, j: 0 }, { i: 4, j: 4 }, ODD_R)).toBe(6);
    expect(cubeDistance({ q: 0, r: 0, s: 0 }, { q: 2, r: -3, s: 1 })).toBe(3);
  });

  it("property: offset -> cube -> offset round-trips for all four orientations", () => {
    fc.assert(
      fc.property(offset, orientation, (o, orient) => {
        const c = offsetToCube(o, orient);
        expect(c.q + c.r + c.s).toBe(0);
        expect(cubeToOffset(c, orient)).toEqual(o);
      }),
    );
  });

  it("property: distance is symmetric and satisfies the triangle inequality", () => {
    fc.assert(
      fc.property(offset, offset, offset, orientation, (a, b, c, orient) => {
        expect(hexDistance(a, b, orient)).toBe(hexDistance(b, a, orient));
        expect(hexDistance(a, c, orient)).toBeLessThanOrEqual(hexDistance(a, b, orient) + hexDistance(b, c, orient));
      }),
    );
  });

  it("property: six distinct neighbours, each at distance 1; adjacent iff distance 1", () => {
    fc.assert(
      fc.property(offset, offset, orientation, (o, other, orient) => {
        const ns = hexNeighbours(o, orient);
        expect(ns).toHaveLength(6);
        expect(new Set(ns.map((n) => `${n.i},${n.j}`)).size).toBe(6);
        for (const n of ns) {
          expect(hexDistance(o, n, orient)).toBe(1);
          expect(hexAdjacent(o, n, orient)).toBe(true);
        }
        expect(hexAdjacent(o, other, orient)).toBe(hexDistance(o, other, orient) === 1);
      }),
    );
  });

  it("property: every coordinate out is a whole number and never -0 (a -0 or fraction would change every position's shape)", () => {
    const whole = (n: number) => Number.isInteger(n) && !Object.is(n, -0);
    fc.assert(
      fc.property(offset, orientation, (o, orient) => {
        const c = offsetToCube(o, orient);
        expect([c.q, c.r, c.s].every(whole)).toBe(true);
        const back = cubeToOffset(c, orient);
        expect(whole(back.i) && whole(back.j)).toBe(true);
        for (const n of hexNeighbours(o, orient)) expect(whole(n.i) && whole(n.j)).toBe(true);
      }),
    );
    expect(Object.is(offsetToCube({ i: 0, j: 0 }, EVEN_R).s, 0)).toBe(true);
  });
});
