import { RuleViolation } from "../../rules/common/errors";
import { LANG_PREFIX, SYSTEM_ID } from "../shared/constants";

/**
 * Where card records live: one JournalEntryPage per card, embedded in one JournalEntry the GM's
 * client creates with default ownership NONE. Why there:
 * - Only a user with OWNER of the entry may create or update its pages, and a GM is the only one
 *   who does (a GM passes every permission test). None of the permissions a GM can grant a role
 *   (https://foundryvtt.com/api/v13/variables/foundry.CONST.USER_PERMISSIONS.html: SETTINGS_MODIFY,
 *   JOURNAL_CREATE, FILES_UPLOAD, ...) lets a user update another's documents; SETTINGS_MODIFY only
 *   opens world settings, which is why the records left the old ledger setting. A store some
 *   non-GM user owns (the GM changed its ownership, or a player created an entry with its id
 *   first) is not trusted: nothing is read from it or written to it.
 * - Every client holds every world document whatever its ownership (ownership NONE only hides the
 *   entry from players' sidebar), so any client can read one card's record by id; the GM sees the
 *   journal and so every card that existed, deleted ones included.
 * - Each page is its own database record: writing one card's record sends that page's change
 *   only, whatever the number of earlier cards, and reading it parses that page only.
 * The page's id is the card's message id (created with `keepId`).
 */
export const RECORD_STORE_ID = "shelfWarsRecords";

const RECORD_FLAG = "record";

interface PageView {
  readonly id: string;
  getFlag(scope: string, key: string): unknown;
}

interface StoreView {
  readonly id: string;
  readonly pages: { get(id: string): PageView | undefined; values(): Iterable<PageView> };
  testUserPermission(user: User.Implementation, level: "OWNER"): boolean;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  createEmbeddedDocuments(type: "JournalEntryPage", data: object[], options: { keepId: true }): Promise<unknown[]>;
  updateEmbeddedDocuments(type: "JournalEntryPage", updates: object[]): Promise<unknown[]>;
}

const isMessageId = (id: string): boolean => /^[A-Za-z0-9]{16}$/.test(id);

function storedEntry(): StoreView | undefined {
  return (game.journal?.get(RECORD_STORE_ID) as unknown as StoreView | undefined) ?? undefined;
}

/** True when no user below GM holds OWNER of the store. */
function trusted(store: StoreView): boolean {
  for (const user of game.users ?? []) {
    if (!user.isGM && store.testUserPermission(user, "OWNER")) return false;
  }
  return true;
}

/** The store, when it exists and only GMs own it. */
export function recordStore(): StoreView | undefined {
  const store = storedEntry();
  return store && trusted(store) ? store : undefined;
}

function untrustedError(): RuleViolation {
  return new RuleViolation("Card.RecordStoreOwned", "The card records journal is owned by a player: its records are not trusted.", {});
}

/** The store, created by this (GM's) client when it is missing. */
export async function openRecordStore(): Promise<StoreView> {
  const existing = storedEntry();
  if (existing) {
    if (!trusted(existing)) throw untrustedError();
    return existing;
  }
  if (!game.user?.isGM) throw new RuleViolation("Card.LedgerRefused", "Only a GM's client creates the card records journal.", {});
  const name = game.i18n?.localize(`${LANG_PREFIX}.Card.RecordStoreName`) ?? "Shelf Wars card records";
  const data = { _id: RECORD_STORE_ID, name, ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE } };
  await JournalEntry.create(data as never, { keepId: true } as never);
  const created = storedEntry();
  if (!created) throw new RuleViolation("Card.LedgerRefused", "The card records journal could not be created.", {});
  return created;
}

/** One card's stored record, as written (unparsed), or undefined. Reads that page only. */
export function storedRecord(messageId: string): unknown {
  return recordStore()?.pages.get(messageId)?.getFlag(SYSTEM_ID, RECORD_FLAG);
}

/** Every stored record (for the rare whole-history question; a card's own look-up never needs it). */
export function* storedRecords(): Generator<[string, unknown]> {
  const store = recordStore();
  if (!store) return;
  for (const page of store.pages.values()) yield [page.id, page.getFlag(SYSTEM_ID, RECORD_FLAG)];
}

/**
 * Writes records, creating the pages of cards not yet recorded and replacing the record of the
 * others (one create and one update call at most). GM only: anyone else is refused by the server.
 */
export async function putRecords(records: ReadonlyMap<string, { readonly record: object; readonly title: string }>): Promise<void> {
  const store = await openRecordStore();
  const creates: object[] = [];
  const updates: object[] = [];
  for (const [id, { record, title }] of records) {
    if (!isMessageId(id)) throw new RuleViolation("Card.BadRequest", `"${id}" is not a chat message id.`, { id });
    if (store.pages.get(id)) updates.push({ _id: id, name: title, [`flags.${SYSTEM_ID}.==${RECORD_FLAG}`]: record });
    else creates.push({ _id: id, name: title, type: "text", flags: { [SYSTEM_ID]: { [RECORD_FLAG]: record } } });
  }
  if (creates.length > 0) await store.createEmbeddedDocuments("JournalEntryPage", creates, { keepId: true });
  if (updates.length > 0) await store.updateEmbeddedDocuments("JournalEntryPage", updates);
}

const MIGRATED_FLAG = "ledgerSettingMigrated";

export function ledgerSettingMigrated(): boolean {
  return recordStore()?.getFlag(SYSTEM_ID, MIGRATED_FLAG) === true;
}

export async function markLedgerSettingMigrated(): Promise<void> {
  const store = await openRecordStore();
  await store.setFlag(SYSTEM_ID, MIGRATED_FLAG, true);
}

/** Is this JournalEntryPage one of the store's (for the page hooks)? */
export function isRecordPage(page: { parent?: { id: string | null } | null }): boolean {
  return page.parent?.id === RECORD_STORE_ID;
}
