import { describe, expect, it } from "vitest";
import { checkChoirBudget, choirStartingValue, DEFAULT_CHOIR_BUDGET } from "../../../src/rules/precious-moments/choir";
import { gameAt } from "./helpers";

describe("choir", () => {
  it("totals starting Value, not current Value", () => {
    expect(choirStartingValue([{ startingValue: 23 }, { startingValue: 40 }])).toBe(63);
    expect(choirStartingValue([])).toBe(0);
  });

  it("DECISIONS: Choir: total starting Value at most the agreed maximum, default 125; over budget is a warning, not a block", () => {
    expect(DEFAULT_CHOIR_BUDGET).toBe(125);
    expect(checkChoirBudget([{ startingValue: 100 }, { startingValue: 25 }])).toEqual({ ok: true, total: 125, budget: 125 });
    const over = checkChoirBudget([{ startingValue: 100 }, { startingValue: 26 }], undefined, "Angels");
    expect(over.ok).toBe(false);
    expect(over.total).toBe(126);
    expect(over.warning).toEqual({
      code: "PreciousMoments.Warning.OverBudget",
      message: "Choir budget: Angels starts with $126 of figures, over the agreed maximum of $125.",
      data: { choir: "Angels", total: 126, budget: 125 },
    });
    expect(checkChoirBudget([{ startingValue: 60 }], 50).ok).toBe(false);
  });

  it("DECISIONS: Choir: the game still starts over budget, and carries the warning at combat start", () => {
    const state = gameAt([["a1", { x: 10, y: 10 }, { startingValue: 130 }]], [["b1", { x: 20, y: 10 }]]);
    expect(state.phase).toBe("initiative");
    expect(state.warnings).toHaveLength(1);
    expect(state.warnings[0]?.code).toBe("PreciousMoments.Warning.OverBudget");
    expect(state.warnings[0]?.data).toEqual({ choir: "Angels", total: 130, budget: 125 });
    const higher = gameAt([["a1", { x: 10, y: 10 }, { startingValue: 130 }]], [["b1", { x: 20, y: 10 }]], { budget: 150 });
    expect(higher.warnings).toEqual([]);
  });
});
