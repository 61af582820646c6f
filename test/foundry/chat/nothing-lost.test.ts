import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { setUserActive, standInSocket } from "../../foundry-stand-in/parts/chat";
import { createUser } from "../../foundry-stand-in/parts/documents";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";
import { letPlayersUndo } from "./player-undo";

/** A Grunt's 6 attack dice (three Kings: three hits) then a Brawler's 4 defence dice (none). */
const GRUNT_HITS_3 = ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"] as const;
// Each attack is on Alice's Hero in the open: Alice (its side) says it is not in cover before Bob's card can be applied.

describe("no sequence of applies and undos loses a change", () => {
  let t: AmWorld;
  let hero: { actor: StandInModelActor; token: StandInSceneToken };
  let villain: { actor: StandInModelActor; token: StandInSceneToken };
  let goon: { actor: StandInModelActor; token: StandInSceneToken };

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    goon = await t.figure("Goon", t.bob, { i: 3, j: 2 }, GRUNT);
  });
  afterEach(() => {
    vi.useRealTimers();
    removeStandIn();
  });

  it("two pending cards made from the same Health both land their hits", async () => {
    t.as(t.bob);
    const first = await t.attack(villain.token, hero.token, [...GRUNT_HITS_3]);
    await t.answerCover(first.id, hero.token, false, t.alice);
    const second = await t.attack(goon.token, hero.token, [...GRUNT_HITS_3]);
    await t.answerCover(second.id, hero.token, false, t.alice);
    expect(await t.chat.applyCard(first.id)).toBe(true);
    expect(await t.chat.applyCard(second.id)).toBe(true);
    // 5 - 3 - 3, clamped at 0 by the rules' bounds: the second hit is not lost.
    expect(t.health(hero.actor)).toBe(0);
  });

  it("apply A, apply B, undo A: B's change stays", async () => {
    await letPlayersUndo();
    t.as(t.bob);
    const a = await t.attack(villain.token, hero.token, ["K", "9", "9", "9", "9", "9", "9", "9", "9", "9"]);
    await t.answerCover(a.id, hero.token, false, t.alice);
    const b = await t.attack(goon.token, hero.token, ["K", "K", "9", "9", "9", "9", "9", "9", "9", "9"]);
    await t.answerCover(b.id, hero.token, false, t.alice);
    await t.chat.applyCard(a.id);
    await t.chat.applyCard(b.id);
    expect(t.health(hero.actor)).toBe(2);
    expect(await t.chat.undoCard(a.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(3);
    expect(await t.chat.undoCard(b.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(5);
  });

  it("undo says what the bounds kept it from reversing, to the requester and the GM", async () => {
    await letPlayersUndo();
    t.as(t.bob);
    const a = await t.attack(villain.token, hero.token, [...GRUNT_HITS_3]);
    await t.answerCover(a.id, hero.token, false, t.alice);
    await t.chat.applyCard(a.id);
    expect(t.health(hero.actor)).toBe(2);
    // The GM heals the Hero by hand to full; undoing the hit cannot add 3 more.
    t.as(t.gm);
    await hero.actor.update({ "system.health.value": 5 });
    t.as(t.bob);
    expect(await t.chat.undoCard(a.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(5);
    const warnings = t.standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message);
    // One for Bob (the requester), one on the GM's client.
    expect(warnings.filter((w) => w.includes("Hero")).length).toBe(2);
  });

  it("the GM and the author applying one card at once: it applies once, and undo restores the figure", async () => {
    t.as(t.bob);
    const card = await t.attack(villain.token, hero.token, [...GRUNT_HITS_3]);
    await t.answerCover(card.id, hero.token, false, t.alice);
    const bobs = t.chat.applyCard(card.id);
    t.as(t.gm);
    const gms = t.chat.applyCard(card.id);
    const results = await Promise.all([bobs, gms]);
    expect(results.filter(Boolean).length).toBe(1);
    expect(t.health(hero.actor)).toBe(2);
    expect(await t.chat.undoCard(card.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(5);
  });

  it("a request delivered twice is performed once", async () => {
    t.as(t.bob);
    const card = await t.attack(villain.token, hero.token, [...GRUNT_HITS_3]);
    await t.answerCover(card.id, hero.token, false, t.alice);
    const pending = t.chat.applyCard(card.id);
    const request = standInSocket.sent.at(-1)!;
    await standInSocket.deliver(request.event, request.args, request.senderId);
    expect(await pending).toBe(true);
    await t.settle();
    expect(t.health(hero.actor)).toBe(2);
  });

  it("a timed-out request says the outcome is unknown and points to the card", async () => {
    t.as(t.bob);
    const card = await t.attack(villain.token, hero.token, [...GRUNT_HITS_3]);
    await t.answerCover(card.id, hero.token, false, t.alice);
    vi.useFakeTimers();
    standInSocket.hold = true;
    const pending = t.chat.applyCard(card.id);
    await vi.advanceTimersByTimeAsync(30_001);
    expect(await pending).toBe(false);
    const warning = t.standIn.notifications.at(-1)?.message ?? "";
    expect(warning).toContain("may still");
    expect(warning).toContain("card");
    standInSocket.hold = false;
  });

  it("a GM leaving mid-request fails the request at once, saying the outcome is unknown", async () => {
    t.as(t.bob);
    const card = await t.attack(villain.token, hero.token, [...GRUNT_HITS_3]);
    await t.answerCover(card.id, hero.token, false, t.alice);
    standInSocket.hold = true;
    const pending = t.chat.applyCard(card.id);
    setUserActive(t.gm, false);
    expect(await pending).toBe(false);
    expect(t.standIn.notifications.at(-1)?.message).toContain("left");
    standInSocket.hold = false;
  });

  it("a GM connecting mid-request: the old GM says it is no longer the active GM and the new one answers", async () => {
    t.as(t.bob);
    const card = await t.attack(villain.token, hero.token, [...GRUNT_HITS_3]);
    await t.answerCover(card.id, hero.token, false, t.alice);
    // The GM's client answered the roll request; from here on only the apply's answers count.
    const sentBefore = standInSocket.sent.length;
    standInSocket.hold = true;
    const pending = t.chat.applyCard(card.id);
    // A GM whose id sorts first becomes the active GM while the request is in flight.
    const newGm = createUser("Second GM", { isGM: true, id: "gm0000000000000" });
    setUserActive(newGm, true);
    standInSocket.hold = false;
    await standInSocket.release();
    expect(await pending).toBe(true);
    expect(t.health(hero.actor)).toBe(2);
    const answeredBy = standInSocket.sent.slice(sentBefore).filter((m) => (m.args[0] as { kind?: string }).kind === "response").map((m) => m.senderId);
    expect(answeredBy).toEqual([t.gm.id, newGm.id]);
  });
});
