import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { createGame, step, type AmAction, type AmState } from "../../../src/rules/angry-miniatures/game";
import { actingSide } from "../../../src/rules/angry-miniatures/game-run";
import { sensiblePolicy } from "../../../src/rules/angry-miniatures/policy/sensible";
import { candidateActions, searchPolicy } from "../../../src/rules/angry-miniatures/policy/search";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";

/** A small budget: the tests judge legality and determinism, not strength (that is measured by simulate). */
const QUICK = { rollouts: 4, rounds: 1, gate: 1 };

/** Plays a sample game at enforce (every check refuses, never warns) with `blue` searching; returns each of its decisions. */
function playEnforced(seed: number): { decisions: { state: AmState; action: AmAction }[]; end: AmState } {
  const setup = { ...AM_SAMPLE_SETUP, options: { ...AM_SAMPLE_SETUP.options, checks: "enforce" as const } };
  const roller = new SeededRoller(seed);
  const search = searchPolicy(QUICK);
  let state = step(createGame(setup), { type: "startRound" }, roller).state;
  const decisions: { state: AmState; action: AmAction }[] = [];
  for (let n = 0; n < 600 && !state.over && state.round <= 30; n++) {
    const side = actingSide(state);
    if (side === null) break;
    const action = side === "blue" ? search(state) : sensiblePolicy(state);
    if (side === "blue") decisions.push({ state, action });
    const result = step(state, action, roller);
    expect(result.events.filter((e) => e.type === "warning"), JSON.stringify(action)).toEqual([]);
    state = result.state;
  }
  return { decisions, end: state };
}

describe("Angry Miniatures search policy", () => {
  it("every decision it makes is legal by the rules' own checks at enforce, and the games end", () => {
    for (const seed of [1, 2, 3]) {
      const { decisions, end } = playEnforced(seed);
      expect(decisions.length, `seed ${seed}`).toBeGreaterThan(5);
      expect(end.over || end.round > 30, `seed ${seed}`).toBe(true);
    }
  });

  it("offers sensible's choice first among candidates that differ, and more than one where there is a choice", () => {
    const { decisions } = playEnforced(1);
    let choices = 0;
    for (const { state } of decisions) {
      const sensible = sensiblePolicy(state);
      const candidates = candidateActions(state, sensible);
      expect(candidates[0]).toEqual(sensible);
      expect(new Set(candidates.map((c) => JSON.stringify(c))).size).toBe(candidates.length);
      if (candidates.length > 1) choices += 1;
    }
    expect(choices).toBeGreaterThan(0);
  });

  it("gives the same answer to the same position, whatever it decided before (its dice come from the position)", () => {
    const { decisions } = playEnforced(2);
    const fresh = searchPolicy(QUICK);
    for (const { state, action } of decisions.slice(0, 12)) expect(fresh(state)).toEqual(action);
  });

  it("with a gate no gain can pass, it plays exactly as sensible", () => {
    const { decisions } = playEnforced(3);
    const timid = searchPolicy({ ...QUICK, gate: Number.POSITIVE_INFINITY });
    for (const { state } of decisions.slice(0, 12)) expect(timid(state)).toEqual(sensiblePolicy(state));
  });
});
