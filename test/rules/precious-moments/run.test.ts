import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { createGame } from "../../../src/rules/precious-moments/setup";
import { currentActor } from "../../../src/rules/precious-moments/queries";
import { resolveAria } from "../../../src/rules/precious-moments/aria";
import { runGame, simplePolicy } from "../../../src/rules/precious-moments/run";
import { step } from "../../../src/rules/precious-moments/step";
import type { PmEvent, PmSetup, PmState } from "../../../src/rules/precious-moments/types";
import { card, deepFreeze } from "./helpers";

const setup: PmSetup = {
  sides: {
    a: { name: "Angels", figures: [card("a1", { startingValue: 20 }), card("a2", { cuteness: 8, startingValue: 25 }), card("a3", { startingValue: 30 })] },
    b: { name: "Cherubs", figures: [card("b1", { piety: 6, startingValue: 22 }), card("b2", { brightness: 9, startingValue: 40 })] },
  },
  table: { width: 48, height: 36 },
  obstacleCount: 3,
};

const policies = { a: simplePolicy, b: simplePolicy };

describe("runGame", () => {
  it("plays whole games to a result, the same for the same seed", () => {
    const first = runGame(setup, policies, new SeededRoller(11), { keepEvents: true });
    const again = runGame(setup, policies, new SeededRoller(11), { keepEvents: true });
    expect(first.state.phase).toBe("over");
    expect(first.outcome).toEqual(first.state.outcome);
    expect(again).toEqual(first);
    expect(first.events.at(-1)).toEqual({ type: "gameOver", outcome: first.outcome });
    expect(first.winner).toBe(first.outcome.winner);
  });

  it("always ends within the round cap", () => {
    for (let seed = 0; seed < 10; seed++) {
      const result = runGame(setup, policies, new SeededRoller(seed), { maxRounds: 3 });
      expect(result.state.phase).toBe("over");
      expect(result.state.round).toBeLessThanOrEqual(3);
    }
  });

  it("honours a shorter agreed round limit", () => {
    const result = runGame({ ...setup, roundLimit: 1 }, policies, new SeededRoller(5));
    expect(result.state.round).toBe(1);
  });

  it("does not mutate the setup", () => {
    const frozen = deepFreeze(structuredClone(setup));
    runGame(frozen, policies, new SeededRoller(1));
    expect(frozen).toEqual(setup);
  });
});

/** Step through a whole game by policy, keeping every intermediate state and event. */
function trace(seed: number): { states: PmState[]; events: PmEvent[] } {
  const roller = new SeededRoller(seed);
  let state = createGame({ ...setup, roundLimit: 20 });
  const states = [state];
  const events: PmEvent[] = [];
  while (state.phase !== "over") {
    const side = currentActor(state);
    const action = side === null ? (state.phase === "coinToss" ? { type: "tossCoin" as const } : { type: "rollInitiative" as const }) : simplePolicy(state, side);
    const frozen = deepFreeze(state);
    const result = step(frozen, action, roller);
    state = result.state;
    states.push(state);
    events.push(...result.events);
  }
  return { states, events };
}

describe("game invariants (property)", () => {
  it("property: no figure's Value ever rises, and every Value change is a humiliation in an aria event", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seed) => {
        const { states, events } = trace(seed);
        for (let k = 1; k < states.length; k++) {
          const before = states[k - 1]!;
          const after = states[k]!;
          after.figures.forEach((f, index) => expect(f.value).toBeLessThanOrEqual(before.figures[index]!.value));
        }
        for (const event of events) {
          if (event.type !== "aria") continue;
          expect(event.valueAfter).toBe(event.valueBefore - event.humiliation);
          expect(event.humiliation).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("property: each figure moves or sings at most once per phase; in Heaven exactly when Value <= 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seed) => {
        const { states, events } = trace(seed);
        const last = states.at(-1)!;
        for (const f of last.figures) expect(f.inHeaven).toBe(f.value <= 0);
        let actedThisPhase = new Set<string>();
        for (const event of events) {
          if (event.type === "phaseStarted") actedThisPhase = new Set();
          const id = event.type === "figureMoved" || event.type === "figurePassed" ? event.figureId : event.type === "aria" ? event.singerId : null;
          if (id === null) continue;
          expect(actedThisPhase.has(id)).toBe(false);
          actedThisPhase.add(id);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("property: a sing never raises the target's Value, whatever the dice", () => {
    const d6 = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: -5, max: 200 }), fc.array(d6, { minLength: 6, maxLength: 6 }), (c, p, value, dice) => {
        const result = resolveAria({ id: "s", cuteness: c }, { id: "t", piety: p, value }, new ScriptedRoller(dice));
        expect(result.valueAfter).toBeLessThanOrEqual(value);
        expect(result.valueBefore).toBe(value);
        if (!result.success || result.spared) expect(result.valueAfter).toBe(value);
        else expect(value - result.valueAfter).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});
