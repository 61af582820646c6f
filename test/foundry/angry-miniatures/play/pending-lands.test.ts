import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import type { PokerFace } from "../../../../src/rules/common/poker";
import { asUser } from "../../boot-world";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../world";
import type { ShelfWarsCombatView } from "../../world";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/**
 * A rolled outcome always lands: an attacker who lost in melee gains nothing by leaving the card
 * pending and ending the activation (the damage back would never land). The card is judged
 * against the activation it was rolled in, so it can be applied after that activation, and a
 * second roll in that activation is still refused.
 */
describe("Angry Miniatures: a card left pending when its activation ends still lands", () => {
  let t: AmWorld;
  let hero: Figure;
  let villain: Figure;
  let combat: ShelfWarsCombatView;
  /** Attack 9 x 7 (no hits) against K 9 9: the Villain wins by 1 and deals damage back in melee. */
  const LOSES: PokerFace[] = ["9", "9", "9", "9", "9", "9", "9", "K", "9", "9"];

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    combat = await t.combat([hero.token, villain.token]);
    await asUser(t.gm, () => combat.startCombat());
    await asUser(t.gm, () => combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === hero.actor.id)?.id ?? ""));
    await t.settle();
  });
  afterEach(() => removeStandIn());

  /** Alice attacks and loses; the cover question is answered; the card is left pending as the activation ends. */
  async function loseAndEndActivation(): Promise<{ card: { id: string }; healthBefore: number }> {
    t.as(t.alice);
    const card = await t.attack(hero.token, villain.token, LOSES);
    await t.answerCover(card.id, villain.token, false, t.bob);
    const healthBefore = t.health(hero.actor);
    await asUser(t.gm, () => combat.endActivation());
    await t.settle();
    expect(combat.activationState?.active).toBeNull();
    return { card, healthBefore };
  }

  it("the losing attacker leaves the card pending and ends the activation: the GM applies it afterwards and the damage back lands", async () => {
    const { card, healthBefore } = await loseAndEndActivation();
    t.as(t.gm);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(healthBefore - 1);
  });

  it("the attacker's own player may apply it after the activation too (it is judged against the activation it was rolled in)", async () => {
    const { card, healthBefore } = await loseAndEndActivation();
    t.as(t.alice);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(healthBefore - 1);
  });

  describe("an activation that ends with its own cards pending", () => {
    const level = (value: "off" | "warn" | "enforce") => t.standIn.settings.set("shelf-wars", "angry-miniatures.automation.activationOrder", value);
    const notices = () =>
      game.messages!.contents
        .map((m) => (m as unknown as { _source: { content: string; whisper?: string[] } })._source)
        .map((m) => ({ content: m.content, whisper: m.whisper ?? [] }))
        .filter((m) => m.content.includes("ended with cards still pending"));
    /** Attack K K K (three hits) against 9 9 9: the Villain takes damage unless it is in cover. */
    const HITS: PokerFace[] = ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"];

    it("DECISIONS: at enforce the table applies them as the activation ends, and says which: the loser's damage back lands", async () => {
      await level("enforce");
      t.as(t.alice);
      const card = await t.attack(hero.token, villain.token, LOSES);
      await t.answerCover(card.id, villain.token, false, t.bob);
      const healthBefore = t.health(hero.actor);
      t.as(t.alice);
      await combat.endActivation();
      await t.settle();
      expect(combat.activationState?.active).toBeNull();
      expect(t.chat.cardState(card.id)).toBe("applied");
      expect(t.health(hero.actor)).toBe(healthBefore - 1);
      expect(notices()).toHaveLength(1);
      expect(notices()[0]!.content).toContain("Hero&#39;s card 1: applied by the table");
    });

    it("DECISIONS: at enforce a cover question the defender's side never answered counts as the map shows it (not in cover): silence voids no hit", async () => {
      await level("enforce");
      t.as(t.alice);
      const card = await t.attack(hero.token, villain.token, HITS);
      const before = t.health(villain.actor);
      // Bob never answers; Alice cannot apply while his question is open, so she ends the activation.
      expect(await t.chat.applyCard(card.id)).toBe(false);
      await combat.endActivation();
      await t.settle();
      expect(t.chat.cardState(card.id)).toBe("applied");
      expect(t.health(villain.actor)).toBeLessThan(before);
    });

    it("at warn the activation ends, the card stays pending and the GMs alone are told which; a GM applies it later", async () => {
      await level("warn");
      const { card } = await loseAndEndActivation();
      expect(t.chat.cardState(card.id)).toBe("pending");
      expect(notices()).toHaveLength(1);
      expect(notices()[0]!.whisper).toEqual([t.gm.id]);
      expect(notices()[0]!.content).toContain("left pending");
    });

    it("at off nothing is settled or said", async () => {
      await level("off");
      const { card } = await loseAndEndActivation();
      expect(t.chat.cardState(card.id)).toBe("pending");
      expect(notices()).toHaveLength(0);
    });
  });
});
