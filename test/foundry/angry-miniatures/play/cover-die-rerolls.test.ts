// A cover die answered after the roll is fresh, and so is any reroll it brings; the dice the card
// showed for every other pool stay as they were.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import { scriptDice } from "../../../foundry-stand-in/parts/dice";
import { POKER_RANK, type PokerFace } from "../../../../src/rules/common/poker";
import { BRAWLER, cardTable, GRUNT, type CardTable } from "../../chat/table";

describe("a cover die that brings a perk or flaw reroll moves no other defender's dice", () => {
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
