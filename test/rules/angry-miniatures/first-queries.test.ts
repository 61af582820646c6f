import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { activatableFigures, createGame, legalTargets, step, type AmState } from "../../../src/rules/angry-miniatures/game";
import { runGame, simplePolicy } from "../../../src/rules/angry-miniatures/game-run";
import { firstActivatable, firstLegalTarget } from "../../../src/rules/angry-miniatures/game-queries";
import { checkMove } from "../../../src/rules/angry-miniatures/movement";
import { reachableSquares } from "../../../src/rules/angry-miniatures/policy/sensible";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { ATTACK_TYPES } from "../../../src/rules/angry-miniatures/types";

/** Every state of a seeded sample game played by the simple policy. */
function statesOf(seed: number): AmState[] {
  const roller = new SeededRoller(seed);
  const states: AmState[] = [];
  let state = step(createGame(AM_SAMPLE_SETUP), { type: "startRound" }, roller).state;
  for (let n = 0; n < 400 && !state.over; n++) {
    states.push(state);
    state = step(state, simplePolicy(state), roller).state;
  }
  return states;
}

describe("Angry Miniatures first-found queries", () => {
  it("firstActivatable and firstLegalTarget agree with the first of the full lists in every state of whole games", () => {
    let targetsSeen = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const state of statesOf(seed)) {
        expect(firstActivatable(state)).toBe(activatableFigures(state)[0]);
        for (const id of Object.keys(state.figures)) {
          for (const type of ATTACK_TYPES) {
            const all = legalTargets(state, id, type);
            if (all.length > 0) targetsSeen++;
            expect(firstLegalTarget(state, id, type)).toBe(all[0]);
            if (all[0] !== undefined) expect(firstLegalTarget(state, id, type, [all[0]])).toBe(all[1]);
          }
        }
      }
    }
    expect(targetsSeen).toBeGreaterThan(0);
  });

  it("a reachable square's path is a legal walk to it costing what the square says", () => {
    const state = runGame(AM_SAMPLE_SETUP, simplePolicy, new SeededRoller(3), { roundCap: 1 }).state;
    const figure = Object.values(state.figures).find((f) => !f.defeated);
    if (!figure) throw new Error("test: no figure standing");
    const squares = reachableSquares(state, figure, 0, false);
    expect(squares.length).toBeGreaterThan(0);
    const occupied = Object.values(state.figures)
      .filter((f) => !f.defeated && f.id !== figure.id)
      .map((f) => f.position);
    for (const square of squares) {
      expect(square.path.at(-1)).toEqual(square.at);
      const walked = checkMove({
        from: figure.position,
        path: square.path,
        speed: figure.derived.speed,
        perk: figure.sheet.perk,
        flaw: figure.sheet.flaw,
        terrain: state.board.terrain,
        occupied,
        diagonalRule: state.options.diagonalRule,
        ...(state.board.size ? { bounds: state.board.size } : {}),
      });
      expect(walked.ok).toBe(true);
      expect(walked.cost).toBeCloseTo(square.cost, 9);
    }
  });

  it("a reachable square's path read after later searches is the path it had when found", () => {
    const state = runGame(AM_SAMPLE_SETUP, simplePolicy, new SeededRoller(3), { roundCap: 1 }).state;
    const [first, second] = Object.values(state.figures).filter((f) => !f.defeated);
    if (!first || !second) throw new Error("test: two figures standing needed");
    const early = reachableSquares(state, first, 0, false);
    const paths = reachableSquares(state, first, 0, false).map((square) => square.path);
    // Other searches fill the search's working memory with other walks before the early paths are read.
    reachableSquares(state, second, 2, false);
    reachableSquares(state, first, 1, false);
    expect(early.map((square) => square.path)).toEqual(paths);
    expect(paths.some((path) => path.length > 1)).toBe(true);
  });
});
