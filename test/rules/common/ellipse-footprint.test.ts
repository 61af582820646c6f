import { describe, expect, it } from "vitest";
import { segmentHitsFootprint } from "../../../src/rules/common/geometry";

describe("segment against an elliptical footprint", () => {
  const ellipse = { kind: "ellipse", center: { x: 0, y: 0 }, rx: 4, ry: 1 } as const;
  it("passes through it, grazes it, misses it", () => {
    expect(segmentHitsFootprint({ x: -10, y: 0 }, { x: 10, y: 0 }, ellipse)).toBe(true);
    expect(segmentHitsFootprint({ x: -10, y: 0.9 }, { x: 10, y: 0.9 }, ellipse)).toBe(true);
    // Tangent at the top: touching does not block, as for circles.
    expect(segmentHitsFootprint({ x: -10, y: 1 }, { x: 10, y: 1 }, ellipse)).toBe(false);
    // Inside the box but outside the ellipse (a corner).
    expect(segmentHitsFootprint({ x: 3.9, y: -2 }, { x: 3.9, y: 2 }, ellipse)).toBe(true);
    expect(segmentHitsFootprint({ x: 3.8, y: 0.9 }, { x: 3.95, y: 0.8 }, ellipse)).toBe(false);
    // Stops short of it.
    expect(segmentHitsFootprint({ x: -10, y: 0 }, { x: -5, y: 0 }, ellipse)).toBe(false);
  });
});
