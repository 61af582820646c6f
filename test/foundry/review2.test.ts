import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../foundry-stand-in";
import type { StandInModelActor } from "../foundry-stand-in/parts/am-documents";
import { createCombat, type StandInActor, type StandInCombat, type StandInToken } from "../foundry-stand-in/parts/combat";
import type { StandInSceneToken } from "../foundry-stand-in/parts/scenes";
import type { PokerFace } from "../../src/rules/common/poker";
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
