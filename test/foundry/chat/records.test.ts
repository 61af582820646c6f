import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isCompatibilityWarning } from "../../foundry-stand-in/v14/compatibility";
import { removeStandIn } from "../../foundry-stand-in";
import { showInChatLog, StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import { setWorldPermission, USER_ROLES } from "../../foundry-stand-in/parts/documents";
import { joinBytes, journalWrites, StandInJournalEntry, type StandInJournalEntryPage } from "../../foundry-stand-in/parts/journal";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import type { AppliedCard } from "../../../src/foundry/chat/card-types";
import { BRAWLER, amWorld, type AmWorld } from "../angry-miniatures/world";

/**
 * Card records: one page per card in its game's GM-owned record books. What a card costs the server
 * to apply (its page and its book's record, as core rewrites both) and to render does not grow
 * with the cards before it; what a joining client downloads is the running games' records plus a
 * line per finished card still in the chat log; a cleared chat log costs writes in proportion to
 * its cards; a deleted card keeps its record; no player writes, takes or grows the records.
 */
describe("card records", () => {
  let t: AmWorld;
  let hero: { actor: StandInModelActor; token: StandInSceneToken };
  let villain: { actor: StandInModelActor; token: StandInSceneToken };
  let ledger: typeof import("../../../src/foundry/chat/ledger");
  let store: typeof import("../../../src/foundry/chat/record-store");

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 });
    ledger = await import("../../../src/foundry/chat/ledger");
    store = await import("../../../src/foundry/chat/record-store");
  });
  afterEach(() => removeStandIn());

  const MISS = ["9", "9", "9", "9", "9", "9", "9", "9", "9", "9"] as const;
  const HIT = ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"] as const;
  const entry = (k: number): AppliedCard => {
    const n = String(k).padStart(5, "0");
    return { state: "applied", actingUuid: `Actor.old${n}`, applied: [{ uuid: `Actor.old${n}`, path: "system.health.value", delta: -1, name: `Old ${n}` }], followUps: [], used: {} };
  };
  const oldId = (k: number): string => `old${String(k).padStart(13, "0")}`;
  const books = (): StandInJournalEntry[] => store.recordBooks() as unknown as StandInJournalEntry[];
  const pages = (): StandInJournalEntryPage[] => books().flatMap((book) => book.pages.contents);
  const pageOf = (id: string): StandInJournalEntryPage | undefined => pages().find((page) => page.id === id);
  const bookOf = (id: string): StandInJournalEntry => books().find((book) => book.pages.has(id))!;
  const reads = (): number => pages().reduce((sum, page) => sum + page.reads, 0);
  const bytesWritten = (): number => journalWrites.reduce((sum, w) => sum + w.bytes, 0) + t.standIn.settings.written.reduce((sum, w) => sum + w.bytes, 0);
  const writes = (): number => journalWrites.length + t.standIn.settings.written.length;
  const lastWarning = (): string => t.standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "";

  async function bobAttacks(faces: readonly string[] = HIT): Promise<StandInChatMessage> {
    t.as(t.bob);
    const message = (await t.attack(villain.token, hero.token, [...faces] as never)) as unknown as StandInChatMessage;
    t.as(t.gm);
    return message;
  }

  /** Bytes written and records read while the GM applies one card and a client renders it. */
  async function costOfOneCard(earlier: number): Promise<{ bytes: number; writes: number; applyReads: number; renderReads: number }> {
    t.as(t.gm);
    if (earlier > 0) await ledger.writeLedger(Object.fromEntries(Array.from({ length: earlier }, (_, k) => [oldId(k), entry(k)])));
    const message = await bobAttacks();
    const [bytes0, writes0, reads0] = [bytesWritten(), writes(), reads()];
    expect(await t.chat.applyCard(message.id)).toBe(true);
    const applied = { bytes: bytesWritten() - bytes0, writes: writes() - writes0, applyReads: reads() - reads0 };
    const reads1 = reads();
    t.as(t.alice);
    await showInChatLog(message);
    return { ...applied, renderReads: reads() - reads1 };
  }

  it("applying a card costs the server as much after 3,000 earlier cards as after none (page and book records); rendering reads its own record only", async () => {
    const none = await costOfOneCard(0);
    removeStandIn();
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 });
    ledger = await import("../../../src/foundry/chat/ledger");
    store = await import("../../../src/foundry/chat/record-store");
    const many = await costOfOneCard(3000);
    expect(pages()).toHaveLength(3001);
    expect(books().every((book) => book.pages.size <= store.PAGES_PER_BOOK)).toBe(true);
    expect(many).toEqual(none);
    expect(none.bytes).toBeLessThan(2500);
    expect(none.renderReads).toBeLessThanOrEqual(2);
  });

  it("a record written again replaces the old one whole, in the generation's own syntax (v14's operators: no compatibility warning)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      t.as(t.gm);
      await ledger.writeLedger({ [oldId(1)]: { ...entry(1), used: { "0": "messageThatUsedIt" } } });
      await ledger.writeLedger({ [oldId(1)]: { ...entry(1), state: "undone", used: {} } });
      expect(ledger.readLedger()[oldId(1)]).toMatchObject({ state: "undone", used: {} });
      expect(warn.mock.calls.filter(isCompatibilityWarning)).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it("a GM with a record book open is not slowed by the cards: no record write renders the book again", async () => {
    t.as(t.gm);
    await ledger.writeLedger(Object.fromEntries(Array.from({ length: 3 }, (_, k) => [oldId(k), entry(k)])));
    for (const book of books()) book.sheet.rendered = true;
    const message = await bobAttacks();
    expect(await t.chat.applyCard(message.id)).toBe(true);
    await ledger.writeLedger({ [oldId(1)]: { ...entry(1), state: "undone" } });
    await ledger.writeLedger(Object.fromEntries(Array.from({ length: 60 }, (_, k) => [oldId(100 + k), entry(100 + k)])));
    expect(books().map((book) => book.sheet.renders)).toEqual(books().map(() => 0));
  });

  it("clearing a chat log of N cards costs O(N) writes in all, and every card keeps its record, marked deleted", async () => {
    const cards: StandInChatMessage[] = [];
    for (let k = 0; k < 12; k += 1) cards.push(await bobAttacks(MISS));
    for (const card of cards.slice(0, 4)) expect(await t.chat.applyCard(card.id)).toBe(true);
    const [writes0, bytes0] = [writes(), bytesWritten()];
    await (game.messages as unknown as { flush(): Promise<unknown> }).flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vi_waitForRecords(() => cards.every((card) => ledger.recordOf(card.id)?.state === "deleted"));
    expect(writes() - writes0).toBeLessThanOrEqual(cards.length);
    expect(bytesWritten() - bytes0).toBeLessThan(cards.length * 3000);
    expect(cards.map((card) => ledger.recordOf(card.id)?.deleted?.was)).toEqual([...Array(4).fill("applied"), ...Array(8).fill("pending")]);
    expect(ledger.recordOf(cards[0]!.id)?.entry?.state).toBe("applied");
  });

  it("a player who deletes an unapplied card does not erase it: its record stays, deleted, with what it rolled, and the GM sees it", async () => {
    // Only a card's author (or a GM) may delete it: Bob's client posts a card of its own (its dice
    // are never accepted while the GM rolls, but the card exists and he may delete it).
    // His figure is activating, so the GM's client records the card's dice as it arrives.
    const combat = await t.combat([hero.token, villain.token]);
    t.as(t.gm);
    await combat.startCombat();
    await combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === villain.actor.id)?.id ?? "");
    await t.settle();
    t.as(t.bob);
    const message = (await t.forgeAttack(villain.token, hero.token, [...MISS] as never)) as unknown as StandInChatMessage;
    await message.delete();
    t.as(t.gm);
    await vi_waitForRecords(() => ledger.recordOf(message.id)?.state === "deleted");
    const record = ledger.recordOf(message.id)!;
    expect(record.deleted).toMatchObject({ was: "pending", authorId: t.bob.id, card: { ruleset: "angry-miniatures", kind: "attack" } });
    expect(ledger.cardState(message.id)).toBe("pending");
    expect(pageOf(message.id)?.name).toContain("deleted");
    // Bob cannot put it back as if it never was: the record is not his to write.
    t.as(t.bob);
    await expect(pageOf(message.id)!.update({ "flags.shelf-wars.==record": { entry: null, deleted: null } })).rejects.toThrow(/lacks permission/);
    expect(ledger.recordOf(message.id)?.state).toBe("deleted");
  });

  it("a hostile player cannot write a record directly: not an update, not a new page, not a store of his own", async () => {
    const message = await bobAttacks();
    expect(await t.chat.applyCard(message.id)).toBe(true);
    expect(t.health(hero.actor)).toBeLessThan(5);
    const journal = bookOf(message.id);
    t.as(t.bob);
    // Mark the applied card undone (so it could be applied again) ...
    const undone = { entry: { ...ledger.appliedCardOf(message.id)!, state: "undone" }, deleted: null };
    await expect(journal.updateEmbeddedDocuments("JournalEntryPage", [{ _id: message.id, "flags.shelf-wars.==record": undone }])).rejects.toThrow(/lacks permission/);
    // ... or record a card of his own as applied, so it is never applied at all.
    const other = await t.attack(villain.token, hero.token, [...HIT] as never);
    const forged = { entry: { state: "undone", actingUuid: villain.actor.uuid, applied: [], followUps: [], used: {} }, deleted: null };
    await expect(journal.createEmbeddedDocuments("JournalEntryPage", [{ _id: other.id, flags: { "shelf-wars": { record: forged } } }], { keepId: true })).rejects.toThrow(/lacks permission/);
    t.as(t.gm);
    expect(ledger.cardState(message.id)).toBe("applied");
    expect(ledger.cardState(other.id)).toBe("pending");
    expect(await t.chat.applyCard(message.id)).toBe(false);
  });

  it("a player granted SETTINGS_MODIFY who rewrites the old ledger setting changes no record, now or at the next GM's ready", async () => {
    setWorldPermission("SETTINGS_MODIFY", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);
    const message = await bobAttacks();
    expect(await ledger.migrateLedgerSetting()).toBe(0);
    expect(await t.chat.applyCard(message.id)).toBe(true);
    const health = t.health(hero.actor);
    t.as(t.bob);
    const forged = { [message.id]: { ...ledger.appliedCardOf(message.id)!, state: "undone" } };
    await game.settings!.set("shelf-wars" as never, ledger.LEDGER_KEY as never, forged as never);
    expect(t.standIn.settings.refused).toEqual([]);
    t.as(t.gm);
    expect(await ledger.migrateLedgerSetting()).toBe(0);
    expect(ledger.cardState(message.id)).toBe("applied");
    expect(await t.chat.applyCard(message.id)).toBe(false);
    expect(lastWarning()).toContain("already applied");
    expect(t.health(hero.actor)).toBe(health);
  });

  it("the cost of a record write cycles with its book: the 50 writes after 3,000 earlier cards cost what the first 50 did", async () => {
    const cycle = async (earlier: number): Promise<number[]> => {
      if (earlier > 0) await ledger.writeLedger(Object.fromEntries(Array.from({ length: earlier }, (_, k) => [oldId(k), entry(k)])));
      const costs: number[] = [];
      for (let k = 0; k < store.PAGES_PER_BOOK; k += 1) {
        const before = bytesWritten();
        await ledger.writeLedger({ [oldId(earlier + k)]: entry(earlier + k) });
        costs.push(bytesWritten() - before);
      }
      return costs;
    };
    t.as(t.gm);
    const first = await cycle(0);
    removeStandIn();
    t = await amWorld();
    ledger = await import("../../../src/foundry/chat/ledger");
    store = await import("../../../src/foundry/chat/record-store");
    t.as(t.gm);
    const later = await cycle(3000);
    expect(later).toEqual(first);
    // Beside one book of 3,001 pages (the layout before), the last write cost over 57,000 bytes.
    expect(Math.max(...later)).toBeLessThan(2500);
  });

  it("a finished game's records shrink to a line per card still in the chat log; a cleared chat log and the GM's next ready drop them", async () => {
    t.as(t.gm);
    const games = Array.from({ length: 30 }, (_, g) => `game${String(g).padStart(12, "0")}`);
    const ids: string[] = [];
    for (const gameKey of games) {
      const records = new Map<string, { record: object; title: string; game: string }>();
      for (let k = 0; k < 100; k += 1) {
        const message = await StandInChatMessage.create({ content: "<p>card</p>" });
        ids.push(message.id);
        records.set(message.id, { record: { entry: entry(k), deleted: null }, title: `${message.id}: applied`, game: gameKey });
      }
      await store.putRecords(records);
    }
    const running = joinBytes();
    expect(running).toBeGreaterThan(3000 * 200);
    for (const gameKey of games) await ledger.closeGame(gameKey);
    expect(store.recordBooks().filter((book) => games.includes(store.gameOfBook(book)!))).toEqual([]);
    expect(joinBytes()).toBeLessThan(3000 * 17 + 30 * 400 + 2000);
    expect(ids.every((id) => ledger.cardState(id) === "applied" && ledger.cardClosed(id))).toBe(true);
    await (game.messages as unknown as { flush(): Promise<unknown> }).flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await ledger.tidyRecords();
    expect(joinBytes()).toBeLessThan(1500);
  });

  it("a card of a finished game is closed: its combat deleted, no one applies or undoes it, and it shows no buttons", async () => {
    const combat = await t.combat([hero.token, villain.token]);
    const activate = async (figure: { actor: StandInModelActor }) => {
      t.as(t.gm);
      await combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === figure.actor.id)?.id ?? "");
      await t.settle();
    };
    t.as(t.gm);
    await combat.startCombat();
    await activate(villain);
    t.as(t.bob);
    const applied = await t.attack(villain.token, hero.token, [...HIT] as never);
    await t.answerCover(applied.id, hero.token, false, t.alice);
    t.as(t.bob);
    expect(await t.chat.applyCard(applied.id)).toBe(true);
    const health = t.health(hero.actor);
    t.as(t.gm);
    await combat.endActivation();
    await activate(hero);
    t.as(t.alice);
    const pending = await t.attack(hero.token, villain.token, [...HIT] as never);
    await t.answerCover(pending.id, villain.token, false, t.bob);
    const villainHealth = t.health(villain.actor);
    t.as(t.gm);
    await combat.delete();
    await vi_waitForRecords(() => ledger.cardClosed(applied.id) && ledger.cardClosed(pending.id));
    expect([ledger.cardState(applied.id), ledger.cardState(pending.id)]).toEqual(["applied", "pending"]);
    expect(await t.chat.undoCard(applied.id)).toBe(false);
    expect(lastWarning()).toContain("game is over");
    t.as(t.alice);
    expect(await t.chat.applyCard(pending.id)).toBe(false);
    t.as(t.gm);
    expect(await t.chat.applyCard(pending.id)).toBe(false);
    expect([t.health(hero.actor), t.health(villain.actor)]).toEqual([health, villainHealth]);
    t.as(t.alice);
    const html = await showInChatLog(game.messages!.get(applied.id) as unknown as StandInChatMessage);
    expect(html.querySelector('[data-action="shelf-wars-undo"]')).toBeNull();
    expect(html.querySelector('[data-action="shelf-wars-apply"]')).toBeNull();
  });

  it("a journal a player made to pose as the records (free play's book, pages ready) is never read, and the GMs are told", async () => {
    setWorldPermission("JOURNAL_CREATE", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);
    t.as(t.bob);
    const flags = { "shelf-wars": { recordBook: { game: "free", volume: 0 } } };
    const fake = await StandInJournalEntry.create({ name: "Shelf Wars card records", ownership: { default: 0 }, flags });
    await StandInJournalEntry.create({ _id: "shelfWarsRecords", name: "Shelf Wars card records", ownership: { default: 0 } }, { keepId: true });
    const message = await bobAttacks();
    t.as(t.bob);
    const undone = { entry: { state: "undone", actingUuid: villain.actor.uuid, applied: [], followUps: [], used: {} }, deleted: null };
    await fake.createEmbeddedDocuments("JournalEntryPage", [{ _id: message.id, name: "x", flags: { "shelf-wars": { record: undone } } }], { keepId: true });
    t.as(t.gm);
    t.standIn.hooks.callAll("ready");
    expect(ledger.cardState(message.id)).toBe("pending");
    expect(await t.chat.applyCard(message.id)).toBe(true);
    expect(t.health(hero.actor)).toBeLessThan(5);
    expect(books()).not.toContain(fake);
    expect(store.impostorBooks()).toContain(fake);
    const reports = game.messages!.contents.filter((m) => (m as unknown as StandInChatMessage).content.includes("marked as Shelf Wars card records"));
    expect(reports.length).toBeGreaterThan(0);
  });

  it("a GM's own client refuses to share a record book with a player, whatever dialog or macro asks", async () => {
    const message = await bobAttacks();
    expect(await t.chat.applyCard(message.id)).toBe(true);
    const book = bookOf(message.id);
    expect(await book.update({ [`ownership.${t.bob.id}`]: 3 })).toBeUndefined();
    expect(await book.update({ ownership: { default: 3 } })).toBeUndefined();
    expect(t.standIn.notifications.at(-1)?.message).toContain("stay with the GMs");
    expect(book.testUserPermission(t.bob as never, "OWNER")).toBe(false);
    expect(ledger.cardState(message.id)).toBe("applied");
  });

  it("a player grows no records: hand-made cards created and deleted, or no-op cards applied, leave no page", async () => {
    const before = pages().length;
    t.as(t.bob);
    for (let k = 0; k < 20; k += 1) {
      const forged = (await t.forgeAttack(villain.token, hero.token, [...MISS] as never)) as unknown as StandInChatMessage;
      await forged.delete();
    }
    t.as(t.gm);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pages().length).toBe(before);
  });

  it("an existing world's ledger setting moves into the store once, at the active GM's ready", async () => {
    const message = await bobAttacks();
    const old = { [message.id]: { state: "applied", actingUuid: villain.actor.uuid, applied: [], followUps: [], used: {} }, "not-an-id": { state: "applied" } };
    await game.settings!.set("shelf-wars" as never, ledger.LEDGER_KEY as never, old as never);
    t.standIn.hooks.callAll("ready");
    await vi_waitForRecords(() => ledger.cardState(message.id) === "applied");
    expect(game.settings!.get("shelf-wars" as never, ledger.LEDGER_KEY as never)).toEqual({});
    expect(store.ledgerSettingMigrated()).toBe(true);
    expect(await ledger.migrateLedgerSetting()).toBe(0);
  });
});

async function vi_waitForRecords(done: () => boolean): Promise<void> {
  for (let k = 0; k < 50 && !done(); k += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(done()).toBe(true);
}
