import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../index";
import { createCombat, createFigure, createToken, StandInCombat, StandInRegion, type StandInActor, type StandInCombatant } from "../parts/combat";
import { createUser, setCurrentUser, type StandInUser } from "../parts/documents";

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
    knight = createFigure({ name: "Knight", owners: [alice] });
    troll = createFigure({ name: "Troll", owners: [bob] });
    combat = await createCombat([{ actor: knight, token: createToken(knight, 1) }, { actor: troll, token: createToken(troll, -1) }], StandInCombat);
  });
  afterEach(() => removeStandIn());

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

  it("refuses a player's Combat update (it rejects), and says it cannot model a round / turn-only one", async () => {
    setCurrentUser(alice);
    await expect(combat.update({ "flags.shelf-wars.x": 1 })).rejects.toThrow(`User Alice lacks permission to update Combat [${combat.id}]`);
    await expect(combat.update({ turn: 1 })).rejects.toThrow(/not modelled/);
    await expect(combat.createEmbeddedDocuments("Combatant", [{ actorId: knight.id }])).rejects.toThrow(/not modelled/);
    expect(combat._source.flags).toEqual({});
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
    const region = new StandInRegion();
    combatantOf(knight).token?.regions.add(region);
    const changes: [string, unknown, unknown][] = [];
    standIn.hooks.on("combatTurnChange", (_c: unknown, prior: unknown, current: unknown) => changes.push([game.user!.name, prior, current]));
    await combat.update({ round: 1, turn: null });
    await tick();
    const knightTurn = combat.turns.findIndex((c) => c.actorId === knight.id);
    combat.turnEvents.length = 0;
    changes.length = 0;

    await combat.update({ turn: knightTurn }, { direction: 1, worldTime: { delta: 0 } });
    await tick();
    expect(combat.turnEvents).toEqual([{ kind: "startTurn", combatantId: combatantOf(knight).id, round: 1, turn: knightTurn, skipped: false }]);
    expect(region.events.map((e) => e.name)).toEqual(["tokenRoundStart", "tokenTurnStart"]);
    expect(changes.map(([user]) => user).sort()).toEqual(["Alice", "Bob", "Gamemaster"]);
    expect(changes[0]?.[2]).toMatchObject({ round: 1, turn: knightTurn, combatantId: combatantOf(knight).id });

    // A turn set to null ends no turn; going backwards triggers nothing.
    await combat.update({ turn: null }, { direction: 1, worldTime: { delta: 0 } });
    await combat.update({ turn: knightTurn }, { direction: -1, worldTime: { delta: 0 } });
    await tick();
    expect(combat.turnEvents).toHaveLength(1);
    expect(combat.previous).toMatchObject({ turn: null });
    expect(combat.current).toMatchObject({ turn: knightTurn });
  });

  it("refuses as not modelled a round change while a combatant's turn runs", async () => {
    await combat.update({ round: 1, turn: 0 });
    await expect(combat.update({ round: 2, turn: null }, { direction: 1, worldTime: { delta: 6 } })).rejects.toThrow(
      /round change while a combatant's turn runs is not modelled/,
    );
    await expect(combat.update({ round: 3, turn: 0 }, { direction: 1, worldTime: { delta: 6 } })).rejects.toThrow(/several rounds/);
    expect(combat.round).toBe(1);
    // Backwards, nothing is dispatched, so nothing needs modelling.
    await combat.update({ round: 0, turn: null }, { direction: -1, worldTime: { delta: -6 } });
    expect(combat.round).toBe(0);
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
