import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";

/** A Grunt's 6 attack dice (one King: one hit) then a Brawler's 4 defence dice (none). */
const ONE_HIT = ["K", "9", "9", "9", "9", "9", "9", "9", "9", "9"] as const;

/**
 * A GM client that stops between writing the figure and writing the card's record: the record's
 * write never lands, and neither does the rollback a living client would run (its writes are
 * vetoed here, as a closed client writes nothing). What is left is what a dead client leaves.
 */
async function dieBeforeTheRecord(t: AmWorld, messageId: string): Promise<void> {
  const ledger = await import("../../../src/foundry/chat/ledger");
  const record = vi.spyOn(ledger, "writeLedger").mockRejectedValueOnce(new Error("the GM's client closed"));
  let written = false;
  const veto = Hooks.on("preUpdateActor", () => {
    if (!written) {
      written = true;
      return true;
    }
    return false;
  });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  await t.chat.applyCard(messageId);
  Hooks.off("preUpdateActor", veto);
  record.mockRestore();
}

describe("a card applies once, even when the GM's client stops half way", () => {
  let t: AmWorld;
  let hero: { actor: StandInModelActor; token: StandInSceneToken };
  let villain: { actor: StandInModelActor; token: StandInSceneToken };

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    removeStandIn();
  });

  it("a GM client dying between the figure's write and the card's record: the next GM's apply recognises it (Health 5 -> 4, not 3)", async () => {
    t.as(t.bob);
    const card = await t.attack(villain.token, hero.token, [...ONE_HIT]);
    t.as(t.gm);
    await dieBeforeTheRecord(t, card.id);
    expect(t.health(hero.actor)).toBe(4);
    expect(t.chat.cardState(card.id)).toBe("pending");
    // The next GM (or the same one after a reload) applies the pending card again.
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(4);
    expect(t.chat.cardState(card.id)).toBe("applied");
    // The record holds what landed, so undo gives back exactly the one point.
    expect(await t.chat.undoCard(card.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(5);
  });

  it("a card applied in part when the GM's client stopped, then deleted by its author, is completed from the deleted card and recorded", async () => {
    t.as(t.bob);
    const card = await t.attack(villain.token, hero.token, [...ONE_HIT]);
    t.as(t.gm);
    await dieBeforeTheRecord(t, card.id);
    expect(t.health(hero.actor)).toBe(4);
    const ledger = await import("../../../src/foundry/chat/ledger");
    // The card's author (here the GM's client, which posted it) deletes it.
    await (game.messages!.get(card.id) as unknown as { delete(): Promise<unknown> }).delete();
    for (let k = 0; k < 40 && ledger.recordOf(card.id)?.state !== "deleted"; k += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ledger.recordOf(card.id)).toMatchObject({ state: "deleted", entry: { state: "applied", applied: [{ uuid: hero.actor.uuid, path: "system.health.value", delta: -1 }] }, deleted: { was: "applied" } });
    // Written once: the trace was recognised, not added to again.
    expect(t.health(hero.actor)).toBe(4);
  });

  it("an apply rolled back because its record was refused leaves no trace: the next apply writes again", async () => {
    t.as(t.bob);
    const card = await t.attack(villain.token, hero.token, [...ONE_HIT]);
    t.as(t.gm);
    const ledger = await import("../../../src/foundry/chat/ledger");
    const record = vi.spyOn(ledger, "writeLedger").mockRejectedValueOnce(new Error("refused"));
    expect(await t.chat.applyCard(card.id)).toBe(false);
    record.mockRestore();
    expect(t.health(hero.actor)).toBe(5);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(4);
  });

  it("a trace for other fields than the card changes is not taken as the card's write", async () => {
    t.as(t.bob);
    const card = await t.attack(villain.token, hero.token, [...ONE_HIT]);
    t.as(t.gm);
    await hero.actor.update({ "flags.shelf-wars.cardWrites": [{ card: card.id, applied: [{ uuid: hero.actor.uuid, path: "system.mind", delta: 0, name: "Hero" }] }] });
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(4);
  });
});

describe("modifiers from the table: charging", () => {
  let t: AmWorld;
  let hero: { actor: StandInModelActor; token: StandInSceneToken };
  let villain: { actor: StandInModelActor; token: StandInSceneToken };

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
  });
  afterEach(() => removeStandIn());

  it("an attacker who has not moved this activation claims the charging die: refused, naming the rule", async () => {
    const faces = ["K", "K", "9", "9", "9", "9", "9", "9", "9", "9", "9"] as const;
    t.as(t.bob);
    await expect(t.attack(villain.token, hero.token, [...faces], { charging: true })).rejects.toMatchObject({ code: "AmPlay.Card.NotCharging" });
    // The token's movement history is its owner's to write: a history showing a move is no evidence.
    await villain.token.update({ _movementHistory: [{ x: 300, y: 200 }, { x: 300, y: 300 }] });
    await expect(t.attack(villain.token, hero.token, [...faces], { charging: true })).rejects.toMatchObject({ code: "AmPlay.Card.NotCharging" });
    expect(t.health(hero.actor)).toBe(5);
  });
  // An attacker the GM's client saw move in its activation charges: angry-miniatures/play/gm-move-check.test.ts.
});
