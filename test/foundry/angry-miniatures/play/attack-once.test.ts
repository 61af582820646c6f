import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInActor, StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { createCombat, type StandInCombat, type StandInToken } from "../../../foundry-stand-in/parts/combat";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { POKER_RANK, type PokerFace } from "../../../../src/rules/common/poker";
import { scriptDice } from "../../../foundry-stand-in/parts/dice";
import { asUser } from "../../boot-world";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../world";
import { ACTION_DICE_SETTINGS, setActionDice } from "../../dice/action-dice";
import { letPlayersUndo } from "../../chat/player-undo";
import type { ShelfWarsCombatView } from "../../world";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/**
 * An Angry Miniatures figure attacks once in its activation (DECISIONS: "Move up to Speed squares
 * and attack once"); a free attack a crit grants is on top. The GM's client holds the count in its
 * roll record on the Combat: an applied attack spends it as surely as an unapplied one, and a card
 * a hostile player posts for someone else's figure spends nothing of theirs.
 */
describe.each(ACTION_DICE_SETTINGS)("Angry Miniatures: one attack per activation, when %s roll the dice", (setting) => {
  let t: AmWorld;
  let hero: Figure;
  let villain: Figure;
  let combat: ShelfWarsCombatView;
  /** Attack K 9 9 9 9 9 9 (1 hit) against 9 9 9: 1 damage each time. */
  const ONE_HIT: PokerFace[] = ["K", "9", "9", "9", "9", "9", "9", "9", "9", "9"];
  const lastWarning = (): string => t.standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "";

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    await setActionDice(setting);
    const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
    const entries = [hero, villain].map((f) => ({ actor: f.actor as unknown as StandInActor, token: f.token as unknown as StandInToken }));
    combat = (await asUser(t.gm, () => createCombat(entries, CombatClass))) as unknown as ShelfWarsCombatView;
    await asUser(t.gm, () => combat.startCombat());
    await asUser(t.gm, () => combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === hero.actor.id)?.id ?? ""));
    await t.settle();
    t.as(t.alice);
  });
  afterEach(() => removeStandIn());

  async function attackAndApply(): Promise<string> {
    t.as(t.alice);
    const card = await t.attack(hero.token, villain.token, ONE_HIT);
    await t.answerCover(card.id, villain.token, false, t.bob);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    return card.id;
  }

  it("a second attack in the same activation is refused before any die is rolled, though the first was applied", async () => {
    await attackAndApply();
    expect(t.health(villain.actor)).toBe(4);
    const cards = game.messages!.contents.length;
    await expect(t.attack(hero.token, villain.token, ONE_HIT)).rejects.toThrow(/Hero has already attacked in this activation/);
    expect(game.messages!.contents.length).toBe(cards);
    expect(t.health(villain.actor)).toBe(4);
  });

  it("a GM's undo gives the attack back (the GM may let it be rolled again)", async () => {
    const first = await attackAndApply();
    t.as(t.gm);
    expect(await t.chat.undoCard(first)).toBe(true);
    expect(t.health(villain.actor)).toBe(5);
    await attackAndApply();
    expect(t.health(villain.actor)).toBe(4);
  });

  it("a player's undo gives nothing back: the attack stays spent", async () => {
    await letPlayersUndo();
    const first = await attackAndApply();
    t.as(t.alice);
    expect(await t.chat.undoCard(first)).toBe(true);
    expect(t.health(villain.actor)).toBe(5);
    await expect(t.attack(hero.token, villain.token, ONE_HIT)).rejects.toThrow(/never taken back|already attacked/);
    expect(t.health(villain.actor)).toBe(5);
  });

  it("in the next activation of the figure it attacks again", async () => {
    await attackAndApply();
    const round = combat.round;
    // The new round's initiative: one poker die per side.
    scriptDice([POKER_RANK.A, POKER_RANK.K]);
    await asUser(t.gm, () => combat.nextRound());
    await t.settle();
    expect(combat.round).toBe(round + 1);
    await asUser(t.gm, () => combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === hero.actor.id)?.id ?? ""));
    await t.settle();
    await attackAndApply();
    expect(t.health(villain.actor)).toBe(3);
  });

  it("a hostile player's own card claiming the Hero's attack spends nothing of Alice's", async () => {
    t.as(t.bob);
    // Bob posts a card of his own, with dice, naming the Hero as the attacker.
    const forged = await t.forgeAttack(hero.token, villain.token, ONE_HIT);
    expect(await t.chat.applyCard(forged.id)).toBe(false);
    await t.settle();
    // Alice's real attack is neither refused as spent nor as a second one.
    await attackAndApply();
    expect(t.health(villain.actor)).toBe(4);
    expect(lastWarning()).not.toMatch(/already attacked|never taken back/);
  });

  it("with the activation order check off, the GM runs turns by hand and nothing is counted", async () => {
    await asUser(t.gm, () => t.standIn.settings.set("shelf-wars", "angry-miniatures.automation.activationOrder", "off"));
    await attackAndApply();
    await attackAndApply();
    expect(t.health(villain.actor)).toBe(3);
  });
});
