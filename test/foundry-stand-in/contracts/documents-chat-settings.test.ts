import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, installStandIn, removeStandIn, type StandIn } from "../index";
import { setUserActive, standInSocket, StandInChatMessage } from "../parts/chat";
import { createUser, setCurrentUser, StandInCollection, type StandInUser } from "../parts/documents";

/**
 * Contracts of the stand-in's documents, chat messages, socket and settings, each as the v13 API
 * documents it (pages cited beside each behaviour in parts/*.ts). They pin what Foundry does to a
 * client that is not trusted, so a later change cannot quietly make the stand-in kinder.
 */
describe("stand-in contracts: documents, chat, socket, settings", () => {
  let standIn: StandIn;
  let gm: StandInUser;
  let alice: StandInUser;
  let bob: StandInUser;

  beforeEach(() => {
    vi.resetModules();
    standIn = installStandIn();
    gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
    alice = createUser("Alice", { id: "alice00000000000" });
    bob = createUser("Bob", { id: "bob0000000000000" });
    setCurrentUser(gm);
  });
  afterEach(() => removeStandIn());

  it("Document#update by a user without OWNER is refused by the server: core shows the error and the promise rejects with it", async () => {
    const actor = createActor({ name: "Hero", type: "figure", owners: [alice], system: { health: 3 } });
    setCurrentUser(bob);
    const message = `User Bob lacks permission to update Actor [${actor.id}]`;
    await expect(actor.update({ "system.health": 0 })).rejects.toThrow(message);
    await expect(actor.setFlag("shelf-wars", "x", 1)).rejects.toThrow(message);
    expect(actor.system.health).toBe(3);
    expect(standIn.notifications).toEqual([
      { level: "error", message },
      { level: "error", message },
    ]);
  });

  it("Document#update whose changes are already the document's is dropped: it resolves undefined, for the owner and for anyone else", async () => {
    const actor = createActor({ name: "Hero", type: "figure", owners: [alice], system: { health: 3, list: [1, 2] }, flags: { "shelf-wars": { a: { b: 1 } } } });
    await expect(actor.update({ "system.health": 3, "system.list": [1, 2] })).resolves.toBeUndefined();
    await expect(actor.setFlag("shelf-wars", "a", { b: 1 })).resolves.toBeUndefined();
    await expect(actor.update({ "system.-=gone": null })).resolves.toBeUndefined();
    setCurrentUser(bob);
    await expect(actor.update({ name: "Hero" })).resolves.toBeUndefined();
    expect(actor.updates).toEqual([]);
    expect(standIn.notifications).toEqual([]);
    setCurrentUser(alice);
    await expect(actor.update({ "system.health": 2, "system.list": [1, 2] })).resolves.toBe(actor);
    expect(actor.updates.map((u) => u.changes)).toEqual([{ system: { health: 2 } }]);
  });

  it("update expands dotted keys inside arrays too, and honours -= and == keys", async () => {
    const actor = createActor({ name: "Hero", type: "figure", system: { list: [], nested: { a: 1, b: 2 }, gone: 1 } });
    await actor.update({ "system.list": [{ "system.health.value": 3 }] });
    expect(actor.system.list).toEqual([{ system: { health: { value: 3 } } }]);
    await actor.update({ "system.-=gone": null, "system.==nested": { c: 3 } });
    expect(actor.system).toEqual({ list: [{ system: { health: { value: 3 } } }], nested: { c: 3 } });
  });

  it("collections iterate their documents, not [id, document] pairs", () => {
    const collection = new StandInCollection<{ id: string }>();
    collection.add({ id: "x" });
    expect([...collection]).toEqual([{ id: "x" }]);
  });

  it("a player may create and edit their own chat messages, flags and rolls included, but not others'", async () => {
    setCurrentUser(alice);
    const own = await StandInChatMessage.create({ content: "hi", flags: { "shelf-wars": { card: { state: "applied" } } } });
    await expect(own.setFlag("shelf-wars", "card", { state: "pending" })).resolves.toBe(own);
    expect(own.getFlag("shelf-wars", "card")).toEqual({ state: "pending" });
    setCurrentUser(bob);
    await expect(own.update({ content: "mine now" })).rejects.toThrow(`User Bob lacks permission to update ChatMessage [${own.id}]`);
    expect(own.content).toBe("hi");
  });

  it("chat rolls are stored as JSON and read back as Roll instances of their class", async () => {
    const roll = await new Roll("2d6").evaluate();
    const message = await StandInChatMessage.create({ content: "", rolls: [roll] });
    expect(typeof (message._source.rolls as unknown[])[0]).toBe("string");
    const [back] = message.rolls as InstanceType<typeof Roll>[];
    expect(back).toBeInstanceOf(Roll);
    expect(back!.total).toBe(roll.total);
  });

  it("the socket hands each other client the first emitted argument and the sender's id, nothing else", async () => {
    const received: unknown[][] = [];
    standInSocket.on("system.shelf-wars", (...args: unknown[]) => void received.push([game.user!.name, ...args]));
    setCurrentUser(bob);
    game.socket!.emit("system.shelf-wars", { a: 1 }, gm.id, "more");
    await standInSocket.settled();
    // Two clients (the GM and Alice; never Bob's own) each see Bob's data and then Bob's id.
    expect(received).toEqual([
      ["Gamemaster", { a: 1 }, bob.id],
      ["Alice", { a: 1 }, bob.id],
    ]);
  });

  it("User#isActiveGM is true only for the user Users#activeGM designates, and follows GMs leaving", () => {
    const second = createUser("Second GM", { isGM: true, id: "gm0000000000000b" });
    expect(game.users!.activeGM as unknown).toBe(gm);
    expect([gm, second, alice, bob].map((u) => u.isActiveGM)).toEqual([true, false, false, false]);
    setUserActive(gm, false);
    expect([gm, second, alice, bob].map((u) => u.isActiveGM)).toEqual([false, true, false, false]);
    setUserActive(second, false);
    expect(game.users!.activeGM).toBeNull();
    expect([gm, second, alice, bob].some((u) => u.isActiveGM)).toBe(false);
  });

  it("a held message is in flight until released; users connecting and leaving run userConnected", async () => {
    const seen: [string, boolean][] = [];
    Hooks.on("userConnected", ((user: StandInUser, connected: boolean) => void seen.push([user.name, connected])) as never);
    setUserActive(alice, false);
    expect(alice.active).toBe(false);
    // Run by the two other clients (the GM's and Bob's), not by Alice's, which has left.
    expect(seen).toEqual([
      ["Alice", false],
      ["Alice", false],
    ]);
    const received: unknown[] = [];
    standInSocket.on("x", (payload: unknown) => void received.push(payload));
    standInSocket.hold = true;
    game.socket!.emit("x", 1);
    await standInSocket.settled();
    expect(received).toEqual([]);
    standInSocket.hold = false;
    await standInSocket.release();
    expect(received).toEqual([1]);
  });

  it("a world setting is written only by a GM; a player's write is refused and the value stays", async () => {
    standIn.settings.register("shelf-wars", "ledger", { scope: "world", config: false, type: Object, default: {} });
    await standIn.settings.set("shelf-wars", "ledger", { a: 1 });
    setCurrentUser(alice);
    await standIn.settings.set("shelf-wars", "ledger", {});
    expect(standIn.settings.get("shelf-wars", "ledger")).toEqual({ a: 1 });
    expect(standIn.settings.refused).toEqual([{ id: "shelf-wars.ledger", user: "Alice" }]);

  });
});
