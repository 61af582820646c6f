import type { DiceRoller } from "../common/dice";
import { hexDistance } from "../common/geometry";
import type { KfAction } from "./actions";
import type { KfEvent } from "./events";
import { callGame, step } from "./game";
import { activeFigure, activeSide, legalActionsToRead } from "./legal";
import { createGame, type KfSetup } from "./setup";
import type { KfOutcome, KfState } from "./state";
import type { KfObserver, KfStepOptions } from "./step-context";
import { maxTake } from "./wager";

/** Picks one of the legal actions (never empty when asked). */
export type KfPolicy = (state: KfState, legal: readonly KfAction[]) => KfAction;

export interface KfRunOptions {
  /** The game is called a draw when this turn would start (default 100). */
  maxTurns?: number;
  /** Keep every event (default false, to keep long simulations light). */
  keepEvents?: boolean;
  /** Told of every hit as it happens (no event is built for it). */
  observer?: KfObserver;
}

export interface KfRunResult {
  state: KfState;
  outcome: KfOutcome;
  winner: string | null;
  steps: number;
  events: KfEvent[];
}

export const KF_DEFAULT_MAX_TURNS = 100;

function pickFirst<T extends KfAction["type"]>(legal: readonly KfAction[], type: T): Extract<KfAction, { type: T }> | undefined {
  return legal.find((a): a is Extract<KfAction, { type: T }> => a.type === type);
}

/**
 * A plain tactic: wager up to 3 dice declaring 2, attack whenever a target is legal, shed danger,
 * otherwise step towards the nearest enemy, and end the activation when nothing helps.
 */
export const simplePolicy: KfPolicy = (state, legal) => {
  if (state.phase === "wager") {
    const take = Math.min(3, maxTake(activeSide(state)?.pool ?? 0));
    return legal.find((a) => a.type === "wager" && a.take === take && a.declare === 2) ?? legal[0] ?? { type: "endActivation" };
  }
  const attack = pickFirst(legal, "attack");
  if (attack) return attack;
  const figure = activeFigure(state);
  if (figure && figure.danger > 0 && pickFirst(legal, "protect")) return { type: "protect" };
  if (figure) {
    const enemies = state.figures.filter((f) => f.alive && f.side !== figure.side);
    const distanceToEnemy = (hex: { i: number; j: number }): number => {
      let nearest = Infinity;
      for (const e of enemies) nearest = Math.min(nearest, hexDistance(hex, e.position, state.board.orientation));
      return nearest;
    };
    const here = distanceToEnemy(figure.position);
    let best: Extract<KfAction, { type: "move" }> | undefined;
    let bestDistance = here;
    for (const action of legal) {
      if (action.type !== "move") continue;
      const distance = distanceToEnemy(action.to);
      if (distance < bestDistance) {
        best = action;
        bestDistance = distance;
      }
    }
    if (best) return best;
  }
  return legal.find((a) => a.type === "endActivation") ?? legal[0] ?? { type: "endActivation" };
};

/** Chooses uniformly among the legal actions with the given roller (for fuzzing and tests). */
export function randomPolicy(roller: DiceRoller): KfPolicy {
  return (_state, legal) => {
    const [pick] = roller.roll(1, legal.length);
    const action = legal[(pick ?? 1) - 1];
    if (!action) throw new RangeError("Knight Fight: no legal action to choose");
    return action;
  };
}

/** Plays whole games from one set-up, each with its own policies (by side id) and dice. */
export type KfGameRunner = (policies: Readonly<Record<string, KfPolicy>>, roller: DiceRoller) => KfRunResult;

/**
 * A runner for many games from one set-up: the starting state is made once and every game starts
 * from it (a step never edits the state it is given), so a long simulation does not set the
 * same game up again for every game.
 */
export function gameRunner(setup: KfSetup, options: KfRunOptions = {}): KfGameRunner {
  const maxTurns = options.maxTurns ?? KF_DEFAULT_MAX_TURNS;
  const keepEvents = options.keepEvents === true;
  // Events nobody keeps are not built at all.
  const stepOptions: KfStepOptions = keepEvents ? { observer: options.observer } : { events: false, observer: options.observer };
  const start = createGame(setup);
  return (policies, roller) => {
    const events: KfEvent[] = [];
    let result = step(start, { type: "start" }, roller, stepOptions);
    let state = result.state;
    let steps = 1;
    if (keepEvents) events.push(...result.events);
    while (state.phase !== "over") {
      if (state.turn > maxTurns) {
        result = callGame(state);
      } else {
        const side = activeSide(state);
        const policy = side ? policies[side.id] : undefined;
        if (!side || !policy) throw new RangeError(`Knight Fight: no policy for side ${side?.id ?? "(none)"}`);
        // The policy only reads the legal actions: the shared list of wagers will do.
        result = step(state, policy(state, legalActionsToRead(state)), roller, stepOptions);
      }
      state = result.state;
      steps += 1;
      if (keepEvents) events.push(...result.events);
    }
    const outcome = state.outcome ?? { kind: "draw", reason: "called" };
    return { state, outcome, winner: outcome.kind === "win" ? outcome.winner : null, steps, events };
  };
}

/**
 * Plays a whole game: `policies` maps each side id to its policy. Always ends: a turn cap calls
 * the game a draw.
 */
export function runGame(
  setup: KfSetup,
  policies: Readonly<Record<string, KfPolicy>>,
  roller: DiceRoller,
  options: KfRunOptions = {},
): KfRunResult {
  return gameRunner(setup, options)(policies, roller);
}
