import { describe, expect, it } from "vitest";
import { coverSource, defendersInCover, tableCover } from "../../../src/rules/angry-miniatures/cover";

const open = { wallsCrossed: 0, between: [], defenderSquare: "open" } as const;

describe("cover from the table", () => {
  it("open ground with nothing between gives no cover", () => {
    expect(tableCover(open)).toBeNull();
    expect(tableCover({ ...open, between: ["open", "open"] })).toBeNull();
  });

  it("a wall across the line gives cover, whatever else lies there", () => {
    expect(tableCover({ ...open, wallsCrossed: 1 })).toBe("wall");
    expect(tableCover({ ...open, wallsCrossed: 2, defenderSquare: "difficult" })).toBe("wall");
  });

  it("difficult or blocking terrain between the figures, or under the defender, gives cover; water does not", () => {
    expect(tableCover({ ...open, between: ["open", "difficult"] })).toBe("terrain");
    expect(tableCover({ ...open, between: ["blocking"] })).toBe("terrain");
    expect(tableCover({ ...open, defenderSquare: "difficult" })).toBe("terrain");
    expect(tableCover({ ...open, between: ["water"], defenderSquare: "water" })).toBeNull();
  });
});

describe("whose word counts", () => {
  it("the attacker can concede cover but never take the table's away", () => {
    expect(coverSource({ table: "wall", conceded: false, confirmed: false })).toBe("wall");
    expect(coverSource({ table: null, conceded: true, confirmed: false })).toBe("conceded");
    expect(coverSource({ table: null, conceded: false, confirmed: true })).toBe("confirmed");
    expect(coverSource({ table: null, conceded: false, confirmed: false })).toBeNull();
  });

  it("the defenders in cover join every source, in the figures' order", () => {
    const table = (id: string) => (id === "b" ? ("terrain" as const) : null);
    expect(defendersInCover(["a", "b", "c", "d"], table, ["d"], ["a"])).toEqual(["a", "b", "d"]);
    expect(defendersInCover(["a", "b"], table, [], [])).toEqual(["b"]);
  });
});
