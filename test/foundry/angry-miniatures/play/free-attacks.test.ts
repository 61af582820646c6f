// Free attacks a crit grants (Dual-wielding for itself, Commanding for an adjacent friend): one attack
// each, never rolled again, never taken by a figure it was not granted to.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInActor, StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { createCombat, type StandInCombat, type StandInToken } from "../../../foundry-stand-in/parts/combat";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import type { PokerFace } from "../../../../src/rules/common/poker";
import { asUser } from "../../boot-world";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../world";
import type { ShelfWarsCombatView } from "../../world";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

describe("an Angry Miniatures free attack is one attack, not a re-roll until it hits", () => {
  let t: AmWorld;
  let sly: Figure;
  let goblin: Figure;
  let orc: Figure;
  /** Melee 7 dice; its crit on two Aces grants itself a free attack on another target. */
  const DUELIST = { ...BRAWLER, crit: "dual-wielding" };
  /** Melee: A A K 9 9 9 9 against 9 9 9: the crit and a win. */
  const DUEL_CRIT: PokerFace[] = ["A", "A", "K", "9", "9", "9", "9", "9", "9", "9"];
  /** 9 9 9 9 9 9 9 against 9 9 9: nothing happens, the card has nothing to apply. */
  const MISS: PokerFace[] = ["9", "9", "9", "9", "9", "9", "9", "9", "9", "9"];
  const ONE_HIT: PokerFace[] = ["K", "9", "9", "9", "9", "9", "9", "9", "9", "9"];

  beforeEach(async () => {
    t = await amWorld();
    sly = await t.figure("Sly", t.alice, { i: 2, j: 2 }, DUELIST);
    goblin = await t.figure("Goblin", t.bob, { i: 2, j: 3 }, GRUNT);
    orc = await t.figure("Orc", t.bob, { i: 3, j: 2 }, GRUNT);
    const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
    const entries = [sly, goblin, orc].map((f) => ({ actor: f.actor as unknown as StandInActor, token: f.token as unknown as StandInToken }));
    const combat = (await asUser(t.gm, () => createCombat(entries, CombatClass))) as unknown as ShelfWarsCombatView;
    await asUser(t.gm, () => combat.startCombat());
    await asUser(t.gm, () => combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === sly.actor.id)?.id ?? ""));
    await t.settle();
    t.as(t.alice);
  });
  afterEach(() => removeStandIn());

  it("a free attack that missed and was left unapplied cannot be rolled again on the same grant", async () => {
    const duel = await t.attack(sly.token, goblin.token, DUEL_CRIT);
    await t.answerCover(duel.id, goblin.token, false, t.bob);
    expect(await t.chat.applyCard(duel.id)).toBe(true);
    const free = { messageId: duel.id, index: 0 };
    // The free attack misses: Alice leaves its card alone (applying it would use the grant)...
    await t.attack(sly.token, orc.token, MISS, {}, free);
    const cards = game.messages!.contents.length;
    // ...and asks for the same free attack again, hoping for a hit.
    await expect(t.attack(sly.token, orc.token, ONE_HIT, {}, free)).rejects.toThrow(/never taken back|already/);
    expect(game.messages!.contents.length).toBe(cards);
    expect(t.health(orc.actor)).toBe(5);
  });
});

describe("Commanding's free attack by an adjacent friend in a started combat", () => {
  let t: AmWorld;
  let leader: Figure;
  let goblin: Figure;
  let friend: Figure;
  const CRIT: PokerFace[] = ["A", "A", "K", "9", "9", "9", "9", "9", "9", "9"];
  const ONE_HIT: PokerFace[] = ["K", "9", "9", "9", "9", "9", "9", "9", "9", "9"];
  const MISS: PokerFace[] = ["9", "9", "9", "9", "9", "9", "9", "9", "9", "9"];
  afterEach(() => removeStandIn());
  beforeEach(async () => {
    t = await amWorld();
    leader = await t.figure("Leader", t.alice, { i: 2, j: 2 }, { ...BRAWLER, crit: "commanding" });
    goblin = await t.figure("Goblin", t.bob, { i: 2, j: 3 }, GRUNT);
    friend = await t.figure("Friend", t.alice, { i: 1, j: 3 }, BRAWLER);
    const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
    const entries = [leader, goblin, friend].map((f) => ({ actor: f.actor as unknown as StandInActor, token: f.token as unknown as StandInToken }));
    const combat = (await asUser(t.gm, () => createCombat(entries, CombatClass))) as unknown as ShelfWarsCombatView;
    await asUser(t.gm, () => combat.startCombat());
    await asUser(t.gm, () => combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === leader.actor.id)?.id ?? ""));
    await t.settle();
    t.as(t.alice);
  });

  async function commands(): Promise<{ messageId: string; index: number }> {
    const card = await t.attack(leader.token, goblin.token, CRIT);
    await t.answerCover(card.id, goblin.token, false, t.bob);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    return { messageId: card.id, index: 0 };
  }

  it("the friend attacks on the grant in the commander's activation (it was refused as 'not activating')", async () => {
    const free = await commands();
    const health = t.health(goblin.actor);
    const second = await t.attack(friend.token, goblin.token, ONE_HIT, {}, free);
    await t.answerCover(second.id, goblin.token, false, t.bob);
    expect(await t.chat.applyCard(second.id)).toBe(true);
    expect(t.health(goblin.actor)).toBe(health - 1);
  });

  it("the friend's missed free attack is not rolled again on the same grant, and the friend has no attack of its own out of turn", async () => {
    const free = await commands();
    await t.attack(friend.token, goblin.token, MISS, {}, free);
    await expect(t.attack(friend.token, goblin.token, ONE_HIT, {}, free)).rejects.toThrow(/never taken back|already/);
    await expect(t.attack(friend.token, goblin.token, ONE_HIT)).rejects.toThrow(/not activating/);
  });

  it("Bob cannot take the free attack with a figure it was not granted to, and spends nothing of the commander's", async () => {
    const free = await commands();
    t.as(t.bob);
    const cards = game.messages!.contents.length;
    await expect(t.attack(goblin.token, leader.token, ONE_HIT, {}, free)).rejects.toThrow(/free attack/);
    expect(game.messages!.contents.length).toBe(cards);
    t.as(t.alice);
    const second = await t.attack(friend.token, goblin.token, ONE_HIT, {}, free);
    await t.answerCover(second.id, goblin.token, false, t.bob);
    expect(await t.chat.applyCard(second.id)).toBe(true);
  });
});
