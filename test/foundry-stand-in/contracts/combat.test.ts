import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, installStandIn, removeStandIn, type StandIn } from "../index";
import { createCombat, createToken, StandInCombat, type StandInCombatant } from "../parts/combat";
import { createUser, setCurrentUser, type StandInUser } from "../parts/documents";
import type { StandInActor } from "../parts/data-models";
import { StandInRegionDocument } from "../parts/regions";

/** What the combat stand-in promises, checked against the stand-in alone (no system code). */
describe("combat stand-in contract", () => {
  let standIn: StandIn;
  let gm: StandInUser;
  let alice: StandInUser;
  let bob: StandInUser;
  let knight: StandInActor;
  let troll: StandInActor;
  let combat: StandInCombat;
  const combatantOf = (actor: StandInActor): StandInCombatant => combat.combatants.contents.find((c) => c.actorId === actor.id)!;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const time = () => (game as unknown as { time: { worldTime: number; advance(s: number): Promise<number> } }).time;

  beforeEach(async () => {
    standIn = installStandIn();
    gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
    alice = createUser("Alice", { id: "alice00000000000" });
    bob = createUser("Bob", { id: "bob0000000000000" });
    setCurrentUser(gm);
    knight = createActor({ name: "Knight", type: "figure", owners: [alice] });
    troll = createActor({ name: "Troll", type: "figure", owners: [bob] });
    combat = await createCombat([{ actor: knight, token: createToken(knight, 1) }, { actor: troll, token: createToken(troll, -1) }], StandInCombat);
  });
  afterEach(() => removeStandIn());

  it("sorts the turns as core does: initiative high first (none last), then name; a class's _sortCombatants is called unbound", async () => {
    expect(combat.turns.map((c) => c.name)).toEqual(["Knight", "Troll"]);
    await combatantOf(troll).update({ initiative: 3 });
    expect(combat.turns.map((c) => c.name)).toEqual(["Troll", "Knight"]);
    // Core passes the method to Array#sort: an override reading `this` fails there, and here.
    class ReadsThis extends StandInCombat {
      override _sortCombatants(a: StandInCombatant, b: StandInCombatant): number {
        return this.round + a.name.localeCompare(b.name);
      }
    }
    const other = await createCombat([{ actor: knight, token: createToken(knight, 1) }, { actor: troll, token: createToken(troll, -1) }], ReadsThis);
    expect(() => other.turns).toThrow(TypeError);
  });

  it("lets a player update the flags, defeated and initiative of combatants of actors they own, and nothing else", async () => {
    const [group] = await combat.createEmbeddedDocuments("CombatantGroup", [{ name: "Side" }]);
    setCurrentUser(alice);
    await combatantOf(knight).update({ "flags.shelf-wars.activated": false, defeated: true, initiative: 12 });
    expect(combatantOf(knight).defeated).toBe(true);
    expect(combatantOf(knight).flags["shelf-wars"]).toEqual({ activated: false });
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: combatantOf(knight).id, defeated: false }]);
    expect(combatantOf(knight).defeated).toBe(false);
    // The server refuses the rest: the promise rejects with the error core shows (see documents.ts, permissionRefusal).
    await expect(combatantOf(troll).update({ defeated: true })).rejects.toThrow(`User Alice lacks permission to update Combatant [${combatantOf(troll).id}] in parent Combat [${combat.id}]`);
    expect(combatantOf(troll).defeated).toBe(false);
    await expect(combatantOf(knight).update({ group: "x" })).rejects.toThrow(/not modelled/);
    await expect(group!.update({ name: "x" })).rejects.toThrow(/lacks permission to update CombatantGroup/);
    expect(group!.name).toBe("Side");
    expect(standIn.notifications.filter((n) => n.level === "error").map((n) => n.message)).toEqual([
      expect.stringMatching(/^User Alice lacks permission to update Combatant/),
      expect.stringMatching(/^User Alice lacks permission to update CombatantGroup/),
    ]);
  });

  it("a batch of combatant updates with one refused entry is refused whole; entries that change nothing are left out", async () => {
    setCurrentUser(alice);
    const batch = [{ _id: combatantOf(knight).id, defeated: true }, { _id: combatantOf(troll).id, defeated: true }];
    await expect(combat.updateEmbeddedDocuments("Combatant", batch)).rejects.toThrow(/lacks permission to update Combatant/);
    expect([combatantOf(knight).defeated, combatantOf(troll).defeated]).toEqual([false, false]);
    const done = await combat.updateEmbeddedDocuments("Combatant", [{ _id: combatantOf(knight).id, defeated: true }, { _id: combatantOf(troll).id, defeated: false }]);
    expect(done).toEqual([combatantOf(knight)]);
  });

  it("refuses a player's Combat data and flags (it rejects), but lets any player move its round and turn (core's _canChangeTurn)", async () => {
    await combat.update({ round: 1, turn: 0 });
    setCurrentUser(bob);
    await expect(combat.update({ "flags.shelf-wars.x": 1 })).rejects.toThrow(`User Bob lacks permission to update Combat [${combat.id}]`);
    await expect(combat.update({ turn: 1, "flags.shelf-wars.x": 1 }, { direction: 1, worldTime: { delta: 0 } })).rejects.toThrow(/lacks permission to update Combat/);
    expect(combat._source.flags).toEqual({});
    // Bob owns the Troll only, yet moves the turn away from Alice's Knight and a round on.
    await combat.update({ turn: 1 }, { direction: 1, worldTime: { delta: 0 } });
    expect(combat.combatant?.actorId).toBe(troll.id);
    await combat.update({ round: 2, turn: 0 }, { direction: 1, worldTime: { delta: 0 } });
    expect([combat.round, combat.turn]).toEqual([2, 0]);
    await expect(combat.update({ combatants: [] })).rejects.toThrow(/not modelled/);
    await expect(combat.createEmbeddedDocuments("Combatant", [{ actorId: knight.id }])).rejects.toThrow(/not modelled/);
    // Core's base answers, which the server runs whatever a system's class says.
    expect([combat._canChangeRound(bob), combat._canChangeTurn(bob)]).toEqual([true, true]);
  });

  it("drops an update that changes nothing: it resolves undefined, whoever asks, with no hook, turn event or world time", async () => {
    const seen: string[] = [];
    for (const hook of ["updateCombat", "updateCombatant", "combatTurnChange"]) standIn.hooks.on(hook, () => void seen.push(hook));
    await combat.update({ round: 1, turn: 0, "flags.shelf-wars.x": 1 });
    await tick();
    seen.length = 0;
    const events = combat.turnEvents.length;
    await expect(combat.update({ turn: 0, "flags.shelf-wars.x": 1 }, { direction: 1, worldTime: { delta: 6 } })).resolves.toBeUndefined();
    await expect(combatantOf(knight).update({ defeated: false })).resolves.toBeUndefined();
    setCurrentUser(alice);
    await expect(combat.update({ "flags.shelf-wars.x": 1 })).resolves.toBeUndefined();
    await expect(combatantOf(troll).update({ defeated: false })).resolves.toBeUndefined();
    await tick();
    expect(seen).toEqual([]);
    expect(combat.turnEvents).toHaveLength(events);
    expect(time().worldTime).toBe(0);
    expect(standIn.notifications).toEqual([]);
  });

  it("hands updateCombat and updateCombatant the differential data, not what was sent", async () => {
    const seen: [string, unknown][] = [];
    for (const hook of ["updateCombat", "updateCombatant"]) standIn.hooks.on(hook, (_d: unknown, changed: unknown) => void seen.push([hook, changed]));
    await combat.update({ round: 1, turn: null });
    await tick();
    seen.length = 0;
    await combat.update({ round: 1, turn: null, "flags.shelf-wars.x": 1 });
    await combatantOf(knight).update({ defeated: false, initiative: 3 });
    expect(seen).toEqual([
      // One entry per connected client (the GM, Alice, Bob).
      ...Array(3).fill(["updateCombat", { flags: { "shelf-wars": { x: 1 } } }]),
      ...Array(3).fill(["updateCombatant", { initiative: 3 }]),
    ]);
  });

  it("fires combatStart before the update with {round: 1, turn: 0}, then starts the round and the first turn", async () => {
    const seen: unknown[] = [];
    standIn.hooks.on("combatStart", (c: unknown, data: unknown) => seen.push([(c as StandInCombat).round, structuredClone(data)]));
    await combat.startCombat();
    await tick();
    expect(seen).toEqual([[0, { round: 1, turn: 0 }]]);
    expect(combat.turnEvents.map((e) => [e.kind, e.combatantId])).toEqual([
      ["startRound", null],
      ["startTurn", combat.turns[0]?.id],
    ]);
    expect(time().worldTime).toBe(0);
  });

  it("advances the world time by options.worldTime.delta, and refuses what it cannot model", async () => {
    await combat.update({ round: 1, turn: null });
    await combat.update({ turn: 0 }, { direction: 1, worldTime: { delta: 6 } });
    expect(time().worldTime).toBe(6);
    await combat.update({ turn: null }, { direction: 1, worldTime: { delta: 0 } });
    await combat.update({ round: 2 }, { direction: 1, worldTime: { delta: 6 } });
    expect(time().worldTime).toBe(12);
    await expect(combat.update({ turn: 1 })).rejects.toThrow(/not modelled/);
    await expect(combat.update({ turn: 1 }, { direction: 1, advanceTime: 6 })).rejects.toThrow(/advanceTime/);
    await time().advance(10);
    expect(time().worldTime).toBe(22);
    setCurrentUser(alice);
    await expect(time().advance(10)).rejects.toThrow(/permission/);
  });

  it("runs turn events on the active GM only, forward only, and fires combatTurnChange on every client", async () => {
    const region = new StandInRegionDocument();
    combatantOf(troll).token?.regions.add(region);
    const changes: [string, unknown, unknown][] = [];
    standIn.hooks.on("combatTurnChange", (_c: unknown, prior: unknown, current: unknown) => changes.push([game.user!.name, prior, current]));
    await combat.update({ round: 1, turn: null });
    await tick();
    const trollTurn = combat.turns.findIndex((c) => c.actorId === troll.id);
    expect(trollTurn).toBe(1);
    combat.turnEvents.length = 0;
    changes.length = 0;

    await combat.update({ turn: trollTurn }, { direction: 1, worldTime: { delta: 0 } });
    await tick();
    expect(combat.turnEvents).toEqual([{ kind: "startTurn", combatantId: combatantOf(troll).id, round: 1, turn: trollTurn, skipped: false }]);
    expect(region.events.map((e) => e.name)).toEqual(["tokenRoundStart", "tokenTurnStart"]);
    expect(changes.map(([user]) => user).sort()).toEqual(["Alice", "Bob", "Gamemaster"]);
    expect(changes[0]?.[2]).toMatchObject({ round: 1, turn: trollTurn, combatantId: combatantOf(troll).id });

    // A turn set to null ends no turn; a lower turn (going backwards) triggers nothing.
    await combat.update({ turn: null }, { direction: 1, worldTime: { delta: 0 } });
    await combat.update({ turn: trollTurn }, { direction: 1, worldTime: { delta: 0 } });
    combat.turnEvents.length = 0;
    await combat.update({ turn: 0 }, { direction: -1, worldTime: { delta: 0 } });
    await tick();
    expect(combat.turnEvents).toEqual([]);
    expect(combat.previous).toMatchObject({ turn: trollTurn });
    expect(combat.current).toMatchObject({ turn: 0 });
  });

  it("walks every turn index passed: turns and rounds jumped over are dispatched as skipped", async () => {
    const wizard = createActor({ name: "Wizard", type: "figure", owners: [alice] });
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: wizard.id, name: "Wizard" }]);
    const [k, t, w] = combat.turns.map((c) => c.id);
    const events = () => combat.turnEvents.map(({ kind, combatantId, round, turn, skipped }) => [kind, combatantId, round, turn, skipped]);
    await combat.update({ round: 1, turn: 0 });
    await tick();
    combat.turnEvents.length = 0;
    // Turn 0 to turn 2: the Troll's turn (1) is passed.
    await combat.update({ turn: 2 }, { direction: 1, worldTime: { delta: 0 } });
    await tick();
    expect(events()).toEqual([
      ["endTurn", k, 1, 0, false],
      ["startTurn", t, 1, 1, true],
      ["endTurn", t, 1, 1, true],
      ["startTurn", w, 1, 2, false],
    ]);
    combat.turnEvents.length = 0;
    // Round 1 turn 2 to round 3 turn 1: all of round 2 is passed.
    await combat.update({ round: 3, turn: 1 }, { direction: 1, worldTime: { delta: 12 } });
    await tick();
    expect(events()).toEqual([
      ["endTurn", w, 1, 2, false],
      ["endRound", null, 1, null, false],
      ["startRound", null, 2, null, true],
      ["startTurn", k, 2, 0, true],
      ["endTurn", k, 2, 0, true],
      ["startTurn", t, 2, 1, true],
      ["endTurn", t, 2, 1, true],
      ["startTurn", w, 2, 2, true],
      ["endTurn", w, 2, 2, true],
      ["endRound", null, 2, null, true],
      ["startRound", null, 3, null, false],
      ["startTurn", k, 3, 0, true],
      ["endTurn", k, 3, 0, true],
      ["startTurn", t, 3, 1, false],
    ]);
    combat.turnEvents.length = 0;
    // From no one's turn, core counts the null turn as index 0: to turn 2 it passes turn 1 only,
    // and to turn 0 it passes nothing at all.
    await combat.update({ turn: null }, { direction: 1, worldTime: { delta: 0 } });
    await combat.update({ turn: 2 }, { direction: 1, worldTime: { delta: 0 } });
    await tick();
    expect(events()).toEqual([
      ["startTurn", t, 3, 1, true],
      ["endTurn", t, 3, 1, true],
      ["startTurn", w, 3, 2, false],
    ]);
    combat.turnEvents.length = 0;
    await combat.update({ turn: null }, { direction: 1, worldTime: { delta: 0 } });
    await combat.update({ turn: 0 }, { direction: 1, worldTime: { delta: 0 } });
    await tick();
    expect(events()).toEqual([]);
  });

  it("clears the movement history of each token whose turn starts, skipped turns included (_clearMovementHistoryOnStartTurn)", async () => {
    const knightToken = combatantOf(knight).token!;
    const trollToken = combatantOf(troll).token!;
    await knightToken.update({ _movementHistory: [{ x: 100, y: 0 }] });
    await trollToken.update({ _movementHistory: [{ x: 200, y: 0 }] });
    await combat.update({ round: 1, turn: null });
    await tick();
    // Round 1 starts at no one's turn, passing turn 0 (the Knight's) as skipped.
    expect(knightToken.movementHistory).toEqual([]);
    expect(trollToken.movementHistory).toEqual([{ x: 200, y: 0 }]);
    // Any player may move the turn: Alice moving it to the Troll clears the Troll's history.
    setCurrentUser(alice);
    await combat.update({ turn: 1 }, { direction: 1, worldTime: { delta: 0 } });
    await tick();
    expect(trollToken.movementHistory).toEqual([]);
    expect(trollToken.updates.at(-1)?.userId).toBe(gm.id);
  });

  it("fires updateCombatant on every client, each seeing its own game.user across awaits", async () => {
    const seen: string[] = [];
    standIn.hooks.on("updateCombatant", (_c: unknown, _changed: unknown, _options: unknown, userId: unknown) => {
      void (async () => {
        await tick();
        seen.push(`${game.user!.name} saw ${String(userId)}`);
      })();
    });
    setCurrentUser(alice);
    await combatantOf(knight).update({ defeated: true });
    await tick();
    await tick();
    expect(seen.sort()).toEqual([`Alice saw ${alice.id}`, `Bob saw ${alice.id}`, `Gamemaster saw ${alice.id}`]);
    expect(game.user!.name).toBe("Alice");
  });

  it("leaves core's d20 and getTimeDelta turn controls unmodelled, loudly", async () => {
    await expect(combat.nextTurn()).rejects.toThrow(/not modelled/);
    await expect(combat.previousRound()).rejects.toThrow(/not modelled/);
    await expect(combat.rollInitiative()).rejects.toThrow(/not modelled/);
  });
});
