import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInActor, StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import { createCombat, type StandInCombat, type StandInToken } from "../../foundry-stand-in/parts/combat";
import { ACTION_DICE_SETTINGS, setActionDice } from "./action-dice";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { asUser } from "../boot-world";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";
import { letPlayersUndo } from "../chat/player-undo";
import { KF_CARD_TEMPLATES } from "../../../src/foundry/knight-fight/cards/templates";
import { ashActivating, kfWorld, type KfWorld } from "../knight-fight/world";
import type { ShelfWarsCombatView } from "../world";

/**
 * A hostile player against the dice, at each dice setting: the GM's client rolls (default), or
 * each player's client rolls. Each abuse once worked; each is now refused by the GM's client.
 */
const SETTINGS = ACTION_DICE_SETTINGS;

describe.each(SETTINGS)("Knight Fight wagers when %s roll the dice", (setting) => {
  let t: KfWorld;
  let ash: { actor: StandInModelActor; token: StandInSceneToken };
  let reds: StandInModelActor;
  let wager: typeof import("../../../src/foundry/knight-fight/play/wager");

  beforeEach(async () => {
    t = await kfWorld();
    ({ ash, reds } = await ashActivating(t, async () => {
      await setActionDice(setting);
      wager = await import("../../../src/foundry/knight-fight/play/wager");
    }));
    t.as(t.alice);
  });
  afterEach(() => removeStandIn());

  /** A wager card Alice's own client rolls (her faces) and posts, not applied. */
  async function ownWager(take: number, declare: number, ...faces: number[]): Promise<StandInChatMessage> {
    t.dice(...faces);
    const roll = await new Roll(`${take}d6`).evaluate();
    return (await t.chat.postCard({ ruleset: "knight-fight", kind: "wager", inputs: { figureUuid: ash.actor.uuid, take, declare }, template: KF_CARD_TEMPLATES.wager, context: {}, rolls: [roll] })) as unknown as StandInChatMessage;
  }

  it("forged dice faces: refused (gm: any player-made dice; players: faces off the die)", async () => {
    const card = await ownWager(3, 2, 6, 6, 6);
    if (setting === "players") {
      const rolls = (card._source.rolls as string[]).map((json) => JSON.parse(json) as { terms: { results: { result: number }[] }[] });
      rolls[0]!.terms[0]!.results[0]!.result = 7;
      await card.update({ rolls: rolls.map((roll) => JSON.stringify(roll)) });
    }
    expect(await t.chat.applyCard(card.id)).toBe(false);
    expect(t.lastWarning()).toMatch(setting === "gm" ? /only the GM's client rolls/ : /dice/);
    expect(t.pool(reds)).toBe(30);
  });

  it("reposting an applied card's dice in a new card: refused", async () => {
    t.dice(6, 6, 6);
    const applied = (await wager.rollWager(ash.actor as never, { take: 3, declare: 2 })) as unknown as StandInChatMessage;
    await t.settle();
    expect(t.chat.cardState(applied.id)).toBe("applied");
    const copy = (await StandInChatMessage.create({ content: "again", rolls: applied._source.rolls, flags: { "shelf-wars": { card: applied.getFlag("shelf-wars", "card") } } })) as StandInChatMessage;
    expect(await t.chat.applyCard(copy.id)).toBe(false);
    expect(t.pool(reds)).toBe(29);
  });

  it("three wagers, keep the best: only the first roll can count", async () => {
    if (setting === "players") {
      await ownWager(3, 2, 6, 6, 1);
      await ownWager(3, 2, 6, 1, 1);
      const best = await ownWager(3, 2, 6, 6, 6);
      expect(await t.chat.applyCard(best.id)).toBe(false);
      expect(t.lastWarning()).toContain("a roll is never taken back");
    } else {
      t.dice(6, 6, 1);
      await wager.rollWager(ash.actor as never, { take: 3, declare: 2 });
      await t.settle();
      t.dice(6, 6, 6);
      expect(await wager.rollWager(ash.actor as never, { take: 3, declare: 2 })).toBeNull();
      expect(t.lastWarning()).toContain("already wagered");
    }
    expect(t.system(ash.actor).actionPoints).toBe(setting === "players" ? 0 : 2);
  });

  it("delete the card and roll again: the deleted roll still spent the wager", async () => {
    if (setting === "players") {
      const first = await ownWager(3, 2, 6, 6, 1);
      // The stand-in does not model deleting a chat message; what core does on a delete is done by
      // hand: the message leaves the collection and deleteChatMessage runs (here on the GM's client).
      (game.messages as unknown as Map<string, unknown>).delete(first.id);
      await asUser(t.gm, async () => Hooks.callAll("deleteChatMessage", first as never, {} as never, t.alice.id as never));
      await t.settle();
      expect(game.messages!.get(first.id)).toBeUndefined();
      const second = await ownWager(3, 2, 6, 6, 6);
      expect(await t.chat.applyCard(second.id)).toBe(false);
      expect(t.lastWarning()).toContain("a roll is never taken back");
    } else {
      t.dice(6, 6, 1);
      const first = (await wager.rollWager(ash.actor as never, { take: 3, declare: 2 })) as unknown as StandInChatMessage;
      await t.settle();
      // The card is the GM's, not Alice's to delete; asking again rolls nothing.
      expect(t.chat.cardState(first.id)).toBe("applied");
      t.dice(6, 6, 6);
      expect(await wager.rollWager(ash.actor as never, { take: 3, declare: 2 })).toBeNull();
    }
    expect(t.system(ash.actor).actionPoints).toBe(setting === "players" ? 0 : 2);
  });

  it("undo and roll again, ten times: no new roll, and the GM is told of the undo", async () => {
    await letPlayersUndo();
    t.dice(6, 6, 1);
    const first = (await wager.rollWager(ash.actor as never, { take: 3, declare: 2 })) as unknown as StandInChatMessage;
    await t.settle();
    expect(await t.chat.undoCard(first.id)).toBe(true);
    expect(t.standIn.notifications.map((n) => n.message)).toContainEqual(expect.stringContaining("Alice undid a card of Ash"));
    for (let attempt = 0; attempt < 10; attempt++) {
      t.dice(6, 6, 6);
      expect(await wager.rollWager(ash.actor as never, { take: 3, declare: 2 })).toBeNull();
      if (setting === "players") {
        // Her client skipping its own check: the GM's client refuses the card.
        const forged = await ownWager(3, 2, 6, 6, 6);
        expect(await t.chat.applyCard(forged.id)).toBe(false);
      }
    }
    expect(t.lastWarning()).toContain("a roll is never taken back");
    expect(t.system(ash.actor)).toMatchObject({ actionPoints: 0, wagered: 0 });
    expect(t.pool(reds)).toBe(30);
  });
});

describe.each(SETTINGS)("Angry Miniatures attacks when %s roll the dice", (setting) => {
  let t: AmWorld;
  let hero: { actor: StandInModelActor; token: StandInSceneToken };
  let villain: { actor: StandInModelActor; token: StandInSceneToken };

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    await setActionDice(setting);
  });
  afterEach(() => removeStandIn());

  const lastWarning = (): string => t.standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "";

  it("the attacker's client cannot choose the defender's dice", async () => {
    t.as(t.bob);
    // Bob's client rolls three Kings for his Grunt and nine 9s for the Hero's defence.
    const card = await t.forgeAttack(villain.token, hero.token, ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"]);
    expect(await t.chat.applyCard(card.id)).toBe(false);
    expect(lastWarning()).toContain("only the GM's client posts them");
    expect(t.health(hero.actor)).toBe(5);
  });

  it("an attack outside the figure's activation is refused, before any die is rolled", async () => {
    const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
    const entries = [hero, villain].map((f) => ({ actor: f.actor as unknown as StandInActor, token: f.token as unknown as StandInToken }));
    const combat = (await asUser(t.gm, () => createCombat(entries, CombatClass))) as unknown as ShelfWarsCombatView;
    await asUser(t.gm, () => combat.startCombat());
    await asUser(t.gm, () => combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === hero.actor.id)?.id ?? ""));
    await t.settle();
    t.as(t.bob);
    await expect(t.attack(villain.token, hero.token, ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"])).rejects.toThrow(/not activating/);
    expect(t.health(hero.actor)).toBe(5);
  });
});
