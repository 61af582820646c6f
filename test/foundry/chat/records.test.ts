import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import { showInChatLog, StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import { setWorldPermission, USER_ROLES } from "../../foundry-stand-in/parts/documents";
import { journalWrites, StandInJournalEntry, type StandInJournalEntryPage } from "../../foundry-stand-in/parts/journal";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import type { AppliedCard } from "../../../src/foundry/chat/card-types";
import { BRAWLER, amWorld, type AmWorld } from "../angry-miniatures/world";

/**
 * Card records: one page per card in the GM-owned record store. What a card costs to apply and to
 * render does not grow with the cards before it; a cleared chat log costs writes in proportion to
 * its cards; a deleted card keeps its record; no player writes a record, whatever the GM grants.
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
  const entry = (k: number): AppliedCard => ({ state: "applied", actingUuid: `Actor.old${k}`, applied: [{ uuid: `Actor.old${k}`, path: "system.health.value", delta: -1, name: `Old ${k}` }], followUps: [], used: {} });
  const oldId = (k: number): string => `old${String(k).padStart(13, "0")}`;
  const pages = (): StandInJournalEntryPage[] => (game.journal!.get(store.RECORD_STORE_ID) as unknown as StandInJournalEntry | undefined)?.pages.contents ?? [];
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
    await store.openRecordStore(); // the world's first card also creates the store, once
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

  it("applying a card writes and reads as much after 3,000 earlier cards as after none; rendering reads its own record only", async () => {
    const none = await costOfOneCard(0);
    removeStandIn();
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 });
    ledger = await import("../../../src/foundry/chat/ledger");
    store = await import("../../../src/foundry/chat/record-store");
    const many = await costOfOneCard(3000);
    expect(pages()).toHaveLength(3001);
    expect(many).toEqual(none);
    expect(none.bytes).toBeLessThan(2000);
    expect(none.renderReads).toBeLessThanOrEqual(2);
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
    t.as(t.bob);
    const message = (await t.forgeAttack(villain.token, hero.token, [...MISS] as never)) as unknown as StandInChatMessage;
    t.as(t.gm);
    t.as(t.bob);
    await message.delete();
    t.as(t.gm);
    await vi_waitForRecords(() => ledger.recordOf(message.id)?.state === "deleted");
    const record = ledger.recordOf(message.id)!;
    expect(record.deleted).toMatchObject({ was: "pending", authorId: t.bob.id, card: { ruleset: "angry-miniatures", kind: "attack" } });
    expect(ledger.cardState(message.id)).toBe("pending");
    expect(pages().find((page) => page.id === message.id)?.name).toContain("deleted");
    // Bob cannot put it back as if it never was: the record is not his to write.
    t.as(t.bob);
    await expect(pages().find((page) => page.id === message.id)!.update({ "flags.shelf-wars.==record": { entry: null, deleted: null } })).rejects.toThrow(/lacks permission/);
    expect(ledger.recordOf(message.id)?.state).toBe("deleted");
  });

  it("a hostile player cannot write a record directly: not an update, not a new page, not a store of his own", async () => {
    const message = await bobAttacks();
    expect(await t.chat.applyCard(message.id)).toBe(true);
    expect(t.health(hero.actor)).toBeLessThan(5);
    const journal = game.journal!.get(store.RECORD_STORE_ID) as unknown as StandInJournalEntry;
    t.as(t.bob);
    // Mark the applied card undone (so it could be applied again) ...
    const undone = { entry: { ...ledger.appliedCardOf(message.id)!, state: "undone" }, deleted: null };
    await expect(journal.updateEmbeddedDocuments("JournalEntryPage", [{ _id: message.id, "flags.shelf-wars.==record": undone }])).rejects.toThrow(/lacks permission/);
    // ... or record a card of his own as applied, so it is never applied at all.
    const other = await t.attack(villain.token, hero.token, [...HIT] as never);
    const forged = { entry: { state: "undone", actingUuid: villain.actor.uuid, applied: [], followUps: [], used: {} }, deleted: null };
    await expect(journal.createEmbeddedDocuments("JournalEntryPage", [{ _id: other.id, flags: { "shelf-wars": { record: forged } } }], { keepId: true })).rejects.toThrow(/lacks permission/);
    // A player the GM lets create journal entries cannot create the store: its id is taken.
    setWorldPermission("JOURNAL_CREATE", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);
    await expect(StandInJournalEntry.create({ _id: store.RECORD_STORE_ID, name: "mine" }, { keepId: true })).rejects.toThrow(/already exists/);
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

  it("a store a player created before the GM did is not trusted: the GM is told, and nothing is applied through it", async () => {
    t.as(t.bob);
    setWorldPermission("JOURNAL_CREATE", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);
    await StandInJournalEntry.create({ _id: store.RECORD_STORE_ID, name: "Shelf Wars card records", ownership: { default: 0 } }, { keepId: true });
    const message = await bobAttacks();
    expect(await t.chat.applyCard(message.id)).toBe(false);
    expect(lastWarning()).toContain("owned by a player");
    expect(t.health(hero.actor)).toBe(5);
    expect(ledger.cardState(message.id)).toBe("pending");
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
