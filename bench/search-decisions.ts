import { READY_PAIRINGS } from "../src/data/ready-pairings";
import { amDemoSetup } from "../src/cli/demo/angry-miniatures";
import { createGame, step, type AmState } from "../src/rules/angry-miniatures/game";
import type { AmSetup } from "../src/rules/angry-miniatures/game-types";
import { actingSide } from "../src/rules/angry-miniatures/game-run";
import { searchPolicy, sensiblePolicy } from "../src/rules/angry-miniatures/policy";
import { SeededRoller } from "../src/rules/common/seeded-roller";

/** The positions of a few sensible games of the ready match where a side has a decision to make. */
function decisionsOf(setup: AmSetup, games: number): AmState[] {
  const states: AmState[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const roller = new SeededRoller(seed);
    let state = step(createGame(setup), { type: "startRound" }, roller, { events: false }).state;
    for (let n = 0; n < 500 && !state.over && state.round <= 30; n++) {
      if (actingSide(state) === null) break;
      states.push(state);
      state = step(state, sensiblePolicy(state), roller, { events: false }).state;
    }
  }
  return states;
}

export interface DecisionTimes {
  readonly match: string;
  readonly figures: number;
  readonly decisions: number;
  readonly medianMs: number;
  readonly maxMs: number;
  /** A whole activation: its activation choice and every decision until the next figure is chosen. */
  readonly activations: number;
  readonly activationMedianMs: number;
  readonly activationMaxMs: number;
}

/** The search policy's time per decision over the positions of a few sensible games of each Angry Miniatures ready match (one thread, wall time). */
export function searchDecisionTimes(games = 4): DecisionTimes[] {
  const search = searchPolicy();
  return READY_PAIRINGS.filter((p) => p.ruleset === "angry-miniatures").map((p) => {
    // The match on the Crossing Field, each team spread down its end column, as simulate and the demo set it up.
    const setup = amDemoSetup({ blue: p.blue, red: p.red });
    const states = decisionsOf(setup, games);
    // Warm-up: the first positions again.
    for (const state of states.slice(0, 20)) search(state);
    const activations: number[] = [];
    const times = states.map((state) => {
      const start = performance.now();
      search(state);
      const took = performance.now() - start;
      if (state.active === null && state.pending.length === 0) activations.push(0);
      if (activations.length > 0) activations[activations.length - 1] = (activations.at(-1) ?? 0) + took;
      return took;
    });
    const median = (list: number[]): number => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;
    return {
      match: `${p.blue} v ${p.red}`,
      figures: setup.figures.length,
      decisions: times.length,
      medianMs: median(times),
      maxMs: Math.max(...times),
      activations: activations.length,
      activationMedianMs: median(activations),
      activationMaxMs: Math.max(...activations),
    };
  });
}
