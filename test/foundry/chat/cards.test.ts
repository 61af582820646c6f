import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, installStandIn, removeStandIn, type StandIn } from "../../foundry-stand-in";
import { standInSocket, StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import { createUser, forgetDocument, setCurrentUser, type StandInDocument, type StandInUser } from "../../foundry-stand-in/parts/documents";
import type { CardOutcome } from "../../../src/foundry/chat/card-types";
import { letPlayersUndo } from "./player-undo";

const BODY = "chat/card-controls.hbs"; // any real template serves as a card body here

/**
 * The shared card service with a made-up card kind: a "pool" card adds `amount` to an actor's
 * pool (bounded 0..10) and may grant a follow-up; a "spend" card uses that follow-up up.
 */
describe("chat cards: the shared service", () => {
  let standIn: StandIn;
  let gm: StandInUser;
  let alice: StandInUser;
  let bob: StandInUser;
  let hero: StandInDocument;
  let villain: StandInDocument;
  let chat: typeof import("../api/chat");

  beforeEach(async () => {
    vi.resetModules();
    standIn = installStandIn();
    gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
    alice = createUser("Alice", { id: "alice00000000000" });
    bob = createUser("Bob", { id: "bob0000000000000" });
    setCurrentUser(gm);
    hero = createActor({ name: "Hero", type: "knight-fight-force", owners: [alice], system: { pool: 4, danger: 0 } });
    villain = createActor({ name: "Villain", type: "knight-fight-force", owners: [bob], system: { pool: 2, danger: 0 } });
    const { registerChatService } = await import("../../../src/foundry/chat/register");
    registerChatService({ addTemplates: () => undefined });
    chat = await import("../api/chat");
    chat.registerWritableFields("knight-fight", ["knight-fight-force"], [
      { path: "system.pool", bounds: () => ({ min: 0, max: 10 }) },
      { path: "system.danger", bounds: () => ({ min: 0, max: 3 }) },
    ]);
    const number = (raw: Readonly<Record<string, unknown>>, key: string): number => {
      const value = raw[key];
      if (typeof value !== "number") throw new Error(`bad ${key}`);
      return value;
    };
    chat.registerCardKind({
      ruleset: "knight-fight",
      kind: "pool",
      gmOnly: false,
      async derive(raw): Promise<CardOutcome> {
        const uuid = String(raw.actorUuid);
        const target = String(raw.targetUuid ?? raw.actorUuid);
        return {
          actingUuid: uuid,
          changes: [
            { uuid: target, path: "system.pool", delta: number(raw, "amount") },
            ...(raw.danger ? [{ uuid: target, path: "system.danger", delta: number(raw, "danger") }] : []),
          ],
          followUps: raw.grant ? [{ kind: "spend", actingUuids: [uuid], data: { amount: 1 } }] : [],
        };
      },
    });
    chat.registerCardKind({
      ruleset: "knight-fight",
      kind: "spend",
      gmOnly: false,
      async derive(raw, context): Promise<CardOutcome> {
        const source = raw.source as { messageId: string; index: number };
        const grant = context.grant(source);
        if (!grant) throw new Error("no grant");
        return { actingUuid: String(raw.actorUuid), changes: [{ uuid: String(raw.actorUuid), path: "system.pool", delta: -Number(grant.data.amount) }], followUps: [], consumes: source };
      },
    });
    chat.registerCardKind({ ruleset: "knight-fight", kind: "gm-only", gmOnly: true, derive: async (raw) => ({ actingUuid: String(raw.actorUuid), changes: [{ uuid: String(raw.actorUuid), path: "system.pool", delta: 5 }], followUps: [] }) });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    removeStandIn();
  });

  const pool = (actor: StandInDocument): number => Number(actor.system.pool);
  const warnings = (): string[] => standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message);

  async function post(author: StandInUser, inputs: Record<string, unknown>, kind = "pool") {
    setCurrentUser(author);
    return (await chat.postCard({ ruleset: "knight-fight", kind, template: BODY, context: { state: "pending" }, inputs })) as unknown as StandInChatMessage;
  }

  it("posts the body and the shared controls; the flag holds the inputs and the outcome derived from them", async () => {
    const message = await post(alice, { actorUuid: hero.uuid, amount: -2 });
    expect(message.content).toContain('class="shelf-wars shelf-wars-card"');
    expect(message.content).toContain('data-action="shelf-wars-apply"');
    expect(message.getFlag("shelf-wars", "card")).toEqual({
      ruleset: "knight-fight",
      kind: "pool",
      inputs: { actorUuid: hero.uuid, amount: -2 },
      claim: { actingUuid: hero.uuid, changes: [{ uuid: hero.uuid, path: "system.pool", delta: -2 }], followUps: [] },
    });
    expect(chat.cardState(message.id)).toBe("pending");
  });

  it("applies as a change clamped by the ruleset's bounds, and undo takes back exactly what landed", async () => {
    await letPlayersUndo();
    const message = await post(alice, { actorUuid: hero.uuid, amount: -6 });
    expect(await chat.applyCard(message.id)).toBe(true);
    expect(pool(hero)).toBe(0);
    expect(chat.appliedCardOf(message.id)?.applied).toEqual([{ uuid: hero.uuid, path: "system.pool", delta: -4, name: "Hero" }]);
    expect(await chat.undoCard(message.id)).toBe(true);
    expect(pool(hero)).toBe(4);
    expect(chat.cardState(message.id)).toBe("undone");
  });

  it("a GM's own click goes through the same one-at-a-time line: applying twice at once applies once", async () => {
    const message = await post(gm, { actorUuid: hero.uuid, amount: 1 });
    const results = await Promise.all([chat.applyCard(message.id), chat.applyCard(message.id)]);
    expect(results).toEqual([true, false]);
    expect(pool(hero)).toBe(5);
    expect(warnings().at(-1)).toContain("already applied");
  });

  it("a hostile player's 30 cards with no dice that change nothing, each applied by request, leave no record and show nothing to apply", async () => {
    const store = await import("../../../src/foundry/chat/record-store");
    const pages = () => store.recordBooks().reduce((sum, book) => sum + book.pages.size, 0);
    const before = pages();
    let last: StandInChatMessage | undefined;
    for (let k = 0; k < 30; k += 1) {
      last = await post(alice, { actorUuid: hero.uuid, amount: 0 });
      expect(await chat.applyCard(last.id)).toBe(true);
    }
    expect(pages()).toBe(before);
    expect(pool(hero)).toBe(4);
    // A card that does change something is recorded as ever.
    const real = await post(alice, { actorUuid: hero.uuid, amount: 1 });
    expect(await chat.applyCard(real.id)).toBe(true);
    expect(pages()).toBe(before + 1);
    expect(chat.cardState(last!.id)).toBe("pending");
  });

  it("refuses undo before apply, and apply after undo", async () => {
    await letPlayersUndo();
    const message = await post(alice, { actorUuid: hero.uuid, amount: 1 });
    expect(await chat.undoCard(message.id)).toBe(false);
    expect(warnings().at(-1)).toContain("never applied");
    await chat.applyCard(message.id);
    await chat.undoCard(message.id);
    expect(await chat.applyCard(message.id)).toBe(false);
    expect(pool(hero)).toBe(4);
  });

  it("a player's card on a figure they own changing an enemy's data is applied by the GM's client", async () => {
    const message = await post(alice, { actorUuid: hero.uuid, targetUuid: villain.uuid, amount: -1 });
    expect(await chat.applyCard(message.id)).toBe(true);
    expect(pool(villain)).toBe(1);
    expect(villain.updates.at(-1)?.userId).toBe(gm.id);
  });

  it("a refused update is not counted as written: the card stays pending and the other actors are rolled back", async () => {
    const message = await post(alice, { actorUuid: hero.uuid, targetUuid: villain.uuid, amount: -1, danger: 1 });
    // The villain's update is refused (Document#update resolves undefined, as for a _preUpdate veto).
    const update = villain.update.bind(villain);
    vi.spyOn(villain, "update").mockImplementation(async (changes) => (Object.keys(changes).length ? undefined : update(changes)));
    expect(await chat.applyCard(message.id)).toBe(false);
    expect(warnings().at(-1)).toContain("refused");
    expect(chat.cardState(message.id)).toBe("pending");
    expect(pool(villain)).toBe(2);
  });

  it("a card whose actor has gone is refused by name at apply; at undo, the rest is reversed and the gone part reported", async () => {
    await letPlayersUndo();
    const message = await post(alice, { actorUuid: hero.uuid, targetUuid: villain.uuid, amount: -1 });
    await chat.applyCard(message.id);
    forgetDocument(villain);
    setCurrentUser(alice);
    expect(await chat.undoCard(message.id)).toBe(true);
    expect(warnings().at(-1)).toContain("Villain");
  });

  it("tells a player clearly when no GM is connected, and changes nothing", async () => {
    gm.active = false;
    const message = await post(alice, { actorUuid: hero.uuid, amount: 1 });
    expect(await chat.applyCard(message.id)).toBe(false);
    expect(warnings().at(-1)).toContain("No GM is connected");
    expect(pool(hero)).toBe(4);
  });

  it("ignores answers from anyone but the GM that was asked", async () => {
    const message = await post(alice, { actorUuid: hero.uuid, amount: 1 });
    standInSocket.hold = true;
    const pending = chat.applyCard(message.id);
    const request = standInSocket.sent.at(-1)!;
    const requestId = (request.args[0] as { requestId: string }).requestId;
    // Bob answers "ok" for the GM: Alice's client must not believe him.
    await standInSocket.deliver("system.shelf-wars", [{ kind: "response", requestId, requesterId: alice.id, ok: true, result: { state: "applied", shortfalls: [] } }], bob.id);
    standInSocket.hold = false;
    await standInSocket.release();
    expect(await pending).toBe(true);
    expect(pool(hero)).toBe(5);
  });

  it("a player-authored card of a GM-only kind is refused", async () => {
    const message = await post(alice, { actorUuid: hero.uuid }, "gm-only");
    expect(await chat.applyCard(message.id)).toBe(false);
    expect(warnings().at(-1)).toContain("only the GM");
    expect(pool(hero)).toBe(4);
  });

  it("a follow-up is used at most once, only by its owner, and undo frees it again", async () => {
    await letPlayersUndo();
    const granting = await post(alice, { actorUuid: hero.uuid, amount: 0, grant: true });
    const source = { messageId: granting.id, index: 0 };
    // Before its card is applied, the follow-up does not exist yet.
    await expect(post(alice, { actorUuid: hero.uuid, source }, "spend")).rejects.toThrow("no grant");
    await chat.applyCard(granting.id);
    const first = await post(alice, { actorUuid: hero.uuid, source }, "spend");
    const second = await post(alice, { actorUuid: hero.uuid, source }, "spend");
    expect(await chat.applyCard(first.id)).toBe(true);
    expect(await chat.applyCard(second.id)).toBe(false);
    expect(warnings().at(-1)).toContain("already used");
    const bobs = await post(bob, { actorUuid: villain.uuid, source }, "spend");
    expect(await chat.applyCard(bobs.id)).toBe(false);
    expect(pool(hero)).toBe(3);
    expect(await chat.undoCard(first.id)).toBe(false);
    setCurrentUser(alice);
    expect(await chat.undoCard(first.id)).toBe(true);
    expect(await chat.applyCard(second.id)).toBe(true);
    expect(pool(hero)).toBe(3);
  });
});

describe("the card ledger", () => {
  beforeEach(() => {
    vi.resetModules();
    installStandIn();
  });
  afterEach(() => removeStandIn());

  it("keeps a deleted message's record, marked deleted, and writes one change after another", async () => {
    const gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
    setCurrentUser(gm);
    const ledger = await import("../../../src/foundry/chat/ledger");
    ledger.registerLedger(() => undefined);
    const entry = { state: "applied", actingUuid: "Actor.a", applied: [], followUps: [], used: {} } as const;
    const [one, two, three] = ["one0000000000000", "two0000000000000", "three00000000000"] as const;
    await Promise.all([ledger.writeLedger({ [one]: entry }), ledger.writeLedger({ [two]: entry }), ledger.writeLedger({ [three]: { ...entry, state: "undone" } })]);
    expect(Object.keys(ledger.readLedger()).sort()).toEqual([one, three, two].sort());
    await ledger.markCardsDeleted([{ id: two }, { id: "unknown000000000" }]);
    expect(Object.keys(ledger.readLedger()).sort()).toEqual([one, three].sort());
    expect(ledger.recordOf(two)).toEqual({ state: "deleted", entry, deleted: { was: "applied", authorId: null, card: null } });
    expect(ledger.recordOf("unknown000000000")).toBeUndefined();
  });
});
