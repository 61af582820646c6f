import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import { kfWorld, type KfWorld } from "./world";
import { letPlayersUndo } from "../chat/player-undo";

describe("Knight Fight: the pool adjusted by hand", () => {
  let t: KfWorld;
  let reds: StandInModelActor;
  let blues: StandInModelActor;
  let adjust: typeof import("../../../src/foundry/knight-fight/play/pool-adjust");

  beforeEach(async () => {
    t = await kfWorld();
    reds = await t.force("Reds", t.alice, []);
    blues = await t.force("Blues", t.bob, []);
    adjust = await import("../../../src/foundry/knight-fight/play/pool-adjust");
  });
  afterEach(() => removeStandIn());

  it("posts a card the GM's client applies at once, showing the pool before and after; undo takes it back", async () => {
    await letPlayersUndo();
    t.as(t.alice);
    const message = (await adjust.postPoolAdjust(reds as never, -4)) as unknown as StandInChatMessage;
    await t.settle();
    expect(t.pool(reds)).toBe(26);
    expect(message.content).toContain("Reds: pool adjusted by hand");
    expect(message.content).toContain("dice: 30 → 26");
    expect(t.chat.cardState(message.id)).toBe("applied");
    expect(await t.chat.undoCard(message.id)).toBe(true);
    expect(t.pool(reds)).toBe(30);
  });

  it("never takes the pool below 0 (the writer clamps), and undo gives back only what was taken", async () => {
    await letPlayersUndo();
    t.as(t.alice);
    const message = (await adjust.postPoolAdjust(reds as never, -50)) as unknown as StandInChatMessage;
    await t.settle();
    expect(t.pool(reds)).toBe(0);
    await t.chat.undoCard(message.id);
    expect(t.pool(reds)).toBe(30);
  });

  describe("during a game (a force's pool is game state)", () => {
    async function startGame(): Promise<void> {
      const ash = await t.figure("Ser Ash", t.alice);
      const brute = await t.figure("Brute", t.bob);
      await reds.update({ "system.members": [ash.uuid] });
      await blues.update({ "system.members": [brute.uuid] });
      const combat = await t.combat([t.place(ash, { i: 2, j: 2 }), t.place(brute, { i: 2, j: 3 })]);
      await combat.startCombat();
      await t.settle();
    }
    const level = (value: "off" | "warn" | "enforce") => t.standIn.settings.set("shelf-wars", "knight-fight.automation.gameState", value);

    it("enforce: the owner's by-hand card adding dice is refused; the pool stays", async () => {
      await startGame();
      await level("enforce");
      const pool = t.pool(reds);
      t.as(t.alice);
      await adjust.postPoolAdjust(reds as never, 20);
      await t.settle();
      t.as(t.gm);
      expect(t.pool(reds)).toBe(pool);
      expect(t.lastWarning()).toContain("only a GM adjusts Reds's pool by hand");
    });

    it("warn: the owner's card lands and the GMs are told; a GM's own adjustment is the GM's to make", async () => {
      await startGame();
      await level("warn");
      const pool = t.pool(reds);
      t.as(t.alice);
      await adjust.postPoolAdjust(reds as never, 2);
      await t.settle();
      t.as(t.gm);
      expect(t.pool(reds)).toBe(pool + 2);
      expect(t.messages().some((m) => m.content.includes(`Alice changed the dice pool of Reds from ${pool} to ${pool + 2}`))).toBe(true);
      await level("enforce");
      await adjust.postPoolAdjust(reds as never, -1);
      await t.settle();
      expect(t.pool(reds)).toBe(pool + 1);
    });
  });

  describe("a hostile player", () => {
    it("cannot adjust another player's pool: the card is refused, the pool untouched", async () => {
      t.as(t.bob);
      await adjust.postPoolAdjust(reds as never, -20);
      await t.settle();
      expect(t.pool(reds)).toBe(30);
      expect(t.lastWarning()).toMatch(/owner/i);
    });

    it("cannot edit the claim of their own card to take the opponent's dice", async () => {
      t.as(t.bob);
      const message = (await adjust.postPoolAdjust(blues as never, 1)) as unknown as StandInChatMessage;
      await t.settle();
      await t.chat.undoCard(message.id);
      const card = message.getFlag("shelf-wars", "card") as { claim: Record<string, unknown> };
      await message.setFlag("shelf-wars", "card", { ...card, claim: { ...card.claim, changes: [{ uuid: reds.uuid, path: "system.pool", delta: -30 }] } });
      const forged = await StandInChatMessage.create({ content: "", flags: { "shelf-wars": { card: message.getFlag("shelf-wars", "card") } } });
      expect(await t.chat.applyCard(forged.id)).toBe(false);
      expect(t.pool(reds)).toBe(30);
      expect(t.lastWarning()).toContain("does not follow");
    });

    it("cannot forge inputs naming no real change: 0 dice, a fraction, a non-force actor", async () => {
      t.as(t.bob);
      const figure = await t.figure("Bob's knight", t.bob);
      for (const inputs of [
        { forceUuid: blues.uuid, delta: 0 },
        { forceUuid: blues.uuid, delta: 1.5 },
        { forceUuid: figure.uuid, delta: 3 },
      ]) {
        const forged = await StandInChatMessage.create({
          content: "",
          flags: { "shelf-wars": { card: { ruleset: "knight-fight", kind: "pool-adjust", inputs, claim: { actingUuid: inputs.forceUuid, changes: [{ uuid: inputs.forceUuid, path: "system.pool", delta: 3 }], followUps: [] } } } },
        });
        expect(await t.chat.applyCard(forged.id)).toBe(false);
      }
      expect(t.pool(blues)).toBe(30);
      expect(t.system(figure).danger).toEqual({ value: 0 });
    });
  });
});
