import type { DiceRoller } from "../common/dice";
import { RuleViolation } from "../common/errors";
import type { KfAction } from "./actions";
import type { KfDangerReason, KfEvent, KfPoolReason } from "./events";
import { findFigure, type KfObscuredPredicate } from "./legal";
import { decideOutcome } from "./outcome";
import type { KfCheckMode } from "./setup";
import type { KfFigure, KfPhase, KfSide, KfState } from "./state";

/**
 * Told what a step did, without any event being built: for tallies kept over many games (a
 * simulation's figure counts). Called only when something happens, so it costs nothing otherwise.
 */
export interface KfObserver {
  /** `attackerId` hit `defenderId` (a danger token and a die from its side's pool). */
  hit(attackerId: string, defenderId: string): void;
}

export interface KfStepOptions {
  /** Decides targeting option (c); defaults to the board's blocked hexes. */
  isObscured?: KfObscuredPredicate;
  /**
   * How hard the overridable checks bite (default enforce): `targeting` (the class's target
   * rules; the target must still be an enemy in play) and `movement` (adjacent, unblocked, empty;
   * the hex must still be on the board). `warn` lets the action through with a `ruleWarning` event.
   */
  checks?: { targeting?: KfCheckMode; movement?: KfCheckMode };
  /**
   * False: the step builds no events and returns an empty list (what `runGame` asks when it keeps
   * none, sparing a simulation their cost). The state is the same either way. Default true.
   */
  events?: boolean;
  observer?: KfObserver;
}

/** The working copy one step changes, the events it records, and its dice. */
export interface Context {
  draft: KfState;
  /** Ids of the figures already copied into `draft` for writing (see `writableFigure`); a step writes one or two. */
  owned: string[];
  /** Which of the draft's lists are already its own copies (see `ownList`; `sideOf` for the sides). */
  ownFigures: boolean;
  ownSides: boolean;
  ownActivated: boolean;
  ownQueue: boolean;
  events: KfEvent[];
  /** Whether events are built at all (`KfStepOptions.events`). */
  record: boolean;
  roller: DiceRoller;
  options: KfStepOptions;
}

/**
 * The working copy of `state` one step may change: a shallow copy sharing every list, the board,
 * warnings, outcome and every figure with `state`, which a step never touches. A list (or the
 * sides) is copied on the step's first write to it (`ownList`, `sideOf`), and a figure only when
 * the step writes to it (`writableFigure`), so a step copies only what it changes. Spelt out: one
 * literal with a fixed shape costs far less than a spread.
 */
export function draftOf(state: KfState): KfState {
  return {
    ruleset: state.ruleset,
    board: state.board,
    sides: state.sides,
    figures: state.figures,
    turn: state.turn,
    phase: state.phase,
    activeFigureId: state.activeFigureId,
    actionPoints: state.actionPoints,
    activated: state.activated,
    queue: state.queue,
    outcome: state.outcome,
    warnings: state.warnings,
  };
}

/** A fresh context for one step from `state`. */
export function contextOf(state: KfState, roller: DiceRoller, options: KfStepOptions): Context {
  return { draft: draftOf(state), owned: [], ownFigures: false, ownSides: false, ownActivated: false, ownQueue: false, events: [], record: options.events !== false, roller, options };
}

/** The draft's own copy of one of its lists, made on the step's first write to it. */
export function ownList<K extends "figures" | "activated" | "queue">(ctx: Context, key: K): KfState[K] {
  // One branch per list: a property named by a variable is a slow, shape-changing look-up.
  const { draft } = ctx;
  if (key === "figures") {
    if (!ctx.ownFigures) draft.figures = draft.figures.slice();
    ctx.ownFigures = true;
  } else if (key === "activated") {
    if (!ctx.ownActivated) draft.activated = draft.activated.slice();
    ctx.ownActivated = true;
  } else {
    if (!ctx.ownQueue) draft.queue = draft.queue.slice();
    ctx.ownQueue = true;
  }
  return draft[key];
}

/** A figure's copy, spelt out in the order `createGame` builds figures (a spread costs far more). */
function copyFigure(f: KfFigure): KfFigure {
  return {
    id: f.id,
    name: f.name,
    side: f.side,
    speed: f.speed,
    combat: f.combat,
    defence: f.defence,
    cls: f.cls,
    position: f.position,
    danger: f.danger,
    alive: f.alive,
  };
}

/** The draft's own copy of a figure, made on first write; never write to a figure found any other way. */
export function writableFigure(ctx: Context, figureId: string): KfFigure {
  const { figures } = ctx.draft;
  let index = -1;
  for (let k = 0; k < figures.length; k++) {
    if (figures[k]?.id === figureId) {
      index = k;
      break;
    }
  }
  const figure = ctx.draft.figures[index];
  if (!figure) throw new RangeError(`Knight Fight: unknown figure ${figureId}`);
  if (ctx.owned.includes(figureId)) return figure;
  const copy = copyFigure(figure);
  ownList(ctx, "figures")[index] = copy;
  ctx.owned.push(figureId);
  return copy;
}

/** Applies an overridable check: throws when enforced, records a warning when warned. */
export function overridable(ctx: Context, mode: KfCheckMode | undefined, broken: RuleViolation): void {
  const level = mode ?? "enforce";
  if (level === "enforce") throw broken;
  if (level === "warn") {
    if (ctx.record) ctx.events.push({ type: "ruleWarning", code: broken.code, message: broken.message, data: { ...broken.data } });
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

/** The draft's own (writable) record of a side; the sides are copied on the step's first call. */
export function sideOf(ctx: Context, sideId: string): KfSide {
  if (!ctx.ownSides) {
    // Spelt out: a literal of a fixed shape costs far less than a spread.
    const copies: KfSide[] = [];
    for (const side of ctx.draft.sides) copies.push({ id: side.id, name: side.name, pool: side.pool });
    ctx.draft.sides = copies;
    ctx.ownSides = true;
  }
  for (const side of ctx.draft.sides) if (side.id === sideId) return side;
  throw new RangeError(`Knight Fight: unknown side ${sideId}`);
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
  if (ctx.record) ctx.events.push({ type: "poolChanged", side: sideId, before, after: side.pool, reason, dice });
}

export function setDanger(ctx: Context, figure: KfFigure, after: number, reason: KfDangerReason): void {
  const before = figure.danger;
  writableFigure(ctx, figure.id).danger = after;
  if (ctx.record) ctx.events.push({ type: "dangerChanged", figureId: figure.id, before, after, reason });
}

/** Checks for the end of the game; true when it is over. */
export function settle(ctx: Context): boolean {
  const outcome = decideOutcome(ctx.draft);
  if (outcome === null) return false;
  ctx.draft.outcome = outcome;
  ctx.draft.phase = "over";
  ctx.draft.actionPoints = 0;
  if (ctx.record) ctx.events.push({ type: "gameOver", outcome });
  return true;
}

