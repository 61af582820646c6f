import { describe, expect, it } from "vitest";
import { pointEnclosed, type Point, type Segment } from "../../../src/rules/common/geometry";

const ring = (points: readonly Point[]): Segment[] => points.map((a, n) => ({ a, b: points[(n + 1) % points.length]! }));
const chain = (points: readonly Point[]): Segment[] => points.slice(1).map((b, n) => ({ a: points[n]!, b }));
const square = ring([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }]);

describe("pointEnclosed: a point inside a closed ring of segments", () => {
  it("is inside a closed square and not outside it, whichever side the ray leaves by", () => {
    expect(pointEnclosed({ x: 5, y: 5 }, square)).toBe(true);
    expect(pointEnclosed({ x: 15, y: 5 }, square)).toBe(false);
    expect(pointEnclosed({ x: -5, y: 5 }, square)).toBe(false);
    // On a level with a corner: the corner is counted once.
    expect(pointEnclosed({ x: 5, y: 0.000001 }, square)).toBe(true);
    expect(pointEnclosed({ x: -5, y: 10 }, square)).toBe(false);
  });

  it("encloses nothing with an open chain, however nearly closed", () => {
    expect(pointEnclosed({ x: 5, y: 5 }, chain([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 0, y: 1 }]))).toBe(false);
    expect(pointEnclosed({ x: 5, y: 5 }, [])).toBe(false);
    expect(pointEnclosed({ x: 5, y: 5 }, [{ a: { x: 0, y: 5 }, b: { x: 10, y: 5.5 } }])).toBe(false);
  });

  it("finds a ring drawn by long walls crossing each other (a # shape) and not the arms outside it", () => {
    const hash: Segment[] = [
      { a: { x: -5, y: 0 }, b: { x: 15, y: 0 } },
      { a: { x: -5, y: 10 }, b: { x: 15, y: 10 } },
      { a: { x: 0, y: -5 }, b: { x: 0, y: 15 } },
      { a: { x: 10, y: -5 }, b: { x: 10, y: 15 } },
    ];
    expect(pointEnclosed({ x: 5, y: 5 }, hash)).toBe(true);
    expect(pointEnclosed({ x: 12, y: 5 }, hash)).toBe(false);
    expect(pointEnclosed({ x: 5, y: -3 }, hash)).toBe(false);
  });

  it("finds a ring whose sides are split into several walls, drawn in any direction, among loose walls", () => {
    const split: Segment[] = [
      { a: { x: 0, y: 0 }, b: { x: 5, y: 0 } },
      { a: { x: 10, y: 0 }, b: { x: 5, y: 0 } },
      { a: { x: 10, y: 0 }, b: { x: 10, y: 10 } },
      { a: { x: 0, y: 10 }, b: { x: 10, y: 10 } },
      { a: { x: 0, y: 10 }, b: { x: 0, y: 0 } },
      { a: { x: 20, y: 5 }, b: { x: 30, y: 5 } },
    ];
    expect(pointEnclosed({ x: 5, y: 5 }, split)).toBe(true);
    expect(pointEnclosed({ x: 25, y: 3 }, split)).toBe(false);
  });

  it("sees a point in one of two rings sharing a side, and in a hexagonal ring", () => {
    const twin = [...square, ...ring([{ x: 10, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 10 }, { x: 10, y: 10 }])];
    expect(pointEnclosed({ x: 15, y: 5 }, twin)).toBe(true);
    expect(pointEnclosed({ x: 25, y: 5 }, twin)).toBe(false);
    const hexagon = ring(Array.from({ length: 6 }, (_, k) => ({ x: 50 + 10 * Math.cos((k * Math.PI) / 3), y: 50 + 10 * Math.sin((k * Math.PI) / 3) })));
    expect(pointEnclosed({ x: 50, y: 50 }, hexagon)).toBe(true);
    expect(pointEnclosed({ x: 50, y: 61 }, hexagon)).toBe(false);
  });
});
