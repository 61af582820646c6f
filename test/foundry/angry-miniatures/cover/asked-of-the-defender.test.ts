import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { showInChatLog, standInSocket, type StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import type { StandInElement } from "../../../foundry-stand-in/dom";
import { scriptDice } from "../../../foundry-stand-in/parts/dice";
import { createUser, type StandInUser } from "../../../foundry-stand-in/parts/documents";
import { standInWall, WALL_SENSE_TYPES } from "../../../foundry-stand-in/parts/canvas";
import { addWall, type StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { POKER_RANK, type PokerFace } from "../../../../src/rules/common/poker";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../world";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/**
 * Cover the map cannot show is the defender's side's to say, never the attacker's alone (issue 22,
 * point 5). A pending attack card asks each defender that fought in the open; a player's Apply
 * waits until every question that is not theirs has its answer from the defender's owner or a GM.
 * Each test is a hostile attacker (or a helpful onlooker) trying to settle the question alone.
 */
describe("Angry Miniatures: the attack card waits for the defender's side on cover", () => {
  let t: AmWorld;
  let hero: Figure;
  let villain: Figure;

  /** Attack K K K 9 9 9 9 (3 hits) against defence 9 9 9: 3 damage in the open. */
  const HITS_3: PokerFace[] = ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"];
  const message = (id: string) => game.messages!.get(id) as unknown as StandInChatMessage;
  const lastWarning = (): string => t.standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "";
  const coverAnswers = (id: string) => (message(id).getFlag("shelf-wars", "card") as { inputs: { coverAnswers?: unknown[] } }).inputs.coverAnswers;
  const applyButton = (html: StandInElement) => html.querySelector('button[data-action="shelf-wars-apply"]');
  const answerButtons = (html: StandInElement) => html.querySelectorAll('button[data-action="shelf-wars-am-cover"]');
  async function showTo(user: StandInUser, id: string): Promise<StandInElement> {
    t.as(user);
    return showInChatLog(message(id));
  }
  const setLevel = (value: string) => t.standIn.settings.set("shelf-wars", "angry-miniatures.automation.gameState", value);

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
  });
  afterEach(() => removeStandIn());

  async function aliceAttacks(target: Figure = villain, faces: PokerFace[] = HITS_3): Promise<string> {
    t.as(t.alice);
    const card = await t.attack(hero.token, target.token, faces);
    await t.settle();
    return card.id;
  }

  it("the attacker presses Apply before the defender's owner answers: refused, naming the rule; nothing changes and the card stays pending", async () => {
    const id = await aliceAttacks();
    expect(await t.chat.applyCard(id)).toBe(false);
    expect(lastWarning()).toContain("waits for the defender's side to say whether Villain is in cover");
    expect(t.chat.cardState(id)).toBe("pending");
    expect(t.health(villain.actor)).toBe(5);
    // Sent straight down the socket, the same: the GM's client answers no.
    const before = standInSocket.sent.length;
    game.socket!.emit("system.shelf-wars", { kind: "request", requestId: "forgedapply00001", name: "chat.card", gmId: t.gm.id, payload: { messageId: id, action: "apply" } });
    await t.settle();
    expect(standInSocket.sent.slice(before).map((m) => m.args[0])).toContainEqual(expect.objectContaining({ kind: "response", requestId: "forgedapply00001", ok: false }));
    expect(t.chat.cardState(id)).toBe("pending");
    expect(t.health(villain.actor)).toBe(5);
  });

  it("as each client shows it: the defender's owner and the GM get the two answers, the attacker a waiting Apply; after the answer the attacker may apply", async () => {
    const id = await aliceAttacks();
    const alices = await showTo(t.alice, id);
    expect(alices.querySelector("[data-cover-question]")?.textContent).toContain("Is Villain in cover");
    expect(answerButtons(alices)).toHaveLength(0);
    expect(applyButton(alices)?.disabled).toBe(true);
    expect(applyButton(alices)?.dataset.tooltip).toContain("Waiting for the defender's side");
    const bobs = await showTo(t.bob, id);
    expect([...answerButtons(bobs)].map((b) => b.dataset.cover)).toEqual(["yes", "no"]);
    // Bob does not own the Hero: no Apply for him at all.
    expect(applyButton(bobs)).toBeNull();
    const gms = await showTo(t.gm, id);
    expect(answerButtons(gms)).toHaveLength(2);
    expect(applyButton(gms)?.disabled).toBe(false);

    // Bob clicks "Not in cover" on his own copy.
    t.as(t.bob);
    answerButtons(bobs)[1]!.click();
    await t.settle();
    await standInSocket.settled();
    expect(coverAnswers(id)).toEqual([{ figure: villain.token.id, inCover: false, user: t.bob.id }]);
    const after = await showTo(t.alice, id);
    expect(after.querySelector("[data-cover-question]")).toBeNull();
    expect(after.textContent).toContain("Villain: not in cover, said by Bob.");
    expect(applyButton(after)?.disabled).toBe(false);
    expect(await t.chat.applyCard(id)).toBe(true);
    expect(t.health(villain.actor)).toBe(2);
  });

  it("nobody answers for the defender but its side: the attacker's own 'not in cover' is refused, and a third player's too", async () => {
    const carol = createUser("Carol", { id: "carol0000000001" });
    const { askToAnswerCover } = await import("../../../../src/foundry/angry-miniatures/play/attack-cover-confirm");
    const id = await aliceAttacks();
    t.as(t.alice);
    await expect(askToAnswerCover(id, villain.token.id, false)).rejects.toThrow(/only an owner of Villain or a GM/);
    t.as(carol);
    await expect(askToAnswerCover(id, villain.token.id, false)).rejects.toThrow(/only an owner of Villain or a GM/);
    expect(coverAnswers(id)).toBeUndefined();
    t.as(t.alice);
    expect(await t.chat.applyCard(id)).toBe(false);
  });

  it("the defender's side answers once, only for a figure that defends, and cannot take the table's cover away", async () => {
    const { askToAnswerCover } = await import("../../../../src/foundry/angry-miniatures/play/attack-cover-confirm");
    const bystander = await t.figure("Bystander", t.bob, { i: 5, j: 5 }, GRUNT);
    const id = await aliceAttacks();
    t.as(t.bob);
    await expect(askToAnswerCover(id, bystander.token.id, false)).rejects.toThrow(/does not defend/);
    await askToAnswerCover(id, villain.token.id, false);
    await standInSocket.settled();
    // A change of mind after the attacker has seen the answer is refused.
    scriptDice([POKER_RANK.A]);
    await expect(askToAnswerCover(id, villain.token.id, true)).rejects.toThrow(/already answered/);
    expect(coverAnswers(id)).toEqual([{ figure: villain.token.id, inCover: false, user: t.bob.id }]);
    // Malformed answers are refused by name.
    for (const payload of [{ messageId: id, defenderId: villain.token.id }, { messageId: id, defenderId: villain.token.id, inCover: "no" }]) {
      const { requestGm } = await import("../../api/relay");
      await expect(requestGm("angry-miniatures.cover", payload)).rejects.toThrow(/malformed/);
    }

    // Behind a low wall the table gives cover: there is no question, and "not in cover" cannot remove it.
    addWall(t.scene, standInWall({ a: { x: 300, y: 180 }, b: { x: 300, y: 320 } }, { sight: WALL_SENSE_TYPES.NONE }));
    const walled = await aliceAttacks(villain, [...HITS_3, "9"]);
    expect((await showTo(t.bob, walled)).querySelector("[data-cover-question]")).toBeNull();
    t.as(t.bob);
    await expect(askToAnswerCover(walled, villain.token.id, false)).rejects.toThrow(/already in cover/);
    t.as(t.alice);
    expect(await t.chat.applyCard(walled)).toBe(true);
  });

  it("a figure the GM runs: the GM is its side; the attacker waits for the GM's answer", async () => {
    const ogre = await t.figure("Ogre", null, { i: 3, j: 2 }, GRUNT, -1);
    const id = await aliceAttacks(ogre);
    expect(await t.chat.applyCard(id)).toBe(false);
    expect(lastWarning()).toContain("whether Ogre is in cover");
    // Bob owns other figures, not the Ogre.
    const { askToAnswerCover } = await import("../../../../src/foundry/angry-miniatures/play/attack-cover-confirm");
    t.as(t.bob);
    await expect(askToAnswerCover(id, ogre.token.id, false)).rejects.toThrow(/only an owner of Ogre or a GM/);
    await t.answerCover(id, ogre.token, false, t.gm);
    t.as(t.alice);
    expect(await t.chat.applyCard(id)).toBe(true);
    expect(t.health(ogre.actor)).toBe(2);
  });

  it("a GM may apply at once (the GM's judgement), and a player's own figure needs no answer from anyone else", async () => {
    const id = await aliceAttacks();
    t.as(t.gm);
    expect(await t.chat.applyCard(id)).toBe(true);
    expect(t.health(villain.actor)).toBe(5 - 3);
    // Alice's second figure: Alice is its side, so her own Apply is her answer.
    const sidekick = await t.figure("Sidekick", t.alice, { i: 1, j: 2 }, GRUNT, 1);
    const own = await aliceAttacks(sidekick);
    t.as(t.alice);
    expect(await t.chat.applyCard(own)).toBe(true);
    expect(t.health(sidekick.actor)).toBe(2);
  });

  it("with the game state check off the table plays on trust: the attacker may apply at once, and the question stays offered while pending", async () => {
    await setLevel("off");
    const id = await aliceAttacks();
    const alices = await showTo(t.alice, id);
    expect(applyButton(alices)?.disabled).toBe(false);
    expect(alices.querySelector("[data-cover-question]")).not.toBeNull();
    expect(await t.chat.applyCard(id)).toBe(true);
    expect(t.health(villain.actor)).toBe(2);
    // Settled: the question is gone for everyone.
    expect((await showTo(t.bob, id)).querySelector("[data-cover-question]")).toBeNull();
  });

  it("at enforce as at warn: the card waits", async () => {
    await setLevel("enforce");
    const id = await aliceAttacks();
    expect(await t.chat.applyCard(id)).toBe(false);
    await t.answerCover(id, villain.token, false, t.bob);
    t.as(t.alice);
    expect(await t.chat.applyCard(id)).toBe(true);
  });

  it("a Magic area with two defenders of two sides: each side answers for its own, and the card waits for both", async () => {
    const mage = await t.figure("Mage", t.alice, { i: 2, j: 1 }, { ...BRAWLER, mind: 4, body: 2, spirit: 3, attackTypes: ["magic"], crit: "magic-heal" });
    const ogre = await t.figure("Ogre", null, { i: 3, j: 3 }, GRUNT, -1);
    t.as(t.alice);
    // Magic 5 dice, K K 9 9 9; each defender in the area (Villain, Ogre, and Alice's own Hero) 9s.
    const card = await t.attack(mage.token, villain.token, ["K", "K", "9", "9", "9", ...Array<PokerFace>(12).fill("9")]);
    await t.settle();
    const questions = [...(await showTo(t.gm, card.id)).querySelectorAll("[data-cover-question]")].map((q) => q.dataset.figure);
    expect(questions.sort()).toEqual([hero.token.id, villain.token.id, ogre.token.id].sort());
    await t.answerCover(card.id, villain.token, false, t.bob);
    t.as(t.alice);
    expect(await t.chat.applyCard(card.id)).toBe(false);
    expect(lastWarning()).toContain("Ogre");
    expect(lastWarning()).not.toContain("Villain");
    await t.answerCover(card.id, ogre.token, false, t.gm);
    t.as(t.alice);
    expect(await t.chat.applyCard(card.id)).toBe(true);
  });
});
