import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { amSetupOf } from "../../../bench/scaled-setups";
import { createGame } from "../../../src/rules/angry-miniatures/game-setup";
import { simplePolicy } from "../../../src/rules/angry-miniatures/game-run";
import { step } from "../../../src/rules/angry-miniatures/game";
import type { AmSetup, AmState } from "../../../src/rules/angry-miniatures/game-types";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";

/** A few states into a sample game, none of whose `figures` has been read yet. */
function midGame(seed: number, steps: number, setup: AmSetup = AM_SAMPLE_SETUP): { states: AmState[]; roller: SeededRoller } {
  const roller = new SeededRoller(seed);
  const states = [step(createGame(setup), { type: "startRound" }, roller).state];
  for (let k = 0; k < steps; k++) {
    const last = states.at(-1);
    if (!last || last.over) break;
    states.push(step(last, simplePolicy(last), roller).state);
  }
  return { states, roller };
}

// The sample sides keep their record as they go; twenty a side build it when asked.
const SETUPS = [
  { name: "the sample sides", setup: AM_SAMPLE_SETUP },
  { name: "twenty a side", setup: amSetupOf(20) },
];

describe("Angry Miniatures states made by step (figures kept in a roster)", () => {
  it.each(SETUPS)("read as a plain state ($name): the same keys in the same order, spreads, JSON and equality keep the figures", ({ setup }) => {
    const state = midGame(3, 12, setup).states.at(-1);
    if (!state) throw new Error("test: no state");
    expect(Object.keys(state)).toEqual(["round", "over", "winner", "sides", "figures", "initiative", "turn", "active", "pending", "board", "options"]);
    expect(state.figures).toBe(state.figures);
    const spread = { ...state };
    expect(spread.figures).toBe(state.figures);
    expect(Object.keys(state.figures)).toEqual(setup.figures.map((f) => f.id));
    expect(JSON.parse(JSON.stringify(state))).toEqual(spread);
    expect(state).toEqual(spread);
  });

  it.each(SETUPS)("a state's figures stay as they were after later steps, even when first read after them ($name)", ({ setup }) => {
    const first = midGame(5, 30, setup);
    const second = midGame(5, 30, setup);
    // The same games: read the first game's records only now, the second's as each state was made.
    const asMade = second.states.map((s) => JSON.stringify(s.figures));
    expect(first.states.map((s) => JSON.stringify(s.figures))).toEqual(asMade);
    // And the figures did change along the way.
    expect(new Set(asMade).size).toBeGreaterThan(5);
  });

  it("a state spread with other figures is played from those figures", () => {
    const { states } = midGame(7, 4);
    const state = states.at(-1);
    if (!state) throw new Error("test: no state");
    const hurt = Object.fromEntries(Object.entries(state.figures).map(([id, f]) => [id, f.side === "blue" ? { ...f, health: 0, defeated: true } : f]));
    const edited: AmState = { ...state, figures: hurt };
    // With every blue figure down, the next action that ends in a check finds red the winner.
    let next = edited;
    for (let k = 0; k < 10 && !next.over; k++) next = step(next, simplePolicy(next), new SeededRoller(1)).state;
    expect(next.winner).toBe("red");
    expect(Object.values(next.figures).filter((f) => f.side === "blue" && !f.defeated)).toEqual([]);
  });
});
