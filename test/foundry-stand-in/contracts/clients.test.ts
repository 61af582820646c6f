import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { finishLoading, openTab, runAsClient, setUserActive, startLoading } from "../clients";
import { createActor, installStandIn, removeStandIn, type StandIn } from "../index";
import { StandInTypeDataModel } from "../parts/data-models";
import { standInSocket, StandInChatMessage } from "../parts/chat";
import { createUser, setCurrentUser, type StandInUser } from "../parts/documents";

/**
 * Contracts of the stand-in's several clients (clients.ts, settings.ts, parts/chat.ts): what one
 * user's write or message does on every connected client, each with its own `game.user`, as core
 * runs one client per connected user (docs/foundry-v13-api.md, Corrections; pages cited there).
 */
class CounterModel extends StandInTypeDataModel {
  static override defineSchema() {
    const { NumberField } = (globalThis as unknown as { foundry: { data: { fields: { NumberField: new (o: object) => never } } } }).foundry.data.fields;
    return { count: new NumberField({ initial: 0, integer: true }) };
  }
}

describe("stand-in contracts: one client per connected user", () => {
  let standIn: StandIn;
  let gm: StandInUser;
  let alice: StandInUser;
  let bob: StandInUser;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    vi.resetModules();
    standIn = installStandIn();
    (globalThis as unknown as { CONFIG: { Actor: { dataModels: Record<string, unknown> } } }).CONFIG.Actor.dataModels.counter = CounterModel;
    gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
    alice = createUser("Alice", { id: "alice00000000000" });
    bob = createUser("Bob", { id: "bob0000000000000" });
    setCurrentUser(gm);
  });
  afterEach(() => removeStandIn());

  it("updateActor runs on every connected client, each as its own user, with the writer's id and its own copy of the change", async () => {
    const actor = (await createActor({ name: "Hero", type: "counter", system: { count: 0 }, ownership: { [alice.id]: 3 } }, { via: "Actor.create" }))!;
    const seen: string[] = [];
    standIn.hooks.on("updateActor", (_actor: unknown, changed: unknown, _options: unknown, userId: unknown) => {
      (changed as { system: { count: number } }).system.count += 100;
      void (async () => {
        await tick();
        seen.push(`${game.user!.name} saw ${String(userId)} write ${(changed as { system: { count: number } }).system.count}`);
      })();
    });
    setUserActive(bob, false);
    setCurrentUser(alice);
    await actor.update({ "system.count": 1 });
    await tick();
    expect(seen).toEqual([`Gamemaster saw ${alice.id} write 101`, `Alice saw ${alice.id} write 101`]);
    expect((actor.system as unknown as { count: number }).count).toBe(1);
    expect(game.user!.name).toBe("Alice");
  });

  it("createActor runs on every connected client, each as its own user, with the creator's id (hookEvents.createDocument)", async () => {
    const seen: string[] = [];
    standIn.hooks.on("createActor", (actor: unknown, _options: unknown, userId: unknown) => seen.push(`${game.user!.name}: ${(actor as { name: string }).name} by ${String(userId)}`));
    setUserActive(bob, false);
    await createActor({ name: "Hero", type: "counter", system: { count: 0 } }, { via: "Actor.create" });
    expect(seen).toEqual([`Gamemaster: Hero by ${gm.id}`, `Alice: Hero by ${gm.id}`]);
  });

  it("createChatMessage runs on every connected client, with the author's id", async () => {
    const seen: string[] = [];
    standIn.hooks.on("createChatMessage", (message: unknown, _options: unknown, userId: unknown) => seen.push(`${game.user!.name}: ${(message as StandInChatMessage).content} by ${String(userId)}`));
    setCurrentUser(bob);
    await StandInChatMessage.create({ content: "hi" });
    expect(seen).toEqual([`Gamemaster: hi by ${bob.id}`, `Alice: hi by ${bob.id}`, `Bob: hi by ${bob.id}`]);
  });

  it("settings.get returns the live value (not a copy); a world setting's onChange runs on every client after a write", async () => {
    const changed: string[] = [];
    standIn.settings.register("shelf-wars", "ledger", { scope: "world", config: false, type: Object, default: { a: 0 }, onChange: (value) => changed.push(`${game.user!.name}: ${JSON.stringify(value)}`) });
    const initial = standIn.settings.get("shelf-wars", "ledger") as { a: number };
    initial.a = 5;
    // Editing the default edited the live value: nothing was saved, yet every later get sees it.
    expect(standIn.settings.get("shelf-wars", "ledger")).toEqual({ a: 5 });
    expect(changed).toEqual([]);
    const written = { a: 1 };
    await standIn.settings.set("shelf-wars", "ledger", written);
    const live = standIn.settings.get("shelf-wars", "ledger") as { a: number };
    expect(live).toEqual({ a: 1 });
    expect(live).not.toBe(written);
    expect(standIn.settings.get("shelf-wars", "ledger")).toBe(live);
    expect(changed).toEqual(['Gamemaster: {"a":1}', 'Alice: {"a":1}', 'Bob: {"a":1}']);
  });

  it("the socket forwards the first argument only, to the recipients a second argument names, never back to the sender", async () => {
    const received: unknown[][] = [];
    standInSocket.on("system.shelf-wars", (...args: unknown[]) => void received.push([game.user!.name, ...args]));
    setCurrentUser(alice);
    game.socket!.emit("system.shelf-wars", { to: "gm" }, { recipients: [gm.id, alice.id] });
    await standInSocket.settled();
    expect(received).toEqual([["Gamemaster", { to: "gm" }, alice.id]]);
    received.length = 0;
    // A forged delivery goes through the same server: extra arguments never arrive.
    await standInSocket.deliver("system.shelf-wars", [{ forged: true }, gm.id, "x"], bob.id);
    expect(received).toEqual([
      ["Gamemaster", { forged: true }, bob.id],
      ["Alice", { forged: true }, bob.id],
    ]);
    expect(() => game.socket!.emit("system.shelf-wars", {}, { recipients: "everyone" })).toThrow(/not modelled/);
  });

  it("a user's second tab is a client of its own: it receives its user's messages, the sending tab's own excepted, and runs document hooks", async () => {
    const received: string[] = [];
    standInSocket.on("system.shelf-wars", () => void received.push(`${game.user!.name} ${game.socket!.id}`));
    openTab(gm);
    setCurrentUser(alice);
    game.socket!.emit("system.shelf-wars", { to: "gm" }, { recipients: [gm.id] });
    await standInSocket.settled();
    expect(received).toEqual([`Gamemaster socket.${gm.id}.0`, `Gamemaster socket.${gm.id}.1`]);
    received.length = 0;
    // The GM's first tab emits: its second tab receives it, the first does not.
    runAsClient(gm, () => game.socket!.emit("system.shelf-wars", { from: "tab 0" }), 0);
    await standInSocket.settled();
    expect(received).toEqual([`Gamemaster socket.${gm.id}.1`, `Alice socket.${alice.id}.0`, `Bob socket.${bob.id}.0`]);
    const hooked: string[] = [];
    standIn.hooks.on("updateActor", () => void hooked.push(`${game.user!.name} ${game.socket!.id}`));
    setCurrentUser(gm);
    const actor = createActor({ name: "Tally", type: "counter", system: { count: 1 } });
    await actor.update({ "system.count": 2 });
    expect(hooked).toContain(`Gamemaster socket.${gm.id}.1`);
  });

  it("the socket never awaits a listener: one still waiting for another client's answer does not hold up that answer (socket.io, listening-to-events)", async () => {
    // https://socket.io/docs/v4/listening-to-events/: a listener runs as its event arrives; what it returns is ignored.
    const log: string[] = [];
    let answered: () => void = () => undefined;
    standInSocket.on("system.shelf-wars", async (message: unknown) => {
      const kind = (message as { kind: string }).kind;
      if (kind === "ask" && game.user!.id === gm.id) {
        log.push("gm asks bob");
        await new Promise<void>((resolve) => {
          answered = resolve;
          game.socket!.emit("system.shelf-wars", { kind: "question" });
        });
        log.push("gm got the answer");
      } else if (kind === "question" && game.user!.id === bob.id) {
        log.push("bob answers");
        game.socket!.emit("system.shelf-wars", { kind: "answer" });
      } else if (kind === "answer" && game.user!.id === gm.id) {
        answered();
      }
    });
    setCurrentUser(alice);
    game.socket!.emit("system.shelf-wars", { kind: "ask" });
    await standInSocket.settled();
    expect(log).toEqual(["gm asks bob", "bob answers", "gm got the answer"]);
  });

  it("a listener that throws fails the next settled(), as core would show the uncaught error", async () => {
    standInSocket.on("system.shelf-wars", async () => {
      throw new Error("listener failed");
    });
    setCurrentUser(alice);
    game.socket!.emit("system.shelf-wars", {});
    await expect(standInSocket.settled()).rejects.toThrow("listener failed");
  });

  it("userConnected runs on every other connected client", () => {
    const seen: string[] = [];
    standIn.hooks.on("userConnected", (user: unknown, connected: unknown) => seen.push(`${game.user!.name}: ${(user as StandInUser).name} ${String(connected)}`));
    setUserActive(bob, false);
    setUserActive(bob, true);
    expect(seen).toEqual(["Gamemaster: Bob false", "Alice: Bob false", "Gamemaster: Bob true", "Alice: Bob true"]);
  });

  it("game.ready is per client: false with no user seated or while that client loads, true once it reached ready", () => {
    const readyOn: string[] = [];
    standIn.hooks.on("ready", () => readyOn.push(`${game.user!.name} ${String(game.ready)}`));
    expect(game.ready).toBe(true);
    startLoading(gm);
    expect(game.ready).toBe(false);
    expect(runAsClient(alice, () => game.ready)).toBe(true);
    finishLoading(gm);
    expect(readyOn).toEqual(["Gamemaster true"]);
    expect(game.ready).toBe(true);
    setCurrentUser(null as unknown as StandInUser);
    expect(game.ready).toBe(false);
  });
});
