import { describe, expect, it } from "vitest";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { RuleViolation } from "../../../src/rules/common/errors";
import { figuresYetToAct, hasActed } from "../../../src/rules/precious-moments/state-queries";
import { step } from "../../../src/rules/precious-moments/step";
import type { PmState } from "../../../src/rules/precious-moments/types";
import { gameAt } from "./helpers";

// Who has acted is marked on each figure, and the search for the next figure to act carries one
// hint from each figures list to the step's copy of it; these games branch the chain (two
// different steps from one state), which the shared hint must not confuse.

const CHOIR = 20;

function bigGame(): PmState {
  const line = (side: "a" | "b", y: number) => Array.from({ length: CHOIR }, (_, k) => [`${side}${k + 1}`, { x: 1 + 2 * k, y }] as [string, { x: number; y: number }]);
  return gameAt(line("a", 2), line("b", 46));
}

const roller = new ScriptedRoller([6, 6, 1, 1]);
const pass = (state: PmState, figureId: string): PmState => step(state, { type: "pass", figureId }, roller).state;

function alreadyActed(state: PmState, figureId: string): boolean {
  try {
    pass(state, figureId);
    return false;
  } catch (error) {
    if (error instanceof RuleViolation && error.code === "PreciousMoments.Rule.AlreadyActed") return true;
    throw error;
  }
}

describe("Precious Moments acted marks across branching games", () => {
  it("keeps who has acted right on each branch of a big game, where the yet-to-act hint is used", () => {
    let state = step(bigGame(), { type: "rollInitiative" }, roller).state; // a wins; b moves first
    for (let k = 1; k <= 9; k++) state = pass(pass(state, `b${k}`), `a${k}`);
    expect(state.figures.filter((f) => hasActed(state, f))).toHaveLength(18);
    const first = pass(pass(state, "b10"), "a10");
    expect(alreadyActed(first, "b10")).toBe(true);
    expect(alreadyActed(first, "b11")).toBe(false);
    const second = pass(pass(state, "b11"), "a10");
    expect(alreadyActed(second, "b11")).toBe(true);
    expect(alreadyActed(second, "b10")).toBe(false);
    expect(alreadyActed(first, "b10")).toBe(true);
    expect(alreadyActed(first, "b11")).toBe(false);
    expect(figuresYetToAct(state, "b").map((f) => f.id)).toEqual(Array.from({ length: 11 }, (_, k) => `b${k + 10}`));
    expect(figuresYetToAct(first, "b").map((f) => f.id)).not.toContain("b10");
    expect(figuresYetToAct(second, "b").map((f) => f.id)).toEqual(["b10", ...Array.from({ length: 9 }, (_, k) => `b${k + 12}`)]);
  });
});
