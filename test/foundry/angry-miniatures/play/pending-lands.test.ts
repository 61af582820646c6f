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
});
