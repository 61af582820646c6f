import type { DiceRoller } from "../common/dice";
import type { RuleViolation } from "../common/errors";
import { hexAdjacent } from "../common/geometry";
import type { KfAction } from "./actions";
import { isBlocked, occupant, onBoard } from "./board";
import type { KfEvent } from "./events";
import { findFigure, targetsFor } from "./legal";
import type { KfFigure, KfState } from "./state";
import {
  activeOf,
  contextOf,
  draftOf,
  overridable,
  requirePhase,
  rollD6,
  setDanger,
  setPool,
  settle,
  sideOf,
  violation,
  writableFigure,
  type Context,
  type KfStepOptions,
} from "./step-context";
import { KF_TARGET_OPTIONS, type KfTargetOption } from "./targeting";
import { classModifier, resolveToHit } from "./to-hit";
import { advance, endIfSpent, finishActivation, requireActionPoint, spendActionPoint, startTurn } from "./turn";
import { assertWagerChoice, resolveWager } from "./wager";

export interface KfStepResult {
  state: KfState;
  events: KfEvent[];
}

function doWager(ctx: Context, take: number, declare: number): void {
  const figure = activeOf(ctx);
  const side = sideOf(ctx, figure.side);
  assertWagerChoice(side.pool, take, declare);
  const dice = ctx.roller.roll(take, 6);
  const result = resolveWager(side.pool, take, declare, dice);
  if (ctx.record) ctx.events.push({
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
  writableFigure(ctx, figure.id).position = { i, j };
  if (ctx.record) ctx.events.push({ type: "moved", figureId: figure.id, from, to: { i, j }, actionPointsLeft: ctx.draft.actionPoints });
  endIfSpent(ctx);
}

/** Built only when needed: an Error captures a stack trace, which costs more than the whole check. */
function illegalTarget(attacker: KfFigure, defender: KfFigure | undefined, targetId: string): RuleViolation {
  return violation("IllegalTarget", `${defender?.name ?? targetId} is not a legal target for ${attacker.name} (${attacker.cls})`, {
    target: defender?.name ?? targetId,
    attacker: attacker.name,
    cls: attacker.cls,
  });
}

function doAttack(ctx: Context, action: Extract<KfAction, { type: "attack" }>): void {
  const attacker = activeOf(ctx);
  const targets = targetsFor(ctx.draft, attacker.id, ctx.options.isObscured);
  const defender = findFigure(ctx.draft, action.targetId);
  if (!defender || !defender.alive || defender.side === attacker.side) throw illegalTarget(attacker, defender, action.targetId);
  requireActionPoint(ctx, action);
  if (!targets.legal.includes(defender.id)) overridable(ctx, ctx.options.checks?.targeting, illegalTarget(attacker, defender, action.targetId));
  spendActionPoint(ctx, action);
  const result = resolveToHit(attacker.combat, defender.defence, attacker.cls, rollD6(ctx.roller));
  const options: KfTargetOption[] = [];
  if (ctx.record) for (const option of KF_TARGET_OPTIONS) if (targets.byOption[option].includes(defender.id)) options.push(option);
  if (ctx.record) ctx.events.push({
    type: "attacked",
    attackerId: attacker.id,
    defenderId: defender.id,
    options,
    natural: result.natural,
    modifier: classModifier(attacker.cls),
    modified: result.modified,
    target: result.target,
    hit: result.hit,
    actionPointsLeft: ctx.draft.actionPoints,
  });
  if (result.hit) {
    ctx.options.observer?.hit(attacker.id, defender.id);
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
  if (ctx.record) ctx.events.push({ type: "protected", figureId: figure.id, actionPointsLeft: ctx.draft.actionPoints });
  endIfSpent(ctx);
}

/**
 * Applies one action and returns the new state with everything that happened. Never changes
 * `state`; throws a RuleViolation when the action is not allowed now. After the last action point
 * is spent (or on `endActivation`) the activation closes and the next figure is brought up.
 */
export function step(state: KfState, action: KfAction, roller: DiceRoller, options: KfStepOptions = {}): KfStepResult {
  if (state.phase === "over") throw violation("GameOver", "the game is over", { action: action.type });
  const ctx: Context = contextOf(state, roller, options);
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
  const draft: KfState = { ...draftOf(state), phase: "over", actionPoints: 0, outcome };
  return { state: draft, events: [{ type: "gameOver", outcome }] };
}
