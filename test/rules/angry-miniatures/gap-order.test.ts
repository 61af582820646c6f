import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inGapOrder } from "../../../src/rules/angry-miniatures/gap-order";

/** What a stable sort by gap gives. */
function sortedPairs(gaps: readonly number[]): { square: { i: number; j: number }; gap: number }[] {
  return gaps.map((gap, k) => ({ square: { i: k, j: 0 }, gap })).sort((a, b) => a.gap - b.gap);
}

function orderedPairs(gaps: readonly number[]): { square: { i: number; j: number }; gap: number }[] {
  const ordered = inGapOrder(
    gaps.map((_, k) => ({ i: k, j: 0 })),
    gaps,
  );
  return ordered.gaps.map((gap, k) => ({ square: ordered.squares[k] ?? { i: -1, j: -1 }, gap }));
}

describe("Angry Miniatures squares in order of their gaps", () => {
  it("whole-square gaps come out as a stable sort puts them (counted, equal gaps in the order given)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 120 }), (gaps) => {
        expect(orderedPairs(gaps)).toEqual(sortedPairs(gaps));
      }),
      { numRuns: 300 },
    );
  });

  it("gaps that are not whole squares, or very large, are sorted the same way", () => {
    expect(orderedPairs([2.5, 1, 2.5, 0.25, 1])).toEqual(sortedPairs([2.5, 1, 2.5, 0.25, 1]));
    expect(orderedPairs([5000, 3, 3, 0])).toEqual(sortedPairs([5000, 3, 3, 0]));
    expect(orderedPairs([])).toEqual([]);
  });
});
