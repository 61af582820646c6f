import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { callGame, step } from "../../../src/rules/knight-fight/game";
import { createGame, type KfFigureSetup, type KfSetup } from "../../../src/rules/knight-fight/setup";
import { legalActions } from "../../../src/rules/knight-fight/legal";
import { randomPolicy, runGame, simplePolicy, type KfPolicy } from "../../../src/rules/knight-fight/simulate";
import type { KfEvent } from "../../../src/rules/knight-fight/events";
import type { KfState } from "../../../src/rules/knight-fight/state";
import { deepFreeze, fig, twoSides } from "./helpers";

const cell = fc.record({ i: fc.integer({ min: 0, max: 4 }), j: fc.integer({ min: 0, max: 6 }) });
const figureArb = fc.record({
  speed: fc.integer({ min: 1, max: 6 }),
  combat: fc.integer({ min: 1, max: 12 }),
  defence: fc.integer({ min: 1, max: 12 }),
  cls: fc.constantFrom("fighter" as const, "thrower" as const, "shooter" as const),
});

/** Random legal set-ups on the 7 x 5 board: 1-3 figures a side, a few terrain hexes. */
const setupArb: fc.Arbitrary<KfSetup> = fc
  .record({
    a: fc.array(figureArb, { minLength: 1, maxLength: 3 }),
    b: fc.array(figureArb, { minLength: 1, maxLength: 3 }),
    cells: fc.uniqueArray(cell, { minLength: 10, maxLength: 10, selector: (c) => `${c.i},${c.j}` }),
    terrain: fc.integer({ min: 0, max: 4 }),
    pool: fc.integer({ min: 3, max: 30 }),
  })
  .map(({ a, b, cells, terrain, pool }) => {
    const place = (stats: (typeof a)[number], id: string, n: number): KfFigureSetup => ({ ...stats, id, name: id, position: cells[n]! });
    return twoSides(
      a.map((s, n) => place(s, `a${n}`, n)),
      b.map((s, n) => place(s, `b${n}`, 3 + n)),
      { startingPool: pool, board: { orientation: { columns: false, even: false }, columns: 7, rows: 5, blocked: cells.slice(6, 6 + terrain) } },
    );
  });

function checkInvariants(state: KfState): void {
  for (const side of state.sides) {
    expect(side.pool).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(side.pool)).toBe(true);
  }
  const live = state.figures.filter((f) => f.alive);
  expect(new Set(live.map((f) => `${f.position.i},${f.position.j}`)).size).toBe(live.length);
  for (const f of state.figures) expect(f.danger).toBeGreaterThanOrEqual(0);
  expect(state.actionPoints).toBeGreaterThanOrEqual(0);
  expect(state.actionPoints).toBeLessThanOrEqual(6);
  if (state.outcome?.kind === "win") {
    const loser = state.outcome.loser;
    const lost = state.sides.find((s) => s.id === loser)?.pool === 0 || !state.figures.some((f) => f.side === loser && f.alive);
    expect(lost).toBe(true);
  }
  if (state.phase !== "over") {
    for (const side of state.sides) expect(side.pool).toBeGreaterThan(0);
  }
}

/** The pool and danger changes the events report chain up and add to the actual change. */
function checkEventsAccount(before: KfState, events: readonly KfEvent[], after: KfState): void {
  for (const side of before.sides) {
    let pool = side.pool;
    for (const e of events) {
      if (e.type !== "poolChanged" || e.side !== side.id) continue;
      expect(e.before).toBe(pool);
      pool = e.after;
    }
    expect(after.sides.find((x) => x.id === side.id)?.pool).toBe(pool);
  }
  for (const f of before.figures) {
    let danger = f.danger;
    for (const e of events) {
      if (e.type !== "dangerChanged" || e.figureId !== f.id) continue;
      expect(e.before).toBe(danger);
      danger = e.after;
    }
    const now = after.figures.find((x) => x.id === f.id);
    if (now?.alive) expect(now.danger).toBe(danger);
  }
}

describe("random games (property)", () => {
  it("pools never go negative, inputs are never changed, and every game ends", () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 30 }), (setup, seed) => {
        const dice = new SeededRoller(seed);
        const choose = randomPolicy(new SeededRoller(seed + 1));
        let state = createGame(setup);
        let guard = 0;
        while (state.phase !== "over") {
          if (state.turn > 25) {
            state = callGame(state).state;
            break;
          }
          const legal = legalActions(state);
          expect(legal.length).toBeGreaterThan(0);
          const frozen = deepFreeze(state);
          const snapshot = structuredClone(frozen);
          const result = step(frozen, choose(frozen, legal), dice);
          state = result.state;
          expect(frozen).toEqual(snapshot);
          checkEventsAccount(frozen, result.events, state);
          checkInvariants(state);
          guard++;
          expect(guard).toBeLessThan(25 * 6 * 8 + 10);
        }
        expect(state.outcome).not.toBeNull();
      }),
      { numRuns: 40 },
    );
  });
});

describe("runGame", () => {
  const setup = twoSides(
    [fig("a1", { speed: 5, combat: 8, defence: 6, cls: "fighter", position: { i: 0, j: 0 } }), fig("a2", { speed: 3, combat: 6, defence: 4, cls: "shooter", position: { i: 1, j: 0 } })],
    [fig("b1", { speed: 4, combat: 7, defence: 7, cls: "thrower", position: { i: 4, j: 6 } }), fig("b2", { speed: 4, combat: 5, defence: 9, cls: "fighter", position: { i: 3, j: 6 } })],
  );

  it("plays simple policies to a result, the same for the same seed", () => {
    const first = runGame(setup, { A: simplePolicy, B: simplePolicy }, new SeededRoller(42), { keepEvents: true });
    const again = runGame(setup, { A: simplePolicy, B: simplePolicy }, new SeededRoller(42), { keepEvents: true });
    expect(first.state.phase).toBe("over");
    expect(again).toEqual(first);
    expect(first.events.at(-1)).toEqual({ type: "gameOver", outcome: first.outcome });
    expect(first.outcome.kind).toBe(first.winner === null ? "draw" : "win");
  });

  it("calls the game a draw at the turn cap", () => {
    const far = twoSides([fig("a1", { position: { i: 0, j: 0 } })], [fig("b1", { position: { i: 4, j: 6 } })]);
    // Wager one die declaring 1 (never lose dice faster than 2d6 brings them back), then stand still.
    const idle: KfPolicy = (_s, legal) =>
      legal.find((a) => a.type === "endActivation") ?? legal.find((a) => a.type === "wager" && a.take === 1 && a.declare === 1) ?? legal[0]!;
    const result = runGame(far, { A: idle, B: idle }, new SeededRoller(7), { maxTurns: 5 });
    expect(result.outcome).toEqual({ kind: "draw", reason: "called" });
    expect(result.winner).toBeNull();
    expect(result.state.turn).toBe(6);
  });

  it("ends games every way the rules allow over fixed seeds", () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const [s] = fc.sample(setupArb, { seed, numRuns: 1 });
      const result = runGame(s!, { A: simplePolicy, B: simplePolicy }, new SeededRoller(seed), { maxTurns: 40 });
      kinds.add(result.outcome.kind === "win" ? result.outcome.reasons.join("+") : result.outcome.reason);
    }
    expect(kinds).toContain("allDead");
    expect(kinds).toContain("poolEmpty");
  });

  it("terminates for many seeds with simple policies (property)", () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 30 }), (s, seed) => {
        const result = runGame(s, { A: simplePolicy, B: simplePolicy }, new SeededRoller(seed), { maxTurns: 40 });
        expect(result.state.phase).toBe("over");
        checkInvariants(result.state);
      }),
      { numRuns: 40 },
    );
  });
});
