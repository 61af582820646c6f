import { RuleViolation } from "../../rules/common/errors";
import { SYSTEM_ID, type RulesetId } from "../shared/constants";
import { cardState, appliedCardOf } from "./ledger";
import { cardKind, ONCE_ACTIONS, type OnceAction } from "./card-kinds";
import type { CardFlag, CardOutcome } from "./card-types";
import { automationLevel } from "../settings/registry";
import { actingActivation, fightsInCombat, type ActingActivation } from "../shared/activation-of";
import { standsInRunningGame } from "../shared/running-game";
import { serialLine } from "../shared/serial-line";

/**
 * The GM's record of every card that carried dice for a figure's action, kept on the Combat
 * (`flags.shelf-wars.rolled.<messageId>`): a player cannot update a Combat, and the record stays
 * when the card is deleted, undone or never applied. Once dice are rolled for an action the action
 * is spent: a later roll of the same figure in the same activation is refused while an earlier one
 * was not kept (applied). Only a GM's undo lifts that (`void`), never a player's.
 */
export interface RollRecord {
  readonly actor: string;
  readonly activation: string;
  /** Order of arrival on the GM's client. */
  readonly n: number;
  /** The card had nothing to apply (a song that took nothing): it spends nothing. */
  readonly empty: boolean;
  readonly by: string;
  readonly void?: boolean;
  /** The once-per-activation action the card spent (an Angry Miniatures attack), if any. */
  readonly action?: OnceAction;
}

function isRollRecord(value: unknown): value is RollRecord {
  if (typeof value !== "object" || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.actor === "string" && typeof r.activation === "string" && Number.isSafeInteger(r.n) && typeof r.empty === "boolean" && typeof r.by === "string" &&
    (r.action === undefined || (ONCE_ACTIONS as readonly unknown[]).includes(r.action))
  );
}

/** The cards a combat recorded dice for (what closing its game closes beside its record pages). */
export function rolledIdsOf(combat: { flags: unknown }): string[] {
  return Object.keys(recordsOf(combat));
}

/**
 * Cards of this figure's activation still pending: dice recorded in it, not voided by a GM's undo,
 * something to apply, never applied, and their message still in the chat log.
 */
export function pendingCardsOf(combat: { flags: unknown }, actorUuid: string, activation: string): string[] {
  return Object.entries(recordsOf(combat))
    .filter(([id, r]) => r.actor === actorUuid && r.activation === activation && !r.empty && !r.void && cardState(id) === "pending" && !!game.messages?.get(id))
    .sort(([, a], [, b]) => a.n - b.n)
    .map(([id]) => id);
}

/** Every card of this figure's activation whose dice were kept on record (not voided by a GM's undo), in the order they arrived. */
export function activationCardsOf(combat: { flags: unknown }, actorUuid: string, activation: string): string[] {
  return Object.entries(recordsOf(combat))
    .filter(([, r]) => r.actor === actorUuid && r.activation === activation && !r.void)
    .sort(([, a], [, b]) => a.n - b.n)
    .map(([id]) => id);
}

/** Resolves once every roll record already on its way has been written. */
export function rollRecordsWritten(): Promise<void> {
  return inOrder(async () => undefined);
}

/** Did the GM's client record dice for this card (in any combat still held)? */
export function hasRolled(messageId: string): boolean {
  return findRecord(messageId) !== null;
}

/** Runs record writes one after another on the GM's client, so arrival order is kept. */
const inOrder = serialLine();

function recordsOf(combat: { flags: unknown }): Record<string, RollRecord> {
  const ours = (combat.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID];
  const raw = ours?.rolled;
  if (typeof raw !== "object" || raw === null) return {};
  return Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter((entry): entry is [string, RollRecord] => isRollRecord(entry[1])));
}

function refuse(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`Card.${code}`, message, data);
}

/**
 * A figure fighting in a started combat acts in its own activation: at warn and enforce of the
 * ruleset's turn-order check an action card outside it is refused (off: the GM runs the turns by
 * hand). So is a figure standing on the scene of a running game of its ruleset that is not in the
 * combat (a copy a player placed): it never acts out of the turn order. Elsewhere, outside any
 * combat, the ruleset's own free-play checks decide (a song's `singingTurn`).
 */
function activationRequired(ruleset: RulesetId, actorUuid: string): boolean {
  return automationLevel(ruleset, "activationOrder") !== "off" && (fightsInCombat(actorUuid) || standsInRunningGame(ruleset, actorUuid));
}


/** The figure's activation, or null when the table plays without one; refused when one is required and missing. */
function requireActivation(ruleset: RulesetId, actorUuid: string, name: string): ActingActivation | null {
  const activation = actingActivation(actorUuid);
  if (!activation && activationRequired(ruleset, actorUuid)) throw refuse("NotActivating", `${name} is not activating: an action's dice are rolled in its figure's activation.`, { name });
  return activation;
}

/** Earlier rolls of this figure in this activation that were not kept: each one spent the action. */
function unkept(records: Record<string, RollRecord>, actor: string, activation: string, before: number, except?: string): string[] {
  return Object.entries(records)
    .filter(([id, r]) => id !== except && r.actor === actor && r.activation === activation && r.n < before && !r.empty && !r.void && cardState(id) !== "applied")
    .map(([id]) => id);
}

/**
 * A card with nothing to apply spends nothing (a song that took nothing). One that uses a follow-up
 * (a free attack) has: left unapplied after a miss, it would let the same grant be rolled again.
 */
export function appliesNothing(outcome: CardOutcome): boolean {
  return outcome.changes.length === 0 && outcome.followUps.length === 0 && !outcome.consumes;
}

/** Nothing to apply at all: no follow-up to grant or use, and every change adds 0 (a pool adjusted by 0). */
export function changesNothing(outcome: CardOutcome): boolean {
  return outcome.followUps.length === 0 && !outcome.consumes && outcome.changes.every((change) => change.delta === 0);
}

/**
 * The figure in whose activation a card's dice are rolled: its acting figure's, or for a card that
 * uses a follow-up (a free attack Commanding gave an adjacent friend) the granting card's figure's.
 */
export function activationFigureOf(outcome: CardOutcome): string {
  const source = outcome.consumes ? appliedCardOf(outcome.consumes.messageId) : undefined;
  return source?.actingUuid ?? outcome.actingUuid;
}

/** The once-per-activation action a card spends, by its kind; null for none or a card its kind cannot read. */
export function onceActionOf(card: CardFlag): OnceAction | null {
  try {
    return cardKind(card.ruleset, card.kind).onceAction?.(card.inputs) ?? null;
  } catch {
    return null;
  }
}

/**
 * Earlier cards of this figure in this activation that spent `action` (applied or not: the action
 * was taken); a GM's undo gives it back. Counted at warn and enforce of the turn-order check.
 */
function spentAction(ruleset: RulesetId, records: Record<string, RollRecord>, actor: string, activation: string, action: OnceAction | null, before: number, except?: string): boolean {
  if (!action || automationLevel(ruleset, "activationOrder") === "off") return false;
  return Object.entries(records).some(([id, r]) => id !== except && r.actor === actor && r.activation === activation && r.n < before && r.action === action && !r.void);
}

function actionSpent(action: OnceAction, name: string): RuleViolation {
  return refuse(`ActionSpent.${action}`, `${name} has already taken its ${action} in this activation.`, { name });
}

/**
 * Before any die is thrown (the GM's client rolling for a player, or a player's own client): may
 * this figure roll for an action now? Refused when it is not activating (turn-order check on) or
 * an earlier roll of this activation was not kept.
 */
export async function checkMayRoll(ruleset: RulesetId, actorUuid: string, name: string, action: OnceAction | null = null): Promise<void> {
  await inOrder(async () => undefined);
  const activation = requireActivation(ruleset, actorUuid, name);
  if (!activation) return;
  const records = recordsOf(activation.combat);
  if (unkept(records, actorUuid, activation.key, Number.MAX_SAFE_INTEGER).length > 0) {
    throw refuse("RollSpent", `${name} already rolled for an action in this activation that was not kept: a roll is never taken back.`, { name });
  }
  if (action && spentAction(ruleset, records, actorUuid, activation.key, action, Number.MAX_SAFE_INTEGER)) throw actionSpent(action, name);
}

/** Has the figure taken this once-per-activation action in its running activation (what the HUD greys)? Any client reads it. */
export function actionTaken(ruleset: RulesetId, actorUuid: string, action: OnceAction): boolean {
  const activation = actingActivation(actorUuid);
  return !!activation && spentAction(ruleset, recordsOf(activation.combat), actorUuid, activation.key, action, Number.MAX_SAFE_INTEGER);
}

/**
 * Records a card with dice as it reaches the active GM's client (creation hook, or first apply).
 * A card rolled while an earlier roll of the same activation is unkept is not recorded: the roll
 * is spent already and the card is refused at apply, so nobody grows the combat's records with
 * cards the table would never keep.
 */
export function recordRoll(messageId: string, actorUuid: string, empty: boolean, by: string, action: OnceAction | null = null): Promise<void> {
  return inOrder(async () => {
    const activation = actingActivation(actorUuid);
    if (!activation || recordsOf(activation.combat)[messageId]) return;
    if (unkept(recordsOf(activation.combat), actorUuid, activation.key, Number.MAX_SAFE_INTEGER).length > 0) return;
    const n = Object.keys(recordsOf(activation.combat)).length;
    const record: RollRecord = { actor: actorUuid, activation: activation.key, n, empty, by, ...(action ? { action } : {}) };
    await activation.combat.update({ [`flags.${SYSTEM_ID}.rolled.${messageId}`]: record } as never);
  });
}

function findRecord(messageId: string): { combat: ActingActivation["combat"]; record: RollRecord } | null {
  for (const combat of game.combats ?? []) {
    const record = recordsOf(combat as unknown as { flags: unknown })[messageId];
    if (record) return { combat: combat as unknown as ActingActivation["combat"], record };
  }
  return null;
}

/**
 * At apply, on the GM's client: the card's dice must have been rolled in the acting figure's
 * running activation, and be the first roll of that activation not yet kept.
 */
export async function checkRollKept(ruleset: RulesetId, messageId: string, actorUuid: string, name: string, empty: boolean, by: string, action: OnceAction | null = null): Promise<void> {
  await recordRoll(messageId, actorUuid, empty, by, action);
  await inOrder(async () => undefined);
  const own = findRecord(messageId);
  if (own && own.record.actor === actorUuid && own.record.activation !== actingActivation(actorUuid)?.key) {
    checkKeptIn(ruleset, own.combat, own.record, messageId, name, action);
    return;
  }
  const activation = requireActivation(ruleset, actorUuid, name);
  if (!activation) return;
  const found = findRecord(messageId);
  if (!found && unkept(recordsOf(activation.combat), actorUuid, activation.key, Number.MAX_SAFE_INTEGER).length > 0) {
    throw refuse("RollSpent", `${name} already rolled for an action in this activation that was not kept: a roll is never taken back.`, { name });
  }
  if (!found || found.record.activation !== activation.key || found.record.actor !== actorUuid) {
    throw refuse("RollOutsideActivation", `${name}'s card was rolled outside this activation.`, { name });
  }
  checkKeptIn(ruleset, activation.combat, found.record, messageId, name, action);
}

/**
 * A card is kept when it is the first roll of its own activation not kept and no
 * once-per-activation action was spent before it. A card rolled in an activation that has ended
 * is judged so too (a rolled outcome always lands: nobody gains by leaving it pending).
 */
function checkKeptIn(ruleset: RulesetId, combat: ActingActivation["combat"], record: RollRecord, messageId: string, name: string, action: OnceAction | null): void {
  const records = recordsOf(combat);
  if (unkept(records, record.actor, record.activation, record.n, messageId).length > 0) {
    throw refuse("RollSpent", `${name} already rolled for an action in this activation that was not kept: a roll is never taken back.`, { name });
  }
  if (action && spentAction(ruleset, records, record.actor, record.activation, action, record.n, messageId)) throw actionSpent(action, name);
}

/** A GM's undo forgives the roll (the GM may let it be rolled again); a player's never does. */
export async function voidRoll(messageId: string): Promise<void> {
  await inOrder(async () => {
    const found = findRecord(messageId);
    if (found) await found.combat.update({ [`flags.${SYSTEM_ID}.rolled.${messageId}.void`]: true } as never);
  });
}
