import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../index";
import { StandInChatMessage } from "../parts/chat";
import { createUser, setCurrentUser, setWorldPermission, USER_ROLES, type StandInUser } from "../parts/documents";
import { joinBytes, journalWrites, StandInJournalEntry } from "../parts/journal";

/**
 * Contracts of journal entries and pages, chat message deletion and SETTINGS_MODIFY
 * (parts/journal.ts, parts/chat.ts, settings.ts), each citing its source there.
 */
describe("stand-in contracts: journal entries, deleting chat messages, SETTINGS_MODIFY", () => {
  let standIn: StandIn;
  let gm: StandInUser;
  let alice: StandInUser;
  let bob: StandInUser;
  const seen: string[] = [];
  beforeEach(() => {
    standIn = installStandIn();
    gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
    alice = createUser("Alice", { id: "alice00000000000" });
    bob = createUser("Bob", { id: "bob0000000000000" });
    setCurrentUser(gm);
    seen.length = 0;
    for (const hook of ["createJournalEntryPage", "updateJournalEntryPage", "deleteChatMessage"]) {
      standIn.hooks.on(hook, (document: unknown, ...rest: unknown[]) => void seen.push(`${hook} ${(document as { id: string }).id} on ${game.user!.name} by ${String(rest.at(-1))}`));
    }
  });
  afterEach(() => removeStandIn());

  it("JOURNAL_CREATE (default Trusted) or a GM creates entries; keepId keeps a valid id once; a player's own entry is his", async () => {
    const entry = await StandInJournalEntry.create({ _id: "recordsRecords01", name: "GM's", ownership: { default: 0 } }, { keepId: true });
    expect(game.journal!.get("recordsRecords01")).toBe(entry);
    await expect(StandInJournalEntry.create({ _id: "recordsRecords01", name: "again" }, { keepId: true })).rejects.toThrow(/already exists/);
    await expect(StandInJournalEntry.create({ _id: "short", name: "bad" }, { keepId: true })).rejects.toThrow(/not a valid document id/);
    setCurrentUser(bob);
    await expect(StandInJournalEntry.create({ name: "Bob's" })).rejects.toThrow(/lacks permission to create JournalEntry/);
    setWorldPermission("JOURNAL_CREATE", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);
    const his = await StandInJournalEntry.create({ name: "Bob's", ownership: { default: 0 } });
    expect(his.testUserPermission(bob, "OWNER")).toBe(true);
  });

  it("pages inherit the entry's ownership: only its owners write them; every client holds and reads them; hooks run on every client", async () => {
    const entry = await StandInJournalEntry.create({ _id: "recordsRecords01", name: "GM's", ownership: { default: 0 } }, { keepId: true });
    const [page] = await entry.createEmbeddedDocuments("JournalEntryPage", [{ _id: "page000000000001", name: "p", flags: { x: { n: 1 } } }], { keepId: true });
    await expect(entry.createEmbeddedDocuments("JournalEntryPage", [{ _id: "page000000000001" }], { keepId: true })).rejects.toThrow(/already exists/);
    await expect(entry.createEmbeddedDocuments("JournalEntryPage", [{ ownership: { default: 3 } }])).rejects.toThrow(/not modelled/);
    expect(seen).toEqual([`createJournalEntryPage page000000000001 on Gamemaster by ${gm.id}`, `createJournalEntryPage page000000000001 on Alice by ${gm.id}`, `createJournalEntryPage page000000000001 on Bob by ${gm.id}`]);
    setCurrentUser(bob);
    const held = (game.journal as unknown as Map<string, StandInJournalEntry>).get("recordsRecords01");
    expect(held!.pages.get("page000000000001")!.getFlag("x", "n")).toBe(1);
    await expect(page!.update({ "flags.x.n": 2 })).rejects.toThrow(/lacks permission to update JournalEntryPage/);
    await expect(entry.createEmbeddedDocuments("JournalEntryPage", [{ name: "q" }])).rejects.toThrow(/lacks permission to create JournalEntryPage/);
    expect(standIn.notifications.at(-1)?.level).toBe("error");
    setCurrentUser(gm);
    seen.length = 0;
    const bytes = journalWrites.length;
    await entry.updateEmbeddedDocuments("JournalEntryPage", [{ _id: "page000000000001", "flags.x.==n": 3 }]);
    expect(page!.getFlag("x", "n")).toBe(3);
    expect(journalWrites.length).toBe(bytes + 1);
    expect(seen).toHaveLength(3);
    expect(await entry.updateEmbeddedDocuments("JournalEntryPage", [{ _id: "page000000000001", "flags.x.n": 3 }])).toEqual([]);
  });

  it("the author or a GM deletes a message; anyone else is refused; deleteChatMessage runs on every client; a GM's flush deletes all", async () => {
    setCurrentUser(alice);
    const mine = await StandInChatMessage.create({ content: "<p>a</p>" });
    const other = await StandInChatMessage.create({ content: "<p>b</p>" });
    setCurrentUser(bob);
    await expect(mine.delete()).rejects.toThrow(/lacks permission to delete ChatMessage/);
    await expect((game.messages as unknown as { flush(): Promise<unknown> }).flush()).rejects.toThrow(/not modelled/);
    setCurrentUser(alice);
    await mine.delete();
    expect(game.messages!.get(mine.id)).toBeUndefined();
    expect(await fromUuid(mine.uuid as never)).toBeNull();
    expect(seen).toEqual([`deleteChatMessage ${mine.id} on Gamemaster by ${alice.id}`, `deleteChatMessage ${mine.id} on Alice by ${alice.id}`, `deleteChatMessage ${mine.id} on Bob by ${alice.id}`]);
    setCurrentUser(gm);
    await (game.messages as unknown as { flush(): Promise<unknown> }).flush();
    expect(game.messages!.size).toBe(0);
    expect(seen.filter((line) => line.startsWith(`deleteChatMessage ${other.id}`))).toHaveLength(3);
  });

  it("a world setting takes a player's write once the GM grants SETTINGS_MODIFY (default Assistant) to players", async () => {
    standIn.settings.register("shelf-wars", "ledger", { scope: "world", config: false, type: Object, default: {} });
    setCurrentUser(bob);
    await standIn.settings.set("shelf-wars", "ledger", { a: 1 });
    expect(standIn.settings.get("shelf-wars", "ledger")).toEqual({});
    setWorldPermission("SETTINGS_MODIFY", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);
    await standIn.settings.set("shelf-wars", "ledger", { a: 1 });
    expect(standIn.settings.get("shelf-wars", "ledger")).toEqual({ a: 1 });
    expect(standIn.settings.written.at(-1)).toEqual({ id: "shelf-wars.ledger", bytes: 7 });
  });

  it("a page write rewrites the entry's record with its page ids: the cost grows with the pages an entry holds", async () => {
    const entry = await StandInJournalEntry.create({ name: "many", ownership: { default: 0 } });
    const page = (k: number) => ({ _id: `page${String(k).padStart(12, "0")}`, name: "p" });
    await entry.createEmbeddedDocuments("JournalEntryPage", [page(0)], { keepId: true });
    const small = journalWrites.at(-1)!.bytes;
    await entry.createEmbeddedDocuments("JournalEntryPage", Array.from({ length: 1000 }, (_, k) => page(k + 1)), { keepId: true });
    await entry.updateEmbeddedDocuments("JournalEntryPage", [{ _id: page(0)._id, name: "q" }]);
    const large = journalWrites.at(-1)!.bytes;
    // Each page id adds its 16 characters, quotes and comma to the entry's record.
    expect(large - small).toBeGreaterThanOrEqual(1000 * 19);
    expect(joinBytes()).toBeGreaterThan(1001 * 40);
  });

  it("an owner deletes pages or the entry (hooks on every client); anyone else is refused", async () => {
    const entry = await StandInJournalEntry.create({ _id: "recordsRecords01", name: "GM's", ownership: { default: 0 } }, { keepId: true });
    await entry.createEmbeddedDocuments("JournalEntryPage", [{ _id: "page000000000001", name: "p" }, { _id: "page000000000002", name: "q" }], { keepId: true });
    setCurrentUser(bob);
    await expect(entry.deleteEmbeddedDocuments("JournalEntryPage", ["page000000000001"])).rejects.toThrow(/lacks permission to delete JournalEntryPage/);
    await expect(entry.delete()).rejects.toThrow(/lacks permission to delete JournalEntry/);
    setCurrentUser(gm);
    await entry.deleteEmbeddedDocuments("JournalEntryPage", ["page000000000001"]);
    expect(entry.pages.has("page000000000001")).toBe(false);
    await entry.delete();
    expect(game.journal!.get("recordsRecords01")).toBeUndefined();
    expect(await fromUuid("JournalEntry.recordsRecords01" as never)).toBeNull();
  });

  it("preUpdateJournalEntry runs on the writer's client with the changes as sent, and false cancels", async () => {
    const entry = await StandInJournalEntry.create({ name: "GM's", ownership: { default: 0 } });
    standIn.hooks.on("preUpdateJournalEntry", (_entry: unknown, changes: unknown) => !(changes as Record<string, unknown>)["ownership.bob0000000000000"]);
    expect(await entry.update({ "ownership.bob0000000000000": 3 })).toBeUndefined();
    expect(entry.testUserPermission(bob, "OWNER")).toBe(false);
    await entry.update({ "ownership.alice00000000000": 3 });
    expect(entry.testUserPermission(alice, "OWNER")).toBe(true);
  });
});
