import { replacedWhole } from "../compat/update-operators";
import { RuleViolation } from "../../rules/common/errors";
import { isPlainObject } from "../../data/source-merge";
import { LANG_PREFIX, SYSTEM_ID } from "../shared/constants";

/**
 * Where card records live: record books, journal entries the GM's client creates with default
 * ownership NONE, each holding at most PAGES_PER_BOOK pages, one page per card (its id is the
 * card's message id). Why so:
 * - Only an OWNER of an entry writes its pages, and only GMs own a book. A GM's own client refuses
 *   to share one (see `guardRecordBooks`); an entry a player owns is never read as a book, whatever
 *   flag it carries, so a player who can create journals cannot take the records' place.
 * - Books are found by the flag the GM's client sets on them (`recordBook: { game }`),
 *   never by a fixed id a player could take first.
 * - Core's server rewrites an entry's record, with the ids of all its pages, whenever one of its
 *   pages is written. A book never holds more than PAGES_PER_BOOK pages, so writing a card's record
 *   costs the same after 3,000 earlier cards as after none.
 * - One game, one set of books: `game` is the id of the combat the card's figure fights in, or
 *   FREE_PLAY. When a combat ends, its books are closed: each card still in the chat log keeps one
 *   17-character line in an archive page (its id and final state), and the game's books are deleted.
 *   What every client downloads at join is then the running games' records plus a few bytes per
 *   finished card still in the chat log, not the whole history.
 */
export const PAGES_PER_BOOK = 50;
/** The game key of cards outside any started combat. */
export const FREE_PLAY = "free";
const ARCHIVE = "closed";
const BOOK_FLAG = "recordBook";
const RECORD_FLAG = "record";
const CLOSED_FLAG = "closed";
/** The single records journal of earlier versions: adopted as a free-play volume when only GMs own it. */
export const LEGACY_STORE_ID = "shelfWarsRecords";

interface PageView {
  readonly id: string;
  getFlag(scope: string, key: string): unknown;
}

export interface BookView {
  readonly id: string;
  readonly pages: { get(id: string): PageView | undefined; values(): Iterable<PageView>; readonly size: number };
  testUserPermission(user: User.Implementation, level: "OWNER"): boolean;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  createEmbeddedDocuments(type: "JournalEntryPage", data: object[], options: { keepId: true; render: false }): Promise<unknown[]>;
  updateEmbeddedDocuments(type: "JournalEntryPage", updates: object[], options: { render: false }): Promise<unknown[]>;
  deleteEmbeddedDocuments(type: "JournalEntryPage", ids: string[], options: { render: false }): Promise<unknown[]>;
  delete(): Promise<unknown>;
}

/**
 * Record writes never re-render the book's sheet a GM may have open (core re-renders it once
 * per page operation otherwise: the `render` option of DatabaseCreateOperation and its kin); a
 * record is read from the chat card it belongs to, not from the book.
 */
const QUIET = { render: false } as const;
const QUIET_CREATE = { keepId: true, render: false } as const;

interface BookFlag {
  readonly game: string;
}

/** The state a closed card keeps, one letter each. */
const CLOSED_STATES = { a: "applied", u: "undone", p: "pending" } as const;
type ClosedLetter = keyof typeof CLOSED_STATES;
export type ClosedState = (typeof CLOSED_STATES)[ClosedLetter];

const isMessageId = (id: string): boolean => /^[A-Za-z0-9]{16}$/.test(id);

function bookFlagOf(entry: BookView): BookFlag | undefined {
  const flag = entry.getFlag(SYSTEM_ID, BOOK_FLAG);
  if (!isPlainObject(flag) || typeof flag.game !== "string") return undefined;
  return { game: flag.game };
}

/** True when no user below GM holds OWNER of the entry. */
function onlyGmsOwn(entry: BookView): boolean {
  for (const user of game.users ?? []) {
    if (!user.isGM && entry.testUserPermission(user, "OWNER")) return false;
  }
  return true;
}

function journalEntries(): BookView[] {
  return [...((game.journal ?? []) as Iterable<unknown>)] as BookView[];
}

/** The record books only GMs own, of one game when named. */
export function recordBooks(gameKey?: string): BookView[] {
  return journalEntries().filter((entry) => {
    const flag = bookFlagOf(entry);
    return flag && (gameKey === undefined || flag.game === gameKey) && onlyGmsOwn(entry);
  });
}

/** Journal entries carrying the book flag that a player owns: never read, reported to the GM. */
export function impostorBooks(): BookView[] {
  return journalEntries().filter((entry) => bookFlagOf(entry) && !onlyGmsOwn(entry));
}

export function gameOfBook(book: BookView): string | undefined {
  return bookFlagOf(book)?.game;
}

function liveBooks(): BookView[] {
  return recordBooks().filter((book) => bookFlagOf(book)?.game !== ARCHIVE);
}

function livePage(messageId: string): PageView | undefined {
  for (const book of liveBooks()) {
    const page = book.pages.get(messageId);
    if (page) return page;
  }
  return undefined;
}

/** Parsed archive pages, by page id and the text they were parsed from. */
const archiveCache = new Map<string, { text: string; states: Map<string, ClosedState> }>();

function closedStates(page: PageView): Map<string, ClosedState> {
  const raw = page.getFlag(SYSTEM_ID, CLOSED_FLAG);
  const text = typeof raw === "string" ? raw : "";
  const cached = archiveCache.get(page.id);
  if (cached?.text === text) return cached.states;
  const states = new Map<string, ClosedState>();
  for (let at = 0; at + 17 <= text.length; at += 17) {
    const letter = text[at + 16] as ClosedLetter;
    if (letter in CLOSED_STATES) states.set(text.slice(at, at + 16), CLOSED_STATES[letter]);
  }
  archiveCache.set(page.id, { text, states });
  return states;
}

/** The state a card of a finished game was closed in, or undefined. */
export function closedStateOf(messageId: string): ClosedState | undefined {
  for (const book of recordBooks(ARCHIVE)) {
    for (const page of book.pages.values()) {
      const state = closedStates(page).get(messageId);
      if (state) return state;
    }
  }
  return undefined;
}

/** One card's stored record in a running game's or free play's books, as written (unparsed), or undefined. */
export function storedRecord(messageId: string): unknown {
  return livePage(messageId)?.getFlag(SYSTEM_ID, RECORD_FLAG);
}

/** Every stored record of the running games and free play (for whole-history questions only). */
export function* storedRecords(): Generator<[string, unknown]> {
  for (const book of liveBooks()) {
    for (const page of book.pages.values()) yield [page.id, page.getFlag(SYSTEM_ID, RECORD_FLAG)];
  }
}

function requireGm(): void {
  if (!game.user?.isGM) throw new RuleViolation("Card.LedgerRefused", "Only a GM's client writes the card records.", {});
}

// A book's record carries no counter: what a write costs never grows with the books before it.
async function createBook(gameKey: string): Promise<BookView> {
  requireGm();
  const label = game.i18n?.localize(`${LANG_PREFIX}.Card.RecordStoreName`) ?? "Shelf Wars card records";
  const data = { name: `${label} (${gameKey})`, ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE }, flags: { [SYSTEM_ID]: { [BOOK_FLAG]: { game: gameKey } } } };
  const created = (await JournalEntry.create(data as never)) as unknown as BookView | undefined;
  if (!created) throw new RuleViolation("Card.LedgerRefused", "The card records journal could not be created.", {});
  return created;
}

/** A book of the game with room for one more page (a new one when all are full). */
async function bookWithRoom(gameKey: string): Promise<BookView> {
  return recordBooks(gameKey).find((book) => book.pages.size < PAGES_PER_BOOK) ?? createBook(gameKey);
}

/** Free play's first book, created by the GM's client when missing (it also carries the world's marks). */
export async function openFreePlayBook(): Promise<BookView> {
  await adoptLegacyStore();
  return recordBooks(FREE_PLAY)[0] ?? createBook(FREE_PLAY);
}

/** The single records journal of earlier versions becomes a free-play book (only if GMs alone own it). */
async function adoptLegacyStore(): Promise<void> {
  const legacy = game.journal?.get(LEGACY_STORE_ID) as unknown as BookView | undefined;
  if (!legacy || bookFlagOf(legacy) || !onlyGmsOwn(legacy) || !game.user?.isGM) return;
  await legacy.setFlag(SYSTEM_ID, BOOK_FLAG, { game: FREE_PLAY });
}

export interface RecordToPut {
  readonly record: object;
  readonly title: string;
  /** The game a new record goes to; a card already recorded keeps its page. */
  readonly game: string;
}

/**
 * Writes records: a card already recorded has its page replaced; a new one gets a page in its
 * game's newest book with room (a new volume when full). GM only: anyone else is refused by the server.
 */
export async function putRecords(records: ReadonlyMap<string, RecordToPut>): Promise<void> {
  requireGm();
  const updates = new Map<BookView, object[]>();
  const creates = new Map<string, object[]>();
  for (const [id, { record, title, game: gameKey }] of records) {
    if (!isMessageId(id)) throw new RuleViolation("Card.BadRequest", `"${id}" is not a chat message id.`, { id });
    const book = liveBooks().find((candidate) => candidate.pages.get(id));
    if (book) updates.set(book, [...(updates.get(book) ?? []), { _id: id, name: title, ...replacedWhole(`flags.${SYSTEM_ID}.${RECORD_FLAG}`, record) }]);
    else creates.set(gameKey, [...(creates.get(gameKey) ?? []), { _id: id, name: title, type: "text", flags: { [SYSTEM_ID]: { [RECORD_FLAG]: record } } }]);
  }
  for (const [book, pages] of updates) await book.updateEmbeddedDocuments("JournalEntryPage", pages, QUIET);
  for (const [gameKey, pages] of creates) {
    for (let at = 0; at < pages.length; ) {
      const book = await bookWithRoom(gameKey);
      const room = Math.max(1, PAGES_PER_BOOK - book.pages.size);
      await book.createEmbeddedDocuments("JournalEntryPage", pages.slice(at, at + room), QUIET_CREATE);
      at += room;
    }
  }
}

/** A card being closed: its id and the state it ends in. */
export interface ClosingCard {
  readonly id: string;
  readonly state: ClosedState;
}

/**
 * Closes a finished game (GM only): the cards given (those still in the chat log) are written to
 * one archive page, then the game's books are deleted. Closing a game twice archives nothing new.
 */
export async function closeGameRecords(gameKey: string, cards: readonly ClosingCard[]): Promise<void> {
  requireGm();
  if (gameKey === ARCHIVE || gameKey === FREE_PLAY) return;
  const letter = Object.fromEntries(Object.entries(CLOSED_STATES).map(([key, value]) => [value, key])) as Record<ClosedState, ClosedLetter>;
  const lines = cards.filter((card) => isMessageId(card.id) && closedStateOf(card.id) === undefined).map((card) => `${card.id}${letter[card.state]}`);
  if (lines.length > 0) {
    const book = await bookWithRoom(ARCHIVE);
    await book.createEmbeddedDocuments("JournalEntryPage", [{ name: gameKey, type: "text", flags: { [SYSTEM_ID]: { [CLOSED_FLAG]: lines.join("") } } }], QUIET_CREATE);
  }
  for (const book of recordBooks(gameKey)) await book.delete();
}

/** Game keys that have books (free play and the archive left out). */
export function gamesWithBooks(): Set<string> {
  const keys = new Set<string>();
  for (const book of recordBooks()) {
    const key = bookFlagOf(book)?.game;
    if (key && key !== ARCHIVE && key !== FREE_PLAY) keys.add(key);
  }
  return keys;
}

/**
 * Drops what no card still in the chat log needs (GM only, at ready): archive lines and free-play
 * pages of messages that no longer exist. Pages left empty are deleted, emptied books too.
 */
export async function compactRecords(exists: (messageId: string) => boolean): Promise<void> {
  requireGm();
  for (const book of recordBooks(ARCHIVE)) {
    const emptied: string[] = [];
    const rewritten: object[] = [];
    for (const page of book.pages.values()) {
      const states = closedStates(page);
      const kept = [...states].filter(([id]) => exists(id));
      if (kept.length === states.size) continue;
      if (kept.length === 0) emptied.push(page.id);
      else rewritten.push({ _id: page.id, [`flags.${SYSTEM_ID}.${CLOSED_FLAG}`]: kept.map(([id, state]) => `${id}${(Object.keys(CLOSED_STATES) as ClosedLetter[]).find((key) => CLOSED_STATES[key] === state)!}`).join("") });
    }
    if (rewritten.length > 0) await book.updateEmbeddedDocuments("JournalEntryPage", rewritten, QUIET);
    if (emptied.length > 0) await book.deleteEmbeddedDocuments("JournalEntryPage", emptied, QUIET);
  }
  for (const book of recordBooks(FREE_PLAY)) {
    const gone = [...book.pages.values()].map((page) => page.id).filter((id) => !exists(id));
    if (gone.length > 0) await book.deleteEmbeddedDocuments("JournalEntryPage", gone, QUIET);
  }
}

const MIGRATED_FLAG = "ledgerSettingMigrated";

export function ledgerSettingMigrated(): boolean {
  return recordBooks(FREE_PLAY).some((book) => book.getFlag(SYSTEM_ID, MIGRATED_FLAG) === true);
}

export async function markLedgerSettingMigrated(): Promise<void> {
  const book = await openFreePlayBook();
  await book.setFlag(SYSTEM_ID, MIGRATED_FLAG, true);
}

/** Is this JournalEntryPage one of a record book's (for the page hooks)? */
export function isRecordPage(page: { parent?: unknown }): boolean {
  const parent = page.parent as BookView | null | undefined;
  return !!parent && typeof parent.getFlag === "function" && bookFlagOf(parent) !== undefined && onlyGmsOwn(parent);
}

/** Is this journal entry a record book (whoever owns it)? */
export function isRecordBook(entry: unknown): boolean {
  const view = entry as BookView | null | undefined;
  return !!view && typeof view.getFlag === "function" && (bookFlagOf(view) !== undefined || view.id === LEGACY_STORE_ID);
}
