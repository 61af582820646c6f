import { describe, expect, it } from "vitest";
import { wallHidesTarget } from "../../../src/rules/common/geometry";

describe("wallHidesTarget: a wall in the way of a look, as a sweep from the looker sees it", () => {
  const origin = { x: 0, y: 0 };
  const target = { x: 10, y: 0 };
  const hides = (ax: number, ay: number, bx: number, by: number) => wallHidesTarget(origin, target, { x: ax, y: ay }, { x: bx, y: by });

  it("a wall crossing the look, or touching it with an end, or touching the target, hides it", () => {
    expect(hides(5, -1, 5, 1)).toBe(true);
    expect(hides(5, 0, 5, 3)).toBe(true);
    expect(hides(10, -2, 10, 2)).toBe(true);
  });

  it("a wall edge-on from the looker hides nothing: along the look, or starting, ending or passing at the looker", () => {
    expect(hides(2, 0, 8, 0)).toBe(false);
    expect(hides(-5, 0, 20, 0)).toBe(false);
    expect(hides(0, 0, 0, 5)).toBe(false);
    expect(hides(0, -5, 0, 5)).toBe(false);
    expect(hides(0, 0, 3, 3)).toBe(false);
  });

  it("a wall short of the look, beyond the target, parallel to it, or of no length hides nothing", () => {
    expect(hides(5, 0.5, 5, 3)).toBe(false);
    expect(hides(11, -1, 11, 1)).toBe(false);
    expect(hides(0, 1, 10, 1)).toBe(false);
    expect(hides(5, 0, 5, 0)).toBe(false);
    expect(wallHidesTarget(origin, origin, { x: 0, y: -1 }, { x: 1, y: 1 })).toBe(false);
  });

  it("an end within a hair (1e-8 of either length) of the look still counts; the same hair behind the looker does not", () => {
    expect(hides(5, 1e-9 * 3, 5, 3)).toBe(true);
    expect(hides(10 + 1e-8, -1, 10 + 1e-8, 1)).toBe(true);
    expect(hides(-1e-8, -1, -1e-8, 1)).toBe(false);
  });
});
