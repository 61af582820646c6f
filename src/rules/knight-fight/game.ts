import type { DiceRoller } from "../common/dice";
import { RuleViolation } from "../common/errors";
import { hexAdjacent } from "../common/geometry";
import type { KfAction } from "./actions";
import { isBlocked, occupant, onBoard } from "./board";
import type { KfDangerReason, KfEvent, KfPoolReason } from "./events";
import { findFigure, targetsFor, type KfObscuredPredicate } from "./legal";
import type { KfCheckMode } from "./setup";
import { decideOutcome } from "./outcome";
import type { KfFigure, KfPhase, KfState } from "./state";
import { KF_TARGET_OPTIONS } from "./targeting";
import { classModifier, resolveToHit } from "./to-hit";
import { assertWagerChoice, resolveWager } from "./wager";

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

export interface KfStepResult {
  state: KfState;
  events: KfEvent[];
}

/** Dice each side adds to its pool when a turn ends. */
export const KF_REFILL = { count: 2, faces: 6 } as const;

interface Context {
  draft: KfState;
  events: KfEvent[];
  roller: DiceRoller;
  options: KfStepOptions;
}

/** Applies an overridable check: throws when enforced, records a warning when warned. */
function overridable(ctx: Context, mode: KfCheckMode | undefined, broken: RuleViolation): void {
  const level = mode ?? "enforce";
  if (level === "enforce") throw broken;
  if (level === "warn") {
    ctx.events.push({ type: "ruleWarning", code: broken.code, message: broken.message, data: { ...broken.data } });
  }
}

function violation(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`KnightFight.Rule.${code}`, `Knight Fight: ${message}`, data);
}

function requirePhase(state: KfState, action: KfAction, phase: KfPhase): void {
  if (state.phase !== phase) {
    throw violation("WrongPhase", `${action.type} is not allowed now (the game is in its ${state.phase} phase)`, {
      action: action.type,
      phase: state.phase,
    });
  }
}

function rollD6(roller: DiceRoller): number {
  const [die] = roller.roll(1, 6);
  if (die === undefined) throw new RangeError("Knight Fight: the roller returned no die");
  return die;
}

function sideOf(ctx: Context, sideId: string) {
  const side = ctx.draft.sides.find((s) => s.id === sideId);
  if (!side) throw new RangeError(`Knight Fight: unknown side ${sideId}`);
  return side;
}

function activeOf(ctx: Context): KfFigure {
  const figure = ctx.draft.activeFigureId === null ? undefined : findFigure(ctx.draft, ctx.draft.activeFigureId);
  if (!figure) throw new RangeError("Knight Fight: no figure is activating");
  return figure;
}

/** Pools never drop below 0. */
function setPool(ctx: Context, sideId: string, after: number, reason: KfPoolReason, dice: number[] = []): void {
  const side = sideOf(ctx, sideId);
  const before = side.pool;
  side.pool = Math.max(0, after);
  ctx.events.push({ type: "poolChanged", side: sideId, before, after: side.pool, reason, dice });
}

function setDanger(ctx: Context, figure: KfFigure, after: number, reason: KfDangerReason): void {
  const before = figure.danger;
  figure.danger = after;
  ctx.events.push({ type: "dangerChanged", figureId: figure.id, before, after, reason });
}

/** Checks for the end of the game; true when it is over. */
function settle(ctx: Context): boolean {
  const outcome = decideOutcome(ctx.draft);
  if (outcome === null) return false;
  ctx.draft.outcome = outcome;
  ctx.draft.phase = "over";
  ctx.draft.actionPoints = 0;
  ctx.events.push({ type: "gameOver", outcome });
  return true;
}

/** Puts a tied Speed group in a random order: one die per pick, sized to the figures left. */
function orderTies(ctx: Context, speed: number, tied: KfFigure[]): string[] {
  const remaining = tied.map((f) => f.id);
  const order: string[] = [];
  const rolls: number[] = [];
  while (remaining.length > 1) {
    const [roll] = ctx.roller.roll(1, remaining.length);
    if (roll === undefined) throw new RangeError("Knight Fight: the roller returned no die");
    rolls.push(roll);
    order.push(...remaining.splice(roll - 1, 1));
  }
  order.push(...remaining);
  ctx.events.push({ type: "orderRolled", speed, figureIds: tied.map((f) => f.id), rolls, order });
  return order;
}

/** The next figure to activate this turn, or null when every figure in play has activated. */
function nextFigureId(ctx: Context): string | null {
  const draft = ctx.draft;
  while (draft.queue.length > 0) {
    const id = draft.queue.shift();
    if (id !== undefined && findFigure(draft, id)?.alive) return id;
  }
  const waiting = draft.figures.filter((f) => f.alive && !draft.activated.includes(f.id));
  if (waiting.length === 0) return null;
  const speed = Math.max(...waiting.map((f) => f.speed));
  const group = waiting.filter((f) => f.speed === speed);
  if (group.length === 1) return group[0]?.id ?? null;
  const [first, ...rest] = orderTies(ctx, speed, group);
  draft.queue = rest;
  return first ?? null;
}

function beginActivation(ctx: Context, figureId: string): void {
  const figure = findFigure(ctx.draft, figureId);
  if (!figure) throw new RangeError(`Knight Fight: unknown figure ${figureId}`);
  ctx.draft.activated.push(figureId);
  ctx.draft.activeFigureId = figureId;
  ctx.draft.phase = "wager";
  ctx.draft.actionPoints = 0;
  ctx.events.push({ type: "activationStarted", figureId, side: figure.side, turn: ctx.draft.turn });
}

function startTurn(ctx: Context): void {
  ctx.draft.turn += 1;
  ctx.draft.activated = [];
  ctx.draft.queue = [];
  ctx.events.push({ type: "turnStarted", turn: ctx.draft.turn });
}

/** Hands over to the next figure, closing the turn (2d6 to every pool) when all have gone. */
function advance(ctx: Context): void {
  let next = nextFigureId(ctx);
  if (next === null) {
    ctx.events.push({ type: "turnEnded", turn: ctx.draft.turn });
    for (const side of ctx.draft.sides) {
      const dice = ctx.roller.roll(KF_REFILL.count, KF_REFILL.faces);
      setPool(ctx, side.id, side.pool + dice.reduce((a, b) => a + b, 0), "refill", dice);
    }
    startTurn(ctx);
    next = nextFigureId(ctx);
  }
  if (next === null) throw new RangeError("Knight Fight: no figure left to activate in a game still running");
  beginActivation(ctx, next);
}

function finishActivation(ctx: Context): void {
  const figure = activeOf(ctx);
  const unspent = ctx.draft.actionPoints;
  ctx.draft.actionPoints = 0;
  if (figure.danger > 0) {
    const roll = rollD6(ctx.roller);
    const killed = roll <= figure.danger;
    ctx.events.push({ type: "dangerCheck", figureId: figure.id, danger: figure.danger, roll, killed });
    if (killed) {
      figure.alive = false;
      ctx.events.push({ type: "figureKilled", figureId: figure.id, side: figure.side });
      const penalty = rollD6(ctx.roller);
      setPool(ctx, figure.side, sideOf(ctx, figure.side).pool - penalty, "death", [penalty]);
    } else {
      setDanger(ctx, figure, 0, "survived");
    }
  }
  ctx.events.push({ type: "activationEnded", figureId: figure.id, unspentActionPoints: unspent });
  if (settle(ctx)) return;
  advance(ctx);
}

function requireActionPoint(ctx: Context, action: KfAction): void {
  if (ctx.draft.actionPoints < 1) {
    throw violation("NoActionPoints", `${action.type} costs 1 action point and none are left`, { action: action.type });
  }
}

function spendActionPoint(ctx: Context, action: KfAction): void {
  requireActionPoint(ctx, action);
  ctx.draft.actionPoints -= 1;
}

/** An activation ends by itself once its last action point is spent. */
function endIfSpent(ctx: Context): void {
  if (ctx.draft.phase === "actions" && ctx.draft.actionPoints === 0) finishActivation(ctx);
}

function doWager(ctx: Context, take: number, declare: number): void {
  const figure = activeOf(ctx);
  const side = sideOf(ctx, figure.side);
  assertWagerChoice(side.pool, take, declare);
  const dice = ctx.roller.roll(take, 6);
  const result = resolveWager(side.pool, take, declare, dice);
  ctx.events.push({
    type: "wagered",
    figureId: figure.id,
    side: side.id,
    take,
    declare,
    dice,
    actionPoints: result.actionPoints,
    returned: result.returned,
    discarded: result.discarded,
    poolBefore: side.pool,
    poolAfter: result.pool,
  });
  setPool(ctx, side.id, result.pool, "wager", dice);
  if (settle(ctx)) return;
  ctx.draft.phase = "actions";
  ctx.draft.actionPoints = result.actionPoints;
  endIfSpent(ctx);
}

function doMove(ctx: Context, action: Extract<KfAction, { type: "move" }>): void {
  const figure = activeOf(ctx);
  const { board } = ctx.draft;
  const { i, j } = action.to;
  if (!onBoard(board, action.to)) throw violation("OffBoard", `hex (${i}, ${j}) is not on the board`, { i, j });
  requireActionPoint(ctx, action);
  const mode = ctx.options.checks?.movement;
  if (!hexAdjacent(figure.position, action.to, board.orientation)) {
    overridable(ctx, mode, violation("MoveNotAdjacent", `a move goes to an adjacent hex; (${i}, ${j}) is not next to the figure`, { i, j }));
  }
  if (isBlocked(board, action.to)) overridable(ctx, mode, violation("HexBlocked", `hex (${i}, ${j}) is blocked by terrain`, { i, j }));
  const standing = occupant(ctx.draft.figures, action.to);
  if (standing && standing.id !== figure.id) {
    overridable(ctx, mode, violation("HexOccupied", `hex (${i}, ${j}) already holds a figure`, { i, j }));
  }
  spendActionPoint(ctx, action);
  const from = figure.position;
  figure.position = { i, j };
  ctx.events.push({ type: "moved", figureId: figure.id, from, to: { i, j }, actionPointsLeft: ctx.draft.actionPoints });
  endIfSpent(ctx);
}

function doAttack(ctx: Context, action: Extract<KfAction, { type: "attack" }>): void {
  const attacker = activeOf(ctx);
  const targets = targetsFor(ctx.draft, attacker.id, ctx.options.isObscured);
  const defender = findFigure(ctx.draft, action.targetId);
  const illegal = violation("IllegalTarget", `${defender?.name ?? action.targetId} is not a legal target for ${attacker.name} (${attacker.cls})`, {
    target: defender?.name ?? action.targetId,
    attacker: attacker.name,
    cls: attacker.cls,
  });
  if (!defender || !defender.alive || defender.side === attacker.side) throw illegal;
  requireActionPoint(ctx, action);
  if (!targets.legal.includes(defender.id)) overridable(ctx, ctx.options.checks?.targeting, illegal);
  spendActionPoint(ctx, action);
  const result = resolveToHit(attacker.combat, defender.defence, attacker.cls, rollD6(ctx.roller));
  ctx.events.push({
    type: "attacked",
    attackerId: attacker.id,
    defenderId: defender.id,
    options: KF_TARGET_OPTIONS.filter((option) => targets.byOption[option].includes(defender.id)),
    natural: result.natural,
    modifier: classModifier(attacker.cls),
    modified: result.modified,
    target: result.target,
    hit: result.hit,
    actionPointsLeft: ctx.draft.actionPoints,
  });
  if (result.hit) {
    setPool(ctx, defender.side, sideOf(ctx, defender.side).pool - 1, "hit");
    setDanger(ctx, defender, defender.danger + 1, "hit");
    if (settle(ctx)) return;
  }
  endIfSpent(ctx);
}

function doProtect(ctx: Context, action: KfAction): void {
  const figure = activeOf(ctx);
  if (figure.danger < 1) throw violation("NoDanger", `${figure.name} has no danger token to remove`, { figure: figure.name });
  spendActionPoint(ctx, action);
  setDanger(ctx, figure, figure.danger - 1, "protect");
  ctx.events.push({ type: "protected", figureId: figure.id, actionPointsLeft: ctx.draft.actionPoints });
  endIfSpent(ctx);
}

/**
 * Applies one action and returns the new state with everything that happened. Never changes
 * `state`; throws a RuleViolation when the action is not allowed now. After the last action point
 * is spent (or on `endActivation`) the activation closes and the next figure is brought up.
 */
export function step(state: KfState, action: KfAction, roller: DiceRoller, options: KfStepOptions = {}): KfStepResult {
  if (state.phase === "over") throw violation("GameOver", "the game is over", { action: action.type });
  const ctx: Context = { draft: structuredClone(state), events: [], roller, options };
  switch (action.type) {
    case "start":
      requirePhase(state, action, "ready");
      startTurn(ctx);
      if (!settle(ctx)) advance(ctx);
      break;
    case "wager":
      requirePhase(state, action, "wager");
      doWager(ctx, action.take, action.declare);
      break;
    case "move":
      requirePhase(state, action, "actions");
      doMove(ctx, action);
      break;
    case "attack":
      requirePhase(state, action, "actions");
      doAttack(ctx, action);
      break;
    case "protect":
      requirePhase(state, action, "actions");
      doProtect(ctx, action);
      break;
    case "endActivation":
      requirePhase(state, action, "actions");
      finishActivation(ctx);
      break;
    default: {
      const unknown: { type?: unknown } = action;
      throw violation("UnknownAction", `there is no action called ${String(unknown.type)}`, { action: String(unknown.type) });
    }
  }
  return { state: ctx.draft, events: ctx.events };
}

/** Ends a game that has run too long (a turn cap or the players' agreement) as a draw. */
export function callGame(state: KfState): KfStepResult {
  if (state.phase === "over") return { state, events: [] };
  const outcome = { kind: "draw", reason: "called" } as const;
  const draft: KfState = { ...structuredClone(state), phase: "over", actionPoints: 0, outcome };
  return { state: draft, events: [{ type: "gameOver", outcome }] };
}
