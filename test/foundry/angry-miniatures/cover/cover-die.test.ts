import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { standInSocket, type StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import { scriptDice } from "../../../foundry-stand-in/parts/dice";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { POKER_RANK, type PokerFace } from "../../../../src/rules/common/poker";
import { setActionDice } from "../../dice/action-dice";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../world";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/*
 * The cover die: the one more defence die a defender in cover rolls. When the defender's side
 * answers "in cover" after the roll, the die is a fresh one, and so is any reroll it brings; the
 * dice the card showed for every other pool stay as they were; and it is rolled where the
 * defender's dice are (the defender's owner's client, when players roll).
 */
describe("a cover die that brings a perk or flaw reroll moves no other defender's dice", () => {
  let t: AmWorld;
  beforeEach(async () => {
    t = await amWorld();
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

describe("Angry Miniatures: the attack card waits for the defender's side on cover", () => {
  let t: AmWorld;
  let villain: Figure;

  const message = (id: string) => game.messages!.get(id) as unknown as StandInChatMessage;

  beforeEach(async () => {
    t = await amWorld();
    await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
  });
  afterEach(() => removeStandIn());

  it("'in cover' in a Magic area: the defender's one more die is a fresh one; no other defender's dice move (none the card showed is handed on)", async () => {
    const mage = await t.figure("Mage", t.alice, { i: 2, j: 1 }, { ...BRAWLER, mind: 4, body: 2, spirit: 3, attackTypes: ["magic"], crit: "magic-heal" });
    await t.figure("Ogre", null, { i: 3, j: 3 }, GRUNT, -1);
    t.as(t.alice);
    // Magic K K 9 9 9; every defender's dice are 9s, so the only Jack on the card is the fresh cover die.
    const card = await t.attack(mage.token, villain.token, ["K", "K", "9", "9", "9", ...Array<PokerFace>(12).fill("9")]);
    await t.settle();
    const faces = () => (message(card.id).rolls as unknown as Roll[]).map((roll) => roll.dice.flatMap((term) => term.results.filter((r) => r.active !== false).map((r) => r.result)));
    const before = faces();
    scriptDice([POKER_RANK.J]);
    await t.answerCover(card.id, villain.token, true, t.bob);
    const after = faces();
    expect(after.filter((dice) => !(dice.length === 1 && dice[0] === POKER_RANK.J))).toEqual(before);
    expect(after.filter((dice) => dice.length === 1 && dice[0] === POKER_RANK.J)).toHaveLength(1);
    // The Jack is the Villain's: one hit against the Mage's two, so 1 damage (a 9 handed on from another pool would leave 2).
    t.as(t.gm);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(villain.actor)).toBe(4);
  });
});

describe("the defender's dice when players roll (Angry Miniatures attack)", () => {
  let t: AmWorld;
  let hero: Figure;
  let villain: Figure;
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

  type Sent = { args: unknown[]; senderId: string };
  const kindOf = (sent: Sent) => (sent.args[0] as { kind?: string } | undefined)?.kind;
  const answers = () => (standInSocket.sent as Sent[]).filter((s) => kindOf(s) === "reply");
  const asks = () => (standInSocket.sent as Sent[]).filter((s) => kindOf(s) === "ask");

  it("Bob's 'in cover' answer: the one more defence die is asked of Bob's client too, never of Alice's", async () => {
    const card = await t.attack(hero.token, villain.token, [...FACES]);
    await t.settle();
    scriptDice([POKER_RANK.J]);
    await t.answerCover(card.id, villain.token, true, t.bob);
    expect(asks().map((s) => [(s.args[0] as { userId: string }).userId, (s.args[0] as { payload: { formula: string } }).payload.formula])).toEqual([
      [t.alice.id, "7dp"],
      [t.bob.id, "3dp"],
      [t.bob.id, "1dp"],
    ]);
    expect(answers().map((s) => s.senderId)).toEqual([t.alice.id, t.bob.id, t.bob.id]);
    t.as(t.alice);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    // The Jack is one hit against three: 2 damage.
    expect(t.health(villain.actor)).toBe(3);
  });
});
