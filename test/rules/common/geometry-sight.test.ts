import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  euclidean,
  lineOfSight,
  pathLength,
  segmentHitsFootprint,
  segmentsIntersect,
  type Footprint,
} from "../../../src/rules/common/geometry";

const p = (x: number, y: number) => ({ x, y });
const coord = fc.integer({ min: -100, max: 100 });
const point = fc.record({ x: coord, y: coord });

describe("gridless distances", () => {
  it("measures straight lines and routes", () => {
    expect(euclidean(p(0, 0), p(3, 4))).toBe(5);
    expect(pathLength([])).toBe(0);
    expect(pathLength([p(1, 1)])).toBe(0);
    expect(pathLength([p(0, 0), p(3, 4), p(3, 10)])).toBe(11);
  });

  it("property: a route is never shorter than the straight line between its ends", () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 6 }), (points) => {
        const first = points[0]!;
        const last = points[points.length - 1]!;
        expect(pathLength(points)).toBeGreaterThanOrEqual(euclidean(first, last) - 1e-9);
      }),
    );
  });

  it("property: euclidean distance is symmetric and obeys the triangle inequality", () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(euclidean(a, b)).toBe(euclidean(b, a));
        expect(euclidean(a, c)).toBeLessThanOrEqual(euclidean(a, b) + euclidean(b, c) + 1e-9);
      }),
    );
  });
});

describe("segment intersection", () => {
  it("detects crossings, touching and overlap; rejects misses", () => {
    expect(segmentsIntersect(p(0, 0), p(4, 4), p(0, 4), p(4, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(2, 0), p(2, 5))).toBe(true); // T-touch
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(4, 0), p(6, 3))).toBe(true); // shared endpoint
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(2, 0), p(6, 0))).toBe(true); // collinear overlap
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(5, 0), p(6, 0))).toBe(false); // collinear apart
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(0, 1), p(4, 1))).toBe(false); // parallel
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(2, 1), p(2, 5))).toBe(false); // falls short
  });

  it("property: symmetric in its two segments and in endpoint order", () => {
    fc.assert(
      fc.property(point, point, point, point, (a, b, c, d) => {
        const r = segmentsIntersect(a, b, c, d);
        expect(segmentsIntersect(c, d, a, b)).toBe(r);
        expect(segmentsIntersect(b, a, d, c)).toBe(r);
      }),
    );
  });
});

describe("segment through a footprint", () => {
  const circle: Footprint = { kind: "circle", center: p(5, 0), radius: 1 };
  const rect: Footprint = { kind: "rect", x: 4, y: -1, width: 2, height: 2 };

  it("blocks a line through a circle, not a tangent or a miss", () => {
    expect(segmentHitsFootprint(p(0, 0), p(10, 0), circle)).toBe(true);
    expect(segmentHitsFootprint(p(0, 1), p(10, 1), circle)).toBe(false); // tangent
    expect(segmentHitsFootprint(p(0, 2), p(10, 2), circle)).toBe(false);
    expect(segmentHitsFootprint(p(0, 0), p(3.5, 0), circle)).toBe(false); // stops short
    expect(segmentHitsFootprint(p(0, 0), p(4.5, 0), circle)).toBe(true); // ends inside
  });

  it("blocks a line through a rectangle, not one along its edge or through a corner", () => {
    expect(segmentHitsFootprint(p(0, 0), p(10, 0), rect)).toBe(true);
    expect(segmentHitsFootprint(p(0, 1), p(10, 1), rect)).toBe(false); // along the top edge
    expect(segmentHitsFootprint(p(0, -1), p(10, -1), rect)).toBe(false); // along the bottom edge
    expect(segmentHitsFootprint(p(3, -2), p(5, 0), rect)).toBe(true); // enters through a corner region
    expect(segmentHitsFootprint(p(3, -2), p(5, -4), rect)).toBe(false);
    expect(segmentHitsFootprint(p(2, -3), p(6, 1), { kind: "rect", x: 4, y: -1, width: 2, height: 2 })).toBe(true);
    expect(segmentHitsFootprint(p(3, -2), p(4, -1), rect)).toBe(false); // touches the corner only
    expect(segmentHitsFootprint(p(5, 0), p(5, 0), rect)).toBe(true); // a point inside
    expect(segmentHitsFootprint(p(0, 0), p(3.9, 0), rect)).toBe(false);
  });

  it("property: a segment between two points far on either side of a circle's centre always hits it", () => {
    fc.assert(
      fc.property(point, fc.integer({ min: 1, max: 10 }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (c, radius, angle) => {
        const dx = Math.cos(angle) * (radius + 5);
        const dy = Math.sin(angle) * (radius + 5);
        const fp: Footprint = { kind: "circle", center: c, radius };
        expect(segmentHitsFootprint(p(c.x - dx, c.y - dy), p(c.x + dx, c.y + dy), fp)).toBe(true);
      }),
    );
  });
});

describe("line of sight", () => {
  const from = p(0, 0);
  const to = p(10, 0);

  it("is clear with no obstacles", () => {
    expect(lineOfSight(from, to, { walls: [], footprints: [] })).toEqual({ clear: true });
  });

  it("reports the first wall crossed, before any figure", () => {
    const result = lineOfSight(from, to, {
      walls: [{ a: p(2, 5), b: p(2, 6) }, { a: p(3, -1), b: p(3, 1) }],
      footprints: [{ kind: "circle", center: p(5, 0), radius: 1 }],
    });
    expect(result).toEqual({ clear: false, blockedBy: { kind: "wall", index: 1 } });
  });

  it("reports a figure in the way", () => {
    const result = lineOfSight(from, to, {
      walls: [{ a: p(2, 5), b: p(2, 6) }],
      footprints: [{ kind: "circle", center: p(5, 3), radius: 1 }, { kind: "rect", x: 6, y: -1, width: 1, height: 2 }],
    });
    expect(result).toEqual({ clear: false, blockedBy: { kind: "figure", index: 1 } });
  });

  it("a wall touched at its end still blocks", () => {
    expect(lineOfSight(from, to, { walls: [{ a: p(5, 0), b: p(5, 4) }], footprints: [] }).clear).toBe(false);
  });

  it("property: sight is symmetric", () => {
    fc.assert(
      fc.property(point, point, fc.array(fc.record({ a: point, b: point }), { maxLength: 3 }), fc.array(fc.record({ c: point, r: fc.integer({ min: 1, max: 5 }) }), { maxLength: 3 }), (a, b, walls, circles) => {
        const footprints: Footprint[] = circles.map(({ c, r }) => ({ kind: "circle", center: c, radius: r }));
        expect(lineOfSight(a, b, { walls, footprints }).clear).toBe(lineOfSight(b, a, { walls, footprints }).clear);
      }),
    );
  });
});
