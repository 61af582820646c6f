import { describe, expect, it } from "vitest";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { RuleViolation } from "../../../src/rules/common/errors";
import { createGame } from "../../../src/rules/precious-moments/setup";
import { legalActions } from "../../../src/rules/precious-moments/queries";
import { simplePolicy } from "../../../src/rules/precious-moments/run";
import { sensiblePolicy } from "../../../src/rules/precious-moments/policy";
import { step } from "../../../src/rules/precious-moments/step";
import type { PmSetup, PmState } from "../../../src/rules/precious-moments/types";
import { pmReadyTableSetup } from "../../../src/data/scenes/ready-boards";
import { card } from "./helpers";

const choirs: PmSetup["sides"] = {
  a: { name: "Angels", figures: [card("a1", { cuteness: 8, brightness: 6, piety: 2, startingValue: 10 })] },
  b: { name: "Cherubs", figures: [card("b1", { cuteness: 5, brightness: 4, piety: 0, startingValue: 6 })] },
};

/** The game at Player 1's choice of edge (side a wins the toss). */
function atEdgeChoice(extra: Partial<PmSetup>): PmState {
  const state = createGame({ sides: choirs, table: { width: 36, height: 24 }, ...extra });
  return step(state, { type: "tossCoin" }, new ScriptedRoller([1])).state;
}

const codeOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleViolation) return error.code;
    throw error;
  }
  return "no violation";
};

describe("the home edges a table offers (DECISIONS Set-up: Player 1 picks the home edge)", () => {
  it("any of the four by default, as before", () => {
    const state = atEdgeChoice({});
    expect(legalActions(state)).toEqual([{ type: "chooseEdge", side: "a", edges: ["top", "bottom", "left", "right"] }]);
    expect(state.homeEdges).toBeUndefined();
    expect(step(state, { type: "chooseEdge", edge: "top" }, new ScriptedRoller([])).state.sides.b.homeEdge).toBe("bottom");
  });

  it("only the painted pair on the parlour table, and the policies pick among them", () => {
    const state = atEdgeChoice(pmReadyTableSetup());
    expect(legalActions(state)).toEqual([{ type: "chooseEdge", side: "a", edges: ["left", "right"] }]);
    for (const policy of [simplePolicy, sensiblePolicy]) {
      const action = policy(state, "a");
      expect(action).toEqual({ type: "chooseEdge", edge: "left" });
      const after = step(state, action, new ScriptedRoller([])).state;
      expect([after.sides.a.homeEdge, after.sides.b.homeEdge]).toEqual(["left", "right"]);
      // The offer survives the step's copy of the state.
      expect(after.homeEdges).toEqual(["left", "right"]);
    }
  });

  it("refuses an edge the table does not offer, naming the rule, and keeps the state", () => {
    const state = atEdgeChoice({ homeEdges: ["left", "right"] });
    expect(codeOf(() => step(state, { type: "chooseEdge", edge: "top" }, new ScriptedRoller([])))).toBe("PreciousMoments.Rule.EdgeNotOffered");
    expect(state.sides.a.homeEdge).toBeNull();
  });

  it("a set-up offering no edge, or one that is not a table edge, is refused before the game starts", () => {
    expect(codeOf(() => createGame({ sides: choirs, table: { width: 36, height: 24 }, homeEdges: [] }))).toBe("PreciousMoments.Rule.SetupNumber");
    expect(codeOf(() => createGame({ sides: choirs, table: { width: 36, height: 24 }, homeEdges: ["north" as never] }))).toBe("PreciousMoments.Rule.UnknownEdge");
  });
});
