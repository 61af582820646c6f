import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInElement } from "../../foundry-stand-in/dom";
import { standInGeneration } from "../../foundry-stand-in/generation";
import { chatLog, popOutChatLog, showInChatLog, StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import type { StandInUser } from "../../foundry-stand-in/parts/documents";
import { letPlayersUndo } from "./player-undo";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";

/** Magic 5 dice; its crit on two Aces heals a friend (the follow-up the card offers once applied). */
const HEALER = { ...BRAWLER, mind: 4, body: 2, spirit: 3, attackTypes: ["magic"], crit: "magic-heal" };
/** Magic: A A K 9 9 against 9 9 9: one hit, two Aces, the crit. */
const HEAL_CRIT = ["A", "A", "K", "9", "9", "9", "9", "9"] as const;

const FOLLOW_UP = 'button[data-action="shelf-wars-follow-up"]';

/**
 * The renderChatMessageHTML handlers (decorateCard, decorateFollowUps) on the card HTML the
 * system really posts, rendered by each client (ChatMessage#renderHTML), and rerenderCards
 * replacing the copies each client shows when the GM's ledger changes.
 */
describe("chat cards as each client shows them", () => {
  let t: AmWorld;
  let card: { id: string };
  let sly: Awaited<ReturnType<AmWorld["figure"]>>;

  beforeEach(async () => {
    t = await amWorld();
    const mender = await t.figure("Mender", t.alice, { i: 2, j: 2 }, HEALER);
    sly = await t.figure("Sly", t.alice, { i: 4, j: 2 }, BRAWLER);
    const goblin = await t.figure("Goblin", t.bob, { i: 2, j: 5 }, GRUNT);
    t.as(t.gm);
    await sly.actor.update({ "system.health.value": 1 });
    t.as(t.alice);
    card = await t.attack(mender.token, goblin.token, [...HEAL_CRIT]);
    // The Goblin stands in the open and Bob (its side) says so: the card no longer waits for him
    // (test/foundry/angry-miniatures/cover/asked-of-the-defender.test.ts shows it waiting).
    await t.answerCover(card.id, goblin.token, false, t.bob);
  });
  afterEach(() => removeStandIn());

  const message = (id: string) => game.messages!.get(id) as unknown as StandInChatMessage;

  async function showTo(user: StandInUser, id = card.id): Promise<StandInElement> {
    t.as(user);
    return showInChatLog(message(id));
  }
  function shownIn(user: StandInUser, id = card.id): StandInElement {
    t.as(user);
    const copies = chatLog().querySelectorAll(`li[data-message-id="${id}"]`);
    expect(copies).toHaveLength(1);
    return copies[0]!;
  }
  const button = (html: StandInElement, action: string) => html.querySelector(`button[data-action="${action}"]`);
  const stateOf = (html: StandInElement) => ({
    state: html.querySelector(".shelf-wars-card-controls")?.dataset.state,
    text: html.querySelector("[data-card-state-text]")?.textContent,
  });

  it("shows the ledger's state; the GM and the author get the buttons, only Apply enabled, Undo only for the GM; another player gets none", async () => {
    const gmCopy = await showTo(t.gm);
    const aliceCopy = await showTo(t.alice);
    const bobCopy = await showTo(t.bob);
    for (const copy of [gmCopy, aliceCopy, bobCopy]) expect(stateOf(copy)).toEqual({ state: "pending", text: "not applied" });
    for (const copy of [gmCopy, aliceCopy]) expect(button(copy, "shelf-wars-apply")?.disabled).toBe(false);
    expect(button(gmCopy, "shelf-wars-undo")?.disabled).toBe(true);
    // Only what this state allows is offered: Undo is hidden until the card is applied.
    expect(button(gmCopy, "shelf-wars-undo")?.hidden).toBe(true);
    expect(button(gmCopy, "shelf-wars-apply")?.hidden).toBe(false);
    expect(button(aliceCopy, "shelf-wars-undo")).toBeNull();
    expect(bobCopy.querySelector(".shelf-wars-card-buttons")).toBeNull();
    // The card claims a heal, but the ledger grants nothing before it is applied.
    expect(message(card.id).content).toContain('data-action="shelf-wars-follow-up"');
    for (const copy of [gmCopy, aliceCopy, bobCopy]) expect(copy.querySelectorAll(FOLLOW_UP)).toEqual([]);
  });

  it("with players allowed to undo, the author gets Undo too (disabled until applied); another player still gets no buttons", async () => {
    await letPlayersUndo();
    const aliceCopy = await showTo(t.alice);
    const bobCopy = await showTo(t.bob);
    expect(button(aliceCopy, "shelf-wars-undo")?.disabled).toBe(true);
    expect(bobCopy.querySelector(".shelf-wars-card-buttons")).toBeNull();
  });

  it("Apply clicked on the GM's copy applies the card; every client's shown copy is replaced with the new state and the follow-ups the ledger backs", async () => {
    const gmCopy = await showTo(t.gm);
    const aliceCopy = await showTo(t.alice);
    const bobCopy = await showTo(t.bob);
    t.as(t.gm);
    await button(gmCopy, "shelf-wars-apply")!.click();
    await t.settle();
    await vi.waitFor(() => expect(stateOf(shownIn(t.gm))).toEqual({ state: "applied", text: "applied" }));
    expect(gmCopy.isConnected).toBe(false);
    const gmNow = shownIn(t.gm);
    expect(button(gmNow, "shelf-wars-apply")?.disabled).toBe(true);
    expect(button(gmNow, "shelf-wars-undo")?.disabled).toBe(false);
    // The card's record is a JournalEntryPage: its create/update hook runs on every client, and
    // each re-renders its own copy (before, the ledger setting's onChange ran on the writer only).
    for (const [user, before] of [[t.alice, aliceCopy], [t.bob, bobCopy]] as const) {
      t.as(user);
      await vi.waitFor(() => expect(stateOf(shownIn(user)).state).toBe("applied"));
      expect(before.isConnected).toBe(false);
    }
    // The heal is Mender's (Alice's) to use: her copy keeps the button for Sly, Bob's loses it.
    expect(shownIn(t.alice).querySelectorAll(FOLLOW_UP).map((b) => b.dataset.figure)).toEqual([sly.token.id]);
    expect(shownIn(t.bob).querySelectorAll(FOLLOW_UP)).toEqual([]);
  });

  it.runIf(standInGeneration() === 14)("v14: a card shown in a popped-out chat log (a detached window, another document) is re-rendered there too", async () => {
    const bobCopy = await showTo(t.bob);
    popOutChatLog();
    t.as(t.gm);
    await t.chat.applyCard(card.id);
    const { rerenderCards } = await import("../../../src/foundry/chat/card-render");
    t.as(t.bob);
    rerenderCards([card.id]);
    await vi.waitFor(() => expect(stateOf(shownIn(t.bob)).state).toBe("applied"));
    expect(bobCopy.isConnected).toBe(false);
  });

  it("a disabled button does nothing when clicked: Undo before Apply changes nothing", async () => {
    const gmCopy = await showTo(t.gm);
    t.as(t.gm);
    await button(gmCopy, "shelf-wars-undo")!.click();
    expect(t.chat.cardState(card.id)).toBe("pending");
  });

  it("a message that is not a card loses the card's controls and follow-up buttons, even with a copied card flag", async () => {
    await t.chat.applyCard(card.id);
    const real = message(card.id);
    t.as(t.bob);
    const copiedContent = await StandInChatMessage.create({ content: real.content });
    const forgedFlag = await StandInChatMessage.create({ content: real.content, flags: structuredClone(real.flags) });
    const plain = await showTo(t.bob, copiedContent.id);
    expect(plain.querySelector(".shelf-wars-card-controls")).toBeNull();
    expect(plain.querySelectorAll(FOLLOW_UP)).toEqual([]);
    // A well-formed flag on Bob's own message: the ledger has no entry for it, so it grants nothing.
    const forged = await showTo(t.bob, forgedFlag.id);
    expect(forged.querySelectorAll(FOLLOW_UP)).toEqual([]);
    expect(stateOf(forged).state).toBe("pending");
  });
});
