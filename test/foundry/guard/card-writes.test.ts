import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { runAsClient } from "../../foundry-stand-in/clients";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";
import { guardReports, setGameStateLevel, settleGuard, type Level } from "./reports";

/** A Grunt's 6 attack dice (one King: one hit) then a Brawler's 4 defence dice (none). */
const ONE_HIT = ["K", "9", "9", "9", "9", "9", "9", "9", "9", "9"] as const;
const TRACE = "flags.shelf-wars.cardWrites";

/**
 * The apply-once trace (`flags.shelf-wars.cardWrites`) and the guard's put-back, against a hostile
 * owner of the figure a card hits: the trace is written only by the GM's client, and a put-back
 * shares the one write line with the cards.
 */
describe("the apply-once trace and the guard's put-back against a hostile owner", () => {
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

  const level = (value: Level) => setGameStateLevel(t, "angry-miniatures", value);
  const settle = () => settleGuard(t);
  async function bobsHit(): Promise<string> {
    t.as(t.bob);
    const card = await t.attack(villain.token, hero.token, [...ONE_HIT]);
    t.as(t.gm);
    return card.id;
  }
  /** Alice's client writes a trace saying the card already landed on Hero (with nothing lost). */
  const forgedTrace = (cardId: string) => ({ [TRACE]: [{ card: cardId, applied: [{ uuid: hero.actor.uuid, path: "system.health.value", delta: 0, name: "Hero" }] }] });
  const trace = (actor: StandInModelActor) => foundry.utils.getProperty(actor.toObject(), TRACE);

  for (const setting of ["warn", "enforce"] as const) {
    it(`${setting}: a trace forged to make the GM think the card already landed is put back, and the card still hits`, async () => {
      const card = await bobsHit();
      await level(setting);
      t.as(t.alice);
      await hero.actor.update(forgedTrace(card));
      await settle();
      t.as(t.gm);
      expect(trace(hero.actor) ?? null).toBeNull();
      const report = guardReports().at(-1);
      expect(report?.text).toContain("Alice wrote the card records trace of Hero: only the GM's client writes it.");
      expect(report?.whisper).toEqual(setting === "enforce" ? expect.arrayContaining([t.gm.id, t.alice.id]) : [t.gm.id]);
      expect(await t.chat.applyCard(card)).toBe(true);
      expect(t.health(hero.actor)).toBe(4);
    });
  }

  it("the GM applying while the forged trace is still on the figure (its put-back not yet landed) does not believe it", async () => {
    const card = await bobsHit();
    await level("enforce");
    const forged = runAsClient(t.alice, () => hero.actor.update(forgedTrace(card)));
    const applied = t.chat.applyCard(card);
    await Promise.all([forged, applied]);
    await settle();
    expect(await applied).toBe(true);
    expect(t.health(hero.actor)).toBe(4);
    expect(t.chat.cardState(card)).toBe("applied");
  });

  it("a trace cleared by the owner after the GM's client died half way: the next apply still recognises it (Health 5 -> 4, not 3)", async () => {
    const card = await bobsHit();
    const ledger = await import("../../../src/foundry/chat/ledger");
    const record = vi.spyOn(ledger, "writeLedger").mockRejectedValueOnce(new Error("the GM's client closed"));
    let written = false;
    const veto = Hooks.on("preUpdateActor", () => {
      if (written) return false;
      written = true;
      return true;
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await t.chat.applyCard(card);
    Hooks.off("preUpdateActor", veto);
    record.mockRestore();
    expect(t.health(hero.actor)).toBe(4);
    await level("warn");
    t.as(t.alice);
    await hero.actor.update({ [TRACE]: [] });
    t.as(t.gm);
    expect(await t.chat.applyCard(card)).toBe(true);
    await settle();
    expect(t.health(hero.actor)).toBe(4);
    // The GM's trace is back until a later apply on Hero, once the card's record is saved, drops it.
    expect((trace(hero.actor) as { card: string }[]).map((write) => write.card)).toEqual([card]);
  });

  it("enforce: the owner's hostile Health write landing while the card's write is on its way ends with the card's value, applied once", async () => {
    await hero.actor.update({ "system.health.value": 3 });
    const card = await bobsHit();
    await level("enforce");
    // Alice's write reaches the server just before the card's (the GM's client read Health 3 and
    // sent 2); the guard's answer to her write is sent after both.
    const send = hero.actor.update.bind(hero.actor);
    let hostile: Promise<unknown> | undefined;
    Object.assign(hero.actor, {
      update(changes: Record<string, unknown>, options?: object) {
        if (!hostile && TRACE in changes) hostile = runAsClient(t.alice, () => send({ "system.health.value": 5 }));
        return send(changes, options);
      },
    });
    expect(await t.chat.applyCard(card)).toBe(true);
    await hostile;
    await settle();
    expect(hostile).toBeDefined();
    expect(t.health(hero.actor)).toBe(2);
    expect(t.chat.cardState(card)).toBe("applied");
    expect(guardReports().some((r) => r.text.includes("Alice changed Health of Hero from 3 to 5"))).toBe(true);
  });
});
