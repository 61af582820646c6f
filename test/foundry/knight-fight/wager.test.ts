import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { kfWorld, type KfWorld } from "./world";
import { plain, type ShelfWarsCombatView } from "../world";
import { letPlayersUndo } from "../chat/player-undo";
import { bounceTurn } from "../combat/world";

// The dialog is an ApplicationV2 the stand-in does not render; its opening is what is checked.
vi.mock("../../../src/foundry/knight-fight/play/wager-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../src/foundry/knight-fight/play/wager-dialog")>()),
  openWagerDialog: vi.fn(async () => undefined),
}));

describe("Knight Fight: the wager", () => {
  let t: KfWorld;
  let ash: { actor: StandInModelActor; token: StandInSceneToken };
  let cedar: { actor: StandInModelActor; token: StandInSceneToken };
  let reds: StandInModelActor;
  let combat: ShelfWarsCombatView;
  let wager: typeof import("../../../src/foundry/knight-fight/play/wager");
  let dialog: typeof import("../../../src/foundry/knight-fight/play/wager-dialog");

  beforeEach(async () => {
    t = await kfWorld();
    const a = await t.figure("Ash", t.alice, { speed: 5 });
    const c = await t.figure("Cedar", t.bob, { speed: 3 });
    ash = { actor: a, token: t.place(a, { i: 1, j: 1 }) };
    cedar = { actor: c, token: t.place(c, { i: 3, j: 4 }) };
    reds = await t.force("Reds", t.alice, [a]);
    await t.force("Blues", t.bob, [c]);
    combat = await t.combat([ash.token, cedar.token]);
    await combat.startCombat();
    wager = await import("../../../src/foundry/knight-fight/play/wager");
    dialog = await import("../../../src/foundry/knight-fight/play/wager-dialog");
  });
  afterEach(() => removeStandIn());

  const id = (actor: StandInModelActor): string => combat.combatants.contents.find((c) => c.actorId === actor.id)?.id ?? "";
  async function activate(actor: StandInModelActor): Promise<void> {
    await combat.activateCombatant(id(actor));
    await t.settle();
  }

  it("opens the wager dialog for the figure's player when its activation starts, not for others", async () => {
    const open = vi.mocked(dialog.openWagerDialog);
    open.mockClear();
    await activate(ash.actor);
    // updateCombat runs on every client: only Alice's opens it (the GM's does not: Alice plays Ash).
    expect(open).toHaveBeenCalledTimes(1);
    const { wagersFor } = await import("../../../src/foundry/knight-fight/play/activation-hooks");
    const users = [t.gm, t.alice, t.bob] as never[];
    expect(wagersFor(ash.actor as never, t.alice as never, users)).toBe(true);
    expect(wagersFor(ash.actor as never, t.bob as never, users)).toBe(false);
    expect(wagersFor(ash.actor as never, t.gm as never, users)).toBe(false);
    t.alice.active = false;
    expect(wagersFor(ash.actor as never, t.gm as never, users)).toBe(true);
  });

  it("rolls the dice taken, keeps min(D, N) when the declaration is met, and gives the figure its action points", async () => {
    await activate(ash.actor);
    t.as(t.alice);
    t.dice(6, 3, 2, 5);
    const message = (await wager.rollWager(ash.actor as never, { take: 4, declare: 3 })) as unknown as StandInChatMessage;
    await t.settle();
    const text = plain(message.content);
    expect(text).toContain("Ash wagers");
    expect(text).toContain("4 dice taken from the pool, 3 declared.");
    expect(text).toContain("3 action points");
    expect(text).toContain("Declaration met: 3 dice back to the pool, 1 lost.");
    expect(text).toContain("Reds: pool 30 → 29");
    expect(message.content.match(/sw-die is-hit/g)).toHaveLength(3);
    expect((message._source.rolls as string[]).length).toBe(1);
    expect(t.chat.cardState(message.id)).toBe("applied");
    expect(t.pool(reds)).toBe(29);
    expect(t.system(ash.actor)).toMatchObject({ actionPoints: 3, wagered: 1 });
  });

  it("loses every die taken when the declaration is not met; no action points end the activation at once", async () => {
    await activate(ash.actor);
    t.as(t.alice);
    t.dice(1, 2);
    const message = (await wager.rollWager(ash.actor as never, { take: 2, declare: 1 })) as unknown as StandInChatMessage;
    await t.settle();
    expect(plain(message.content)).toContain("Declaration not met: 0 dice back to the pool, 2 lost.");
    expect(plain(message.content)).toContain("No action points: the activation ends.");
    expect(t.pool(reds)).toBe(28);
    expect(combat.activationState?.active).toBeNull();
    // The end of the activation took the wager mark away again (no danger, so no roll).
    expect(t.system(ash.actor)).toMatchObject({ actionPoints: 0, wagered: 0 });
  });

  it("a player moving the combat's turn away and back mid-activation resets nothing and opens no second wager", async () => {
    const open = vi.mocked(dialog.openWagerDialog);
    await activate(ash.actor);
    t.as(t.alice);
    t.dice(6, 6, 6);
    await wager.rollWager(ash.actor as never, { take: 3, declare: 2 });
    await t.settle();
    t.as(t.gm);
    expect(t.system(ash.actor)).toMatchObject({ actionPoints: 3, wagered: 1 });
    open.mockClear();
    const cardsNow = () => t.messages().filter((m) => (m as unknown as { flags: Record<string, Record<string, unknown> | undefined> }).flags["shelf-wars"]?.card !== undefined);
    const cards = cardsNow().length;
    const ashTurn = combat.turns.findIndex((c) => c.id === id(ash.actor));
    // Bob (who plays Cedar) bounces the turn pointer, as core lets any player.
    await bounceTurn(t, t.bob, combat, [null, ashTurn, null, ashTurn]);
    await t.settle();
    expect(t.system(ash.actor)).toMatchObject({ actionPoints: 3, wagered: 1 });
    // No card: the GMs are only told of the moves (the game state check is at warn).
    expect(cardsNow()).toHaveLength(cards);
    expect(t.messages().slice(-1)[0]?.content).toContain("Bob changed the turn of the combat");
    expect(open).not.toHaveBeenCalled();
    expect(combat.activationState?.active).toBe(id(ash.actor));
  });

  it("undo gives the dice back and takes the points and the wager mark away", async () => {
    await letPlayersUndo();
    await activate(ash.actor);
    t.as(t.alice);
    t.dice(6, 6, 6);
    const message = (await wager.rollWager(ash.actor as never, { take: 3, declare: 2 })) as unknown as StandInChatMessage;
    await t.settle();
    expect([t.pool(reds), t.system(ash.actor).actionPoints]).toEqual([29, 3]);
    expect(await t.chat.undoCard(message.id)).toBe(true);
    expect(t.pool(reds)).toBe(30);
    expect(t.system(ash.actor)).toMatchObject({ actionPoints: 0, wagered: 0 });
  });

  it("refuses, naming the rule, before rolling: more dice than the pool, a declaration of 7, a second wager, a figure not activating", async () => {
    await reds.update({ system: { pool: 2 } });
    t.as(t.alice);
    expect(await wager.rollWager(ash.actor as never, { take: 1, declare: 1 })).toBeNull();
    expect(t.lastWarning()).toBe("Knight Fight: Knight Fight card: Ash is not activating.");
    t.as(t.gm);
    await activate(ash.actor);
    t.as(t.alice);
    expect(await wager.rollWager(ash.actor as never, { take: 3, declare: 1 })).toBeNull();
    expect(t.lastWarning()).toBe("Knight Fight: Take 1 to 6 dice for the wager, and no more than the pool holds: at most 2 now.");
    expect(await wager.rollWager(ash.actor as never, { take: 1, declare: 7 })).toBeNull();
    expect(t.lastWarning()).toBe("Knight Fight: Declare a number from 1 to 6 (got 7).");
    t.dice(4, 4);
    expect(await wager.rollWager(ash.actor as never, { take: 2, declare: 2 })).not.toBeNull();
    await t.settle();
    expect(await wager.rollWager(ash.actor as never, { take: 1, declare: 1 })).toBeNull();
    expect(t.lastWarning()).toBe("Knight Fight: Knight Fight card: Ash has already wagered in this activation.");
    expect(t.messages().filter((m) => m.getFlag("shelf-wars", "card"))).toHaveLength(1);
  });

  it("clears what an earlier activation left (points, wager mark) when the figure activates again", async () => {
    await ash.actor.update({ system: { actionPoints: 2, wagered: 1 } });
    await activate(ash.actor);
    const reset = t.messages().find((m) => m.content.includes("starts an activation afresh"));
    expect(reset && t.chat.cardState(reset.id)).toBe("applied");
    expect(t.system(ash.actor)).toMatchObject({ actionPoints: 0, wagered: 0 });
  });

  describe("a hostile player", () => {
    it("cannot clear their figure's points with a copy of the GM's reset card, nor undo one", async () => {
      await ash.actor.update({ system: { actionPoints: 2, wagered: 1 } });
      await activate(ash.actor);
      const reset = t.messages().find((m) => m.content.includes("starts an activation afresh"))!;
      t.as(t.alice);
      expect(await t.chat.undoCard(reset.id)).toBe(false);
      const copy = await StandInChatMessage.create({ content: "", flags: { "shelf-wars": { card: reset.getFlag("shelf-wars", "card") } } });
      expect(await t.chat.applyCard(copy.id)).toBe(false);
      expect(t.lastWarning()).toMatch(/only the GM's client posts/);
    });

    it("cannot wager from another player's force: the card is refused and the pool untouched", async () => {
      await activate(ash.actor);
      t.as(t.bob);
      t.dice(6, 6, 6, 6, 6, 6);
      await wager.rollWager(ash.actor as never, { take: 6, declare: 6 });
      await t.settle();
      expect(t.pool(reds)).toBe(30);
      expect(t.system(ash.actor).actionPoints).toBe(0);
      expect(t.lastWarning()).toMatch(/owner/i);
    });

    it("cannot claim more points than the dice scored, or post a wager with dice of another roll", async () => {
      await activate(ash.actor);
      t.as(t.alice);
      t.dice(1, 1, 1);
      const message = (await wager.rollWager(ash.actor as never, { take: 3, declare: 3 })) as unknown as StandInChatMessage;
      await t.settle();
      // The zero-point wager ended the activation; a forged copy claiming 6 points is refused.
      const card = message.getFlag("shelf-wars", "card") as { inputs: Record<string, unknown>; claim: { changes: unknown[] } };
      t.as(t.gm);
      await activate(ash.actor);
      t.as(t.alice);
      const forged = await StandInChatMessage.create({
        content: "",
        rolls: message._source.rolls as string[],
        flags: { "shelf-wars": { card: { ...card, claim: { ...card.claim, changes: [{ uuid: ash.actor.uuid, path: "system.actionPoints", delta: 6 }, { uuid: ash.actor.uuid, path: "system.wagered", delta: 1 }] } } } },
      });
      expect(await t.chat.applyCard(forged.id)).toBe(false);
      expect(t.system(ash.actor).actionPoints).toBe(0);
      const noDice = await StandInChatMessage.create({ content: "", rolls: [], flags: { "shelf-wars": { card } } });
      expect(await t.chat.applyCard(noDice.id)).toBe(false);
      expect(t.lastWarning()).toMatch(/dice/i);
    });
  });
});
