import { describe, expect, it } from "vitest";
import { squareName } from "../../../src/rules/common/geometry";

describe("square names", () => {
  it("name the column by letter from the left and the row by number from the top", () => {
    expect(squareName({ i: 0, j: 0 })).toBe("A1");
    expect(squareName({ i: 3, j: 2 })).toBe("C4");
    expect(squareName({ i: 13, j: 19 })).toBe("T14");
  });

  it("go on past Z as a spreadsheet does", () => {
    expect(squareName({ i: 0, j: 25 })).toBe("Z1");
    expect(squareName({ i: 0, j: 26 })).toBe("AA1");
    expect(squareName({ i: 0, j: 27 })).toBe("AB1");
    expect(squareName({ i: 0, j: 701 })).toBe("ZZ1");
    expect(squareName({ i: 0, j: 702 })).toBe("AAA1");
  });

  it("refuse a square off the board's top-left corner, naming it", () => {
    expect(() => squareName({ i: -1, j: 0 })).toThrow(/\(-1, 0\)/);
    expect(() => squareName({ i: 0, j: 1.5 })).toThrow(RangeError);
  });
});
