import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../../foundry-stand-in";
import { createToken, type StandInCombat } from "../../../foundry-stand-in/parts/combat";
import type { StandInActor } from "../../../foundry-stand-in/parts/data-models";
import { asShelfWars, bounceTurn, combatantOf, combatWorld, DISPOSITION, scriptPoker, withAmUpkeep, type CombatWorld } from "../../combat/world";

type Statuses = Record<string, number>;

/** Hooks.callAll with stand-in documents (fvtt-types wants the real classes). */
const callHook = (hook: string, ...args: unknown[]): void => {
  (Hooks.callAll as unknown as (hook: string, ...args: unknown[]) => boolean).call(Hooks, hook, ...args);
};

function health(actor: StandInActor): number {
  return (actor.system as { health: { value: number } }).health.value;
}
function statuses(actor: StandInActor): Statuses {
  return (actor.flags["shelf-wars"]?.statuses ?? {}) as Statuses;
}
interface CardMessage {
  id: string;
  content: string;
  flags: Record<string, { card?: { kind: string } }>;
}
function cards(): CardMessage[] {
  const messages = (game as unknown as { messages: { contents: CardMessage[] } }).messages.contents;
  return messages.filter((m) => m.flags["shelf-wars"]?.card !== undefined);
}

describe("Angry Miniatures activation upkeep at the table", () => {
  let world: CombatWorld;
  let hero: StandInActor;
  let foe: StandInActor;
  let combat: StandInCombat;

  function figure(name: string, disposition: number, value: number, flags: Statuses): StandInActor {
    const actor = createActor({ name, type: "angry-miniatures-figure", system: { health: { value, max: 5 } }, flags: { "shelf-wars": { statuses: flags } }, owners: [world.alice] });
    createToken(actor, disposition);
    return actor;
  }

  beforeEach(async () => {
    world = await combatWorld();
    const { registerChatService } = await import("../../../../src/foundry/chat/register");
    registerChatService({ addTemplates: () => undefined });
    const { AM_CARDS } = await import("../../../../src/foundry/angry-miniatures/cards/register");
    const { registerRulesetCards } = await import("../../../../src/foundry/ruleset/cards");
    registerRulesetCards("angry-miniatures", AM_CARDS);
    const { registerAngryMiniaturesPlay } = await import("../../../../src/foundry/angry-miniatures/play/register");
    registerAngryMiniaturesPlay();
    await withAmUpkeep();
    hero = figure("Hero", DISPOSITION.friendly, 4, { burning: 2, frozen: 1, buffed: 1, prone: 1, "tactical-genius": 1 });
    foe = figure("Foe", DISPOSITION.hostile, 3, {});
    combat = await world.combat([{ actor: hero }, { actor: foe }]);
    scriptPoker("A", "K");
    await asShelfWars(world, combat).startCombat();
  });
  afterEach(() => removeStandIn());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** The tracker activates the figure; the stand-in's update then runs updateCombat on every client. */
  async function activate(actor: StandInActor): Promise<void> {
    await asShelfWars(world, combat).activateCombatant(combatantOf(combat, actor).id);
    await settle();
  }

  it("Fire burns at the start and is removed; Frost and Buff last the activation; Prone clears; the card undoes", async () => {
    await activate(hero);
    expect(health(hero)).toBe(2);
    expect(statuses(hero)).toEqual({ burning: 0, frozen: 1, buffed: 1, prone: 0, "tactical-genius": 1 });
    const [start] = cards();
    const { cardState } = await import("../../api/chat");
    expect(start?.flags["shelf-wars"]?.card).toMatchObject({ kind: "upkeep-start", inputs: { actorUuid: hero.uuid } });
    expect(cardState(start!.id)).toBe("applied");
    expect(start?.content).toContain("Fire burns for 2 damage.");
    expect(start?.content).toContain("Frozen: Speed 0 during this activation.");

    await asShelfWars(world, combat).endActivation();
    expect(statuses(hero)).toEqual({ burning: 0, frozen: 0, buffed: 0, prone: 0, "tactical-genius": 1 });
    const end = cards()[1];
    expect(end?.flags["shelf-wars"]?.card).toMatchObject({ kind: "upkeep-end" });
    expect(cardState(end!.id)).toBe("applied");
    expect(end?.content).toContain("Frost wears off.");

    const { undoCard } = await import("../../api/chat");
    expect(await undoCard(end!.id)).toBe(true);
    expect(await undoCard(start!.id)).toBe(true);
    expect(health(hero)).toBe(4);
    expect(statuses(hero)).toEqual({ burning: 2, frozen: 1, buffed: 1, prone: 1, "tactical-genius": 1 });
  });

  it("posts nothing for a figure without upkeep, and only the active GM's client posts", async () => {
    await activate(foe);
    await asShelfWars(world, combat).endActivation();
    expect(cards()).toEqual([]);
    await activate(hero);
    const authors = (game as unknown as { messages: { contents: { author: { id: string } | null }[] } }).messages.contents;
    expect(cards()).toHaveLength(1);
    expect(authors.at(-1)?.author?.id).toBe(world.gm.id);
    expect(health(hero)).toBe(2);
  });

  it("going back a round or calling an activation off starts no upkeep for anyone", async () => {
    // Round 2 with Foe activating; core's previousRound would point `turn` at the last figure
    // in the turns list (Hero, by name) and so start Hero's upkeep.
    scriptPoker("A", "K");
    await asShelfWars(world, combat).nextRound();
    await activate(foe);
    expect(combat.turns.at(-1)?.name).toBe("Hero");
    await asShelfWars(world, combat).previousRound();
    await settle();
    expect(combat.round).toBe(1);
    expect(combat.turn).toBeNull();
    expect(health(hero)).toBe(4);
    expect(statuses(hero)).toMatchObject({ burning: 2, prone: 1 });
    expect(cards()).toEqual([]);
  });

  it("burns nobody on a turn a player's client moves: not before the activation, nor again during it", async () => {
    const heroTurn = combat.turns.findIndex((c) => c.id === combatantOf(combat, hero).id);
    // Bob (who owns none of these figures) points the turn at the Hero, who is not activating.
    await bounceTurn(world, world.bob, combat, [heroTurn]);
    expect(health(hero)).toBe(4);
    expect(cards()).toEqual([]);
    await bounceTurn(world, world.bob, combat, [null]);
    await activate(hero);
    expect(health(hero)).toBe(2);
    expect(cards()).toHaveLength(1);
    // Mid-activation the Hero catches fire again (a crit); Bob moves the turn away and back,
    // twice: the new Fire waits for the Hero's next activation, it does not burn now.
    await hero.update({ "flags.shelf-wars.statuses.burning": 2 });
    await bounceTurn(world, world.bob, combat, [null, heroTurn, null, heroTurn]);
    expect(health(hero)).toBe(2);
    expect(statuses(hero)).toMatchObject({ burning: 2 });
    expect(cards()).toHaveLength(1);
    expect(asShelfWars(world, combat).activationState?.active).toBe(combatantOf(combat, hero).id);
  });

  it("shows the status flags as token status effects when they change", async () => {
    const changes = { flags: { "shelf-wars": { statuses: { burning: 2 } } } };
    callHook("updateActor", hero, changes, {}, world.gm.id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...hero.statuses].sort()).toEqual(["shelf-wars-buffed", "shelf-wars-burning", "shelf-wars-frozen", "shelf-wars-prone", "shelf-wars-tactical-genius"]);
    await hero.update({ "flags.shelf-wars.statuses.frozen": 0, "flags.shelf-wars.statuses.prone": 0 });
    callHook("updateActor", hero, { flags: { "shelf-wars": { statuses: { frozen: 0, prone: 0 } } } }, {}, world.gm.id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...hero.statuses].sort()).toEqual(["shelf-wars-buffed", "shelf-wars-burning", "shelf-wars-tactical-genius"]);
    // An update that leaves the status flags alone leaves the icons alone.
    await hero.toggleStatusEffect("shelf-wars-frozen", { active: true });
    callHook("updateActor", hero, { system: { health: { value: 1 } } }, {}, world.gm.id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hero.statuses.has("shelf-wars-frozen")).toBe(true);
  });
});
