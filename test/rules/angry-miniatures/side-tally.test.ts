import { describe, expect, it } from "vitest";
import { amSetupOf } from "../../../bench/scaled-setups";
import { actingSide, createGame, simplePolicy, step, type AmState } from "../../../src/rules/angry-miniatures";
import { hasLiving } from "../../../src/rules/angry-miniatures/game-queries";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";

// hasLiving reads a tally carried from state to state; these are the answers a plain count gives.
const counted = (state: AmState, side: string, unactivated: boolean): boolean =>
  Object.values(state.figures).some((f) => !f.defeated && f.side === side && !(unactivated && f.activated));

function statesOfAGame(seed: number): AmState[] {
  const roller = new SeededRoller(seed);
  const states = [step(createGame(amSetupOf(4)), { type: "startRound" }, roller).state];
  for (let state = states[0]; state && !state.over && states.length < 400; ) {
    if (actingSide(state) === null) break;
    state = step(state, simplePolicy(state), roller).state;
    states.push(state);
  }
  return states;
}

describe("Angry Miniatures standing and ready figures per side", () => {
  it("agree with a count of the figures in every state of a game, asked in any order", () => {
    const states = statesOfAGame(7);
    expect(states.at(-1)?.over).toBe(true);
    // Forward (the order a game asks in), then backward and interleaved (older states after newer).
    const order = [...states.keys(), ...[...states.keys()].reverse(), ...states.map((_, k) => (k * 7919) % states.length)];
    for (const k of order) {
      const state = states[k];
      if (!state) continue;
      for (const side of state.sides) {
        for (const unactivated of [false, true]) {
          expect({ k, side: side.id, unactivated, answer: hasLiving(state, side.id, unactivated) }).toEqual({ k, side: side.id, unactivated, answer: counted(state, side.id, unactivated) });
        }
      }
    }
  });

  it("a step from an old state plays as it did the first time", () => {
    const states = statesOfAGame(11);
    const middle = states[Math.floor(states.length / 2)];
    if (!middle) throw new Error("the game has no middle");
    const again = () => step(middle, simplePolicy(middle), new SeededRoller(99));
    const first = again();
    for (const state of states) hasLiving(state, "red");
    expect(again()).toEqual(first);
  });
});
