import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { createGame, step, type AmSetup, type AmState } from "../../../src/rules/angry-miniatures/game";
import { runGame, simplePolicy } from "../../../src/rules/angry-miniatures/game-run";
import { checkMove } from "../../../src/rules/angry-miniatures/movement";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { RuleViolation } from "../../../src/rules/common/errors";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { R } from "./fixtures";
import { brawler, twoSides } from "./game-fixtures";

const { n9, A } = R;
const o = (i: number, j: number) => ({ i, j });

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleViolation) return e.code;
    throw e;
  }
  return undefined;
}

const sized = (setup: AmSetup, rows: number, columns: number, checks: "off" | "warn" | "enforce" = "warn"): AmSetup => ({
  ...setup,
  board: { size: { rows, columns } },
  options: { ...setup.options, checks },
});

/** Red's figure at the board's corner, activated, on a 5 x 5 board. */
function redAtCorner(checks: "off" | "warn" | "enforce"): AmState {
  const setup = sized(
    twoSides([
      { id: "a", side: "red", sheet: brawler(), at: [0, 0] },
      { id: "b", side: "blue", sheet: brawler(), at: [4, 4] },
    ]),
    5,
    5,
    checks,
  );
  let state = step(createGame(setup), { type: "startRound" }, new ScriptedRoller([A, n9])).state;
  state = step(state, { type: "activate", figureId: "a" }, new ScriptedRoller([])).state;
  return state;
}

describe("Angry Miniatures: the board's edge", () => {
  it("a walk may not enter a square off the board, and a board without a size has no edge", () => {
    const bounds = { rows: 5, columns: 5 };
    expect(checkMove({ from: o(0, 0), path: [o(0, -1)], speed: 5, bounds }).violation?.code).toBe("AngryMiniatures.Rule.MoveOffBoard");
    expect(checkMove({ from: o(4, 4), path: [o(5, 4)], speed: 5, bounds }).violation?.code).toBe("AngryMiniatures.Rule.MoveOffBoard");
    expect(checkMove({ from: o(0, 0), path: [o(0, -1)], speed: 5 }).ok).toBe(true);
    expect(checkMove({ from: o(4, 3), path: [o(4, 4)], speed: 5, bounds }).ok).toBe(true);
  });

  it("a move that ends off the board is refused whatever the checks setting", () => {
    for (const checks of ["off", "warn", "enforce"] as const) {
      const state = redAtCorner(checks);
      expect(codeOf(() => step(state, { type: "move", figureId: "a", path: [o(0, -1)] }, new ScriptedRoller([])))).toBe("AngryMiniatures.Rule.MoveOffBoard");
    }
  });

  it("a move that passes off the board and back on is refused too", () => {
    const state = redAtCorner("off");
    expect(codeOf(() => step(state, { type: "move", figureId: "a", path: [o(-1, 0), o(0, 1)] }, new ScriptedRoller([])))).toBe(
      "AngryMiniatures.Rule.MoveOffBoard",
    );
    // The same walk kept on the board is fine.
    const moved = step(state, { type: "move", figureId: "a", path: [o(1, 0), o(1, 1)] }, new ScriptedRoller([])).state;
    expect(moved.figures.a?.position).toEqual(o(1, 1));
  });

  it("a push off the board is refused", () => {
    const state: AmState = { ...redAtCorner("off"), pending: [{ kind: "push", byId: "b", targetId: "a" }] };
    expect(codeOf(() => step(state, { type: "push", to: o(-1, 0) }, new ScriptedRoller([])))).toBe("AngryMiniatures.Rule.MoveOffBoard");
  });

  it("set-up refuses a figure placed off the board", () => {
    const setup = sized(twoSides([{ id: "a", side: "red", sheet: brawler(), at: [0, 5] }, { id: "b", side: "blue", sheet: brawler(), at: [4, 4] }]), 5, 5);
    expect(codeOf(() => createGame(setup))).toBe("AngryMiniatures.Rule.SetupFigure");
  });

  it("the sample board is 10 x 10 and the simple policy's games stay on it", () => {
    expect(AM_SAMPLE_SETUP.board?.size).toEqual({ rows: 10, columns: 10 });
    for (let seed = 1; seed <= 40; seed += 1) {
      const { events } = runGame(AM_SAMPLE_SETUP, simplePolicy, new SeededRoller(seed), { roundCap: 30 });
      for (const e of events) {
        if (e.type === "move") for (const at of e.path) expect(at.i >= 0 && at.i < 10 && at.j >= 0 && at.j < 10, `seed ${seed}: ${JSON.stringify(e)}`).toBe(true);
      }
    }
  });
});
