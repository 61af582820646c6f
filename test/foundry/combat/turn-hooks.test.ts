import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import { shownMenuLabels, type MenuEntry } from "../../foundry-stand-in/v14/context-menu";
import type { StandInCombat, TurnEventRecord } from "../../foundry-stand-in/parts/combat";
import { StandInRegionDocument } from "../../foundry-stand-in/parts/regions";
import { asShelfWars, bounceTurn, combatantOf, combatWorld, DISPOSITION, scriptPoker, type CombatWorld } from "./world";

type HookCall = [hook: string, round: number, data: Record<string, unknown>, options: Record<string, unknown> | undefined];

/** Core's turn hooks, world time and turn events as the activation tracker drives them. */
describe("activation tracker: core's turn hooks, events and world time", () => {
  let world: CombatWorld;
  let combat: StandInCombat;
  let knight: ReturnType<CombatWorld["figure"]>;
  let troll: ReturnType<CombatWorld["figure"]>;
  let region: StandInRegionDocument;
  let calls: HookCall[];

  const sw = () => asShelfWars(world, combat);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const worldTime = () => (game as unknown as { time: { worldTime: number } }).time.worldTime;
  const events = (): Pick<TurnEventRecord, "kind" | "combatantId">[] => combat.turnEvents.map(({ kind, combatantId }) => ({ kind, combatantId }));
  const id = (figure: { actor: Parameters<typeof combatantOf>[1] }) => combatantOf(combat, figure.actor).id;

  beforeEach(async () => {
    world = await combatWorld();
    (CONFIG as unknown as { time: { turnTime: number; roundTime: number } }).time.turnTime = 3;
    knight = world.figure("Knight", world.alice, DISPOSITION.friendly);
    troll = world.figure("Troll", world.bob, DISPOSITION.hostile);
    region = new StandInRegionDocument();
    knight.token.regions.add(region);
    combat = await world.combat([knight, troll]);
    calls = [];
    for (const hook of ["combatStart", "combatRound", "combatTurn"]) {
      world.standIn.hooks.on(hook, (c: unknown, data: unknown, options?: unknown) =>
        calls.push([hook, (c as StandInCombat).round, structuredClone(data) as Record<string, unknown>, structuredClone(options) as Record<string, unknown> | undefined]),
      );
    }
    scriptPoker("A", "K");
    await sw().startCombat();
    await settle();
  });
  afterEach(() => removeStandIn());

  it("fires combatStart before the update that starts round 1, and starts the round", () => {
    expect(calls).toHaveLength(1);
    const [hook, roundSeen, data, options] = calls[0]!;
    expect([hook, roundSeen, options]).toEqual(["combatStart", 0, undefined]);
    expect(data).toMatchObject({ round: 1, turn: null });
    expect(events()).toEqual([{ kind: "startRound", combatantId: null }]);
    expect(worldTime()).toBe(0);
  });

  it("an activation is a turn: combatTurn forward, the turn time on the clock, core's turn start, then a turn end when it ends", async () => {
    calls.length = 0;
    await sw().activateCombatant(id(knight));
    await settle();
    const turn = combat.turns.findIndex((c) => c.id === id(knight));
    expect(calls).toEqual([["combatTurn", 1, expect.objectContaining({ round: 1, turn }), { direction: 1, worldTime: { delta: 3 }, advanceTime: 3 }]]);
    expect(worldTime()).toBe(3);

    await sw().endActivation();
    await settle();
    expect(calls[1]).toEqual(["combatTurn", 1, expect.objectContaining({ round: 1, turn: null }), { direction: 1, worldTime: { delta: 0 }, advanceTime: 0 }]);
    expect(worldTime()).toBe(3);
    expect(events()).toEqual([
      { kind: "startRound", combatantId: null },
      { kind: "startTurn", combatantId: id(knight) },
      { kind: "endTurn", combatantId: id(knight) },
    ]);
    expect(combat.turnEvents.at(-1)).toMatchObject({ round: 1, turn, skipped: false });
    expect(region.events.map((e) => e.name)).toEqual(["tokenRoundStart", "tokenTurnStart", "tokenTurnEnd"]);
    expect(region.events.at(-1)?.data).toMatchObject({ round: 1, turn, skipped: false, combatant: combatantOf(combat, knight.actor) });
  });

  it("a new round fires combatRound with the round time, ends the round and starts the next", async () => {
    calls.length = 0;
    scriptPoker("K", "A");
    await sw().nextRound();
    await settle();
    expect(calls).toEqual([["combatRound", 1, expect.objectContaining({ round: 2, turn: null }), { direction: 1, worldTime: { delta: 6 }, advanceTime: 6 }]]);
    expect(worldTime()).toBe(6);
    expect(events().slice(1)).toEqual([
      { kind: "endRound", combatantId: null },
      { kind: "startRound", combatantId: null },
    ]);
  });

  it("a new round called mid-activation ends that activation's turn first and marks it", async () => {
    await sw().activateCombatant(id(knight));
    scriptPoker("K", "A");
    await sw().nextRound();
    await settle();
    expect(combat.round).toBe(2);
    expect(events().map((e) => e.kind)).toEqual(["startRound", "startTurn", "endTurn", "endRound", "startRound"]);
    expect(worldTime()).toBe(3 + 6);
  });

  it("going back a round fires combatRound backwards, gives the time back and starts no activation", async () => {
    scriptPoker("K", "A");
    await sw().nextRound();
    await sw().activateCombatant(id(troll));
    await settle();
    combat.turnEvents.length = 0;
    calls.length = 0;
    await sw().previousRound();
    await settle();
    expect(calls.map(([hook, , data, options]) => [hook, data.round, data.turn, options])).toEqual([
      ["combatTurn", 2, null, { direction: -1, worldTime: { delta: -3 }, advanceTime: -3 }],
      ["combatRound", 1, null, { direction: -1, worldTime: { delta: -6 }, advanceTime: -6 }],
    ]);
    expect(worldTime()).toBe(6 + 3 - 3 - 6);
    expect(combat.round).toBe(1);
    expect(combat.turn).toBeNull();
    expect(sw().activationState?.active).toBeNull();
    expect(combat.turnEvents).toEqual([]);
  });

  it("going back from round 1 leaves the combat not started, and takes back no time", async () => {
    await sw().previousRound();
    expect(combat.round).toBe(0);
    expect(sw().activationState).toBeNull();
    expect(worldTime()).toBe(0);
  });

  it("calling an activation off fires combatTurn backwards and ends no turn", async () => {
    await sw().activateCombatant(id(knight));
    await sw().previousTurn();
    await settle();
    expect(calls.at(-1)).toEqual(["combatTurn", 1, expect.objectContaining({ turn: null }), { direction: -1, worldTime: { delta: -3 }, advanceTime: -3 }]);
    expect(events().map((e) => e.kind)).toEqual(["startRound", "startTurn"]);
    expect(worldTime()).toBe(0);
  });

  it("starts no turn for figures the activation's turn index passes, and dispatches nothing for a player's turn change", async () => {
    const wizard = world.figure("Wizard", world.alice, DISPOSITION.friendly);
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: wizard.actor.id, tokenId: wizard.token.id, name: "Wizard" }]);
    combatantOf(combat, wizard.actor).token = wizard.token;
    await knight.token.update({ _movementHistory: [{ x: 1, y: 1 }] });
    await troll.token.update({ _movementHistory: [{ x: 2, y: 2 }] });
    const turnOf = (figure: { actor: Parameters<typeof combatantOf>[1] }) => combat.turns.findIndex((c) => c.id === id(figure));
    expect([turnOf(knight), turnOf(troll), turnOf(wizard)]).toEqual([0, 1, 2]);
    combat.turnEvents.length = 0;
    // Core would walk turns 1 and 2 (null counts as 0): the Troll's turn would start, skipped.
    await sw().activateCombatant(id(wizard));
    await settle();
    expect(combat.turnEvents).toEqual([{ kind: "startTurn", combatantId: id(wizard), round: 1, turn: 2, skipped: false }]);
    expect(troll.token.movementHistory).toEqual([{ x: 2, y: 2 }]);
    expect(knight.token.movementHistory).toEqual([{ x: 1, y: 1 }]);
    // Bob moves the turn to his Troll and on to the Wizard again: no events, nothing cleared.
    await wizard.token.update({ _movementHistory: [{ x: 3, y: 3 }] });
    await bounceTurn(world, world.bob, combat, [1, null, 2]);
    expect(combat.turnEvents).toHaveLength(1);
    expect(region.events.map((e) => e.name)).toEqual(["tokenRoundStart"]);
    expect([troll.token.movementHistory, wizard.token.movementHistory]).toEqual([[{ x: 2, y: 2 }], [{ x: 3, y: 3 }]]);
  });

  it("honours a combatTurn listener that changes the time the turn takes (either name)", async () => {
    world.standIn.hooks.once("combatTurn", (_c: unknown, _d: unknown, options: unknown) => {
      (options as { advanceTime: number }).advanceTime = 10;
    });
    await sw().activateCombatant(id(knight));
    expect(worldTime()).toBe(10);
    world.standIn.hooks.once("combatTurn", (_c: unknown, _d: unknown, options: unknown) => {
      (options as { worldTime: { delta: number } }).worldTime.delta = 5;
    });
    await sw().endActivation();
    expect(worldTime()).toBe(15);
  });
});

describe("activation tracker: side initiative replaces core's d20 controls", () => {
  let world: CombatWorld;
  beforeEach(async () => {
    world = await combatWorld();
  });
  afterEach(() => removeStandIn());

  /** Just enough of an element for the tracker: `[data-action="x"]` selectors, comma lists. */
  function fakeElement(actions: string[]) {
    const present = new Set(actions);
    return {
      present,
      querySelectorAll(selector: string) {
        const wanted = selector.split(",").map((s) => /data-action="([^"]+)"/.exec(s)?.[1]).filter((a): a is string => !!a);
        return wanted.filter((action) => present.has(action)).map((action) => ({ remove: () => present.delete(action) }));
      },
    };
  }

  async function trackerFor(combat: StandInCombat) {
    const { ShelfWarsCombatTracker } = await import("../../../src/foundry/combat/tracker");
    const tracker = new ShelfWarsCombatTracker() as unknown as {
      viewed: unknown;
      element: ReturnType<typeof fakeElement>;
      _onRender(context: object, options: object): Promise<void>;
      _getEntryContextOptions(): MenuEntry[];
    };
    tracker.viewed = combat;
    tracker.element = fakeElement(["rollInitiative", "rollAll", "rollNPC", "previousRound", "nextTurn", "toggleDefeated"]);
    return tracker;
  }


  it("removes core's roll-initiative buttons and hides the reroll / clear entries for an activation combat", async () => {
    const a = world.figure("A", world.alice, DISPOSITION.friendly);
    const combat = await world.combat([a]);
    const tracker = await trackerFor(combat);
    await tracker._onRender({}, {});
    expect([...tracker.element.present].sort()).toEqual(["nextTurn", "previousRound", "toggleDefeated"]);
    const warn = vi.spyOn(console, "warn");
    // Core's ContextMenu shows the entries (v14: label/visible; v13: name/condition), with no deprecation warning.
    expect(shownMenuLabels(tracker._getEntryContextOptions(), {})).toEqual(["COMBAT.CombatantRemove"]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("keeps core's initiative controls for a combat without an activation ruleset", async () => {
    const k = world.figure("K", world.alice, DISPOSITION.friendly, "knight-fight");
    const combat = await world.combat([k]);
    const tracker = await trackerFor(combat);
    await tracker._onRender({}, {});
    expect(tracker.element.present.has("rollInitiative")).toBe(true);
    expect(shownMenuLabels(tracker._getEntryContextOptions(), {})).toEqual(["COMBAT.CombatantClear", "COMBAT.CombatantReroll", "COMBAT.CombatantRemove"]);
  });

  it("answers a d20 initiative roll on an activation combat with how initiative works here", async () => {
    const a = world.figure("A", world.alice, DISPOSITION.friendly);
    const combat = await world.combat([a]);
    await asShelfWars(world, combat).rollInitiative([combatantOf(combat, a.actor).id]);
    expect(world.standIn.notifications.at(-1)).toEqual({
      level: "info",
      message: "Initiative is rolled per side at the start of each round; figures do not roll their own.",
    });
  });
});
