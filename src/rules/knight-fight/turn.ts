import type { DiceRoller } from "../common/dice";
import type { KfAction } from "./actions";
import { findFigure } from "./legal";
import { activeOf, ownList, rollD6, setDanger, setPool, settle, sideOf, violation, writableFigure, type Context } from "./step-context";
import type { KfFigure } from "./state";

/** Dice each side adds to its pool when a turn ends. */
export const KF_REFILL = { count: 2, faces: 6 } as const;

/**
 * Puts figures of equal Speed in a random order (DECISIONS: drawn when that Speed is reached):
 * one die per pick, sized to the figures left, the die's face picking among them in the order
 * given; the last is left over.
 */
export function drawTieOrder(ids: readonly string[], roller: DiceRoller): { order: string[]; rolls: number[] } {
  const remaining = [...ids];
  const order: string[] = [];
  const rolls: number[] = [];
  while (remaining.length > 1) {
    const [roll] = roller.roll(1, remaining.length);
    if (roll === undefined) throw new RangeError("Knight Fight: the roller returned no die");
    rolls.push(roll);
    order.push(...remaining.splice(roll - 1, 1));
  }
  order.push(...remaining);
  return { order, rolls };
}

function orderTies(ctx: Context, speed: number, tied: KfFigure[]): string[] {
  const { order, rolls } = drawTieOrder(tied.map((f) => f.id), ctx.roller);
  if (ctx.record) ctx.events.push({ type: "orderRolled", speed, figureIds: tied.map((f) => f.id), rolls, order });
  return order;
}

/** The next figure to activate this turn, or null when every figure in play has activated. */
function nextFigureId(ctx: Context): string | null {
  const draft = ctx.draft;
  if (draft.queue.length > 0) {
    const queue = ownList(ctx, "queue");
    while (queue.length > 0) {
      const id = queue.shift();
      if (id !== undefined && findFigure(draft, id)?.alive) return id;
    }
  }
  // A set once many have gone, so a big force's turn does not cost the square of its size.
  const activated = draft.activated.length > 16 ? new Set(draft.activated) : null;
  const waits = (f: KfFigure): boolean => f.alive && !(activated ? activated.has(f.id) : draft.activated.includes(f.id));
  // The fastest waiting figure, and whether another waiting figure ties it, without listing the waiting.
  let fastest: KfFigure | undefined;
  let tied = false;
  for (const f of draft.figures) {
    if (!waits(f)) continue;
    if (!fastest || f.speed > fastest.speed) {
      fastest = f;
      tied = false;
    } else if (f.speed === fastest.speed) {
      tied = true;
    }
  }
  if (!fastest) return null;
  if (!tied) return fastest.id;
  const speed = fastest.speed;
  const group = draft.figures.filter((f) => waits(f) && f.speed === speed);
  const [first, ...rest] = orderTies(ctx, speed, group);
  draft.queue = rest;
  ctx.ownQueue = true;
  return first ?? null;
}

function beginActivation(ctx: Context, figureId: string): void {
  const figure = findFigure(ctx.draft, figureId);
  if (!figure) throw new RangeError(`Knight Fight: unknown figure ${figureId}`);
  ownList(ctx, "activated").push(figureId);
  ctx.draft.activeFigureId = figureId;
  ctx.draft.phase = "wager";
  ctx.draft.actionPoints = 0;
  if (ctx.record) ctx.events.push({ type: "activationStarted", figureId, side: figure.side, turn: ctx.draft.turn });
}

export function startTurn(ctx: Context): void {
  ctx.draft.turn += 1;
  ctx.draft.activated = [];
  ctx.draft.queue = [];
  ctx.ownActivated = true;
  ctx.ownQueue = true;
  if (ctx.record) ctx.events.push({ type: "turnStarted", turn: ctx.draft.turn });
}

/** Hands over to the next figure, closing the turn (2d6 to every pool) when all have gone. */
export function advance(ctx: Context): void {
  let next = nextFigureId(ctx);
  if (next === null) {
    if (ctx.record) ctx.events.push({ type: "turnEnded", turn: ctx.draft.turn });
    for (const { id } of ctx.draft.sides) {
      const dice = ctx.roller.roll(KF_REFILL.count, KF_REFILL.faces);
      setPool(ctx, id, sideOf(ctx, id).pool + dice.reduce((a, b) => a + b, 0), "refill", dice);
    }
    startTurn(ctx);
    next = nextFigureId(ctx);
  }
  if (next === null) throw new RangeError("Knight Fight: no figure left to activate in a game still running");
  beginActivation(ctx, next);
}

/**
 * The end-of-activation danger check (DECISIONS "End of activation"): with danger tokens, a d6 at
 * most their number kills the figure and a further d6 leaves its side's pool; a higher roll
 * clears them. No tokens, no roll (null).
 */
export function dangerCheck(danger: number, roller: DiceRoller): { roll: number; killed: boolean; penalty: number } | null {
  if (danger <= 0) return null;
  const roll = rollD6(roller);
  const killed = roll <= danger;
  return { roll, killed, penalty: killed ? rollD6(roller) : 0 };
}

export function finishActivation(ctx: Context): void {
  const figure = activeOf(ctx);
  const unspent = ctx.draft.actionPoints;
  ctx.draft.actionPoints = 0;
  const check = dangerCheck(figure.danger, ctx.roller);
  if (check) {
    if (ctx.record) ctx.events.push({ type: "dangerCheck", figureId: figure.id, danger: figure.danger, roll: check.roll, killed: check.killed });
    if (check.killed) {
      writableFigure(ctx, figure.id).alive = false;
      if (ctx.record) ctx.events.push({ type: "figureKilled", figureId: figure.id, side: figure.side });
      setPool(ctx, figure.side, sideOf(ctx, figure.side).pool - check.penalty, "death", [check.penalty]);
    } else {
      setDanger(ctx, figure, 0, "survived");
    }
  }
  if (ctx.record) ctx.events.push({ type: "activationEnded", figureId: figure.id, unspentActionPoints: unspent });
  if (settle(ctx)) return;
  advance(ctx);
}

export function requireActionPoint(ctx: Context, action: KfAction): void {
  if (ctx.draft.actionPoints < 1) {
    throw violation("NoActionPoints", `${action.type} costs 1 action point and none are left`, { action: action.type });
  }
}

export function spendActionPoint(ctx: Context, action: KfAction): void {
  requireActionPoint(ctx, action);
  ctx.draft.actionPoints -= 1;
}

/** An activation ends by itself once its last action point is spent. */
export function endIfSpent(ctx: Context): void {
  if (ctx.draft.phase === "actions" && ctx.draft.actionPoints === 0) finishActivation(ctx);
}

