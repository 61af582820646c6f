import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { createGame, step, type AmSetup, type AmState } from "../../../src/rules/angry-miniatures/game";
import { runGame, simplePolicy } from "../../../src/rules/angry-miniatures/game-run";
import { sensiblePolicy } from "../../../src/rules/angry-miniatures/policy/sensible";
import type { AmPolicy } from "../../../src/rules/angry-miniatures/game-run";
import { checkMove } from "../../../src/rules/angry-miniatures/movement";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { RuleViolation } from "../../../src/rules/common/errors";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { R } from "./fixtures";
import { brawler, caster, twoSides } from "./game-fixtures";

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

  /** Red's caster activated on a 5 x 5 board, a blue figure on the top edge next to the off-board square (-1, 2). */
  function casterNearEdge(checks: "off" | "warn" | "enforce"): AmState {
    const setup = sized(
      twoSides([
        { id: "mage", side: "red", sheet: caster(), at: [3, 2] },
        { id: "foe", side: "blue", sheet: brawler(), at: [0, 2] },
      ]),
      5,
      5,
      checks,
    );
    const state = step(createGame(setup), { type: "startRound" }, new ScriptedRoller([A, n9])).state;
    return step(state, { type: "activate", figureId: "mage" }, new ScriptedRoller([])).state;
  }

  it("a Magic attack aimed at a square off the board is refused whatever the checks setting, though a figure stands next to it", () => {
    for (const checks of ["off", "warn", "enforce"] as const) {
      const state = casterNearEdge(checks);
      const aimed = { type: "attack", attackerId: "mage", attackType: "magic", targetSquare: o(-1, 2) } as const;
      // Many dice, none a hit: whatever happens, the roll is never reached.
      expect(codeOf(() => step(state, aimed, new ScriptedRoller(Array.from({ length: 40 }, () => n9)))), checks).toBe("AngryMiniatures.Rule.MagicOffBoard");
      // The same caster aimed at the figure's own square is an attack like any other.
      const onBoard = step(state, { ...aimed, targetSquare: o(0, 2) }, new ScriptedRoller(Array.from({ length: 40 }, () => n9)));
      expect(onBoard.events.find((e) => e.type === "attack")).toMatchObject({ attackType: "magic", defenderIds: ["foe"] });
    }
  });

  it("the refusal names the rule and the square", () => {
    try {
      step(casterNearEdge("off"), { type: "attack", attackerId: "mage", attackType: "magic", targetSquare: o(-1, 2) }, new ScriptedRoller([]));
      expect.unreachable("the attack was taken");
    } catch (error) {
      expect(error).toBeInstanceOf(RuleViolation);
      expect((error as RuleViolation).message).toMatch(/Magic.*square on the board.*-1,2/);
      expect((error as RuleViolation).data).toMatchObject({ square: "-1,2" });
    }
  });

  it("the sensible policy never aims Magic off the board, though the enemies start on the edges", () => {
    const aims: { i: number; j: number }[] = [];
    const watching: AmPolicy = (state) => {
      const action = sensiblePolicy(state);
      if ((action.type === "attack" || action.type === "freeAttack") && action.targetSquare !== undefined) aims.push(action.targetSquare);
      return action;
    };
    const casters = sized(
      twoSides([
        { id: "r1", side: "red", sheet: caster(), at: [0, 0] },
        { id: "r2", side: "red", sheet: caster(), at: [0, 4] },
        { id: "b1", side: "blue", sheet: caster(), at: [4, 0] },
        { id: "b2", side: "blue", sheet: brawler(), at: [4, 4] },
      ]),
      5,
      5,
      "enforce",
    );
    for (const setup of [AM_SAMPLE_SETUP, casters]) {
      const { rows, columns } = setup.board?.size ?? { rows: 0, columns: 0 };
      for (let seed = 1; seed <= 30; seed += 1) runGame(setup, watching, new SeededRoller(seed), { roundCap: 30, keepEvents: false });
      expect(aims.length).toBeGreaterThan(0);
      for (const at of aims) expect(at.i >= 0 && at.i < rows && at.j >= 0 && at.j < columns, JSON.stringify(at)).toBe(true);
      aims.length = 0;
    }
  });
});
