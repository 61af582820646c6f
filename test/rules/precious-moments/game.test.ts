import { describe, expect, it } from "vitest";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { RuleViolation } from "../../../src/rules/common/errors";
import { hasActed } from "../../../src/rules/precious-moments/state-queries";
import { createGame } from "../../../src/rules/precious-moments/setup";
import { currentActor, legalActions } from "../../../src/rules/precious-moments/queries";
import { step } from "../../../src/rules/precious-moments/step";
import type { PmAction, PmEvent, PmSetup, PmState } from "../../../src/rules/precious-moments/types";
import { card, deepFreeze, gameAt } from "./helpers";

const setup: PmSetup = {
  sides: {
    a: { name: "Angels", figures: [card("a1", { cuteness: 8, brightness: 6, piety: 2, startingValue: 10 })] },
    b: {
      name: "Cherubs",
      figures: [
        card("b1", { cuteness: 5, brightness: 4, piety: 0, startingValue: 6 }),
        card("b2", { cuteness: 4, brightness: 3, piety: 8, startingValue: 12 }),
      ],
    },
  },
  table: { width: 24, height: 24 },
  obstacleCount: 2,
};

/** Plays actions in order, checking that no step mutates the state it was given. */
function play(start: PmState, roller: ScriptedRoller, actions: PmAction[]): { state: PmState; events: PmEvent[] } {
  let state = start;
  const events: PmEvent[] = [];
  for (const action of actions) {
    const before = structuredClone(state);
    const result = step(deepFreeze(state), action, roller);
    expect(state).toEqual(before);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

function violationCode(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleViolation) return error.code;
    throw error;
  }
  return "no error";
}

describe("a whole scripted game", () => {
  it("runs set-up, two rounds and ends with the last choir standing", () => {
    const roller = new ScriptedRoller([
      2, // coin toss: side b wins, becomes Player 1
      3, 3, 2, 4, // initiative round 1: 6 v 6 tie, rerolled
      6, 5, 1, 1, // 11 v 2: Angels win
      3, 4, 1, 2, 3, 4, // a1 sings at b1: 7 <= 8; spirit 3 > 0; humiliation 7
      6, 6, // b2 sings at a1: 12 > 4, fails
      1, 2, 6, 6, // initiative round 2: 3 v 12, Cherubs win
      2, 2, 1, 1, // b2 sings at a1: 4 <= 4; spirit 2 <= 2: spared
      4, 4, 6, 5, 6, 6, // a1 sings at b2: 8 <= 8; spirit 11 > 8; humiliation 12 -> 0
    ]);
    let state = createGame(setup);
    expect(state.phase).toBe("obstacles");
    expect(currentActor(state)).toBe("a");

    let result = play(state, roller, [
      { type: "placeWall", wall: { a: { x: 2, y: 10 }, b: { x: 2, y: 14 } } },
    ]);
    expect(result.state.activeSide).toBe("b");
    result = play(result.state, roller, [{ type: "placeWall", wall: { a: { x: 22, y: 10 }, b: { x: 22, y: 14 } } }]);
    expect(result.state.phase).toBe("coinToss");
    expect(result.state.walls).toHaveLength(2);

    result = play(result.state, roller, [{ type: "tossCoin" }]);
    expect(result.events[0]).toEqual({ type: "coinTossed", roll: 2, player1: "b", player2: "a" });
    expect(result.state.phase).toBe("chooseEdge");
    expect(currentActor(result.state)).toBe("b");

    result = play(result.state, roller, [{ type: "chooseEdge", edge: "top" }]);
    expect(result.state.sides.b.homeEdge).toBe("top");
    expect(result.state.sides.a.homeEdge).toBe("bottom");
    expect(result.state.phase).toBe("deploy");
    expect(currentActor(result.state)).toBe("a"); // Player 2 deploys first

    result = play(result.state, roller, [
      { type: "place", figureId: "a1", position: { x: 12, y: 20 } },
      { type: "place", figureId: "b1", position: { x: 8, y: 3 } },
      { type: "place", figureId: "b2", position: { x: 16, y: 3 } }, // Angels have nobody left: Cherubs finish
    ]);
    expect(result.state.phase).toBe("initiative");
    expect(result.state.round).toBe(1);

    result = play(result.state, roller, [{ type: "rollInitiative" }]);
    expect(result.events[0]).toEqual({
      type: "initiativeRolled",
      round: 1,
      rolls: [
        { a: [3, 3], b: [2, 4] },
        { a: [6, 5], b: [1, 1] },
      ],
      winner: "a",
      loser: "b",
    });
    expect(result.state.phase).toBe("movement");
    expect(currentActor(result.state)).toBe("b"); // the loser moves first

    result = play(result.state, roller, [
      { type: "move", figureId: "b1", path: [{ x: 8, y: 7 }] },
      { type: "move", figureId: "a1", path: [{ x: 12, y: 17 }, { x: 12, y: 14 }] },
      { type: "pass", figureId: "b2" },
    ]);
    expect(result.events.find((e) => e.type === "figureMoved" && e.figureId === "a1")).toMatchObject({
      from: { x: 12, y: 20 },
      to: { x: 12, y: 14 },
      distance: 6,
      allowance: 6,
    });
    expect(result.state.phase).toBe("singing");
    expect(currentActor(result.state)).toBe("a"); // the winner sings first

    result = play(result.state, roller, [{ type: "sing", singerId: "a1", targetId: "b1" }]);
    expect(result.events).toEqual([
      {
        type: "aria",
        singerId: "a1",
        targetId: "b1",
        singRoll: [3, 4],
        singTotal: 7,
        cuteness: 8,
        success: true,
        spiritRoll: [1, 2],
        spiritTotal: 3,
        piety: 0,
        spared: false,
        humiliationRoll: [3, 4],
        humiliation: 7,
        valueBefore: 6,
        valueAfter: -1,
      },
      { type: "wentToHeaven", figureId: "b1", side: "b" },
    ]);
    expect(result.state.phase).toBe("singing");
    expect(currentActor(result.state)).toBe("b");

    result = play(result.state, roller, [{ type: "sing", singerId: "b2", targetId: "a1" }]);
    expect(result.events[0]).toMatchObject({ type: "aria", singTotal: 12, success: false, humiliation: 0, valueBefore: 10, valueAfter: 10 });
    expect(result.events[0]).not.toHaveProperty("spiritRoll");
    expect(result.state.phase).toBe("initiative");
    expect(result.state.round).toBe(2);

    result = play(result.state, roller, [
      { type: "rollInitiative" },
      { type: "pass", figureId: "a1" },
      { type: "pass", figureId: "b2" },
    ]);
    expect(result.state.initiativeWinner).toBe("b");
    expect(result.state.phase).toBe("singing");
    expect(currentActor(result.state)).toBe("b");

    result = play(result.state, roller, [{ type: "sing", singerId: "b2", targetId: "a1" }]);
    expect(result.events[0]).toMatchObject({ success: true, spiritTotal: 2, piety: 2, spared: true, humiliation: 0, valueAfter: 10 });

    result = play(result.state, roller, [{ type: "sing", singerId: "a1", targetId: "b2" }]);
    expect(result.events).toEqual([
      expect.objectContaining({ type: "aria", humiliation: 12, valueBefore: 12, valueAfter: 0 }),
      { type: "wentToHeaven", figureId: "b2", side: "b" },
      { type: "gameOver", outcome: { kind: "lastChoirStanding", winner: "a", loser: "b" } },
    ]);
    state = result.state;
    expect(state.phase).toBe("over");
    expect(state.outcome).toEqual({ kind: "lastChoirStanding", winner: "a", loser: "b" });
    expect(state.figures.map((f) => [f.id, f.value, f.inHeaven])).toEqual([
      ["a1", 10, false],
      ["b1", -1, true],
      ["b2", 0, true],
    ]);
    expect(roller.remaining).toBe(0);
    expect(legalActions(state)).toEqual([]);
    expect(violationCode(() => step(state, { type: "callGame" }, roller))).toBe("PreciousMoments.Rule.GameOver");
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe("DECISIONS rows", () => {
  it("DECISIONS: Set-up: coin toss winner picks the home edge, Player 2 deploys first, placing alternates within 6 inches", () => {
    let state = createGame({ ...setup, obstacleCount: 0 });
    expect(state.phase).toBe("coinToss");
    const roller = new ScriptedRoller([1]);
    state = step(state, { type: "tossCoin" }, roller).state;
    expect(state.player1).toBe("a");
    expect(currentActor(state)).toBe("a");
    state = step(state, { type: "chooseEdge", edge: "left" }, roller).state;
    expect(state.sides.b.homeEdge).toBe("right");
    expect(currentActor(state)).toBe("b");
    expect(violationCode(() => step(state, { type: "place", figureId: "a1", position: { x: 3, y: 5 } }, roller))).toBe(
      "PreciousMoments.Rule.NotYourTurn",
    );
    // 6 inches from the right edge of a 24-inch table is x = 18: allowed; 17.9 is not.
    expect(violationCode(() => step(state, { type: "place", figureId: "b1", position: { x: 17.9, y: 5 } }, roller))).toBe(
      "PreciousMoments.Rule.DeploymentZone",
    );
    expect(violationCode(() => step(state, { type: "place", figureId: "b1", position: { x: 24.5, y: 5 } }, roller))).toBe(
      "PreciousMoments.Rule.OffTable",
    );
    state = step(state, { type: "place", figureId: "b1", position: { x: 18, y: 5 } }, roller).state;
    expect(currentActor(state)).toBe("a");
    expect(violationCode(() => step(state, { type: "place", figureId: "b2", position: { x: 20, y: 5 } }, roller))).toBe(
      "PreciousMoments.Rule.NotYourTurn",
    );
    state = step(state, { type: "place", figureId: "a1", position: { x: 6, y: 5 } }, roller).state;
    expect(currentActor(state)).toBe("b");
    expect(violationCode(() => step(state, { type: "place", figureId: "b1", position: { x: 20, y: 8 } }, roller))).toBe(
      "PreciousMoments.Rule.AlreadyPlaced",
    );
  });

  it("DECISIONS: Set-up: obstacles are walls placed alternately", () => {
    let state = createGame({ ...setup, obstacleCount: 3, firstObstacleSide: "b" });
    const roller = new ScriptedRoller([]);
    const sides: (string | null)[] = [];
    for (let k = 0; k < 3; k++) {
      sides.push(currentActor(state));
      const { state: next, events } = step(state, { type: "placeWall", wall: { a: { x: k, y: 0 }, b: { x: k, y: 5 } } }, roller);
      expect(events[0]).toMatchObject({ type: "wallPlaced", index: k });
      state = next;
    }
    expect(sides).toEqual(["b", "a", "b"]);
    expect(state.phase).toBe("coinToss");
    const fresh = createGame(setup);
    expect(violationCode(() => step(fresh, { type: "placeWall", wall: { a: { x: 1, y: 1 }, b: { x: 1, y: 1 } } }, roller))).toBe(
      "PreciousMoments.Rule.WallInvalid",
    );
    expect(violationCode(() => step(fresh, { type: "placeWall", wall: { a: { x: 1, y: 1 }, b: { x: 30, y: 1 } } }, roller))).toBe(
      "PreciousMoments.Rule.WallInvalid",
    );
    expect(violationCode(() => step(fresh, { type: "tossCoin" }, roller))).toBe("PreciousMoments.Rule.WrongPhase");
  });

  it("DECISIONS: Units: distances are inches on a gridless table, measured as straight lines", () => {
    const state = gameAt([["a1", { x: 10, y: 10 }, { brightness: 5 }]], [["b1", { x: 40, y: 40 }]]);
    const moving = step(state, { type: "rollInitiative" }, new ScriptedRoller([1, 1, 6, 6])).state; // a loses, moves first
    const ok = step(moving, { type: "move", figureId: "a1", path: [{ x: 13, y: 14 }] }, new ScriptedRoller([]));
    expect(ok.events[0]).toMatchObject({ type: "figureMoved", distance: 5, allowance: 5 });
    expect(violationCode(() => step(moving, { type: "move", figureId: "a1", path: [{ x: 13.01, y: 14 }] }, new ScriptedRoller([])))).toBe(
      "PreciousMoments.Rule.MoveTooFar",
    );
  });

  it("DECISIONS: Initiative: each side rolls 2d6, ties rerolled until they differ; loser moves first, winner sings first", () => {
    const state = gameAt([["a1", { x: 10, y: 10 }]], [["b1", { x: 20, y: 10 }]]);
    const roller = new ScriptedRoller([1, 1, 1, 1, 4, 4, 2, 6, 5, 5, 1, 3]);
    const { state: next, events } = step(state, { type: "rollInitiative" }, roller);
    expect(events[0]).toEqual({
      type: "initiativeRolled",
      round: 1,
      rolls: [
        { a: [1, 1], b: [1, 1] },
        { a: [4, 4], b: [2, 6] },
        { a: [5, 5], b: [1, 3] },
      ],
      winner: "a",
      loser: "b",
    });
    expect(next.phase).toBe("movement");
    expect(currentActor(next)).toBe("b");
    expect(next.initiativeWinner).toBe("a");
  });

  it("DECISIONS: Movement phase: alternate one figure at a time, at most once each, passing allowed; a side with none left lets the other finish", () => {
    let state = gameAt(
      [["a1", { x: 10, y: 10 }], ["a2", { x: 12, y: 10 }], ["a3", { x: 14, y: 10 }]],
      [["b1", { x: 10, y: 40 }]],
    );
    const roller = new ScriptedRoller([6, 6, 1, 1]);
    state = step(state, { type: "rollInitiative" }, roller).state; // a wins; b moves first
    expect(currentActor(state)).toBe("b");
    expect(violationCode(() => step(state, { type: "pass", figureId: "a1" }, roller))).toBe("PreciousMoments.Rule.NotYourTurn");
    state = step(state, { type: "pass", figureId: "b1" }, roller).state;
    expect(currentActor(state)).toBe("a");
    state = step(state, { type: "move", figureId: "a1", path: [{ x: 10, y: 12 }] }, roller).state;
    expect(currentActor(state)).toBe("a"); // Cherubs are done: Angels finish
    expect(violationCode(() => step(state, { type: "move", figureId: "a1", path: [{ x: 10, y: 13 }] }, roller))).toBe(
      "PreciousMoments.Rule.AlreadyActed",
    );
    expect(violationCode(() => step(state, { type: "move", figureId: "a2", path: [] }, roller))).toBe("PreciousMoments.Rule.EmptyPath");
    state = step(state, { type: "pass", figureId: "a2" }, roller).state;
    expect(state.phase).toBe("movement");
    state = step(state, { type: "move", figureId: "a3", path: [{ x: 14, y: 10 }, { x: 14, y: 13 }, { x: 16, y: 13 }] }, roller).state;
    expect(state.figures.find((f) => f.id === "a3")?.position).toEqual({ x: 16, y: 13 });
    expect(state.phase).toBe("singing");
    expect(currentActor(state)).toBe("a");
  });

  it("DECISIONS: Singing phase: alternate, winner first, each figure at most once, may pass, only at opposing figures", () => {
    let state = gameAt(
      [["a1", { x: 10, y: 10 }], ["a2", { x: 20, y: 10 }]],
      [["b1", { x: 10, y: 30 }], ["b2", { x: 20, y: 30 }]],
    );
    const roller = new ScriptedRoller([1, 1, 6, 6, 6, 6]);
    state = step(state, { type: "rollInitiative" }, roller).state; // b wins
    for (const id of ["a1", "b1", "a2", "b2"]) state = step(state, { type: "pass", figureId: id }, roller).state;
    expect(state.phase).toBe("singing");
    expect(currentActor(state)).toBe("b");
    expect(violationCode(() => step(state, { type: "sing", singerId: "b1", targetId: "b2" }, roller))).toBe(
      "PreciousMoments.Rule.TargetNotOpponent",
    );
    state = step(state, { type: "sing", singerId: "b1", targetId: "a1" }, roller).state; // 12 > 6: fails
    expect(currentActor(state)).toBe("a");
    state = step(state, { type: "pass", figureId: "a1" }, roller).state;
    expect(currentActor(state)).toBe("b");
    expect(violationCode(() => step(state, { type: "sing", singerId: "b1", targetId: "a2" }, roller))).toBe(
      "PreciousMoments.Rule.AlreadyActed",
    );
    state = step(state, { type: "pass", figureId: "b2" }, roller).state;
    expect(currentActor(state)).toBe("a");
    state = step(state, { type: "pass", figureId: "a2" }, roller).state;
    expect(state.phase).toBe("initiative");
    expect(state.round).toBe(2);
    expect(state.figures.filter((f) => hasActed(state, f))).toEqual([]);
  });

  it("DECISIONS: Line of sight: a wall or any other figure, friend or foe, on the centre line blocks the song", () => {
    const base = gameAt(
      [["a1", { x: 10, y: 10 }], ["a2", { x: 10, y: 20 }]],
      [["b1", { x: 10, y: 30 }], ["b2", { x: 30, y: 10 }]],
      { walls: [{ a: { x: 20, y: 5 }, b: { x: 20, y: 15 } }] },
    );
    let state = step(base, { type: "rollInitiative" }, new ScriptedRoller([6, 6, 1, 1])).state;
    for (const id of ["b1", "a1", "b2", "a2"]) state = step(state, { type: "pass", figureId: id }, new ScriptedRoller([])).state;
    expect(currentActor(state)).toBe("a");
    const none = new ScriptedRoller([]);
    expect(violationCode(() => step(state, { type: "sing", singerId: "a1", targetId: "b1" }, none))).toBe(
      "PreciousMoments.Rule.LineOfSightFigure",
    ); // a2, a friend, stands between
    expect(violationCode(() => step(state, { type: "sing", singerId: "a1", targetId: "b2" }, none))).toBe(
      "PreciousMoments.Rule.LineOfSightWall",
    );
    expect(legalActions(state).filter((o) => o.type === "sing")).toEqual([{ type: "sing", singerId: "a2", targetId: "b1" }]);
  });

  it("DECISIONS: Singing roll: 2d6 <= Cuteness succeeds; target 2d6 <= Piety is spared; otherwise 2d6 Humiliation", () => {
    let state = gameAt([["a1", { x: 10, y: 10 }, { cuteness: 6 }]], [["b1", { x: 10, y: 20 }, { piety: 4, startingValue: 30 }]]);
    state = step(state, { type: "rollInitiative" }, new ScriptedRoller([6, 6, 1, 1])).state;
    state = step(state, { type: "pass", figureId: "b1" }, new ScriptedRoller([])).state;
    state = step(state, { type: "pass", figureId: "a1" }, new ScriptedRoller([])).state;
    const sing = (dice: number[]) => step(state, { type: "sing", singerId: "a1", targetId: "b1" }, new ScriptedRoller(dice)).events[0];
    expect(sing([3, 3, 2, 3, 1, 3])).toMatchObject({ success: true, singTotal: 6, spiritTotal: 5, spared: false, humiliation: 4, valueAfter: 26 });
    expect(sing([3, 4])).toMatchObject({ success: false, humiliation: 0, valueAfter: 30 });
    expect(sing([1, 1, 2, 2])).toMatchObject({ success: true, spiritTotal: 4, spared: true, humiliation: 0, valueAfter: 30 });
    expect(sing([1, 1, 2, 3, 6, 6])).toMatchObject({ success: true, spared: false, humiliationRoll: [6, 6], humiliation: 12, valueAfter: 18 });
  });

  it("DECISIONS: Heaven: at 0 Value or less the figure is out at once and can no longer act", () => {
    let state = gameAt(
      [["a1", { x: 10, y: 10 }, { cuteness: 10 }]],
      [["b1", { x: 10, y: 20 }, { piety: 0, startingValue: 5 }], ["b2", { x: 30, y: 20 }]],
    );
    state = step(state, { type: "rollInitiative" }, new ScriptedRoller([6, 6, 1, 1])).state;
    for (const id of ["b1", "a1", "b2"]) state = step(state, { type: "pass", figureId: id }, new ScriptedRoller([])).state;
    const { state: after, events } = step(state, { type: "sing", singerId: "a1", targetId: "b1" }, new ScriptedRoller([1, 1, 2, 2, 2, 3]));
    expect(events.map((e) => e.type)).toEqual(["aria", "wentToHeaven"]);
    const b1 = after.figures.find((f) => f.id === "b1");
    expect(b1).toMatchObject({ value: 0, inHeaven: true });
    expect(currentActor(after)).toBe("b");
    expect(violationCode(() => step(after, { type: "sing", singerId: "b1", targetId: "a1" }, new ScriptedRoller([])))).toBe(
      "PreciousMoments.Rule.InHeaven",
    );
    expect(legalActions(after).map((o) => o.type === "pass" && o.figureId)).toContain("b2");
    expect(legalActions(after).some((o) => "figureId" in o && o.figureId === "b1")).toBe(false);
  });

  it("DECISIONS: Outcome: a side with no figures in play loses", () => {
    let state = gameAt([["a1", { x: 10, y: 10 }, { cuteness: 10 }]], [["b1", { x: 10, y: 20 }, { piety: 0, startingValue: 3 }]]);
    state = step(state, { type: "rollInitiative" }, new ScriptedRoller([6, 6, 1, 1])).state;
    for (const id of ["b1", "a1"]) state = step(state, { type: "pass", figureId: id }, new ScriptedRoller([])).state;
    const { state: over, events } = step(state, { type: "sing", singerId: "a1", targetId: "b1" }, new ScriptedRoller([1, 1, 2, 2, 1, 2]));
    expect(over.phase).toBe("over");
    expect(over.outcome).toEqual({ kind: "lastChoirStanding", winner: "a", loser: "b" });
    expect(events.at(-1)).toEqual({ type: "gameOver", outcome: { kind: "lastChoirStanding", winner: "a", loser: "b" } });
  });

  it("DECISIONS: Outcome: a called game (round limit, default none) goes to the greater total current Value; equal is a draw", () => {
    expect(gameAt([["a1", { x: 1, y: 1 }]], [["b1", { x: 5, y: 5 }]]).roundLimit).toBeNull();
    const build = (aValue: number, bValue: number) =>
      gameAt(
        [["a1", { x: 10, y: 10 }, { startingValue: 50, value: aValue }], ["a2", { x: 40, y: 10 }, { startingValue: 1, value: 1 }]],
        [["b1", { x: 10, y: 40 }, { startingValue: 10, value: bValue }]],
        { roundLimit: 1 },
      );
    const playRound = (state: PmState) => {
      let s = step(state, { type: "rollInitiative" }, new ScriptedRoller([6, 6, 1, 1])).state;
      for (const id of ["b1", "a1", "a2", "a1", "b1", "a2"]) s = step(s, { type: "pass", figureId: id }, new ScriptedRoller([])).state;
      return s;
    };
    // Current Value counts, not starting Value: 9 + 1 against 10 is a draw even though Angels started with 51.
    expect(playRound(build(9, 10)).outcome).toEqual({ kind: "called", winner: null, totals: { a: 10, b: 10 } });
    expect(playRound(build(10, 10)).outcome).toEqual({ kind: "called", winner: "a", totals: { a: 11, b: 10 } });
    expect(playRound(build(8, 10)).outcome).toEqual({ kind: "called", winner: "b", totals: { a: 9, b: 10 } });
    const called = step(build(3, 10), { type: "callGame" }, new ScriptedRoller([]));
    expect(called.state.outcome).toEqual({ kind: "called", winner: "b", totals: { a: 4, b: 10 } });
    expect(called.events).toEqual([{ type: "gameOver", outcome: { kind: "called", winner: "b", totals: { a: 4, b: 10 } } }]);
  });
});

describe("set-up validation", () => {
  it("rejects empty choirs, repeated ids, bad tables and bad options", () => {
    const code = (patch: Partial<PmSetup>) => violationCode(() => createGame({ ...setup, ...patch }));
    expect(code({ sides: { ...setup.sides, b: { name: "Cherubs", figures: [] } } })).toBe("PreciousMoments.Rule.EmptyChoir");
    expect(code({ sides: { ...setup.sides, b: { name: "Cherubs", figures: [card("a1")] } } })).toBe("PreciousMoments.Rule.DuplicateFigure");
    expect(code({ table: { width: 0, height: 10 } })).toBe("PreciousMoments.Rule.TableSize");
    expect(code({ roundLimit: 0 })).toBe("PreciousMoments.Rule.SetupNumber");
    expect(code({ obstacleCount: -1 })).toBe("PreciousMoments.Rule.SetupNumber");
    expect(code({ startWithRounds: true })).toBe("PreciousMoments.Rule.UnplacedFigure");
    expect(code({ sides: { ...setup.sides, b: { name: "Cherubs", figures: [card("b9", { value: 0 })] } } })).toBe(
      "PreciousMoments.Rule.EmptyChoir",
    );
  });

  it("does not mutate the setup it is given", () => {
    const frozen = deepFreeze(structuredClone(setup));
    const state = createGame(frozen);
    expect(frozen).toEqual(setup);
    state.figures[0]!.value = 1;
    expect(frozen.sides.a.figures[0]).not.toHaveProperty("value");
  });
});
