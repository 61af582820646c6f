import { deepAssign } from "../deep-assign";
import type { StandInPart } from "../index";
import { documentHookOnEveryClient } from "../clients";
import { currentUser, forgetDocument, mergeInto, OWNERSHIP, permissionRefusal, registerDocument, StandInCollection, StandInDocument, type StandInDocumentData } from "./documents";

/**
 * Journal entries and their embedded pages, as the v13 API describes them:
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.JournalEntry.html: `JournalEntry.create(data,
 *   {keepId})` stores the entry in `game.journal`; a user needs the JOURNAL_CREATE permission
 *   (default role Trusted, https://foundryvtt.com/api/v13/variables/foundry.CONST.USER_PERMISSIONS.html)
 *   or is a GM; a player who creates one owns it.
 * - `pages` is the embedded collection of JournalEntryPage documents
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.JournalEntryPage.html), written with
 *   `createEmbeddedDocuments("JournalEntryPage", data, {keepId})` and
 *   `updateEmbeddedDocuments("JournalEntryPage", updates)`
 *   (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#createembeddeddocuments).
 *   A page's ownership inherits the entry's (default -1, INHERIT); overriding it per page is not
 *   modelled (refused). A user without OWNER of the entry is refused by the server ("User John
 *   lacks permission to update JournalEntry", ironmonk108/monks-enhanced-journal#43; a player
 *   with no permission on the entry "is correctly prevented from updating it", foundryvtt#7662).
 * - Every world document reaches every client whatever its ownership: ownership NONE hides an
 *   entry from the sidebar, not from `game.journal` (crnormand/gurps#570: players read entries set
 *   to None). No public page states it outright; modelled as observed.
 * - An `_id` is 16 letters and digits (DocumentIdField); with `keepId` the given id is kept, and an id
 *   already in the collection is refused by the server.
 * - `create*`/`update*` hooks run on every connected client (clients.ts).
 * - A user with OWNER of the entry deletes it (its pages with it) or its pages
 *   (`deleteEmbeddedDocuments`); `delete*` hooks run on every client.
 * - What the server writes: each document is one record in the world's LevelDB store, and an
 *   embedded collection is stored beside its parent with the parent's record holding the ids of its
 *   children (https://foundryvtt.com/article/v11-document-hierarchy/ describes the hierarchy; the
 *   byte layout is not public). A page created, updated or deleted rewrites the page's whole record
 *   and the entry's whole record, id list included: modelled as a review against core observed it
 *   (an apply costing 499 bytes beside 1 page and 114,652 beside 3,001). `journalWrites` logs each
 *   accepted write with those bytes; `joinBytes()` is what a joining client downloads of the
 *   journals (every world document reaches every client); each page counts its flag reads (`reads`).
 */
const ID = /^[A-Za-z0-9]{16}$/;

export const journalWrites: { documentName: string; action: "create" | "update" | "delete"; bytes: number }[] = [];

/** The bytes of an entry's own record: its data with its pages as their ids. */
function entryRecordBytes(entry: StandInJournalEntry): number {
  return JSON.stringify({ ...entry._source, pages: entry.pages.contents.map((page) => page.id) }).length;
}

/** A write of pages: each page's whole record, and the entry's record rewritten once. */
function logPageWrite(entry: StandInJournalEntry, action: "create" | "update" | "delete", pages: readonly StandInJournalEntryPage[]): void {
  const pageBytes = action === "delete" ? pages.length * 24 : pages.reduce((sum, page) => sum + JSON.stringify(page._source).length, 0);
  journalWrites.push({ documentName: "JournalEntryPage", action, bytes: pageBytes + entryRecordBytes(entry) });
}

/** What a client joining the world downloads of its journal entries (entries and pages, whole). */
export function joinBytes(): number {
  return journal().contents.reduce((sum, entry) => sum + JSON.stringify({ ...entry._source, pages: entry.pages.contents.map((page) => page._source) }).length, 0);
}

export class StandInJournalEntryPage extends StandInDocument {
  reads = 0;
  constructor(data: StandInDocumentData, parent: StandInJournalEntry) {
    super("JournalEntryPage", data, parent);
  }
  get entry(): StandInJournalEntry {
    return this.parent as StandInJournalEntry;
  }
  override get flags(): Record<string, Record<string, unknown>> {
    this.reads += 1;
    return this._source.flags ?? {};
  }
  override testUserPermission(user: Parameters<StandInDocument["testUserPermission"]>[0], level: Parameters<StandInDocument["testUserPermission"]>[1]): boolean {
    return this.entry.testUserPermission(user, level);
  }
  override async update(changes: Record<string, unknown>): Promise<this | undefined> {
    const [updated] = await this.entry.updateEmbeddedDocuments("JournalEntryPage", [{ ...changes, _id: this.id }]);
    return updated as this | undefined;
  }
}

function checkedId(data: StandInDocumentData, keepId: boolean, taken: (id: string) => boolean): StandInDocumentData {
  if (!keepId) {
    const { _id, ...rest } = data;
    return rest;
  }
  if (data._id !== undefined && (typeof data._id !== "string" || !ID.test(data._id))) throw new Error(`stand-in: "${String(data._id)}" is not a valid document id (16 letters and digits)`);
  if (data._id !== undefined && taken(data._id)) throw new Error(`The document id ${data._id} already exists in the database`);
  return data;
}

export class StandInJournalEntry extends StandInDocument {
  readonly pages = new StandInCollection<StandInJournalEntryPage>();

  static async create(data: StandInDocumentData, options: { keepId?: boolean } = {}): Promise<StandInJournalEntry> {
    const user = currentUser();
    if (!user.isGM && !user.can("JOURNAL_CREATE")) throw permissionRefusal(user, "create", { documentName: "JournalEntry", id: String(data._id ?? "") });
    const checked = checkedId(data, options.keepId === true, (id) => journal().has(id));
    const ownership = user.isGM ? (data.ownership ?? {}) : { ...data.ownership, [user.id]: OWNERSHIP.OWNER };
    const entry = new StandInJournalEntry({ ...checked, ownership });
    journal().add(entry);
    registerDocument(entry);
    journalWrites.push({ documentName: "JournalEntry", action: "create", bytes: entryRecordBytes(entry) });
    documentHookOnEveryClient("createJournalEntry", entry, [{}], user.id);
    return entry;
  }
  constructor(data: StandInDocumentData) {
    super("JournalEntry", data);
  }

  /**
   * The entry's sheet on this table: open or not, and how often a page operation rendered it
   * again. A create, update or delete of its pages re-renders an open sheet once per operation
   * unless the operation says `render: false` (DatabaseCreateOperation / UpdateOperation /
   * DeleteOperation `render`, https://foundryvtt.com/api/v14/interfaces/foundry.abstract.types.DatabaseCreateOperation.html;
   * docs/research/v14-evidence-2026-12.md §12). Each re-render of an open book renders its pages.
   */
  readonly sheet = { rendered: false, renders: 0 };
  #rerender(options: { render?: boolean }): void {
    if (this.sheet.rendered && options.render !== false) this.sheet.renders += 1;
  }

  async createEmbeddedDocuments(type: string, data: StandInDocumentData[], options: { keepId?: boolean; render?: boolean } = {}): Promise<StandInJournalEntryPage[]> {
    if (type !== "JournalEntryPage") throw new Error(`stand-in: JournalEntry embedded ${type} is not modelled`);
    const user = currentUser();
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, "create", { documentName: "JournalEntryPage", id: "", parent: this });
    const created: StandInJournalEntryPage[] = [];
    for (const entry of data) {
      if (entry.ownership !== undefined) throw new Error("stand-in: a JournalEntryPage's own ownership is not modelled");
      const checked = checkedId(entry, options.keepId === true, (id) => this.pages.has(id) || created.some((page) => page.id === id));
      created.push(new StandInJournalEntryPage({ type: "text", ...checked }, this));
    }
    for (const page of created) {
      this.pages.add(page);
      registerDocument(page);
    }
    logPageWrite(this, "create", created);
    for (const page of created) documentHookOnEveryClient("createJournalEntryPage", page, [{}], user.id);
    this.#rerender(options);
    return created;
  }

  async updateEmbeddedDocuments(type: string, updates: Record<string, unknown>[], options: { render?: boolean } = {}): Promise<StandInJournalEntryPage[]> {
    if (type !== "JournalEntryPage") throw new Error(`stand-in: JournalEntry embedded ${type} is not modelled`);
    const user = currentUser();
    const changed: { page: StandInJournalEntryPage; diff: Record<string, unknown> }[] = [];
    for (const { _id, ...changes } of updates) {
      const page = this.pages.get(String(_id));
      if (!page) throw new Error(`stand-in: JournalEntryPage ${String(_id)} does not exist in JournalEntry ${this.id}`);
      const diff = page.diffOf(changes);
      if (diff) changed.push({ page, diff });
    }
    if (changed.length === 0) return [];
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, "update", { documentName: "JournalEntryPage", id: changed[0]!.page.id, parent: this });
    for (const { page, diff } of changed) {
      mergeInto(page._source as Record<string, unknown>, diff);
      page.updates.push({ userId: user.id, changes: structuredClone(diff) });
    }
    logPageWrite(this, "update", changed.map(({ page }) => page));
    for (const { page, diff } of changed) documentHookOnEveryClient("updateJournalEntryPage", page, [diff, {}], user.id);
    this.#rerender(options);
    return changed.map(({ page }) => page);
  }

  async deleteEmbeddedDocuments(type: string, ids: readonly string[], options: { render?: boolean } = {}): Promise<StandInJournalEntryPage[]> {
    if (type !== "JournalEntryPage") throw new Error(`stand-in: JournalEntry embedded ${type} is not modelled`);
    const user = currentUser();
    const pages = ids.map((id) => {
      const page = this.pages.get(id);
      if (!page) throw new Error(`stand-in: JournalEntryPage ${id} does not exist in JournalEntry ${this.id}`);
      return page;
    });
    if (pages.length === 0) return [];
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, "delete", { documentName: "JournalEntryPage", id: pages[0]!.id, parent: this });
    for (const page of pages) {
      this.pages.delete(page.id);
      forgetDocument(page);
    }
    logPageWrite(this, "delete", pages);
    for (const page of pages) documentHookOnEveryClient("deleteJournalEntryPage", page, [{}], user.id);
    this.#rerender(options);
    return pages;
  }

  async delete(): Promise<this> {
    const user = currentUser();
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, "delete", { documentName: "JournalEntry", id: this.id });
    journal().delete(this.id);
    for (const page of this.pages.contents) forgetDocument(page);
    forgetDocument(this);
    journalWrites.push({ documentName: "JournalEntry", action: "delete", bytes: 24 * (1 + this.pages.size) });
    documentHookOnEveryClient("deleteJournalEntry", this, [{}], user.id);
    return this;
  }

  /**
   * JournalEntry#update: `preUpdateJournalEntry` runs on the writer's client first with the changes
   * as sent (https://foundryvtt.com/api/v13/functions/hookEvents.preUpdateDocument.html: "return
   * false to prevent the update"), then the server checks OWNER; ownership keys merge per user.
   * Writing `pages` through update() is not modelled.
   */
  override async update(changes: Record<string, unknown>): Promise<this | undefined> {
    if ("pages" in changes) throw new Error("stand-in: updating a JournalEntry's pages through update() is not modelled");
    const user = currentUser();
    const hooks = (globalThis as unknown as { Hooks: { call: (...args: unknown[]) => boolean } }).Hooks;
    if (!hooks.call("preUpdateJournalEntry", this, structuredClone(changes), {}, user.id)) return undefined;
    const updated = await super.update(changes);
    if (updated) {
      journalWrites.push({ documentName: "JournalEntry", action: "update", bytes: entryRecordBytes(this) });
      documentHookOnEveryClient("updateJournalEntry", this, [changes, {}], user.id);
    }
    return updated;
  }
}

function journal(): StandInCollection<StandInJournalEntry> {
  return (globalThis as unknown as { game: { journal: StandInCollection<StandInJournalEntry> } }).game.journal;
}

export const installPart: StandInPart = (globals) => {
  journalWrites.length = 0;
  deepAssign(globals, { JournalEntry: StandInJournalEntry, game: { journal: new StandInCollection<StandInJournalEntry>() } });
};
