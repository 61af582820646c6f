import { describe, expect, it } from "vitest";
import { amSetupOf } from "../../../bench/scaled-setups";
import { actingSide, simplePolicy } from "../../../src/rules/angry-miniatures/game-run";
import { createGame } from "../../../src/rules/angry-miniatures/game-setup";
import { step } from "../../../src/rules/angry-miniatures/game";
import type { AmState } from "../../../src/rules/angry-miniatures/game-types";
import { figureAt, firstActivatable, hasLiving, standingWithin } from "../../../src/rules/angry-miniatures/game-queries";
import { rosterOf } from "../../../src/rules/angry-miniatures/roster";
import { PLACED_FROM, rosterIndex } from "../../../src/rules/angry-miniatures/roster-index";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";

// hasLiving, figureAt and firstActivatable read an index carried from state to state; these are
// the answers a plain look through the figures gives.
const standing = (state: AmState) => Object.values(state.figures).filter((f) => !f.defeated);
const counted = (state: AmState, side: string, unactivated: boolean): boolean => standing(state).some((f) => f.side === side && !(unactivated && f.activated));
const foundAt = (state: AmState, i: number, j: number) => standing(state).find((f) => f.position.i === i && f.position.j === j);
function firstReady(state: AmState): string | undefined {
  if (state.active) return state.active.figureId;
  const side = state.over || state.round === 0 ? undefined : state.initiative[state.turn];
  return standing(state).find((f) => f.side === side && !f.activated)?.id;
}

/** Every state of a game, each checked by `check` as soon as it is made (while the index is the one carried from state to state). */
function statesOfAGame(seed: number, check: (state: AmState, k: number) => void, perSide = 4): AmState[] {
  const roller = new SeededRoller(seed);
  const states = [step(createGame(amSetupOf(perSide)), { type: "startRound" }, roller).state];
  for (let state = states[0]; state && !state.over && states.length < 400; ) {
    if (actingSide(state) === null) break;
    state = step(state, simplePolicy(state), roller).state;
    check(state, states.length);
    states.push(state);
  }
  return states;
}

function checkCounts(state: AmState, k: number): void {
  for (const side of state.sides) {
    for (const unactivated of [false, true]) {
      expect({ k, side: side.id, unactivated, answer: hasLiving(state, side.id, unactivated) }).toEqual({ k, side: side.id, unactivated, answer: counted(state, side.id, unactivated) });
    }
  }
}

let defeatedSquares = 0;
function checkSquares(state: AmState, k: number): void {
  // A game never puts two figures on one square: the index answers, not the look through the list it falls back on.
  expect(rosterIndex(rosterOf(state).list).squares, `state ${k}`).toBeDefined();
  expect({ k, first: firstActivatable(state) }).toEqual({ k, first: firstReady(state) });
  for (const f of Object.values(state.figures)) {
    if (f.defeated && !foundAt(state, f.position.i, f.position.j)) defeatedSquares++;
    expect(figureAt(state, f.position), `state ${k}, square of ${f.id}`).toBe(foundAt(state, f.position.i, f.position.j));
    expect(figureAt(state, f.position, foundAt(state, f.position.i, f.position.j)?.id)).toBeUndefined();
    expect(figureAt(state, { i: f.position.i, j: f.position.j + 0.5 })).toBeUndefined();
  }
}

/** Every state of the game asked about forward (the order a game asks in), then backward and interleaved (older states after newer). */
function inAnyOrder(states: readonly AmState[]): { k: number; state: AmState }[] {
  const order = [...states.keys(), ...[...states.keys()].reverse(), ...states.map((_, k) => (k * 7919) % states.length)];
  return order.flatMap((k) => (states[k] ? [{ k, state: states[k] }] : []));
}

describe("Angry Miniatures roster index", () => {
  it("standing and ready figures per side agree with a count in every state of a game, asked in any order", () => {
    const states = statesOfAGame(7, checkCounts);
    expect(states.at(-1)?.over).toBe(true);
    for (const { k, state } of inAnyOrder(states)) checkCounts(state, k);
  });

  it("the figure on a square and the first figure to activate agree with a look through the figures, asked in any order", () => {
    defeatedSquares = 0;
    // Twenty a side: the index keeps squares for big games only.
    const states = statesOfAGame(5, checkSquares, 20);
    for (const { k, state } of inAnyOrder(states)) checkSquares(state, k);
    // Some figures fell, and their squares read as empty.
    expect(defeatedSquares).toBeGreaterThan(0);
  });

  it("figures near a square agree with a look through the figures in a big game (searched by cells), asked in any order", () => {
    const checkNear = (state: AmState, k: number): void => {
      expect(rosterIndex(rosterOf(state).list).cells, `state ${k}`).toBeDefined();
      const figures = Object.values(state.figures);
      for (const f of figures.filter((_, n) => n % 7 === k % 7)) {
        for (const gap of [0, 1, 3, 8, 12, Infinity]) {
          const near = figures.filter((g) => !g.defeated && Math.max(Math.abs(g.position.i - f.position.i), Math.abs(g.position.j - f.position.j)) <= gap);
          expect(standingWithin(state, f.position, gap), `state ${k}, ${gap} from ${f.id}`).toEqual(near);
        }
      }
    };
    const states = statesOfAGame(3, checkNear, 20);
    expect(states.at(-1)?.over).toBe(true);
    for (const { k, state } of inAnyOrder(states).filter((_, n) => n % 5 === 0)) checkNear(state, k);
  });

  it("a state made by hand with two figures on one square finds the first in record order", () => {
    const game = createGame(amSetupOf(20));
    const [a, b] = Object.values(game.figures);
    if (!a || !b) throw new Error("test: figures missing");
    const crowded: AmState = { ...game, figures: { ...game.figures, [b.id]: { ...b, position: a.position } } };
    expect(rosterIndex(rosterOf(crowded).list).squares).toBeUndefined();
    expect(figureAt(crowded, a.position)?.id).toBe(a.id);
    expect(figureAt(crowded, a.position, a.id)?.id).toBe(b.id);
    expect(figureAt(crowded, b.position)).toBeUndefined();
    expect(figureAt(game, b.position)?.id).toBe(b.id);
  });

  it("a small game keeps no squares (a look through a few figures costs less)", () => {
    const game = createGame(amSetupOf(4));
    expect(rosterIndex(rosterOf(game).list).squares).toBeUndefined();
    expect(rosterIndex(rosterOf(game).list).cells).toBeUndefined();
    expect(PLACED_FROM).toBeGreaterThan(8);
  });

  it("a step from an old state plays as it did the first time", () => {
    const states = statesOfAGame(11, () => undefined);
    const middle = states[Math.floor(states.length / 2)];
    if (!middle) throw new Error("the game has no middle");
    const again = () => step(middle, simplePolicy(middle), new SeededRoller(99));
    const first = again();
    for (const state of states) hasLiving(state, "red");
    expect(again()).toEqual(first);
  });
});
