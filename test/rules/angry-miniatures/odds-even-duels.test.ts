import { describe, expect, it } from "vitest";
import { EVEN_DUELS } from "../../../src/rules/angry-miniatures/odds-even-duels";
import { duelGrids, EVEN, grid } from "../../../src/rules/angry-miniatures/odds-splits";

describe("the written-out even duels", () => {
  it("cover 0 to 15 hits, each exactly what duelGrids computes", () => {
    expect(EVEN_DUELS).toHaveLength(16);
    EVEN_DUELS.forEach((written, h) => {
      const computed = duelGrids(grid(EVEN, h), grid(EVEN, h), h);
      for (const field of ["kingsFirst", "kingsSecond", "queensFirst", "queensSecond", "equal"] as const) {
        expect(Object.is(written[field], computed[field]), `${h} hits, ${field}: ${written[field]} v ${computed[field]}`).toBe(true);
      }
    });
  });
});
