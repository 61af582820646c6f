import { describe, expect, it } from "vitest";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { activeFigure, legalMoves, targetsFor } from "../../../src/rules/knight-fight/legal";
import { checkForce, KF_DEFAULT_BUDGET, KF_DEFAULT_POOL } from "../../../src/rules/knight-fight/force";
import { createGame } from "../../../src/rules/knight-fight/setup";
import { decideOutcome } from "../../../src/rules/knight-fight/outcome";
import { figureCost, KF_CLASSES, validateFigure } from "../../../src/rules/knight-fight/figure";
import { resolveToHit, toHitTarget } from "../../../src/rules/knight-fight/to-hit";
import { resolveWager } from "../../../src/rules/knight-fight/wager";
import { step } from "../../../src/rules/knight-fight/game";
import type { KfState } from "../../../src/rules/knight-fight/state";
import { codeOf, fig, twoSides } from "./helpers";

const pool = (s: KfState, side: string) => s.sides.find((x) => x.id === side)?.pool;
const figure = (s: KfState, id: string) => s.figures.find((f) => f.id === id);

/** Start a game and give the first figure `ap` action points with a 6-dice wager declaring 1. */
function firstActivation(state: KfState, ap: number, roller = new ScriptedRoller([])): KfState {
  const dice = [...Array.from({ length: ap }, () => 6), ...Array.from({ length: 6 - ap }, () => 1)];
  const started = step(state, { type: "start" }, roller).state;
  return step(started, { type: "wager", take: 6, declare: 1 }, new ScriptedRoller(dice)).state;
}

describe("Knight Fight DECISIONS", () => {
  it("DECISIONS: Figures: Speed, Combat, Defence are whole numbers >= 1, cost is their sum, classes are Fighter/Thrower/Shooter (duellist = Thrower)", () => {
    expect(figureCost({ speed: 4, combat: 7, defence: 9 })).toBe(20);
    expect(codeOf(() => validateFigure({ speed: 0, combat: 1, defence: 1, cls: "fighter" }))).toBe("KnightFight.Rule.StatWhole");
    expect(codeOf(() => validateFigure({ speed: 1, combat: 1.5, defence: 1, cls: "fighter" }))).toBe("KnightFight.Rule.StatWhole");
    expect(KF_CLASSES).toEqual(["fighter", "thrower", "shooter"]);
    expect(KF_CLASSES).not.toContain("duellist");
  });

  it("DECISIONS: Force: 1-3 figures costing at most 300 (setting); each side's pool starts at 30 (setting) and belongs to the side", () => {
    expect(KF_DEFAULT_BUDGET).toBe(300);
    expect(KF_DEFAULT_POOL).toBe(30);
    const stats = { speed: 100, combat: 100, defence: 100, cls: "fighter" as const };
    expect(checkForce([stats]).every((c) => c.ok)).toBe(true);
    expect(checkForce([{ ...stats, speed: 101 }]).map((c) => c.ok)).toEqual([true, false]);
    expect(checkForce([{ ...stats, speed: 101 }], 301).map((c) => c.ok)).toEqual([true, true]);
    expect(checkForce([]).map((c) => c.ok)).toEqual([false, true]);
    // A hit on either B figure comes out of the one B pool.
    const setup = twoSides(
      [fig("a1", { speed: 9, cls: "shooter", combat: 20, position: { i: 0, j: 0 } })],
      [fig("b1", { position: { i: 0, j: 2 } }), fig("b2", { position: { i: 2, j: 0 } })],
    );
    let state = firstActivation(createGame(setup), 2);
    expect(pool(state, "B")).toBe(30);
    state = step(state, { type: "attack", targetId: "b1" }, new ScriptedRoller([6])).state;
    expect(pool(state, "B")).toBe(29);
    state = step(state, { type: "attack", targetId: "b2" }, new ScriptedRoller([6, 1, 1])).state;
    expect(pool(state, "B")).toBe(28);
  });

  it("DECISIONS: Board: a hex holds at most one figure; terrain hexes block entry", () => {
    const setup = twoSides([fig("a1", { speed: 9, position: { i: 0, j: 0 } })], [fig("b1", { position: { i: 0, j: 1 } })], {
      board: { orientation: { columns: false, even: false }, columns: 7, rows: 5, blocked: [{ i: 1, j: 0 }] },
    });
    const state = firstActivation(createGame(setup), 3);
    expect(legalMoves(state)).toEqual([]);
    expect(codeOf(() => step(state, { type: "move", to: { i: 0, j: 1 } }, new ScriptedRoller([])))).toBe("KnightFight.Rule.HexOccupied");
    expect(codeOf(() => step(state, { type: "move", to: { i: 1, j: 0 } }, new ScriptedRoller([])))).toBe("KnightFight.Rule.HexBlocked");
  });

  it("DECISIONS: Turn order: each figure once a turn, fastest first, ties ordered by dice when reached, then every side adds 2d6 with no cap", () => {
    const setup = twoSides(
      [fig("a1", { speed: 2, position: { i: 0, j: 0 } }), fig("a2", { speed: 7, position: { i: 4, j: 0 } })],
      [fig("b1", { speed: 2, position: { i: 0, j: 6 } })],
    );
    // Each activation: one die showing 1 (no AP), so it ends at once.
    const roller = new ScriptedRoller([1, 2, 1, 1, 6, 6, 5, 5]);
    let state = step(createGame(setup), { type: "start" }, roller).state;
    const order: string[] = [];
    const events = [];
    for (let k = 0; k < 3; k++) {
      order.push(activeFigure(state)?.id ?? "?");
      const r = step(state, { type: "wager", take: 1, declare: 1 }, roller);
      events.push(...r.events);
      state = r.state;
    }
    // a2 (Speed 7) first; at Speed 2 a d2 of 2 puts b1 before a1.
    expect(order).toEqual(["a2", "b1", "a1"]);
    expect(events).toContainEqual({ type: "orderRolled", speed: 2, figureIds: ["a1", "b1"], rolls: [2], order: ["b1", "a1"] });
    // Pools: A wagered and lost 2 dice (28) then +12; B lost 1 (29) then +10: above the start.
    expect(state.turn).toBe(2);
    expect(pool(state, "A")).toBe(40);
    expect(pool(state, "B")).toBe(39);
    expect(activeFigure(state)?.id).toBe("a2");
  });

  it("DECISIONS: The wager: N of 1-6 dice from the pool, declare D of 1-6, AP = dice showing 3+, D <= AP returns min(D, N), else all N are lost; AP stand either way", () => {
    expect(resolveWager(30, 5, 3, [3, 4, 1, 2, 6])).toEqual({ actionPoints: 3, returned: 3, discarded: 2, pool: 28 });
    expect(resolveWager(30, 5, 4, [3, 4, 1, 2, 6])).toEqual({ actionPoints: 3, returned: 0, discarded: 5, pool: 25 });
    expect(codeOf(() => resolveWager(3, 4, 1, [3, 3, 3, 3]))).toBe("KnightFight.Rule.WagerTake");
    expect(codeOf(() => resolveWager(30, 1, 7, [3]))).toBe("KnightFight.Rule.WagerDeclare");
  });

  it("DECISIONS: Actions: move, attack and protect cost 1 AP each in any order, repeatable; unspent AP are lost on ending", () => {
    const setup = twoSides([fig("a1", { speed: 9, combat: 20, position: { i: 0, j: 0 } })], [fig("b1", { position: { i: 0, j: 2 } })]);
    let state = firstActivation(createGame(setup), 5);
    state = { ...state, figures: state.figures.map((f) => (f.id === "a1" ? { ...f, danger: 2 } : f)) };
    state = step(state, { type: "protect" }, new ScriptedRoller([])).state;
    state = step(state, { type: "move", to: { i: 0, j: 1 } }, new ScriptedRoller([])).state;
    state = step(state, { type: "attack", targetId: "b1" }, new ScriptedRoller([1])).state;
    state = step(state, { type: "attack", targetId: "b1" }, new ScriptedRoller([1])).state;
    expect(state.actionPoints).toBe(1);
    expect(figure(state, "a1")?.danger).toBe(1);
    const r = step(state, { type: "endActivation" }, new ScriptedRoller([6]));
    expect(r.events).toContainEqual({ type: "activationEnded", figureId: "a1", unspentActionPoints: 1 });
  });

  it("DECISIONS: Targets: Fighter adjacent only; Shooter closest / closest not next to a friend / closest unobscured, ties all offered; Thrower also within 3; terrain alone never blocks", () => {
    const setup = twoSides(
      [
        fig("f", { cls: "fighter", position: { i: 0, j: 0 } }),
        fig("s", { cls: "shooter", position: { i: 2, j: 2 } }),
        fig("t", { cls: "thrower", position: { i: 4, j: 6 } }),
      ],
      [fig("e1", { position: { i: 0, j: 1 } }), fig("e2", { position: { i: 2, j: 4 } }), fig("e4", { position: { i: 4, j: 4 } })],
      { board: { orientation: { columns: false, even: false }, columns: 7, rows: 5, blocked: [{ i: 2, j: 3 }] } },
    );
    const state = createGame(setup);
    expect(targetsFor(state, "f").legal).toEqual(["e1"]);
    const s = targetsFor(state, "s");
    // e1 and e2 tie at 2 hexes from the shooter; e1 stands next to the friendly fighter; the
    // terrain hex (2,3) lies between the shooter and e2; e4 is 3 hexes away.
    expect(s.byOption.closest).toEqual(["e1", "e2"]);
    expect(s.byOption.closestUnengaged).toEqual(["e2"]);
    expect(s.byOption.closestUnobscured).toEqual(["e1"]);
    // The obscured e2 is still a legal target through options (a) and (b).
    expect(s.legal).toEqual(["e1", "e2"]);
    // The thrower at (4,6): e4 is 2 hexes away, e2 3, e1 7.
    expect(targetsFor(state, "t").byOption.closest).toEqual(["e4"]);
    expect(targetsFor(state, "t").legal).toEqual(["e4"]);
    // Moved to (4,0), the thrower's closest enemy is e4 at 4 hexes: nothing in reach.
    const far: KfState = { ...state, figures: state.figures.map((x) => (x.id === "t" ? { ...x, position: { i: 4, j: 0 } } : x)) };
    expect(targetsFor(far, "t").legal).toEqual([]);
  });

  it("DECISIONS: To hit: 2+ / 3+ / 4+ / 5+ / 6+ by Combat against Defence; Fighter +1, Shooter -1; natural 1 fails, natural 6 hits", () => {
    expect([toHitTarget(8, 4), toHitTarget(7, 4), toHitTarget(4, 4), toHitTarget(3, 4), toHitTarget(2, 4)]).toEqual([2, 3, 4, 5, 6]);
    expect(resolveToHit(4, 4, "fighter", 3).hit).toBe(true);
    expect(resolveToHit(4, 4, "thrower", 3).hit).toBe(false);
    expect(resolveToHit(4, 4, "shooter", 4).hit).toBe(false);
    expect(resolveToHit(99, 1, "fighter", 1).hit).toBe(false);
    expect(resolveToHit(1, 99, "shooter", 6).hit).toBe(true);
  });

  it("DECISIONS: A hit: the defender's side loses 1 die (never below 0) and the defender gains 1 danger", () => {
    const setup = twoSides([fig("a1", { speed: 9, combat: 20, position: { i: 0, j: 0 } })], [fig("b1", { position: { i: 0, j: 1 } })]);
    const base = createGame(setup);
    const state = firstActivation({ ...base, sides: base.sides.map((s) => (s.id === "B" ? { ...s, pool: 1 } : s)) }, 3);
    const r = step(state, { type: "attack", targetId: "b1" }, new ScriptedRoller([4]));
    expect(r.events).toContainEqual({ type: "poolChanged", side: "B", before: 1, after: 0, reason: "hit", dice: [] });
    expect(r.events).toContainEqual({ type: "dangerChanged", figureId: "b1", before: 0, after: 1, reason: "hit" });
  });

  it("DECISIONS: End of activation: d6 <= danger kills and costs a further d6 dice (never below 0); otherwise all danger goes; others keep theirs", () => {
    const setup = twoSides(
      [fig("a1", { speed: 9, position: { i: 0, j: 0 } }), fig("a2", { speed: 1, position: { i: 4, j: 0 } })],
      [fig("b1", { speed: 5, position: { i: 0, j: 6 } })],
    );
    const base = firstActivation(createGame(setup), 1);
    const withDanger = (s: KfState, a1: number, pool: number): KfState => ({
      ...s,
      sides: s.sides.map((x) => (x.id === "A" ? { ...x, pool } : x)),
      figures: s.figures.map((f) => (f.id === "a1" ? { ...f, danger: a1 } : f.id === "a2" ? { ...f, danger: 1 } : f)),
    });
    // Roll 3 against 3 danger: killed, then a d6 of 5 takes the pool of 2 down to 0, not -3.
    const killed = step(withDanger(base, 3, 2), { type: "endActivation" }, new ScriptedRoller([3, 5]));
    expect(killed.events.slice(0, 3)).toEqual([
      { type: "dangerCheck", figureId: "a1", danger: 3, roll: 3, killed: true },
      { type: "figureKilled", figureId: "a1", side: "A" },
      { type: "poolChanged", side: "A", before: 2, after: 0, reason: "death", dice: [5] },
    ]);
    expect(figure(killed.state, "a1")?.alive).toBe(false);
    // Roll 4 against 3 danger: survives, all danger removed; a2 keeps its token.
    const survived = step(withDanger(base, 3, 20), { type: "endActivation" }, new ScriptedRoller([4]));
    expect(survived.events.slice(0, 2)).toEqual([
      { type: "dangerCheck", figureId: "a1", danger: 3, roll: 4, killed: false },
      { type: "dangerChanged", figureId: "a1", before: 3, after: 0, reason: "survived" },
    ]);
    expect(figure(survived.state, "a2")?.danger).toBe(1);
    expect(pool(survived.state, "A")).toBe(20);
    // No danger: no roll at all.
    const calm = step(base, { type: "endActivation" }, new ScriptedRoller([]));
    expect(calm.events.map((e) => e.type)).toEqual(["activationEnded", "activationStarted"]);
  });

  it("DECISIONS: Game end: a pool at 0 after the wager's return loses at once; all figures dead loses; both at once is a draw", () => {
    const setup = twoSides([fig("a1", { speed: 9, position: { i: 0, j: 0 } })], [fig("b1", { position: { i: 0, j: 6 } })], { startingPool: 2 });
    const started = step(createGame(setup), { type: "start" }, new ScriptedRoller([])).state;
    // Two dice in, declared 1, only one 3+: one die back, pool 1, game on.
    const kept = step(started, { type: "wager", take: 2, declare: 1 }, new ScriptedRoller([5, 1]));
    expect(kept.state.phase).toBe("actions");
    expect(pool(kept.state, "A")).toBe(1);
    // Declared 2 and missed: pool 0 after the return, the game ends inside the wager.
    const emptied = step(started, { type: "wager", take: 2, declare: 2 }, new ScriptedRoller([5, 1]));
    expect(emptied.state.outcome).toEqual({ kind: "win", winner: "B", loser: "A", reasons: ["poolEmpty"] });
    expect(emptied.events.at(-1)).toEqual({ type: "gameOver", outcome: { kind: "win", winner: "B", loser: "A", reasons: ["poolEmpty"] } });
    expect(emptied.state.actionPoints).toBe(0);
    // All dead on both sides at once: a draw.
    const empty = createGame({ ...twoSides([], []), forceCheck: "off" });
    const drawn = step(empty, { type: "start" }, new ScriptedRoller([]));
    expect(drawn.state.outcome).toEqual({ kind: "draw", reason: "bothLost" });
    const bothDry: KfState = { ...started, sides: started.sides.map((s) => ({ ...s, pool: 0 })) };
    expect(decideOutcome(bothDry)).toEqual({ kind: "draw", reason: "bothLost" });
  });
});
