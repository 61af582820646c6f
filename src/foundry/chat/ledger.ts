import { RuleViolation } from "../../rules/common/errors";
import { isActiveGm } from "../shared/active-gm";
import { readSetting, registerHiddenWorldSetting, settingKey, writeSetting } from "../settings/registry";
import { isPlainObject } from "../../data/source-merge";
import { parseCardFlag, parseFollowUpRef, parseOutcome, sameJson } from "./card-parse";
import { CARD_STATES, type AppliedChange, type CardFlag, type CardState, type AppliedCard } from "./card-types";
import {
  closedStateOf,
  closeGameRecords,
  compactRecords,
  FREE_PLAY,
  gamesWithBooks,
  isRecordPage,
  ledgerSettingMigrated,
  markLedgerSettingMigrated,
  putRecords,
  recordBooks,
  storedRecord,
  storedRecords,
  type ClosingCard,
} from "./record-store";
import { combatOfFigure } from "../shared/activation-of";
import { serialLine } from "../shared/serial-line";
import { SYSTEM_ID } from "../shared/constants";

/**
 * The card ledger: the truth about each card (pending, applied, undone, deleted), what it
 * changed, and which of its follow-ups were used; nothing on the player-editable chat message is.
 * Each card's record is its own page in its game's GM-owned record book (see record-store.ts for
 * why there), so reading or writing one record costs the same whatever the number of cards. A card
 * of a finished game is closed: it keeps its last state and nothing more can be done with it.
 */

/** The old ledger setting (every record in one hidden world setting); read once, to migrate it. */
export const LEDGER_KEY = settingKey("core", "cardLedger");

/** A card's state, a deleted card included: it keeps its record and still counts as rolled. */
export type RecordState = CardState | "deleted";

export interface DeletedCard {
  /** Its state when it was deleted. */
  readonly was: CardState;
  readonly authorId: string | null;
  /** What the card said (its inputs and claim), kept so a deleted roll still counts. */
  readonly card: CardFlag | null;
}

export interface CardRecord {
  readonly state: RecordState;
  /** Its game is over: it keeps `state` and is neither applied nor undone again. */
  readonly closed?: true;
  /** What the GM applied (an applied or undone card, deleted or not). */
  readonly entry?: AppliedCard;
  readonly deleted?: DeletedCard;
}

interface StoredRecord {
  readonly entry: AppliedCard | null;
  readonly deleted: DeletedCard | null;
}

export function registerLedger(onChange: (changedIds: readonly string[]) => void): void {
  registerHiddenWorldSetting(LEDGER_KEY, {});
  const changed = (page: { id: string | null; parent?: { id: string | null } | null }) => {
    if (page.id && isRecordPage(page)) onChange([page.id]);
  };
  Hooks.on("createJournalEntryPage", changed);
  Hooks.on("updateJournalEntryPage", changed);
}

/** The game a new record belongs to: the started combat its figure fights in, or free play. */
function gameOf(actorUuid: string | undefined): string {
  return (actorUuid ? combatOfFigure(actorUuid)?.id : undefined) ?? FREE_PLAY;
}

function parseApplied(value: unknown): AppliedChange | undefined {
  if (!isPlainObject(value) || typeof value.name !== "string") return undefined;
  const [change] = parseOutcome({ actingUuid: "x", changes: [value], followUps: [] })?.changes ?? [];
  return change ? { ...change, name: value.name } : undefined;
}

function parseEntry(value: unknown): AppliedCard | undefined {
  if (!isPlainObject(value) || (value.state !== "applied" && value.state !== "undone") || !Array.isArray(value.applied) || !isPlainObject(value.used)) return undefined;
  const outcome = parseOutcome({ actingUuid: value.actingUuid, changes: [], followUps: value.followUps });
  const applied = value.applied.map(parseApplied);
  if (!outcome || applied.some((a) => a === undefined)) return undefined;
  const used = Object.fromEntries(Object.entries(value.used).filter((entry): entry is [string, string] => /^\d{1,4}$/.test(entry[0]) && typeof entry[1] === "string"));
  const consumes = value.consumes === undefined ? undefined : parseFollowUpRef(value.consumes);
  return { state: value.state, actingUuid: outcome.actingUuid, applied: applied as AppliedChange[], followUps: outcome.followUps, used, ...(consumes ? { consumes } : {}) };
}

function parseDeleted(value: unknown): DeletedCard | null {
  if (!isPlainObject(value) || !(CARD_STATES as readonly unknown[]).includes(value.was)) return null;
  return { was: value.was as CardState, authorId: typeof value.authorId === "string" ? value.authorId : null, card: parseCardFlag(value.card) ?? null };
}

function parseStored(value: unknown): StoredRecord | undefined {
  if (!isPlainObject(value)) return undefined;
  return { entry: parseEntry(value.entry) ?? null, deleted: parseDeleted(value.deleted) };
}

function asRecord(stored: StoredRecord): CardRecord {
  const state: RecordState = stored.deleted ? "deleted" : (stored.entry?.state ?? "pending");
  return { state, ...(stored.entry ? { entry: stored.entry } : {}), ...(stored.deleted ? { deleted: stored.deleted } : {}) };
}

/** A card's record (reads that card's record only), or undefined for a card never recorded (pending). */
export function recordOf(messageId: string): CardRecord | undefined {
  const stored = parseStored(storedRecord(messageId));
  if (stored) return asRecord(stored);
  const closed = closedStateOf(messageId);
  return closed ? { state: closed, closed: true } : undefined;
}

/** Every card's record, deleted ones included. Reads them all: for whole-history questions only. */
export function allRecords(): Map<string, CardRecord> {
  const records = new Map<string, CardRecord>();
  for (const [id, value] of storedRecords()) {
    const stored = parseStored(value);
    if (stored) records.set(id, asRecord(stored));
  }
  return records;
}

/** The applied and undone entries of cards still in the chat log (reads every record). */
export function readLedger(): Readonly<Record<string, AppliedCard>> {
  const ledger: Record<string, AppliedCard> = {};
  for (const [id, record] of allRecords()) if (record.entry && record.state !== "deleted") ledger[id] = record.entry;
  return ledger;
}

/** A card's applied or undone entry; none for a card never applied, or deleted. */
export function appliedCardOf(messageId: string): AppliedCard | undefined {
  const record = recordOf(messageId);
  return record?.state === "deleted" ? undefined : record?.entry;
}

/** A card's state and whether its game is over (nothing more is done with it), from one read of its record. */
export function cardStatus(messageId: string): { readonly state: CardState; readonly closed: boolean } {
  const record = recordOf(messageId);
  if (record?.closed && record.state !== "deleted") return { state: record.state, closed: true };
  return { state: record?.state === "deleted" ? "pending" : (record?.entry?.state ?? "pending"), closed: false };
}

export function cardState(messageId: string): CardState {
  return cardStatus(messageId).state;
}

export function cardClosed(messageId: string): boolean {
  return cardStatus(messageId).closed;
}

function title(id: string, stored: StoredRecord): string {
  const state = asRecord(stored).state;
  const label = game.i18n?.localize(`SHELFWARS.Card.RecordState.${state}`) ?? state;
  const kind = stored.deleted?.card ? `${stored.deleted.card.ruleset}/${stored.deleted.card.kind} ` : "";
  return `${kind}${id}: ${label}`;
}

/** Record writes, one after another. */
const oneAtATime = serialLine();

function actingOf(stored: StoredRecord): string | undefined {
  return stored.entry?.actingUuid ?? stored.deleted?.card?.claim.actingUuid;
}

async function putChecked(records: ReadonlyMap<string, StoredRecord>): Promise<void> {
  const json = new Map([...records].map(([id, stored]) => [id, JSON.parse(JSON.stringify(stored)) as object]));
  await putRecords(new Map([...json].map(([id, record]) => [id, { record, title: title(id, records.get(id)!), game: gameOf(actingOf(records.get(id)!)) }])));
  for (const [id, record] of json) {
    if (!sameJson(storedRecord(id) ?? null, record)) {
      throw new RuleViolation("Card.LedgerRefused", "The card's record did not read back as it was written.", {});
    }
  }
}

/**
 * Records entries (GM only), one write after another. `null` clears a card's entry (its record
 * stays). A record that does not read back as written is an error, never a silent success.
 */
export function writeLedger(entries: Readonly<Record<string, AppliedCard | null>>): Promise<void> {
  return oneAtATime(async () => {
    const records = new Map<string, StoredRecord>();
    for (const [id, entry] of Object.entries(entries)) {
      const deleted = recordOf(id)?.deleted ?? null;
      records.set(id, { entry, deleted });
    }
    await putChecked(records);
  });
}

/** A deleted chat message, as the `deleteChatMessage` hook hands it over. */
export interface DeletedMessage {
  readonly id: string;
  readonly authorId?: string | null;
  readonly card?: unknown;
  /** The deleted ChatMessage itself (its flags and rolls), to complete a card applied in part. */
  readonly document?: unknown;
}

/**
 * Deleted cards keep their records, marked deleted (run by the active GM's client): a card
 * deleted before it was applied still has been rolled. A card never recorded is recorded only
 * when a GM's client posted it or recorded its dice (`rolled`): a player's hand-made card leaves
 * no record, so nobody grows the records faster than the cards they may roll. All in one write.
 */
export function markCardsDeleted(messages: readonly DeletedMessage[], rolled: (messageId: string) => boolean = () => false): Promise<void> {
  return oneAtATime(async () => {
    const records = new Map<string, StoredRecord>();
    for (const message of messages) {
      const record = recordOf(message.id);
      if (record?.closed) continue;
      const card = parseCardFlag(message.card) ?? record?.deleted?.card ?? null;
      const counted = rolled(message.id) || (message.authorId ? game.users?.get(message.authorId)?.isGM === true : false);
      if (record?.state === "deleted" || (!record && !card) || (!record && !counted)) continue;
      const was: CardState = record?.entry?.state ?? "pending";
      records.set(message.id, { entry: record?.entry ?? null, deleted: { was, authorId: message.authorId ?? null, card } });
    }
    if (records.size > 0) await putChecked(records);
  });
}

/**
 * A game is over (its combat deleted; run by the active GM's client): every card of it still in
 * the chat log is closed in its last state, pending ones included (the GM ended the game with them
 * unsettled), and the game's books are deleted. A card of the game is one with a page in its books,
 * one the combat recorded dice for (`rolledIds`), or one still unrecorded whose acting figure
 * fought in it (`figures`): a card's acting figure is checked against its dice at apply, so no card
 * escapes by naming another.
 */
export function closeGame(gameKey: string, rolledIds: readonly string[] = [], figures: readonly string[] = []): Promise<void> {
  return oneAtATime(async () => {
    const ids = new Set(rolledIds);
    for (const book of recordBooks(gameKey)) for (const page of book.pages.values()) ids.add(page.id);
    if (figures.length > 0) {
      for (const message of game.messages ?? []) {
        const card = parseCardFlag(message.getFlag(SYSTEM_ID as never, "card" as never));
        if (message.id && card && figures.includes(card.claim.actingUuid) && storedRecord(message.id) === undefined) ids.add(message.id);
      }
    }
    const cards: ClosingCard[] = [];
    for (const id of ids) {
      if (!game.messages?.get(id)) continue;
      const record = recordOf(id);
      if (record?.closed || record?.state === "deleted") continue;
      cards.push({ id, state: record?.entry?.state ?? "pending" });
    }
    await closeGameRecords(gameKey, cards);
  });
}

/**
 * At the active GM's ready: games whose combat is gone (deleted while no GM was connected) are
 * closed, and records no card in the chat log needs any more are dropped.
 */
export async function tidyRecords(): Promise<void> {
  for (const gameKey of gamesWithBooks()) if (!game.combats?.get(gameKey)) await closeGame(gameKey);
  await oneAtATime(() => compactRecords((id) => !!game.messages?.get(id)));
}

function parseOldLedger(value: unknown): Map<string, AppliedCard> {
  const ledger = new Map<string, AppliedCard>();
  if (!isPlainObject(value)) return ledger;
  for (const [id, entry] of Object.entries(value)) {
    const parsed = parseEntry(entry);
    if (parsed && /^[A-Za-z0-9]{16}$/.test(id)) ledger.set(id, parsed);
  }
  return ledger;
}

/**
 * Once per world, at the active GM's ready: the old ledger setting's entries move into the record
 * store (cards already recorded there keep their record), the store is marked migrated and the
 * setting emptied. After that the setting is never read again, so a user granted SETTINGS_MODIFY
 * who writes it changes nothing. Returns how many entries moved. It runs beside the migration
 * runner (src/foundry/migration), not as one of its steps: those rewrite actors and bump the
 * schema version, while this moves one setting into documents and marks the store itself.
 */
export async function migrateLedgerSetting(): Promise<number> {
  if (!isActiveGm() || ledgerSettingMigrated()) return 0;
  const old = parseOldLedger(readSetting(LEDGER_KEY));
  const moving = [...old].filter(([id]) => storedRecord(id) === undefined);
  await oneAtATime(async () => {
    if (moving.length > 0) await putChecked(new Map(moving.map(([id, entry]) => [id, { entry, deleted: null }])));
    await markLedgerSettingMigrated();
  });
  await writeSetting(LEDGER_KEY, {});
  return moving.length;
}
