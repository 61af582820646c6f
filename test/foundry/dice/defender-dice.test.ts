import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { standInSocket, type StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import { currentUser } from "../../foundry-stand-in/parts/documents";
import { setUserActive } from "../../foundry-stand-in/clients";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { POKER_RANK } from "../../../src/rules/common/poker";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";
import { setActionDice } from "./action-dice";

const SOCKET = "system.shelf-wars";
interface Sent {
  event: string;
  args: unknown[];
  senderId: string;
}
const kindOf = (sent: Sent) => (sent.args[0] as { kind?: string } | undefined)?.kind;

/**
 * When players roll their own dice, the defender's dice are the defender's: the GM's client posts
 * the attack and asks the defender's owner's client for them; it takes them from nobody else, and
 * takes each answer once.
 */
describe("the defender's dice when players roll (Angry Miniatures attack)", () => {
  let t: AmWorld;
  let hero: { actor: StandInModelActor; token: StandInSceneToken };
  let villain: { actor: StandInModelActor; token: StandInSceneToken };
  // Attack K K K 9 9 9 9 (3 hits, Alice's client); defence 9 9 9 (Bob's client): 3 damage.
  const FACES = ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"] as const;

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    await setActionDice("players");
    t.as(t.alice);
  });
  afterEach(() => removeStandIn());

  const answers = () => (standInSocket.sent as Sent[]).filter((s) => kindOf(s) === "reply");
  const asks = () => (standInSocket.sent as Sent[]).filter((s) => kindOf(s) === "ask");
  const defenceFaces = (id: string) => {
    const rolls = (game.messages!.get(id) as unknown as StandInChatMessage).rolls as unknown as { dice: { results: { result: number }[] }[] }[];
    return rolls[1]?.dice[0]?.results.map((r) => r.result);
  };

  it("the GM's client posts the card, with the attack dice from Alice's client and the defence dice from Bob's", async () => {
    const card = await t.attack(hero.token, villain.token, [...FACES]);
    await t.settle();
    const message = game.messages!.get(card.id) as unknown as StandInChatMessage;
    expect(message.author?.isGM).toBe(true);
    expect(asks().map((s) => (s.args[0] as { payload: { formula: string } }).payload.formula)).toEqual(["7dp", "3dp"]);
    expect(answers().map((s) => s.senderId)).toEqual([t.alice.id, t.bob.id]);
    await t.answerCover(card.id, villain.token, false, t.bob);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(villain.actor)).toBe(2);
  });

  it("the attacker answering for the defender is refused: the defence is the dice Bob's client rolled", async () => {
    const warn = vi.spyOn(console, "warn");
    // Alice's hostile client answers every ask made of Bob first, with three Kings for... nine 9s for the Villain.
    game.socket!.on(SOCKET, (message: unknown) => {
      const ask = message as { kind?: string; askId?: string; userId?: string };
      if (currentUser().id !== t.alice.id || ask.kind !== "ask" || ask.userId !== t.bob.id) return;
      const forged = { class: "Roll", options: {}, dice: [], formula: "3dp", total: 0, evaluated: true, terms: [{ class: "PokerDie", options: {}, evaluated: true, number: 3, faces: 6, modifiers: [], results: [1, 1, 1].map((result) => ({ result, active: true })) }] };
      game.socket!.emit(SOCKET, { kind: "reply", askId: ask.askId, result: forged });
    });
    // Bob's dice: K K 9 (2 hits): the attack wins by 1.
    const card = await t.attack(hero.token, villain.token, ["K", "K", "K", "9", "9", "9", "9", "K", "K", "9"]);
    await t.settle();
    expect(answers().map((s) => s.senderId)).toEqual([t.alice.id, t.alice.id, t.bob.id]);
    expect(warn.mock.calls.flat().join(" ")).toMatch(/refused a reply from user .*asked of another user/);
    expect(defenceFaces(card.id)).toEqual([POKER_RANK.K, POKER_RANK.K, POKER_RANK["9"]]);
    await t.answerCover(card.id, villain.token, false, t.bob);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(villain.actor)).toBe(4);
  });

  it("Bob's answer counts once: sent again, it is refused and changes nothing", async () => {
    const warn = vi.spyOn(console, "warn");
    const card = await t.attack(hero.token, villain.token, [...FACES]);
    await t.settle();
    const bobs = answers().find((s) => s.senderId === t.bob.id)!;
    const before = JSON.stringify(game.messages!.get(card.id));
    await standInSocket.deliver(SOCKET, bobs.args, t.bob.id);
    await t.settle();
    expect(warn.mock.calls.flat().join(" ")).toMatch(/nothing was asked .*or it was already answered/);
    expect(JSON.stringify(game.messages!.get(card.id))).toBe(before);
    await t.answerCover(card.id, villain.token, false, t.bob);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(villain.actor)).toBe(2);
  });

  it("an answer that is not the dice asked for is refused (too many dice, a d6 for a poker die)", async () => {
    const warn = vi.spyOn(console, "warn");
    game.socket!.on(SOCKET, (message: unknown) => {
      const ask = message as { kind?: string; askId?: string; userId?: string };
      if (currentUser().id !== t.bob.id || ask.kind !== "ask" || ask.userId !== t.bob.id) return;
      const term = (cls: string, n: number) => ({ class: cls, options: {}, evaluated: true, number: n, faces: 6, modifiers: [], results: Array.from({ length: n }, () => ({ result: 6, active: true })) });
      for (const bad of [term("PokerDie", 9), term("Die", 3)]) {
        game.socket!.emit(SOCKET, { kind: "reply", askId: ask.askId, result: { class: "Roll", options: {}, dice: [], formula: "x", total: 0, evaluated: true, terms: [bad] } });
      }
    });
    const card = await t.attack(hero.token, villain.token, [...FACES]);
    await t.settle();
    expect(warn.mock.calls.flat().filter((m) => /not the 3dp asked for/.test(String(m)))).toHaveLength(2);
    expect(defenceFaces(card.id)).toEqual([1, 1, 1]);
  });

  it("with no owner of the Villain connected, the GM's client rolls the defence itself", async () => {
    setUserActive(t.bob, false);
    const card = await t.attack(hero.token, villain.token, [...FACES]);
    await t.settle();
    expect(answers().map((s) => s.senderId)).toEqual([t.alice.id]);
    expect(defenceFaces(card.id)).toEqual([1, 1, 1]);
  });
});
