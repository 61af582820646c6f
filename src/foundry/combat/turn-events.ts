/**
 * Core's turn bookkeeping as the activation tracker uses it. Every turn or round change goes
 * through a real Combat update, after the hook core fires for it on the initiating client
 * (`combatTurn` / `combatRound`, https://foundryvtt.com/api/v13/functions/hookEvents.combatTurn.html),
 * with the options core's own controls pass: `direction` and `worldTime.delta`, which the
 * server adds to the world time with the update (fvtt-types 13.345.1 `Combat.Database.Update`;
 * foundryvtt#10924). The v13 hook page still names that number `advanceTime`, so listeners get
 * both names; a listener that changes either one changes the time the update takes.
 */
export type TurnHook = "combatTurn" | "combatRound";

export interface TurnMove {
  readonly hook: TurnHook;
  /** 1 forward, -1 back (core's turn events run forward only). */
  readonly direction: 1 | -1;
  /** World time in seconds the change takes (negative going back). */
  readonly delta: number;
}

/** How long things take on the world clock: an activation is a turn (CONFIG.time). */
export function activationTime(): number {
  return CONFIG.time.turnTime;
}

export function roundTime(): number {
  return CONFIG.time.roundTime;
}

/**
 * The moves the tracker makes: an activation starts (a turn's time), ends (no time more) or is
 * called off (its time given back); rounds go forward or back by the round time. Going back to
 * round 0 gives back nothing, as core's start from round 0 takes nothing (foundryvtt#12015).
 */
export const TURN_MOVES = {
  startActivation: (): TurnMove => ({ hook: "combatTurn", direction: 1, delta: activationTime() }),
  endActivation: (): TurnMove => ({ hook: "combatTurn", direction: 1, delta: 0 }),
  callOffActivation: (): TurnMove => ({ hook: "combatTurn", direction: -1, delta: -activationTime() }),
  nextRound: (): TurnMove => ({ hook: "combatRound", direction: 1, delta: roundTime() }),
  previousRound: (toRound: number): TurnMove => ({ hook: "combatRound", direction: -1, delta: toRound === 0 ? 0 : -roundTime() }),
} as const;

// fvtt-types types these hooks from the v13 hook pages ({advanceTime, direction}, turn a number).
type LooseCallAll = (hook: string, ...args: unknown[]) => boolean;

/** Fires `move.hook` with the data and options (listeners may change both) and returns the update options. */
export function announceTurnMove(combat: Combat.Implementation, updateData: Record<string, unknown>, move: TurnMove): Combat.Database.UpdateOperation {
  const hookOptions = { direction: move.direction, worldTime: { delta: move.delta }, advanceTime: move.delta };
  (Hooks.callAll as unknown as LooseCallAll).call(Hooks, move.hook, combat, updateData, hookOptions);
  const delta = hookOptions.advanceTime !== move.delta ? hookOptions.advanceTime : hookOptions.worldTime.delta;
  return { direction: hookOptions.direction, worldTime: { delta } } as Combat.Database.UpdateOperation;
}

/** `combatStart(combat, updateData)` before the update that starts round 1. */
export function announceCombatStart(combat: Combat.Implementation, updateData: Record<string, unknown>): void {
  (Hooks.callAll as unknown as LooseCallAll).call(Hooks, "combatStart", combat, updateData);
}

interface RegionWithEvents {
  _triggerEvent(name: string, data: Record<string, unknown>): Promise<void>;
}

type TurnContext = { round: number; turn: number | null; skipped: boolean };
type RoundContext = { round: number; skipped: boolean };

async function triggerRegions(combat: Combat.Implementation, combatants: readonly Combatant.Implementation[], event: string, context: TurnContext | RoundContext): Promise<void> {
  const triggers = combatants.flatMap((combatant) => {
    const token = combatant.token;
    if (!token) return [];
    const regions = [...(token.regions ?? [])] as unknown as RegionWithEvents[];
    return regions.map((region) => region._triggerEvent(event, { token, combatant, combat, ...context }));
  });
  await Promise.allSettled(triggers);
}

/**
 * The end of a turn core does not dispatch itself: core runs no turn-end when `turn` becomes
 * null (Draw Steel 0.10.2 dispatches it the same way), which is how an activation ends here.
 * `_onEndTurn` and the token's TOKEN_TURN_END Region events, as core runs them, on the active
 * GM's client (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.RegionTokenTurnEventData.html).
 */
export async function dispatchTurnEnd(
  combat: Combat.Implementation,
  combatant: Combatant.Implementation,
  context: TurnContext,
  endTurn: (combatant: Combatant.Implementation, context: Combat.TurnEventContext) => Promise<void>,
): Promise<void> {
  await endTurn(combatant, context as Combat.TurnEventContext);
  await triggerRegions(combat, [combatant], CONST.REGION_EVENTS.TOKEN_TURN_END, context);
}

/**
 * The start of an activation the tracker recorded: `_onStartTurn`, the token's movement history
 * cleared (core clears it at every turn start it dispatches, `Combat#_clearMovementHistoryOnStartTurn`),
 * then its TOKEN_TURN_START Region events.
 */
export async function dispatchTurnStart(
  combat: Combat.Implementation,
  combatant: Combatant.Implementation,
  context: TurnContext,
  startTurn: (combatant: Combatant.Implementation, context: Combat.TurnEventContext) => Promise<void>,
): Promise<void> {
  await startTurn(combatant, context as Combat.TurnEventContext);
  await combatant.token?.clearMovementHistory();
  await triggerRegions(combat, [combatant], CONST.REGION_EVENTS.TOKEN_TURN_START, context);
}

/** A round's end or start: `_onEndRound` / `_onStartRound`, then TOKEN_ROUND_END / START for every combatant's token. */
export async function dispatchRound(
  combat: Combat.Implementation,
  kind: "end" | "start",
  context: RoundContext,
  handler: (context: Combat.RoundEventContext) => Promise<void>,
): Promise<void> {
  await handler(context as Combat.RoundEventContext);
  const event = kind === "end" ? CONST.REGION_EVENTS.TOKEN_ROUND_END : CONST.REGION_EVENTS.TOKEN_ROUND_START;
  await triggerRegions(combat, combat.combatants.contents, event, context);
}
