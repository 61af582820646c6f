import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInActor, StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { createCombat, type StandInCombat, type StandInToken } from "../../foundry-stand-in/parts/combat";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { asUser } from "../boot-world";
import { guardReports } from "../guard/reports";
import { letPlayersUndo } from "./player-undo";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";

const ONE_HIT = ["K", "9", "9", "9", "9", "9", "9", "9", "9", "9"] as const;
const THREE_HITS = ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"] as const;

/**
 * A player's undo, where the GM lets players undo: the GM's chat log keeps who undid which card of
 * which figure (a whisper to the GMs only), and the undone card's roll stays spent.
 */
describe("a player's undo leaves a trace for the GM and no new roll", () => {
  let t: AmWorld;
  let hero: { actor: StandInModelActor; token: StandInSceneToken };
  let villain: { actor: StandInModelActor; token: StandInSceneToken };

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
    const entries = [hero, villain].map((f) => ({ actor: f.actor as unknown as StandInActor, token: f.token as unknown as StandInToken }));
    const combat = (await asUser(t.gm, () => createCombat(entries, CombatClass))) as unknown as { startCombat(): Promise<unknown>; activateCombatant(id: string): Promise<void>; combatants: { contents: { id: string; actorId: string }[] } };
    await asUser(t.gm, () => combat.startCombat());
    await asUser(t.gm, () => combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === villain.actor.id)?.id ?? ""));
    await t.settle();
    await letPlayersUndo();
  });
  afterEach(() => removeStandIn());

  it("Bob undoes his Villain's attack: the GMs are whispered who undid which card, and Bob's next attack in the activation is refused", async () => {
    t.as(t.bob);
    const card = await t.attack(villain.token, hero.token, [...ONE_HIT]);
    t.as(t.gm);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(4);
    t.as(t.bob);
    expect(await t.chat.undoCard(card.id)).toBe(true);
    await t.settle();
    expect(t.health(hero.actor)).toBe(5);
    const trace = guardReports().find((report) => report.text.includes("undid"));
    expect(trace).toEqual({ text: `Bob undid the card attack ${card.id} of Villain. The card is taken back, not its roll: no new roll for that action.`, whisper: [t.gm.id] });
    await expect(t.attack(villain.token, hero.token, [...THREE_HITS])).rejects.toThrow(/never taken back/);
    t.as(t.gm);
    expect(t.health(hero.actor)).toBe(5);
  });
});
