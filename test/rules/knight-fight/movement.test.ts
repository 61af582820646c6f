import { describe, expect, it } from "vitest";
import { hexDistance, hexAdjacent, type HexOrientation } from "../../../src/rules/common/geometry";
import { checkMovePath, hexLine } from "../../../src/rules/knight-fight/movement";

const LAYOUTS: HexOrientation[] = [
  { columns: false, even: false },
  { columns: false, even: true },
  { columns: true, even: false },
  { columns: true, even: true },
];

describe("Knight Fight moves of several hexes", () => {
  it.each(LAYOUTS)("a straight line enters one hex per step, each next to the last, ending at the goal (%o)", (orientation) => {
    for (const to of [{ i: 0, j: 4 }, { i: 3, j: 3 }, { i: 4, j: 0 }, { i: 2, j: 5 }]) {
      const from = { i: 1, j: 1 };
      const line = hexLine(from, to, orientation);
      expect(line).toHaveLength(hexDistance(from, to, orientation));
      expect(line.at(-1)).toEqual(to);
      [from, ...line].slice(1).forEach((hex, n) => expect(hexAdjacent([from, ...line][n]!, hex, orientation)).toBe(true));
    }
  });

  it("costs one action point a hex; refuses a held hex, a blocked hex, and going past the points left, naming the rule", () => {
    const base = { from: { i: 0, j: 0 }, orientation: LAYOUTS[0]!, occupied: [], blocked: [], actionPoints: 3 };
    expect(checkMovePath({ ...base, waypoints: [{ i: 0, j: 2 }] })).toMatchObject({ cost: 2, violation: null });
    expect(checkMovePath({ ...base, waypoints: [{ i: 0, j: 2 }, { i: 0, j: 0 }] }).violation?.code).toBe("KnightFight.Rule.MoveTooFar");
    expect(checkMovePath({ ...base, waypoints: [{ i: 0, j: 2 }], occupied: [{ i: 0, j: 1 }] }).violation?.code).toBe("KnightFight.Rule.HexOccupied");
    expect(checkMovePath({ ...base, waypoints: [{ i: 0, j: 2 }], blocked: [{ i: 0, j: 2 }] }).violation?.data).toEqual({ i: 0, j: 2 });
    expect(checkMovePath({ ...base, waypoints: [] })).toMatchObject({ cost: 0, path: [], violation: null });
  });
});
