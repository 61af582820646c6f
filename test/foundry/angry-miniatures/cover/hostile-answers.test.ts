import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { standInWall, WALL_SENSE_TYPES } from "../../../foundry-stand-in/parts/canvas";
import { standInSocket, type StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import { addWall, type StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { scriptDice } from "../../../foundry-stand-in/parts/dice";
import { currentUser } from "../../../foundry-stand-in/parts/documents";
import { POKER_RANK, type PokerFace } from "../../../../src/rules/common/poker";
import { setActionDice } from "../../dice/action-dice";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../world";

const SOCKET = "system.shelf-wars";
type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/**
 * A hostile review of the cover answers (issue 22, point 5): the attacker tries to settle the
 * defender's cover alone, the defender's side tries to abuse its answer, and anyone tries to leave
 * a card nobody can apply.
 */
describe("Angry Miniatures cover answers: a hostile review", () => {
  let t: AmWorld;
  let hero: Figure;
  let villain: Figure;

  const message = (id: string) => game.messages!.get(id) as unknown as StandInChatMessage;
  const lastWarning = (): string => t.standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "";
  const coverAnswers = (id: string) => (message(id).getFlag("shelf-wars", "card") as { inputs: { coverAnswers?: unknown[] } }).inputs.coverAnswers;

  beforeEach(async () => {
    t = await amWorld();
  });
  afterEach(() => removeStandIn());

  it("the attacker moves away and changes its own build so the table now shows cover with the same dice: the question the card asked stays open", async () => {
    // Male Hero against a Busty Villain: 3 + 1 defence dice in the open.
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, { ...BRAWLER, presentation: "male" });
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, { ...GRUNT, perk: "busty" });
    // A low wall below the line between the two squares' centres: no cover where they stand.
    addWall(t.scene, standInWall({ a: { x: 300, y: 280 }, b: { x: 300, y: 420 } }, { sight: WALL_SENSE_TYPES.NONE }));
    t.as(t.alice);
    const faces: PokerFace[] = ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9", "9"];
    const card = await t.attack(hero.token, villain.token, faces);
    await t.settle();
    const before = t.health(villain.actor);
    // Where they stand the card asks, and Alice's Apply waits.
    expect(await t.chat.applyCard(card.id)).toBe(false);
    expect(lastWarning()).toContain("whether Villain is in cover");
    // Alice, on her own client: steps one square down (the wall now crosses the line) and becomes
    // androgynous (Busty no longer counts): 3 + cover 1, the same four dice, the same outcome.
    await hero.actor.update({ "system.presentation": "androgynous" });
    await t.scene.tokens.get(hero.token.id)!.update({ y: 300 });
    await t.settle();
    expect(await t.chat.applyCard(card.id)).toBe(false);
    expect(lastWarning()).toContain("whether Villain is in cover");
    expect(t.health(villain.actor)).toBe(before);
    expect(t.chat.cardState(card.id)).toBe("pending");
    // The question is still Bob's to answer (the card is not held for good); then Alice may apply.
    await t.answerCover(card.id, villain.token, false, t.bob);
    t.as(t.alice);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(villain.actor)).toBe(before - 3);
  });

  it("an answer does not re-word a card the table no longer supports: the attacker's build changed after the roll stays refused", async () => {
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, { ...BRAWLER, perk: "winged" });
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    t.as(t.alice);
    // Attack 9 x 7 (no hits) against K K K: the Villain wins by 3 and deals 3 back in melee.
    const card = await t.attack(hero.token, villain.token, ["9", "9", "9", "9", "9", "9", "9", "K", "K", "K"]);
    await t.settle();
    // Alice, having seen the dice, makes her Hero Berzerk (no damage back in melee): the card no longer follows.
    const heroHealth = t.health(hero.actor);
    await hero.actor.update({ "system.perk": "berzerk" });
    t.as(t.gm);
    expect(await t.chat.applyCard(card.id)).toBe(false);
    expect(lastWarning()).toContain("does not follow");
    // Bob's answer must not rewrite the card from the changed Hero (it would drop the 3 damage back).
    const { askToAnswerCover } = await import("../../../../src/foundry/angry-miniatures/play/attack-cover-confirm");
    t.as(t.bob);
    await expect(askToAnswerCover(card.id, villain.token.id, false)).rejects.toThrow(/does not follow/);
    expect(coverAnswers(card.id)).toBeUndefined();
    t.as(t.gm);
    expect(await t.chat.applyCard(card.id)).toBe(false);
    expect(t.health(hero.actor)).toBe(heroHealth);
  });

  it("already refused: an answer on a player's own card, an undone card or a deleted card; a player's own card with forged answers is never applied", async () => {
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    const { askToAnswerCover } = await import("../../../../src/foundry/angry-miniatures/play/attack-cover-confirm");
    const faces: PokerFace[] = ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"];
    // Alice's own client rolls and posts, with Bob's 'not in cover' written in by her.
    t.as(t.alice);
    const forged = await t.forgeAttack(hero.token, villain.token, faces);
    const flag = message(forged.id).getFlag("shelf-wars", "card") as { inputs: Record<string, unknown> };
    await message(forged.id).setFlag("shelf-wars", "card", { ...flag, inputs: { ...flag.inputs, coverAnswers: [{ figure: villain.token.id, inCover: false, user: t.bob.id }] } });
    expect(await t.chat.applyCard(forged.id)).toBe(false);
    expect(t.health(villain.actor)).toBe(5);
    t.as(t.bob);
    await expect(askToAnswerCover(forged.id, villain.token.id, false)).rejects.toThrow(/only a card the GM's client rolled/);

    // The GM applies and undoes a card: Bob's answer comes too late.
    t.as(t.alice);
    const undone = await t.attack(hero.token, villain.token, faces);
    await t.settle();
    t.as(t.gm);
    expect(await t.chat.applyCard(undone.id)).toBe(true);
    expect(await t.chat.undoCard(undone.id)).toBe(true);
    t.as(t.bob);
    await expect(askToAnswerCover(undone.id, villain.token.id, true)).rejects.toThrow(/already undone/);
    expect(coverAnswers(undone.id)).toBeUndefined();

    // A deleted card takes no answer.
    t.as(t.alice);
    const deleted = await t.attack(hero.token, villain.token, faces);
    await t.settle();
    t.as(t.gm);
    await message(deleted.id).delete();
    t.as(t.bob);
    await expect(askToAnswerCover(deleted.id, villain.token.id, false)).rejects.toThrow(/not an Angry Miniatures attack card/);
    await standInSocket.settled();
  });

  it("when players roll: the defender's owner edits its figure while the GM's client waits for the cover die: the answer is refused, the card not re-worded", async () => {
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    await setActionDice("players");
    t.as(t.alice);
    // Attack 9 x 7 (no hits) against K 9 9: the Villain wins and deals damage back in melee.
    const card = await t.attack(hero.token, villain.token, ["9", "9", "9", "9", "9", "9", "9", "K", "9", "9"]);
    await t.settle();
    const claimBefore = JSON.stringify((message(card.id).getFlag("shelf-wars", "card") as { claim: unknown }).claim);
    // Bob's hostile client: asked for its cover die, it first gives the Villain Spikey Bits (one more damage back; the same dice).
    game.socket!.on(SOCKET, (sent: unknown) => {
      const ask = sent as { kind?: string; userId?: string; payload?: { formula?: string } };
      if (currentUser().id !== t.bob.id || ask.kind !== "ask" || ask.userId !== t.bob.id || ask.payload?.formula !== "1dp") return;
      return villain.actor.update({ "system.perk": "spikey-bits" }).then(() => undefined);
    });
    scriptDice([POKER_RANK.J]);
    const { askToAnswerCover } = await import("../../../../src/foundry/angry-miniatures/play/attack-cover-confirm");
    t.as(t.bob);
    await expect(askToAnswerCover(card.id, villain.token.id, true)).rejects.toThrow(/does not follow/);
    await standInSocket.settled();
    expect(coverAnswers(card.id)).toBeUndefined();
    expect(JSON.stringify((message(card.id).getFlag("shelf-wars", "card") as { claim: unknown }).claim)).toBe(claimBefore);
  });

  it("already held: the attacker's Apply sent while the GM's client waits for the defender's cover die queues behind the answer and applies the answered card once", async () => {
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    await setActionDice("players");
    t.as(t.alice);
    // Attack K K K 9 9 9 9 (3 hits) against 9 9 9; the cover die a Jack: 2 damage in cover.
    const card = await t.attack(hero.token, villain.token, ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"]);
    await t.settle();
    let applied: Promise<boolean> | undefined;
    // Alice's client fires its Apply the moment the GM's client asks Bob for the cover die.
    game.socket!.on(SOCKET, (sent: unknown) => {
      const ask = sent as { kind?: string; userId?: string; payload?: { formula?: string } };
      if (currentUser().id !== t.alice.id || ask.kind !== "ask" || ask.userId !== t.bob.id || ask.payload?.formula !== "1dp" || applied) return;
      applied = t.chat.applyCard(card.id);
    });
    scriptDice([POKER_RANK.J]);
    await t.answerCover(card.id, villain.token, true, t.bob);
    expect(applied).toBeDefined();
    expect(await applied).toBe(true);
    await t.settle();
    expect(coverAnswers(card.id)).toEqual([{ figure: villain.token.id, inCover: true, user: t.bob.id }]);
    expect(t.chat.cardState(card.id)).toBe("applied");
    expect(t.health(villain.actor)).toBe(3);
  });
});
