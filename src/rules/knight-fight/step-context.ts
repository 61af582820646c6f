import type { DiceRoller } from "../common/dice";
import { RuleViolation } from "../common/errors";
import type { KfAction } from "./actions";
import type { KfDangerReason, KfEvent, KfPoolReason } from "./events";
import { findFigure, type KfObscuredPredicate } from "./legal";
import { decideOutcome } from "./outcome";
import type { KfCheckMode } from "./setup";
import type { KfFigure, KfPhase, KfSide, KfState } from "./state";

export interface KfStepOptions {
  /** Decides targeting option (c); defaults to the board's blocked hexes. */
  isObscured?: KfObscuredPredicate;
  /**
   * How hard the overridable checks bite (default enforce): `targeting` (the class's target
   * rules; the target must still be an enemy in play) and `movement` (adjacent, unblocked, empty;
   * the hex must still be on the board). `warn` lets the action through with a `ruleWarning` event.
   */
  checks?: { targeting?: KfCheckMode; movement?: KfCheckMode };
}

/** The working copy one step changes, the events it records, and its dice. */
export interface Context {
  draft: KfState;
  /** Ids of the figures already copied into `draft` for writing (see `writableFigure`). */
  owned: Set<string>;
  events: KfEvent[];
  roller: DiceRoller;
  options: KfStepOptions;
}

/**
 * The working copy of `state` one step may change: the parts a step writes (sides' pools, the
 * turn's order lists, the figure list) are fresh copies; the board, warnings, outcome and every figure
 * are shared with `state`, which a step never touches. A figure is copied only when the step writes
 * to it (`writableFigure`), so a step costs the same however many figures stand on the board.
 * Far cheaper than the deep clone it replaces, which dominated the time of a whole game.
 */
export function draftOf(state: KfState): KfState {
  return {
    ...state,
    sides: state.sides.map((side) => ({ ...side })),
    figures: state.figures.slice(),
    activated: state.activated.slice(),
    queue: state.queue.slice(),
  };
}

/** The draft's own copy of a figure, made on first write; never write to a figure found any other way. */
export function writableFigure(ctx: Context, figureId: string): KfFigure {
  const index = ctx.draft.figures.findIndex((f) => f.id === figureId);
  const figure = ctx.draft.figures[index];
  if (!figure) throw new RangeError(`Knight Fight: unknown figure ${figureId}`);
  if (ctx.owned.has(figureId)) return figure;
  const copy = { ...figure };
  ctx.draft.figures[index] = copy;
  ctx.owned.add(figureId);
  return copy;
}

/** Applies an overridable check: throws when enforced, records a warning when warned. */
export function overridable(ctx: Context, mode: KfCheckMode | undefined, broken: RuleViolation): void {
  const level = mode ?? "enforce";
  if (level === "enforce") throw broken;
  if (level === "warn") {
    ctx.events.push({ type: "ruleWarning", code: broken.code, message: broken.message, data: { ...broken.data } });
  }
}

export function violation(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`KnightFight.Rule.${code}`, `Knight Fight: ${message}`, data);
}

export function requirePhase(state: KfState, action: KfAction, phase: KfPhase): void {
  if (state.phase !== phase) {
    throw violation("WrongPhase", `${action.type} is not allowed now (the game is in its ${state.phase} phase)`, {
      action: action.type,
      phase: state.phase,
    });
  }
}

export function rollD6(roller: DiceRoller): number {
  const [die] = roller.roll(1, 6);
  if (die === undefined) throw new RangeError("Knight Fight: the roller returned no die");
  return die;
}

export function sideOf(ctx: Context, sideId: string): KfSide {
  const side = ctx.draft.sides.find((s) => s.id === sideId);
  if (!side) throw new RangeError(`Knight Fight: unknown side ${sideId}`);
  return side;
}

export function activeOf(ctx: Context): KfFigure {
  const figure = ctx.draft.activeFigureId === null ? undefined : findFigure(ctx.draft, ctx.draft.activeFigureId);
  if (!figure) throw new RangeError("Knight Fight: no figure is activating");
  return figure;
}

/** Pools never drop below 0. */
export function setPool(ctx: Context, sideId: string, after: number, reason: KfPoolReason, dice: number[] = []): void {
  const side = sideOf(ctx, sideId);
  const before = side.pool;
  side.pool = Math.max(0, after);
  ctx.events.push({ type: "poolChanged", side: sideId, before, after: side.pool, reason, dice });
}

export function setDanger(ctx: Context, figure: KfFigure, after: number, reason: KfDangerReason): void {
  const before = figure.danger;
  writableFigure(ctx, figure.id).danger = after;
  ctx.events.push({ type: "dangerChanged", figureId: figure.id, before, after, reason });
}

/** Checks for the end of the game; true when it is over. */
export function settle(ctx: Context): boolean {
  const outcome = decideOutcome(ctx.draft);
  if (outcome === null) return false;
  ctx.draft.outcome = outcome;
  ctx.draft.phase = "over";
  ctx.draft.actionPoints = 0;
  ctx.events.push({ type: "gameOver", outcome });
  return true;
}

