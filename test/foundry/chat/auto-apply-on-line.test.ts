import { afterEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import { createToken } from "../../foundry-stand-in/parts/combat";
import type { StandInActor } from "../../foundry-stand-in/parts/data-models";
import { asShelfWars, combatantOf, combatWorld, DISPOSITION, scriptPoker, withAmUpkeep, type CombatWorld } from "../combat/world";

/**
 * A card the active GM's client posts with autoApply while the relay's line is busy with the
 * request that led to it (an activation ended from the tracker, whose end upkeep posts a card)
 * is applied at once; it used to wait on the line behind the very request waiting for it.
 */
describe("cards the GM's client applies on its own", () => {
  afterEach(() => removeStandIn());

  async function endUpkeepWorld(): Promise<{ world: CombatWorld; hero: StandInActor; combatId: string; heroCombatant: string }> {
    const world = await combatWorld();
    const { registerChatService } = await import("../../../src/foundry/chat/register");
    registerChatService({ addTemplates: () => undefined });
    const { AM_CARDS } = await import("../../../src/foundry/angry-miniatures/cards/register");
    const { registerRulesetCards } = await import("../../../src/foundry/ruleset/cards");
    registerRulesetCards("angry-miniatures", AM_CARDS);
    const { registerAngryMiniaturesPlay } = await import("../../../src/foundry/angry-miniatures/play/register");
    registerAngryMiniaturesPlay();
    await withAmUpkeep();
    const hero = createActor({ name: "Hero", type: "angry-miniatures-figure", system: { health: { value: 4, max: 5 } }, flags: { "shelf-wars": { statuses: { frozen: 1 } } }, owners: [world.alice] });
    createToken(hero, DISPOSITION.friendly);
    const foe = createActor({ name: "Foe", type: "angry-miniatures-figure", system: { health: { value: 4, max: 5 } } });
    createToken(foe, DISPOSITION.hostile);
    const combat = await world.combat([{ actor: hero }, { actor: foe }]);
    scriptPoker("A", "K");
    await asShelfWars(world, combat).startCombat();
    await asShelfWars(world, combat).activateCombatant(combatantOf(combat, hero).id);
    return { world, hero, combatId: combat.id, heroCombatant: combatantOf(combat, hero).id };
  }

  const within = <T>(work: Promise<T>, ms = 2000) => Promise.race([work.then(() => "done"), new Promise((resolve) => setTimeout(() => resolve("timed out"), ms))]);

  it("the end-of-activation card of an activation ended through the relay (GM or player) lands", async () => {
    const { world, hero, combatId, heroCombatant } = await endUpkeepWorld();
    world.as(world.alice);
    expect(await within(world.client.requestEndActivation(combatId, heroCombatant))).toBe("done");
    expect((hero.flags["shelf-wars"]?.statuses as Record<string, number>).frozen).toBe(0);
  });

  it("one action per card at a time: a second apply of the same card while the first runs is refused", async () => {
    const { world, hero } = await endUpkeepWorld();
    const chat = await import("../api/chat");
    const { postCard } = chat;
    const message = await postCard({
      ruleset: "angry-miniatures",
      kind: "upkeep-end",
      inputs: { actorUuid: hero.uuid },
      template: "angry-miniatures/play/upkeep-card.hbs",
      context: { title: "t", notes: [], cleared: "" },
    });
    const { performCardAction } = await import("../../../src/foundry/chat/card-authority");
    const first = performCardAction({ messageId: message.id, action: "apply" }, world.gm as never);
    await expect(performCardAction({ messageId: message.id, action: "apply" }, world.gm as never)).rejects.toMatchObject({ code: "Card.Busy" });
    await expect(first).resolves.toMatchObject({ state: "applied" });
    expect(chat.cardState(message.id!)).toBe("applied");
  });
});
