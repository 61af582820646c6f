import { describe, expect, it } from "vitest";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { checkLineOfSight, checkMove, checkPlacement } from "../../../src/rules/precious-moments/checks";
import { actingFigures, currentActor, legalActions, legalTargets } from "../../../src/rules/precious-moments/queries";
import { createGame } from "../../../src/rules/precious-moments/setup";
import { step } from "../../../src/rules/precious-moments/step";
import type { PmState } from "../../../src/rules/precious-moments/types";
import { deepFreeze, gameAt } from "./helpers";

/** Round 1, movement phase, side a to act (it lost the initiative). */
function moving(state: PmState): PmState {
  return step(state, { type: "rollInitiative" }, new ScriptedRoller([1, 1, 6, 6])).state;
}

describe("checkMove", () => {
  const state = moving(
    gameAt([["a1", { x: 10, y: 10 }, { brightness: 6 }]], [["b1", { x: 40, y: 40 }]], {
      walls: [{ a: { x: 14, y: 0 }, b: { x: 14, y: 12 } }],
      table: { width: 48, height: 48 },
    }),
  );

  it("measures along the route, not start to end", () => {
    const result = checkMove(state, "a1", [{ x: 10, y: 13 }, { x: 10, y: 10 }]);
    expect(result).toMatchObject({ ok: true, distance: 6, allowance: 6 });
    expect(result.route).toEqual([{ x: 10, y: 10 }, { x: 10, y: 13 }, { x: 10, y: 10 }]);
    const far = checkMove(state, "a1", [{ x: 10, y: 14 }, { x: 10, y: 10 }]);
    expect(far.ok).toBe(false);
    expect(far.violation?.code).toBe("PreciousMoments.Rule.MoveTooFar");
    expect(far.violation?.data).toEqual({ name: "A1", allowance: 6, distance: 8 });
  });

  it("accepts a route that repeats the starting point", () => {
    expect(checkMove(state, "a1", [{ x: 10, y: 10 }, { x: 10, y: 16 }])).toMatchObject({ ok: true, distance: 6 });
  });

  it("refuses routes off the table or through a wall", () => {
    expect(checkMove(state, "a1", [{ x: 10, y: -1 }]).violation?.code).toBe("PreciousMoments.Rule.OffTable");
    expect(checkMove(state, "a1", [{ x: 15, y: 10 }]).violation?.code).toBe("PreciousMoments.Rule.MoveThroughWall");
    expect(checkMove(state, "a1", [{ x: 10, y: 14 }, { x: 15, y: 14 }]).ok).toBe(false); // 4 + 5 > 6
    expect(checkMove(state, "a1", [{ x: 13.5, y: 12.5 }, { x: 14.5, y: 12.5 }])).toMatchObject({ ok: true }); // around the end of the wall
  });

  it("step refuses an over-long move by default, and reports it instead when movement is not enforced", () => {
    const frozen = deepFreeze(structuredClone(state));
    expect(() => step(frozen, { type: "move", figureId: "a1", path: [{ x: 10, y: 20 }] }, new ScriptedRoller([]))).toThrow(
      /at most its Brightness, 6 inches/,
    );
    const { state: next, events } = step(frozen, { type: "move", figureId: "a1", path: [{ x: 10, y: 20 }] }, new ScriptedRoller([]), {
      enforce: { movement: false },
    });
    expect(events[0]).toEqual({
      type: "checkOverridden",
      check: "movement",
      issue: {
        code: "PreciousMoments.Rule.MoveTooFar",
        message: "Movement: A1 may move at most its Brightness, 6 inches (route is 10 inches).",
        data: { name: "A1", allowance: 6, distance: 10 },
      },
    });
    expect(events[1]).toMatchObject({ type: "figureMoved", distance: 10, to: { x: 10, y: 20 } });
    expect(next.figures[0]?.position).toEqual({ x: 10, y: 20 });
  });
});

describe("checkLineOfSight", () => {
  it("ignores the singer's and target's own footprints and figures in Heaven", () => {
    const state = gameAt(
      [["a1", { x: 10, y: 10 }, { base: { kind: "rect", width: 4, height: 4 } }], ["a2", { x: 10, y: 20 }, { value: 0, startingValue: 5 }]],
      [["b1", { x: 10, y: 30 }, { base: { kind: "circle", radius: 3 } }]],
    );
    expect(checkLineOfSight(state, "a1", "b1")).toEqual({ ok: true });
    expect(legalTargets(state, "a1")).toEqual(["b1"]);
  });

  it("a figure beside the line blocks only when the line passes through its footprint", () => {
    const state = gameAt(
      [["a1", { x: 10, y: 10 }], ["a2", { x: 10.5, y: 20 }]],
      [["b1", { x: 10, y: 30 }], ["b2", { x: 11.2, y: 20 }]],
    );
    // a2's base (radius 0.5) just touches the line x = 10: grazing does not block.
    expect(checkLineOfSight(state, "a1", "b1")).toEqual({ ok: true });
    const blocked = gameAt([["a1", { x: 10, y: 10 }], ["a2", { x: 10.4, y: 20 }]], [["b1", { x: 10, y: 30 }]]);
    const result = checkLineOfSight(blocked, "a1", "b1");
    expect(result.ok).toBe(false);
    expect(result.blockedBy).toEqual({ kind: "figure", figureId: "a2" });
    expect(result.violation?.data).toEqual({ singer: "A1", target: "B1", blocker: "A2" });
  });

  it("step refuses a blocked song by default, and reports it when line of sight is not enforced", () => {
    let state = gameAt([["a1", { x: 10, y: 10 }]], [["b1", { x: 30, y: 10 }]], { walls: [{ a: { x: 20, y: 0 }, b: { x: 20, y: 20 } }] });
    state = step(state, { type: "rollInitiative" }, new ScriptedRoller([6, 6, 1, 1])).state;
    for (const id of ["b1", "a1"]) state = step(state, { type: "pass", figureId: id }, new ScriptedRoller([])).state;
    expect(checkLineOfSight(state, "a1", "b1").blockedBy).toEqual({ kind: "wall", index: 0 });
    expect(() => step(state, { type: "sing", singerId: "a1", targetId: "b1" }, new ScriptedRoller([]))).toThrow(/an obstacle stands between/);
    const { events } = step(state, { type: "sing", singerId: "a1", targetId: "b1" }, new ScriptedRoller([6, 6]), {
      enforce: { lineOfSight: false },
    });
    expect(events.map((e) => e.type)).toEqual(["checkOverridden", "aria"]);
  });
});

describe("checkPlacement", () => {
  it("allows exactly the deployment depth from the home edge, and a custom depth", () => {
    let state = gameAt([["a1", { x: 1, y: 1 }]], [["b1", { x: 2, y: 2 }]]);
    state = { ...state, sides: { a: { ...state.sides.a, homeEdge: "bottom" }, b: { ...state.sides.b, homeEdge: "top" } } };
    expect(checkPlacement(state, "a1", { x: 5, y: 42 }).ok).toBe(true);
    expect(checkPlacement(state, "a1", { x: 5, y: 41.9 }).violation?.code).toBe("PreciousMoments.Rule.DeploymentZone");
    expect(checkPlacement(state, "b1", { x: 5, y: 6 }).ok).toBe(true);
    expect(checkPlacement({ ...state, deploymentDepth: 4 }, "b1", { x: 5, y: 6 }).ok).toBe(false);
  });
});

describe("deployment check in step", () => {
  const setup = {
    sides: {
      a: { name: "Angels", figures: [{ id: "a1", name: "A1", cuteness: 5, brightness: 5, piety: 2, startingValue: 10 }] },
      b: { name: "Cherubs", figures: [{ id: "b1", name: "B1", cuteness: 5, brightness: 5, piety: 2, startingValue: 10 }] },
    },
    table: { width: 30, height: 30 },
  };

  function deploying(): PmState {
    let state = createGame(setup);
    state = step(state, { type: "tossCoin" }, new ScriptedRoller([1])).state; // Angels are Player 1
    return step(state, { type: "chooseEdge", edge: "top" }, new ScriptedRoller([])).state;
  }

  it("lists what may be done while deploying", () => {
    expect(legalActions(deploying())).toEqual([{ type: "place", figureId: "b1", edge: "bottom", depth: 6 }]);
  });

  it("refuses a placement too far from home unless the check is off, then reports it", () => {
    const state = deploying();
    expect(() => step(state, { type: "place", figureId: "b1", position: { x: 5, y: 10 } }, new ScriptedRoller([]))).toThrow(
      /within 6 inches of its home edge \(it is 20 inches away\)/,
    );
    const { state: next, events } = step(state, { type: "place", figureId: "b1", position: { x: 5, y: 10 } }, new ScriptedRoller([]), {
      enforce: { deployment: false },
    });
    expect(events.map((e) => e.type)).toEqual(["checkOverridden", "figurePlaced"]);
    expect(events[0]).toMatchObject({ check: "deployment", issue: { code: "PreciousMoments.Rule.DeploymentZone", data: { depth: 6, distance: 20 } } });
    expect(next.figures.find((f) => f.id === "b1")?.position).toEqual({ x: 5, y: 10 });
    expect(currentActor(next)).toBe("a");
  });
});

describe("legal actions while moving and singing", () => {
  it("offers move templates with the Brightness allowance, passes, and calling the game", () => {
    const state = moving(gameAt([["a1", { x: 10, y: 10 }, { brightness: 7 }]], [["b1", { x: 10, y: 20 }]]));
    expect(legalActions(state)).toEqual([
      { type: "move", figureId: "a1", allowance: 7 },
      { type: "pass", figureId: "a1" },
      { type: "callGame" },
    ]);
    expect(actingFigures(state).map((f) => f.id)).toEqual(["a1"]);
  });
});
