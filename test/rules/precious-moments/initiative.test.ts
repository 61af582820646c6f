import { describe, expect, it } from "vitest";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { rollSideInitiative } from "../../../src/rules/precious-moments/initiative";

describe("rollSideInitiative", () => {
  it("DECISIONS Initiative: each side throws 2d6 (side a first), ties are thrown again until they differ; the higher total wins", () => {
    const result = rollSideInitiative(new ScriptedRoller([3, 4, 5, 2, 1, 3, 2, 2, 1, 2, 6, 5]));
    expect(result.rolls).toEqual([
      { a: [3, 4], b: [5, 2] },
      { a: [1, 3], b: [2, 2] },
      { a: [1, 2], b: [6, 5] },
    ]);
    expect([result.winner, result.loser]).toEqual(["b", "a"]);
  });

  it("stops a roller that ties for ever", () => {
    const always = { roll: (count: number) => Array.from({ length: count }, () => 3) };
    expect(() => rollSideInitiative(always)).toThrow(/tied every time/);
  });
});
