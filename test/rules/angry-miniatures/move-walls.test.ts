import { describe, expect, it } from "vitest";
import { createGame, step, type AmSetup } from "../../../src/rules/angry-miniatures/game";
import { stepCrossesWall } from "../../../src/rules/angry-miniatures/move-walls";
import { sensiblePolicy } from "../../../src/rules/angry-miniatures/policy/sensible";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { R } from "./fixtures";
import { brawler, soldier, twoSides } from "./game-fixtures";

const { n9, A } = R;
// A wall down the line between columns 2 and 3, from row 0 to row 5: the way round is by row 5 or below.
const WALL = { a: { x: 3, y: 0 }, b: { x: 3, y: 5 } };

function redKnightUp(setup: AmSetup) {
  const started = step(createGame(setup), { type: "startRound" }, new ScriptedRoller([A, n9])).state;
  return step(started, { type: "activate", figureId: "knight" }, new ScriptedRoller([])).state;
}

describe("Angry Miniatures walls that stop movement", () => {
  it("stop a step whose centre-to-centre line crosses or touches them, as the table's check does", () => {
    expect(stepCrossesWall([WALL], { i: 1, j: 2 }, { i: 1, j: 3 })).toBe(true);
    expect(stepCrossesWall([WALL], { i: 4, j: 2 }, { i: 5, j: 3 })).toBe(true);
    expect(stepCrossesWall([WALL], { i: 5, j: 2 }, { i: 5, j: 3 })).toBe(false);
    expect(stepCrossesWall([WALL], { i: 1, j: 1 }, { i: 1, j: 2 })).toBe(false);
  });

  it("the engine refuses a walk through one at enforce, and lets the walk round it", () => {
    const setup: AmSetup = {
      ...twoSides([
        { id: "knight", side: "red", sheet: soldier(), at: [1, 2] },
        { id: "foe", side: "blue", sheet: brawler(), at: [9, 9] },
      ], { checks: "enforce" }),
      board: { size: { rows: 10, columns: 10 }, moveWalls: [WALL] },
    };
    const state = redKnightUp(setup);
    expect(() => step(state, { type: "move", figureId: "knight", path: [{ i: 1, j: 3 }] }, new ScriptedRoller([]))).toThrow(/wall/);
    const round = step(state, { type: "move", figureId: "knight", path: [{ i: 2, j: 2 }, { i: 3, j: 2 }, { i: 4, j: 2 }, { i: 5, j: 2 }, { i: 5, j: 3 }] }, new ScriptedRoller([]));
    expect(round.state.figures.knight?.position).toEqual({ i: 5, j: 3 });
  });

  it("the sensible policy walks round one, never through it", () => {
    // The foe is just beyond the wall: the straight walk would cross it.
    const setup: AmSetup = {
      ...twoSides([
        { id: "knight", side: "red", sheet: soldier(), at: [1, 2] },
        { id: "foe", side: "blue", sheet: brawler(), at: [1, 9] },
      ], { checks: "enforce" }),
      board: { size: { rows: 10, columns: 10 }, moveWalls: [WALL] },
    };
    const state = redKnightUp(setup);
    const walk = sensiblePolicy(state);
    if (walk.type !== "move") throw new Error(`expected a walk, got ${walk.type}`);
    let at = state.figures.knight!.position;
    for (const square of walk.path) {
      expect(stepCrossesWall([WALL], at, square), `${JSON.stringify(at)} → ${JSON.stringify(square)}`).toBe(false);
      at = square;
    }
    expect(() => step(state, walk, new ScriptedRoller([]))).not.toThrow();
  });
});
