import { describe, expect, it } from "vitest";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { activeFigure, activeSide, legalActions, legalMoves, targetsFor, targetsNow } from "../../../src/rules/knight-fight/legal";
import { callGame, step } from "../../../src/rules/knight-fight/game";
import { createGame } from "../../../src/rules/knight-fight/setup";
import type { KfAction } from "../../../src/rules/knight-fight/actions";
import type { KfEvent } from "../../../src/rules/knight-fight/events";
import type { KfState } from "../../../src/rules/knight-fight/state";
import { codeOf, deepFreeze, fig, twoSides } from "./helpers";

/** Applies actions in order, checking each step leaves its (frozen) input alone. */
function play(state: KfState, actions: KfAction[], roller: ScriptedRoller): { state: KfState; events: KfEvent[] } {
  const events: KfEvent[] = [];
  let current = state;
  for (const action of actions) {
    const before = structuredClone(current);
    const result = step(deepFreeze(current), action, roller);
    expect(current).toEqual(before);
    events.push(...result.events);
    current = result.state;
  }
  return { state: current, events };
}

const pools = (s: KfState) => s.sides.map((side) => side.pool);

describe("createGame", () => {
  it("builds the state from the set-up, before the first turn", () => {
    const state = createGame(twoSides([fig("a1", { position: { i: 0, j: 0 } })], [fig("b1", { position: { i: 0, j: 3 } })]));
    expect(state.phase).toBe("ready");
    expect(state.turn).toBe(0);
    expect(pools(state)).toEqual([30, 30]);
    expect(state.figures.map((f) => [f.id, f.side, f.danger, f.alive])).toEqual([
      ["a1", "A", 0, true],
      ["b1", "B", 0, true],
    ]);
    expect(legalActions(state)).toEqual([{ type: "start" }]);
    expect(state.warnings).toEqual([]);
  });

  it("takes the starting pool setting and a per-side override", () => {
    const setup = twoSides([fig("a1")], [fig("b1", { position: { i: 0, j: 3 } })], { startingPool: 12 });
    const state = createGame({ ...setup, sides: [setup.sides[0]!, { ...setup.sides[1]!, pool: 20 }] });
    expect(pools(state)).toEqual([12, 20]);
  });

  it("warns about an over-budget force by default, throws when enforced, ignores when off", () => {
    const big = fig("a1", { speed: 100, combat: 100, defence: 101 });
    const setup = twoSides([big], [fig("b1", { position: { i: 0, j: 3 } })]);
    const warned = createGame(setup);
    expect(warned.warnings.map((w) => w.code)).toEqual(["KnightFight.Rule.ForceBudget"]);
    expect(warned.warnings[0]?.data).toEqual({ cost: 301, budget: 300, side: "A" });
    expect(codeOf(() => createGame({ ...setup, forceCheck: "enforce" }))).toBe("KnightFight.Rule.ForceBudget");
    expect(createGame({ ...setup, forceCheck: "off" }).warnings).toEqual([]);
    expect(createGame({ ...setup, budget: 301 }).warnings).toEqual([]);
  });

  it("refuses broken set-ups", () => {
    const b = [fig("b1", { position: { i: 0, j: 3 } })];
    expect(codeOf(() => createGame(twoSides([fig("a1", { position: { i: 5, j: 0 } })], b)))).toBe("KnightFight.Rule.OffBoard");
    expect(codeOf(() => createGame(twoSides([fig("a1", { position: { i: 0, j: 3 } })], b)))).toBe("KnightFight.Rule.HexOccupied");
    expect(codeOf(() => createGame(twoSides([fig("b1")], b)))).toBe("KnightFight.Rule.DuplicateId");
    expect(codeOf(() => createGame(twoSides([fig("a1", { speed: 0 })], b)))).toBe("KnightFight.Rule.StatWhole");
    const blocked = twoSides([fig("a1")], b);
    expect(codeOf(() => createGame({ ...blocked, board: { ...blocked.board, blocked: [{ i: 0, j: 0 }] } }))).toBe("KnightFight.Rule.HexBlocked");
    expect(codeOf(() => createGame({ ...blocked, sides: [blocked.sides[0]!] }))).toBe("KnightFight.Rule.SideCount");
    expect(codeOf(() => createGame({ ...blocked, board: { ...blocked.board, rows: 0 } }))).toBe("KnightFight.Rule.BoardSize");
  });

  it("does not keep references to the set-up", () => {
    const setup = twoSides([fig("a1")], [fig("b1", { position: { i: 0, j: 3 } })]);
    const state = createGame(setup);
    state.figures[0]!.position.i = 4;
    expect(setup.sides[0]!.figures[0]!.position).toEqual({ i: 0, j: 0 });
  });
});

describe("a whole scripted game", () => {
  // a1: fighter, fast; b1: shooter, slow. Equal Combat and Defence all round: 4+ to hit.
  const setup = twoSides(
    [fig("a1", { speed: 5, combat: 10, defence: 5, cls: "fighter", position: { i: 0, j: 0 } })],
    [fig("b1", { speed: 3, combat: 5, defence: 10, cls: "shooter", position: { i: 0, j: 3 } })],
  );

  it("plays two turns to a kill and the result", () => {
    const roller = new ScriptedRoller([
      3, 1, 6, // a1 wager: 2 AP
      4, 5, // b1 wager: 2 AP
      5, // b1 attack: 5 - 1 = 4, hit
      1, // b1 attack: natural 1, miss
      3, 4, // A refills
      6, 6, // B refills
      3, // a1 wager: 1 AP
      3, // a1 attack: 3 + 1 = 4, hit
      1, // a1 danger check: 1 <= 1 danger, killed
      4, // A loses a further 4 dice
    ]);
    let state = createGame(setup);

    let r = play(state, [{ type: "start" }], roller);
    state = r.state;
    expect(r.events).toEqual([
      { type: "turnStarted", turn: 1 },
      { type: "activationStarted", figureId: "a1", side: "A", turn: 1 },
    ]);
    expect(activeFigure(state)?.id).toBe("a1");
    expect(activeSide(state)?.id).toBe("A");
    expect(legalActions(state)).toHaveLength(36);

    r = play(state, [{ type: "wager", take: 3, declare: 2 }], roller);
    state = r.state;
    expect(r.events).toEqual([
      { type: "wagered", figureId: "a1", side: "A", take: 3, declare: 2, dice: [3, 1, 6], actionPoints: 2, returned: 2, discarded: 1, poolBefore: 30, poolAfter: 29 },
      { type: "poolChanged", side: "A", before: 30, after: 29, reason: "wager", dice: [3, 1, 6] },
    ]);
    expect(state.phase).toBe("actions");
    expect(state.actionPoints).toBe(2);
    expect(targetsFor(state, "a1").legal).toEqual([]);

    r = play(state, [{ type: "move", to: { i: 0, j: 1 } }, { type: "move", to: { i: 0, j: 2 } }], roller);
    state = r.state;
    expect(r.events).toEqual([
      { type: "moved", figureId: "a1", from: { i: 0, j: 0 }, to: { i: 0, j: 1 }, actionPointsLeft: 1 },
      { type: "moved", figureId: "a1", from: { i: 0, j: 1 }, to: { i: 0, j: 2 }, actionPointsLeft: 0 },
      { type: "activationEnded", figureId: "a1", unspentActionPoints: 0 },
      { type: "activationStarted", figureId: "b1", side: "B", turn: 1 },
    ]);

    r = play(state, [{ type: "wager", take: 2, declare: 2 }, { type: "attack", targetId: "a1" }, { type: "attack", targetId: "a1" }], roller);
    state = r.state;
    expect(r.events).toEqual([
      { type: "wagered", figureId: "b1", side: "B", take: 2, declare: 2, dice: [4, 5], actionPoints: 2, returned: 2, discarded: 0, poolBefore: 30, poolAfter: 30 },
      { type: "poolChanged", side: "B", before: 30, after: 30, reason: "wager", dice: [4, 5] },
      { type: "attacked", attackerId: "b1", defenderId: "a1", options: ["closest", "closestUnengaged", "closestUnobscured"], natural: 5, modifier: -1, modified: 4, target: 4, hit: true, actionPointsLeft: 1 },
      { type: "poolChanged", side: "A", before: 29, after: 28, reason: "hit", dice: [] },
      { type: "dangerChanged", figureId: "a1", before: 0, after: 1, reason: "hit" },
      { type: "attacked", attackerId: "b1", defenderId: "a1", options: ["closest", "closestUnengaged", "closestUnobscured"], natural: 1, modifier: -1, modified: 0, target: 4, hit: false, actionPointsLeft: 0 },
      { type: "activationEnded", figureId: "b1", unspentActionPoints: 0 },
      { type: "turnEnded", turn: 1 },
      { type: "poolChanged", side: "A", before: 28, after: 35, reason: "refill", dice: [3, 4] },
      { type: "poolChanged", side: "B", before: 30, after: 42, reason: "refill", dice: [6, 6] },
      { type: "turnStarted", turn: 2 },
      { type: "activationStarted", figureId: "a1", side: "A", turn: 2 },
    ]);
    expect(state.figures.find((f) => f.id === "a1")?.danger).toBe(1);

    r = play(state, [{ type: "wager", take: 1, declare: 1 }, { type: "attack", targetId: "b1" }], roller);
    state = r.state;
    expect(r.events).toEqual([
      { type: "wagered", figureId: "a1", side: "A", take: 1, declare: 1, dice: [3], actionPoints: 1, returned: 1, discarded: 0, poolBefore: 35, poolAfter: 35 },
      { type: "poolChanged", side: "A", before: 35, after: 35, reason: "wager", dice: [3] },
      { type: "attacked", attackerId: "a1", defenderId: "b1", options: ["adjacent"], natural: 3, modifier: 1, modified: 4, target: 4, hit: true, actionPointsLeft: 0 },
      { type: "poolChanged", side: "B", before: 42, after: 41, reason: "hit", dice: [] },
      { type: "dangerChanged", figureId: "b1", before: 0, after: 1, reason: "hit" },
      { type: "dangerCheck", figureId: "a1", danger: 1, roll: 1, killed: true },
      { type: "figureKilled", figureId: "a1", side: "A" },
      { type: "poolChanged", side: "A", before: 35, after: 31, reason: "death", dice: [4] },
      { type: "activationEnded", figureId: "a1", unspentActionPoints: 0 },
      { type: "gameOver", outcome: { kind: "win", winner: "B", loser: "A", reasons: ["allDead"] } },
    ]);
    expect(state.phase).toBe("over");
    expect(state.outcome).toEqual({ kind: "win", winner: "B", loser: "A", reasons: ["allDead"] });
    expect(pools(state)).toEqual([31, 41]);
    expect(legalActions(state)).toEqual([]);
    expect(roller.remaining).toBe(0);
    expect(codeOf(() => step(state, { type: "endActivation" }, roller))).toBe("KnightFight.Rule.GameOver");
  });
});

/** A game already in its action phase with `ap` action points for the first figure. */
function inActions(setupFigures: Parameters<typeof twoSides>, ap: number, extraDice: number[] = []) {
  const dice = [...Array.from({ length: ap }, () => 6), ...Array.from({ length: 6 - ap }, () => 1)];
  const roller = new ScriptedRoller([...dice, ...extraDice]);
  let state = step(createGame(twoSides(...setupFigures)), { type: "start" }, roller).state;
  state = step(state, { type: "wager", take: 6, declare: 1 }, roller).state;
  return { state, roller };
}

describe("actions", () => {
  const scene: Parameters<typeof twoSides> = [
    [fig("a1", { speed: 5, position: { i: 1, j: 1 } }), fig("a2", { speed: 1, position: { i: 1, j: 2 } })],
    [fig("b1", { speed: 2, position: { i: 0, j: 1 } }), fig("b2", { speed: 2, position: { i: 4, j: 6 } })],
  ];

  it("moves only to adjacent, empty, unblocked hexes on the board", () => {
    const { state } = inActions(scene, 3);
    const blockedState: KfState = { ...state, board: { ...state.board, blocked: [{ i: 2, j: 1 }] } };
    expect(legalMoves(blockedState)).toEqual([{ i: 0, j: 2 }, { i: 2, j: 2 }, { i: 1, j: 0 }]);
    const roller = new ScriptedRoller([]);
    expect(codeOf(() => step(blockedState, { type: "move", to: { i: 1, j: 2 } }, roller))).toBe("KnightFight.Rule.HexOccupied");
    expect(codeOf(() => step(blockedState, { type: "move", to: { i: 2, j: 1 } }, roller))).toBe("KnightFight.Rule.HexBlocked");
    expect(codeOf(() => step(blockedState, { type: "move", to: { i: 3, j: 1 } }, roller))).toBe("KnightFight.Rule.MoveNotAdjacent");
    expect(codeOf(() => step(blockedState, { type: "move", to: { i: -1, j: 1 } }, roller))).toBe("KnightFight.Rule.OffBoard");
  });

  it("a warned movement check lets the move through with a warning; the board edge always holds", () => {
    const { state } = inActions(scene, 3);
    const r = step(state, { type: "move", to: { i: 1, j: 2 } }, new ScriptedRoller([]), { checks: { movement: "warn" } });
    expect(r.events[0]).toMatchObject({ type: "ruleWarning", code: "KnightFight.Rule.HexOccupied" });
    expect(r.state.figures.find((f) => f.id === "a1")?.position).toEqual({ i: 1, j: 2 });
    const off = step(state, { type: "move", to: { i: 3, j: 1 } }, new ScriptedRoller([]), { checks: { movement: "off" } });
    expect(off.events.map((e) => e.type)).toEqual(["moved"]);
    expect(codeOf(() => step(state, { type: "move", to: { i: 9, j: 1 } }, new ScriptedRoller([]), { checks: { movement: "off" } }))).toBe("KnightFight.Rule.OffBoard");
  });

  it("attacks only legal targets; a warned targeting check lets an enemy through, never a friend", () => {
    const { state } = inActions(scene, 3);
    expect(targetsFor(state, "a1").legal).toEqual(["b1"]);
    expect(targetsNow(state).legal).toEqual(["b1"]);
    expect(targetsNow(createGame(twoSides(...scene))).legal).toEqual([]);
    expect(codeOf(() => step(state, { type: "attack", targetId: "b2" }, new ScriptedRoller([6])))).toBe("KnightFight.Rule.IllegalTarget");
    expect(codeOf(() => step(state, { type: "attack", targetId: "a2" }, new ScriptedRoller([6]), { checks: { targeting: "off" } }))).toBe("KnightFight.Rule.IllegalTarget");
    const r = step(state, { type: "attack", targetId: "b2" }, new ScriptedRoller([6]), { checks: { targeting: "warn" } });
    expect(r.events.map((e) => e.type)).toEqual(["ruleWarning", "attacked", "poolChanged", "dangerChanged"]);
  });

  it("protect removes one danger and needs a danger token", () => {
    const { state } = inActions(scene, 3);
    expect(codeOf(() => step(state, { type: "protect" }, new ScriptedRoller([])))).toBe("KnightFight.Rule.NoDanger");
    const endangered: KfState = { ...state, figures: state.figures.map((f) => (f.id === "a1" ? { ...f, danger: 2 } : f)) };
    const r = step(endangered, { type: "protect" }, new ScriptedRoller([]));
    expect(r.events).toEqual([
      { type: "dangerChanged", figureId: "a1", before: 2, after: 1, reason: "protect" },
      { type: "protected", figureId: "a1", actionPointsLeft: 2 },
    ]);
    expect(legalActions(r.state)).toContainEqual({ type: "protect" });
  });

  it("refuses actions out of phase and with no action points left", () => {
    const { state } = inActions(scene, 3);
    const roller = new ScriptedRoller([]);
    expect(codeOf(() => step(state, { type: "wager", take: 1, declare: 1 }, roller))).toBe("KnightFight.Rule.WrongPhase");
    expect(codeOf(() => step(state, { type: "start" }, roller))).toBe("KnightFight.Rule.WrongPhase");
    expect(codeOf(() => step({ ...state, actionPoints: 0 }, { type: "move", to: { i: 2, j: 2 } }, roller))).toBe("KnightFight.Rule.NoActionPoints");
    expect(codeOf(() => step({ ...state, actionPoints: 0 }, { type: "attack", targetId: "b1" }, roller))).toBe("KnightFight.Rule.NoActionPoints");
    const fresh = createGame(twoSides(...scene));
    expect(codeOf(() => step(fresh, { type: "endActivation" }, roller))).toBe("KnightFight.Rule.WrongPhase");
    expect(codeOf(() => step(fresh, { type: "bogus" } as unknown as KfAction, roller))).toBe("KnightFight.Rule.UnknownAction");
  });

  it("does not consume dice when a wager is refused", () => {
    const roller = new ScriptedRoller([6]);
    const started = step(createGame(twoSides(...scene)), { type: "start" }, new ScriptedRoller([1])).state;
    expect(codeOf(() => step(started, { type: "wager", take: 7, declare: 1 }, roller))).toBe("KnightFight.Rule.WagerTake");
    expect(roller.remaining).toBe(1);
  });

  it("a wager with no action points ends the activation at once", () => {
    const roller = new ScriptedRoller([1, 2, 1]);
    const started = step(createGame(twoSides(...scene)), { type: "start" }, roller).state;
    const r = step(started, { type: "wager", take: 2, declare: 1 }, roller);
    expect(r.events.map((e) => e.type)).toEqual(["wagered", "poolChanged", "activationEnded", "orderRolled", "activationStarted"]);
  });

  it("endActivation loses unspent action points", () => {
    const { state, roller } = inActions(scene, 4, [2]);
    const r = step(state, { type: "endActivation" }, roller);
    expect(r.events[0]).toEqual({ type: "activationEnded", figureId: "a1", unspentActionPoints: 4 });
    expect(r.state.actionPoints).toBe(0);
    expect(r.state.phase).toBe("wager");
  });
});

describe("turn order", () => {
  it("fastest first; a tie is put in order by dice when its Speed is reached, and recorded", () => {
    const setup = twoSides(
      [fig("a1", { speed: 9, position: { i: 0, j: 0 } }), fig("a2", { speed: 4, position: { i: 0, j: 1 } })],
      [fig("b1", { speed: 4, position: { i: 4, j: 5 } }), fig("b2", { speed: 4, position: { i: 4, j: 6 } })],
    );
    // start: a1 alone at Speed 9, no roll. Wager 1 die: a 1, no AP.
    // Speed 4 tie: [a2, b1, b2]; d3 = 3 picks b2, d2 = 1 picks a2, b1 last.
    const roller = new ScriptedRoller([1, 3, 1]);
    let state = step(createGame(setup), { type: "start" }, roller).state;
    expect(activeFigure(state)?.id).toBe("a1");
    const r = step(state, { type: "wager", take: 1, declare: 1 }, roller);
    state = r.state;
    expect(r.events).toContainEqual({ type: "orderRolled", speed: 4, figureIds: ["a2", "b1", "b2"], rolls: [3, 1], order: ["b2", "a2", "b1"] });
    expect(activeFigure(state)?.id).toBe("b2");
    expect(state.queue).toEqual(["a2", "b1"]);
    expect(state.activated).toEqual(["a1", "b2"]);
  });

  it("danger on a figure stays until it activates", () => {
    const setup = twoSides(
      [fig("a1", { speed: 5, combat: 10, cls: "thrower", position: { i: 0, j: 0 } })],
      [fig("b1", { speed: 3, position: { i: 0, j: 2 } })],
    );
    const roller = new ScriptedRoller([6, 6, 6, 6, 1, 1]);
    let state = step(createGame(setup), { type: "start" }, roller).state;
    state = step(state, { type: "wager", take: 6, declare: 1 }, roller).state;
    state = step(state, { type: "attack", targetId: "b1" }, new ScriptedRoller([6])).state;
    state = step(state, { type: "attack", targetId: "b1" }, new ScriptedRoller([6])).state;
    expect(state.figures.find((f) => f.id === "b1")?.danger).toBe(2);
    const r = step(state, { type: "endActivation" }, new ScriptedRoller([]));
    expect(r.state.figures.find((f) => f.id === "b1")?.danger).toBe(2);
    expect(activeFigure(r.state)?.id).toBe("b1");
  });
});

describe("callGame", () => {
  it("ends a running game as a called draw and leaves the input alone", () => {
    const state = deepFreeze(createGame(twoSides([fig("a1")], [fig("b1", { position: { i: 0, j: 3 } })])));
    const r = callGame(state);
    expect(r.state.outcome).toEqual({ kind: "draw", reason: "called" });
    expect(r.state.phase).toBe("over");
    expect(r.events).toEqual([{ type: "gameOver", outcome: { kind: "draw", reason: "called" } }]);
    expect(state.phase).toBe("ready");
  });
});
