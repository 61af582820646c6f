import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChangePlan } from "../../../src/foundry/chat";
import { installStandIn, removeStandIn, type StandIn } from "../../foundry-stand-in";
import { standInSocket } from "../../foundry-stand-in/parts/chat";
import { createActor, createUser, setCurrentUser, type StandInDocument, type StandInUser } from "../../foundry-stand-in/parts/documents";

const BODY = "chat/card-controls.hbs"; // any real template serves as a card body here

describe("chat cards: apply, undo and the GM relay", () => {
  let standIn: StandIn;
  let gm: StandInUser;
  let alice: StandInUser;
  let bob: StandInUser;
  let hero: StandInDocument;
  let villain: StandInDocument;
  let cards: typeof import("../../../src/foundry/chat");

  beforeEach(async () => {
    vi.resetModules();
    standIn = installStandIn();
    gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
    alice = createUser("Alice", { id: "alice00000000000" });
    bob = createUser("Bob", { id: "bob0000000000000" });
    hero = createActor({ name: "Hero", owners: [alice], system: { health: { value: 3, max: 5 }, wounds: 0, status: { stunned: false } } });
    villain = createActor({ name: "Villain", owners: [bob], system: { health: { value: 0, max: 4 }, pool: { dice: 2 } } });
    const { registerChatService } = await import("../../../src/foundry/chat/register");
    registerChatService({ addTemplates: () => undefined });
    cards = await import("../../../src/foundry/chat");
  });
  afterEach(() => {
    vi.restoreAllMocks();
    removeStandIn();
  });

  const plan = (): ChangePlan => [
    { uuid: hero.uuid, changes: { "system.health.value": 1, "system.status.stunned": true } },
    { uuid: villain.uuid, changes: { "system.health.value": 2, "system.pool.dice": 0 } },
  ];

  async function post(author: StandInUser, changes: ChangePlan = plan()) {
    setCurrentUser(author);
    return cards.postCard({ ruleset: "angry-miniatures", kind: "attack", template: BODY, context: { state: "pending" }, plan: changes });
  }

  function card(id: string) {
    return (game.messages!.get(id) as unknown as StandInDocument).getFlag("shelf-wars", "card") as { state: string; undo?: unknown };
  }

  it("posts the body and the shared controls, with the plan pending on the flags", async () => {
    const message = (await post(gm)) as unknown as { id: string; content: string };
    expect(message.content).toContain('class="shelf-wars shelf-wars-card"');
    expect(message.content).toContain('data-action="shelf-wars-apply"');
    expect(message.content).toContain('data-action="shelf-wars-undo"');
    expect(message.content).toContain(standIn.i18n.translations.get("SHELFWARS.Card.State.pending"));
    expect(card(message.id).state).toBe("pending");
  });

  it("applies, then undo restores exactly the prior values (a 0 and nested paths included)", async () => {
    const message = (await post(gm)) as unknown as { id: string };
    expect(await cards.applyCard(message.id)).toBe(true);
    expect(hero.system).toEqual({ health: { value: 1, max: 5 }, wounds: 0, status: { stunned: true } });
    expect(villain.system).toEqual({ health: { value: 2, max: 4 }, pool: { dice: 0 } });
    expect(card(message.id).state).toBe("applied");
    expect(card(message.id).undo).toEqual([
      { uuid: hero.uuid, changes: { "system.health.value": 3, "system.status.stunned": false } },
      { uuid: villain.uuid, changes: { "system.health.value": 0, "system.pool.dice": 2 } },
    ]);
    expect(await cards.undoCard(message.id)).toBe(true);
    expect(hero.system).toEqual({ health: { value: 3, max: 5 }, wounds: 0, status: { stunned: false } });
    expect(villain.system).toEqual({ health: { value: 0, max: 4 }, pool: { dice: 2 } });
    expect(card(message.id).state).toBe("undone");
    expect(standIn.notifications).toEqual([]);
  });

  it("refuses a second apply with a notification and changes nothing", async () => {
    const message = (await post(gm)) as unknown as { id: string };
    await cards.applyCard(message.id);
    const updates = hero.updates.length;
    expect(await cards.applyCard(message.id)).toBe(false);
    expect(hero.updates.length).toBe(updates);
    expect(standIn.notifications).toEqual([
      { level: "warn", message: standIn.i18n.translations.get("SHELFWARS.Card.Cannot.apply.applied") },
    ]);
    expect(await cards.undoCard(message.id)).toBe(true);
    expect(await cards.undoCard(message.id)).toBe(false);
    expect(standIn.notifications.at(-1)?.message).toBe(standIn.i18n.translations.get("SHELFWARS.Card.Cannot.undo.undone"));
  });

  it("refuses undo before apply", async () => {
    const message = (await post(gm)) as unknown as { id: string };
    expect(await cards.undoCard(message.id)).toBe(false);
    expect(standIn.notifications.at(-1)?.message).toBe(standIn.i18n.translations.get("SHELFWARS.Card.Cannot.undo.pending"));
  });

  it("a player's card on figures they do not own is applied and undone by the GM's client", async () => {
    const message = (await post(alice)) as unknown as { id: string };
    expect(await cards.applyCard(message.id)).toBe(true);
    expect(game.user).toBe(alice);
    expect(villain.updates.map((u) => u.userId)).toEqual([gm.id]);
    expect(villain.system).toEqual({ health: { value: 2, max: 4 }, pool: { dice: 0 } });
    expect(card(message.id).state).toBe("applied");
    expect(await cards.undoCard(message.id)).toBe(true);
    expect(villain.system).toEqual({ health: { value: 0, max: 4 }, pool: { dice: 2 } });
    expect(hero.system).toEqual({ health: { value: 3, max: 5 }, wounds: 0, status: { stunned: false } });
  });

  it("a player's card on their own figure is applied on their own client", async () => {
    const message = (await post(alice, [{ uuid: hero.uuid, changes: { "system.wounds": 2 } }])) as unknown as { id: string };
    expect(await cards.applyCard(message.id)).toBe(true);
    expect(hero.updates.map((u) => u.userId)).toEqual([alice.id]);
    expect(standInSocket.sent).toEqual([]);
  });

  it("the GM refuses a forged plan, logs it and answers with a localised refusal", async () => {
    const message = (await post(alice)) as unknown as { id: string };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const forgedPlan = [{ uuid: villain.uuid, changes: { "system.health.value": 0, "system.pool.dice": 99 } }];
    setCurrentUser(alice);
    await standInSocket.deliver(
      "system.shelf-wars",
      [{ kind: "request", requestId: "forged1", name: "chat.card", gmId: gm.id, payload: { messageId: message.id, action: "apply", plan: forgedPlan } }],
      alice.id,
    );
    await standInSocket.settled();
    const response = standInSocket.sent.find((s) => (s.args[0] as { kind: string }).kind === "response")?.args[0];
    expect(response).toMatchObject({ requestId: "forged1", requesterId: alice.id, ok: false, error: { code: "Card.ForgedPlan" } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(standIn.i18n.translations.get("SHELFWARS.Card.ForgedPlan")!), expect.anything());
    expect(villain.updates).toEqual([]);
    expect(card(message.id).state).toBe("pending");
  });

  it("the GM refuses a requester who is not the card's author", async () => {
    const message = (await post(alice)) as unknown as { id: string };
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    setCurrentUser(bob);
    expect(await cards.applyCard(message.id)).toBe(false);
    expect(standIn.notifications).toEqual([
      { level: "warn", message: standIn.i18n.format("SHELFWARS.Card.NotAuthor", { user: "Bob" }) },
    ]);
    expect(hero.updates).toEqual([]);
    expect(villain.updates).toEqual([]);
    expect(card(message.id).state).toBe("pending");
  });

  it("ignores answers from anyone but the GM that was asked", async () => {
    const message = (await post(alice)) as unknown as { id: string };
    const applying = cards.applyCard(message.id);
    await vi.waitFor(() => expect(standInSocket.sent.length).toBeGreaterThan(0));
    const request = standInSocket.sent[0]?.args[0] as { requestId: string };
    // Bob poses as the GM and claims success before the GM has answered.
    void standInSocket.deliver("system.shelf-wars", [{ kind: "response", requestId: request.requestId, requesterId: alice.id, ok: false, error: { code: "Card.BadRequest", data: {} } }], bob.id);
    expect(await applying).toBe(true);
    await standInSocket.settled();
    expect(card(message.id).state).toBe("applied");
  });

  it("tells a player clearly when no GM is connected, and changes nothing", async () => {
    gm.active = false;
    const message = (await post(alice)) as unknown as { id: string };
    expect(await cards.applyCard(message.id)).toBe(false);
    expect(standIn.notifications).toEqual([{ level: "warn", message: standIn.i18n.translations.get("SHELFWARS.Relay.NoGm") }]);
    expect(villain.updates).toEqual([]);
  });

  it("undo after a later change warns, names the document and still restores", async () => {
    const message = (await post(gm)) as unknown as { id: string };
    await cards.applyCard(message.id);
    await villain.update({ "system.health.value": 4 });
    expect(await cards.undoCard(message.id)).toBe(true);
    expect(villain.system).toEqual({ health: { value: 0, max: 4 }, pool: { dice: 2 } });
    expect(standIn.notifications).toEqual([
      { level: "warn", message: standIn.i18n.format("SHELFWARS.Card.ChangedSince", { names: "Villain" }) },
    ]);
  });

  it("refuses a card whose document has gone, without touching the others", async () => {
    const message = (await post(gm, [...plan(), { uuid: "Actor.gone000000000000", changes: { "system.wounds": 1 } }])) as unknown as { id: string };
    expect(await cards.applyCard(message.id)).toBe(false);
    expect(standIn.notifications.at(-1)?.message).toBe(standIn.i18n.format("SHELFWARS.Card.MissingDocument", { uuid: "Actor.gone000000000000" }));
    expect(hero.updates).toEqual([]);
    expect(card(message.id).state).toBe("pending");
  });

  it("rolls back the documents already written when a later update fails", async () => {
    const message = (await post(gm)) as unknown as { id: string };
    vi.spyOn(villain, "update").mockRejectedValueOnce(new Error("database unavailable"));
    expect(await cards.applyCard(message.id)).toBe(false);
    expect(hero.system).toEqual({ health: { value: 3, max: 5 }, wounds: 0, status: { stunned: false } });
    expect(standIn.notifications.at(-1)?.message).toBe(
      standIn.i18n.format("SHELFWARS.Card.UpdateFailed", { name: "Villain", reason: "database unavailable" }),
    );
    expect(card(message.id).state).toBe("pending");
  });

  it("refuses to post a plan that changes identity or permissions", async () => {
    setCurrentUser(gm);
    await expect(
      cards.postCard({ ruleset: "knight-fight", kind: "x", template: BODY, context: {}, plan: [{ uuid: hero.uuid, changes: { "ownership.default": 3 } }] }),
    ).rejects.toMatchObject({ code: "Card.ForbiddenPath" });
  });
});
