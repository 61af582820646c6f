import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import { standInSocket } from "../../foundry-stand-in/parts/chat";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import type { StandInDocument } from "../../foundry-stand-in/parts/documents";
import { BRAWLER, amWorld, type AmWorld } from "../angry-miniatures/world";
import { letPlayersUndo } from "./player-undo";
import type { StandInUser } from "../../foundry-stand-in/parts/documents";
import { setActionDice } from "../dice/action-dice";
import { ashActivating, kfWorld, type KfWorld } from "../knight-fight/world";
import { KF_CARD_TEMPLATES } from "../../../src/foundry/knight-fight/cards/templates";

/**
 * A hostile player with nothing but their own client's console: they can create and edit their
 * own chat messages with any flags, and emit any socket message. Each attack below once worked
 * against the GM relay; each must now be refused by the GM's client, naming why.
 */
describe("a hostile player cannot make the GM's client change what they do not own", () => {
  let t: AmWorld;
  let hero: { actor: StandInModelActor; token: StandInSceneToken };
  let villain: { actor: StandInModelActor; token: StandInSceneToken };

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 });
  });
  afterEach(() => removeStandIn());

  const lastWarning = (): string => t.standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "";

  async function forge(flags: Record<string, unknown>, rolls: unknown[] = []): Promise<StandInChatMessage> {
    return StandInChatMessage.create({ content: "<p>totally legit</p>", rolls, flags: { "shelf-wars": flags } });
  }

  it("a hand-made message whose flag holds a plan and no attack at all sets nobody's Health", async () => {
    t.as(t.bob);
    const message = await forge({
      card: { ruleset: "angry-miniatures", kind: "attack", state: "pending", plan: [{ uuid: hero.actor.uuid, changes: { "system.health.value": 0 } }] },
    });
    expect(await t.chat.applyCard(message.id)).toBe(false);
    expect(t.health(hero.actor)).toBe(5);
    expect(lastWarning()).toContain("not a Shelf Wars card");
  });

  it("a hand-made card claiming damage with no dice behind it is refused", async () => {
    t.as(t.bob);
    const message = await forge({
      card: {
        ruleset: "angry-miniatures",
        kind: "attack",
        inputs: { sceneId: t.scene.id, attackerId: villain.token.id, targetId: hero.token.id, attackType: "melee", charging: false, cover: [] },
        claim: { actingUuid: villain.actor.uuid, changes: [{ uuid: hero.actor.uuid, path: "system.health.value", delta: -5 }], followUps: [] },
      },
    });
    expect(await t.chat.applyCard(message.id)).toBe(false);
    expect(t.health(hero.actor)).toBe(5);
    expect(lastWarning()).toMatch(/dice/i);
  });

  it("a card cannot reach a document that is not a Shelf Wars figure: a User's role, a Macro's command", async () => {
    const macro = createActor({ name: "Macro", type: "script", system: { command: "" } }) as StandInDocument;
    t.as(t.bob);
    const message = await forge({
      card: {
        ruleset: "angry-miniatures",
        kind: "magic-heal",
        inputs: { sceneId: t.scene.id, targetId: villain.token.id, source: { messageId: "nope", index: 0 } },
        claim: {
          actingUuid: villain.actor.uuid,
          changes: [
            { uuid: `User.${t.bob.id}`, path: "role", delta: 4 },
            { uuid: macro.uuid, path: "system.command", delta: 1 },
          ],
          followUps: [],
        },
      },
    });
    expect(await t.chat.applyCard(message.id)).toBe(false);
    expect(t.bob.isGM).toBe(false);
    expect(macro.system.command).toBe("");
  });

  it("the writer itself refuses other documents, undeclared fields and special keys", async () => {
    const { applyChanges } = await import("../../../src/foundry/chat/change-writer");
    const macro = createActor({ name: "Macro", type: "script", system: { command: "" } });
    await expect(applyChanges("angry-miniatures", [{ uuid: macro.uuid, path: "system.command", delta: 1 }])).rejects.toMatchObject({ code: "Card.NotWritableDocument" });
    for (const path of ["system.health.-=value", "system.==health", "system.mind", "ownership.default", "flags.shelf-wars.statuses", "flags.shelf-wars.markedBy", "flags.shelf-wars.markedBy.-=g", "flags.shelf-wars.markedBy.a.b", "flags.shelf-wars.markedBy.constructor", "flags.shelf-wars.markedBy.prototype", "flags.shelf-wars.markedBy.__proto__"]) {
      await expect(applyChanges("angry-miniatures", [{ uuid: hero.actor.uuid, path, delta: 1 }])).rejects.toMatchObject({ code: "Card.ForbiddenPath" });
    }
    expect(t.health(hero.actor)).toBe(5);
    expect(hero.actor.system).toMatchObject({ mind: 2 });
    // A declared id-keyed field takes an id, and nothing else.
    expect(await applyChanges("angry-miniatures", [{ uuid: hero.actor.uuid, path: "flags.shelf-wars.markedBy.g0000000000001", delta: 1 }])).toHaveLength(1);
  });

  // The server forwards the first argument only and appends the real sender's id: an extra
  // argument naming the GM never reaches the GM's listener, which takes the sender from the last
  // argument. Only a GM may undo an applied card by default, so a request taken as the GM's
  // would undo it.
  it("an extra socket argument does not make a player the GM", async () => {
    t.as(t.bob);
    const message = (await t.attack(villain.token, hero.token, ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"])) as unknown as StandInChatMessage;
    // The Hero stands in the open; Alice (its side) says it is not in cover, so Bob may apply.
    await t.answerCover(message.id, hero.token, false, t.alice);
    expect(await t.chat.applyCard(message.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(2);
    const gmListener: unknown[][] = [];
    standInSocket.on("system.shelf-wars", (...args: unknown[]) => void (game.user?.id === t.gm.id && gmListener.push(args)));
    game.socket!.emit("system.shelf-wars", { kind: "request", requestId: "forged0000000001", name: "chat.card", gmId: t.gm.id, payload: { messageId: message.id, action: "undo" } }, t.gm.id);
    await t.settle();
    expect(gmListener).toEqual([[expect.objectContaining({ requestId: "forged0000000001" }), t.bob.id]]);
    // The GM's answer went back to Bob, refusing.
    const answer = standInSocket.sent.at(-1)!;
    expect(answer.senderId).toBe(t.gm.id);
    expect(answer.args[0]).toMatchObject({ kind: "response", requestId: "forged0000000001", requesterId: t.bob.id, ok: false });
    expect(t.chat.cardState(message.id)).toBe("applied");
    expect(t.health(hero.actor)).toBe(2);
  });

  it("a player who does not own the acting figure cannot apply or undo someone else's card", async () => {
    t.as(t.alice);
    const message = await t.attack(hero.token, villain.token, ["9", "9", "9", "9", "9", "9", "9", "K", "K", "K"]);
    t.as(t.bob);
    expect(await t.chat.applyCard(message.id)).toBe(false);
    expect(lastWarning()).toContain("owner");
    t.as(t.gm);
    expect(await t.chat.applyCard(message.id)).toBe(true);
    t.as(t.bob);
    expect(await t.chat.undoCard(message.id)).toBe(false);
    expect(t.chat.cardState(message.id)).toBe("applied");
  });

  it("a player cannot undo their own applied attack to roll it again: refused by default, even sent straight down the socket, and the setting is the GM's", async () => {
    t.as(t.bob);
    const message = await t.attack(villain.token, hero.token, ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"]);
    // The Hero stands in the open; Alice (its side) says it is not in cover, so Bob may apply.
    await t.answerCover(message.id, hero.token, false, t.alice);
    expect(await t.chat.applyCard(message.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(2);
    expect(await t.chat.undoCard(message.id)).toBe(false);
    expect(lastWarning()).toContain("only a GM may undo");
    const before = standInSocket.sent.length;
    game.socket!.emit("system.shelf-wars", { kind: "request", requestId: "forgedundo000001", name: "chat.card", gmId: t.gm.id, payload: { messageId: message.id, action: "undo" } });
    await t.settle();
    expect(standInSocket.sent.length).toBeGreaterThan(before);
    expect(t.chat.cardState(message.id)).toBe("applied");
    expect(t.health(hero.actor)).toBe(2);
    // Nor can Bob turn the setting on for himself: world settings are the GM's to write.
    await game.settings!.set("shelf-wars" as never, "core.playerUndo" as never, true as never);
    expect(t.standIn.settings.refused).toContainEqual({ id: "shelf-wars.core.playerUndo", user: "Bob" });
    expect(await t.chat.undoCard(message.id)).toBe(false);
    // The GM can still take the card back.
    t.as(t.gm);
    expect(await t.chat.undoCard(message.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(5);
  });

  it("editing the card's own flags cannot reset its state, its undo record or re-apply it", async () => {
    await letPlayersUndo();
    t.as(t.bob);
    const message = (await t.attack(villain.token, hero.token, ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"])) as unknown as StandInChatMessage;
    // The Hero stands in the open; Alice (its side) says it is not in cover, so Bob may apply.
    await t.answerCover(message.id, hero.token, false, t.alice);
    expect(await t.chat.applyCard(message.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(2);
    // The GM's client rolled and posted the card, so its flags are not Bob's to edit at all
    // (they would say "pending" with an undo record that would set the Hero to 0).
    await expect(message.setFlag("shelf-wars", "card", { ...(message.getFlag("shelf-wars", "card") as object), state: "pending", undo: [{ uuid: hero.actor.uuid, changes: { "system.health.value": 0 } }] })).rejects.toThrow(/lacks permission/);
    expect(await t.chat.applyCard(message.id)).toBe(false);
    expect(lastWarning()).toContain("already applied");
    expect(t.health(hero.actor)).toBe(2);
    // Nor can he write the ledger, where the state lives.
    const { LEDGER_KEY } = await import("../../../src/foundry/chat/ledger");
    await game.settings!.set("shelf-wars" as never, LEDGER_KEY as never, {} as never);
    expect(t.standIn.settings.refused.map((r) => r.user)).toContain("Bob");
    expect(t.chat.cardState(message.id)).toBe("applied");
    expect(await t.chat.undoCard(message.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(5);
  });
});

/**
 * The checks behind a card's own dice. An Angry Miniatures attack is a contest (both sides'
 * dice), which a player's client may never roll, so a card it posts is refused before any of
 * these checks runs. They are reached with a card whose dice are all the acting figure's own (a
 * Knight Fight wager) in a world where players roll their own dice: each card below passes every
 * earlier check, and each test fails if its named check is taken out (noted on issue 30).
 */
describe("a hostile player's own-dice card, in a world where players roll", () => {
  let t: KfWorld;
  let ash: StandInModelActor;
  let reds: StandInModelActor;

  beforeEach(async () => {
    t = await kfWorld();
    const world = await ashActivating(t, () => setActionDice("players"));
    ash = world.ash.actor;
    reds = world.reds;
  });
  afterEach(() => removeStandIn());

  /** A wager for Ash that `poster`'s own client rolls (these faces) and posts, claim and all. */
  async function wagerCard(poster: StandInUser, take: number, declare: number, ...faces: number[]): Promise<StandInChatMessage> {
    t.as(poster);
    t.dice(...faces);
    const roll = await new Roll(`${take}d6`).evaluate();
    return (await t.chat.postCard({ ruleset: "knight-fight", kind: "wager", inputs: { figureUuid: ash.uuid, take, declare }, template: KF_CARD_TEMPLATES.wager, context: {}, rolls: [roll] })) as unknown as StandInChatMessage;
  }
  const untouched = () => {
    expect(t.pool(reds)).toBe(30);
    expect(t.system(ash)).toMatchObject({ actionPoints: 0, wagered: 0 });
  };

  it("forged dice results outside the die's faces are refused", async () => {
    const card = await wagerCard(t.alice, 3, 2, 6, 6, 6);
    // A 6 made a 7: every die still scores, so the claim the card carries still matches what
    // the rules give for these numbers. Only the face check stands between it and the table.
    const rolls = (card._source.rolls as string[]).map((json) => JSON.parse(json) as { terms: { results: { result: number }[] }[] });
    rolls[0]!.terms[0]!.results[0]!.result = 7;
    await card.update({ rolls: rolls.map((roll) => JSON.stringify(roll)) });
    expect(await t.chat.applyCard(card.id)).toBe(false);
    expect(t.lastWarning()).toContain("its dice are not the dice its action rolls");
    untouched();
  });

  it("a player cannot post a card acting for a figure they do not own", async () => {
    // Bob's client rolls and posts a wager for Alice's Ash, honest in every other way; Alice, who
    // owns Ash, presses Apply, so only the card's author is wrong.
    const card = await wagerCard(t.bob, 3, 2, 6, 6, 6);
    t.as(t.alice);
    expect(await t.chat.applyCard(card.id)).toBe(false);
    expect(t.lastWarning()).toContain("it was posted by Bob, who does not own the acting figure");
    untouched();
  });

  it("a card whose claim differs from what its own dice roll is refused", async () => {
    const card = await wagerCard(t.alice, 3, 3, 6, 6, 1);
    // The dice miss the declared 3; the claim is edited to say they made it.
    const flag = card.getFlag("shelf-wars", "card") as { claim: { changes: unknown[] } };
    await card.setFlag("shelf-wars", "card", { ...flag, claim: { ...flag.claim, changes: [{ uuid: ash.uuid, path: "system.actionPoints", delta: 3 }] } });
    expect(await t.chat.applyCard(card.id)).toBe(false);
    expect(t.lastWarning()).toContain("its outcome does not follow from its rolls");
    untouched();
  });
});
