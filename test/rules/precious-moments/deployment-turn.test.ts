import { describe, expect, it } from "vitest";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { checkDeploymentTurn, deploymentTurn } from "../../../src/rules/precious-moments/deployment-turn";
import { createGame } from "../../../src/rules/precious-moments/setup";
import { PM_CODES } from "../../../src/rules/precious-moments/violations";
import { step } from "../../../src/rules/precious-moments/step";
import type { PmSide, PmState } from "../../../src/rules/precious-moments/types";
import { card } from "./helpers";

const NAMES = { a: "Angels", b: "Cherubs" } as const;

/** A game at the deployment phase with `sizes` figures a side, the coin showing `face`. */
function deploying(sizes: Record<PmSide, number>, face: 1 | 2): PmState {
  const figures = (side: PmSide) => Array.from({ length: sizes[side] }, (_, k) => card(`${side}${k}`));
  let state = createGame({ sides: { a: { name: NAMES.a, figures: figures("a") }, b: { name: NAMES.b, figures: figures("b") } }, table: { width: 48, height: 24 }, obstacleCount: 0 });
  state = step(state, { type: "tossCoin" }, new ScriptedRoller([face])).state;
  return step(state, { type: "chooseEdge", edge: "top" }, new ScriptedRoller([])).state;
}

function countsOf(state: PmState) {
  const placed = { a: 0, b: 0 };
  const left = { a: 0, b: 0 };
  for (const f of state.figures) (f.position ? placed : left)[f.side] += 1;
  return { placed, left };
}

describe("DECISIONS Set-up: the choirs take turns placing, Player 2 first", () => {
  it("read from the table, the turn is the engine's own deployment order, for every pair of choir sizes and either coin", () => {
    for (let na = 1; na <= 5; na++) {
      for (let nb = 1; nb <= 5; nb++) {
        for (const face of [1, 2] as const) {
          let state = deploying({ a: na, b: nb }, face);
          const player2 = state.player1 === "a" ? "b" : "a";
          while (state.phase === "deploy") {
            expect(deploymentTurn(player2, countsOf(state))).toBe(state.activeSide);
            const next = state.figures.find((f) => f.side === state.activeSide && f.position === null);
            if (!next) throw new Error("the engine's side has nothing to place");
            const y = state.sides[next.side].homeEdge === "top" ? 2 : 22;
            state = step(state, { type: "place", figureId: next.id, position: { x: 2 + 3 * state.figures.indexOf(next), y } }, new ScriptedRoller([])).state;
          }
          expect(deploymentTurn(player2, countsOf(state))).toBeNull();
        }
      }
    }
  });

  it("a choir placing out of turn is told whose turn it is; in turn, or with everyone placed, nothing is said", () => {
    const counts = { placed: { a: 1, b: 1 }, left: { a: 2, b: 2 } };
    const refused = checkDeploymentTurn("a", "b", counts, NAMES);
    expect(refused.ok).toBe(false);
    expect(refused.violation?.code).toBe(PM_CODES.deploymentTurn);
    expect(refused.violation?.data).toEqual({ active: "Cherubs", side: "Angels" });
    expect(checkDeploymentTurn("b", "b", counts, NAMES).ok).toBe(true);
    // Cherubs have nobody left: the Angels finish.
    expect(checkDeploymentTurn("a", "b", { placed: { a: 1, b: 2 }, left: { a: 2, b: 0 } }, NAMES).ok).toBe(true);
    expect(checkDeploymentTurn("a", "b", { placed: { a: 3, b: 3 }, left: { a: 0, b: 0 } }, NAMES).ok).toBe(true);
  });

  it("after a placement let through out of turn, the choir behind catches up", () => {
    // The Angels (Player 1) placed twice while the Cherubs placed once: the Cherubs go next.
    expect(deploymentTurn("b", { placed: { a: 2, b: 1 }, left: { a: 1, b: 2 } })).toBe("b");
  });
});
