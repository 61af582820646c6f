import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../foundry-stand-in";
import type { StandInChatMessage } from "../foundry-stand-in/parts/chat";
import { scriptDice } from "../foundry-stand-in/parts/dice";
import type { StandInModelActor, StandInSyntheticActor } from "../foundry-stand-in/parts/am-documents";
import { createCombat, type StandInActor, type StandInCombat, type StandInToken } from "../foundry-stand-in/parts/combat";
import { placeToken, type StandInSceneToken } from "../foundry-stand-in/parts/scenes";
import { POKER_RANK, type PokerFace } from "../../src/rules/common/poker";
import { asUser } from "./boot-world";
import { BRAWLER, cardTable, GRUNT, type CardTable } from "./chat/table";
import type { ShelfWarsCombatView } from "./knight-fight/table";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/** Hostile review 2 of the keep-alive, attack-once, cover top-up and build guard commits. */
describe("Hostile review 2: an Angry Miniatures free attack is one attack, not a re-roll until it hits", () => {
  let t: CardTable;
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
    t = await cardTable();
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

describe("Hostile review 2: a cover die that brings a perk or flaw reroll moves no other defender's dice", () => {
  let t: CardTable;
  beforeEach(async () => {
    t = await cardTable();
  });
  afterEach(() => removeStandIn());

  it("'in cover' for an Unlucky defender whose fresh die is a Jack: its reroll is fresh too, and every other pool keeps the dice the card showed", async () => {
    await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    const villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, { ...GRUNT, flaw: "unlucky" });
    await t.figure("Ogre", null, { i: 3, j: 3 }, GRUNT, -1);
    const mage = await t.figure("Mage", t.alice, { i: 2, j: 1 }, { ...BRAWLER, mind: 4, body: 2, spirit: 3, attackTypes: ["magic"], crit: "magic-heal" });
    t.as(t.alice);
    // Magic K K 9 9 9; every defender's dice are 9s: no Unlucky reroll on the card as rolled.
    const card = await t.attack(mage.token, villain.token, ["K", "K", "9", "9", "9", ...Array<PokerFace>(12).fill("9")]);
    await t.settle();
    const message = () => game.messages!.get(card.id) as unknown as StandInChatMessage;
    const faces = () => (message().rolls as unknown as Roll[]).map((roll) => roll.dice.flatMap((term) => term.results.filter((r) => r.active !== false).map((r) => r.result)));
    const before = faces();
    // The Villain's fresh cover die is a Jack, which Unlucky rerolls (into a Queen).
    scriptDice([POKER_RANK.J, POKER_RANK.Q, ...Array<number>(12).fill(POKER_RANK.A)]);
    await t.answerCover(card.id, villain.token, true, t.bob);
    const answers = (message().getFlag("shelf-wars", "card") as { inputs: { coverAnswers?: unknown[] } }).inputs.coverAnswers;
    expect(answers).toHaveLength(1);
    const after = faces();
    const isFresh = (dice: number[]) => dice.length === 1 && (dice[0] === POKER_RANK.J || dice[0] === POKER_RANK.Q);
    expect(after.filter((dice) => !isFresh(dice))).toEqual(before);
    expect(after.filter(isFresh)).toHaveLength(2);
  });
});

describe("Hostile review 2: the build guard and the Health that follows a build", () => {
  let t: CardTable;
  let hero: Figure;
  beforeEach(async () => {
    t = await cardTable();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    await asUser(t.gm, () => t.standIn.settings.set("shelf-wars", "angry-miniatures.automation.gameState", "enforce"));
  });
  afterEach(() => removeStandIn());
  const settle = async () => {
    for (let n = 0; n < 5; n++) {
      await t.settle();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };

  it("no game running: the owner trades Brutish for another perk and Health follows the new maximum; nothing is put back", async () => {
    expect(t.health(hero.actor)).toBe(5);
    t.as(t.alice);
    await hero.actor.update({ "system.perk": "swift" });
    await settle();
    expect((hero.actor.system as unknown as { perk: string }).perk).toBe("swift");
    const max = t.health(hero.actor);
    expect(max).toBeLessThan(5);
    expect(t.standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message).join(" | ")).not.toMatch(/Health/);
  });
});

describe("Hostile review 2: an unlinked token's build in a started combat", () => {
  let t: CardTable;
  afterEach(() => removeStandIn());

  it("enforce: the perk changed on the unlinked token's actor is put back in its delta", async () => {
    t = await cardTable();
    const base = (await t.figure("Minion", t.alice, { i: 2, j: 2 }, BRAWLER)).actor;
    const villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    const token = placeToken(t.scene, base, { i: 4, j: 4 }, { actorLink: false, name: "Minion 2" });
    const minion = token.actor as unknown as StandInSyntheticActor;
    t.as(t.gm);
    t.standIn.hooks.callAll("ready");
    await t.standIn.settings.set("shelf-wars", "angry-miniatures.automation.gameState", "enforce");
    const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
    const entries = [{ actor: minion as unknown as StandInActor, token: token as unknown as StandInToken }, { actor: villain.actor as unknown as StandInActor, token: villain.token as unknown as StandInToken }];
    const combat = (await asUser(t.gm, () => createCombat(entries, CombatClass))) as unknown as ShelfWarsCombatView;
    await asUser(t.gm, () => combat.startCombat());
    await t.settle();
    t.as(t.alice);
    await minion.update({ "system.perk": "berzerk" });
    for (let n = 0; n < 5; n++) {
      await t.settle();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect((minion._source.system as { perk: string }).perk).toBe("brutish");
    expect((base._source.system as { perk: string }).perk).toBe("brutish");
  });
});

describe("Hostile review 2: Commanding's free attack by an adjacent friend in a started combat", () => {
  let t: CardTable;
  let leader: Figure;
  let goblin: Figure;
  let friend: Figure;
  const CRIT: PokerFace[] = ["A", "A", "K", "9", "9", "9", "9", "9", "9", "9"];
  const ONE_HIT: PokerFace[] = ["K", "9", "9", "9", "9", "9", "9", "9", "9", "9"];
  const MISS: PokerFace[] = ["9", "9", "9", "9", "9", "9", "9", "9", "9", "9"];
  afterEach(() => removeStandIn());
  beforeEach(async () => {
    t = await cardTable();
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
