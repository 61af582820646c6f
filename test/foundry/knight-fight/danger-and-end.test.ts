import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { kfWorld, type KfWorld } from "./world";
import { plain, type ShelfWarsCombatView } from "../world";

vi.mock("../../../src/foundry/knight-fight/play/wager-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../src/foundry/knight-fight/play/wager-dialog")>()),
  openWagerDialog: vi.fn(async () => undefined),
}));

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

describe("Knight Fight: the end of an activation, kills, and the end of the game", () => {
  let t: KfWorld;
  let ash: Figure;
  let birch: Figure;
  let brute: Figure;
  let reds: StandInModelActor;
  let blues: StandInModelActor;
  let combat: ShelfWarsCombatView;

  beforeEach(async () => {
    t = await kfWorld();
    const make = async (name: string, owner: typeof t.alice, stats: Record<string, unknown>, at: { i: number; j: number }): Promise<Figure> => {
      const actor = await t.figure(name, owner, stats);
      return { actor, token: t.place(actor, at) };
    };
    ash = await make("Ser Ash", t.alice, { speed: 5, combat: 5, defence: 4 }, { i: 2, j: 2 });
    birch = await make("Birch", t.alice, { speed: 4, combat: 3, defence: 3 }, { i: 0, j: 0 });
    brute = await make("Brute", t.bob, { speed: 2, combat: 4, defence: 4 }, { i: 2, j: 3 });
    reds = await t.force("Reds", t.alice, [ash.actor, birch.actor]);
    blues = await t.force("Blues", t.bob, [brute.actor]);
    combat = await t.combat([ash, birch, brute].map((f) => f.token));
    await combat.startCombat();
  });
  afterEach(() => removeStandIn());

  const combatantId = (f: Figure): string => combat.combatants.contents.find((c) => c.actorId === f.actor.id)?.id ?? "";
  const cardsOf = (kind: string) => t.messages().filter((m) => (m.getFlag("shelf-wars", "card") as { kind?: string } | undefined)?.kind === kind);
  const gameEnds = () => t.messages().filter((m) => m.getFlag("shelf-wars", "gameEnd") !== undefined);
  async function ready(f: Figure, points: number, danger: number): Promise<void> {
    t.as(t.gm);
    await combat.activateCombatant(combatantId(f));
    await t.settle();
    await f.actor.update({ system: { actionPoints: points, wagered: 1, danger: { value: danger } } });
  }
  async function end(...dice: number[]): Promise<void> {
    t.as(t.gm);
    t.dice(...dice);
    await combat.endActivation();
    await t.settle();
  }

  it("with danger, a d6 above the tokens: the figure survives and the tokens go; unspent points are lost", async () => {
    await ready(ash, 2, 2);
    await end(5);
    const [card] = cardsOf("activation-end");
    const text = plain(card!.content);
    expect(text).toContain("Ser Ash's activation ends");
    expect(text).toContain("2 action points left unspent are lost.");
    expect(text).toContain("Danger check: rolled 5 against 2 danger tokens.");
    expect(text).toContain("Ser Ash survives; its danger tokens are removed.");
    expect(t.system(ash.actor)).toMatchObject({ danger: { value: 0 }, actionPoints: 0, wagered: 0, killed: 0 });
    expect((card!._source.rolls as string[]).length).toBe(1);
  });

  it("a d6 at most the tokens kills: marked killed and defeated (token and tracker), a further d6 off the pool; undo brings it back", async () => {
    await ready(ash, 1, 3);
    await end(3, 4);
    const [card] = cardsOf("activation-end");
    expect(plain(card!.content)).toContain("Ser Ash is killed and removed from play.");
    expect(plain(card!.content)).toContain("Reds loses a further 4 dice: pool 30 → 26.");
    expect(t.system(ash.actor).killed).toBe(1);
    expect(t.pool(reds)).toBe(26);
    expect(ash.actor.statuses.has("dead")).toBe(true);
    const { readDefeated } = await import("../../../src/foundry/shared/combat-flags");
    expect(readDefeated(combat).has(combatantId(ash))).toBe(true);
    expect(combat.combatants.get(combatantId(ash))?.defeated).toBe(true);
    // The GM undoes the kill: the figure is back in play.
    expect(await t.chat.undoCard(card!.id)).toBe(true);
    await t.settle();
    expect([t.system(ash.actor).killed, t.pool(reds)]).toEqual([0, 30]);
    expect(ash.actor.statuses.has("dead")).toBe(false);
    expect(readDefeated(combat).has(combatantId(ash))).toBe(false);
  });

  it("posts nothing at the end of an activation that leaves nothing to clear and no danger", async () => {
    t.as(t.gm);
    await combat.activateCombatant(combatantId(birch));
    await t.settle();
    await combat.endActivation();
    await t.settle();
    expect(cardsOf("activation-end")).toEqual([]);
  });

  it("the game ends when a force's pool is empty: a message names the winner and the reason", async () => {
    await blues.update({ system: { pool: 1 } });
    await ready(ash, 2, 0);
    t.as(t.alice);
    t.dice(6);
    const { rollAttack } = await import("../../../src/foundry/knight-fight/play/attack");
    await rollAttack(t.scene as never, ash.token.id, brute.token.id);
    await t.settle();
    expect(t.pool(blues)).toBe(0);
    const [ended] = gameEnds();
    expect(plain(ended!.content)).toContain("Winner: Reds");
    expect(plain(ended!.content)).toContain("Blues has no dice left");
    expect(ended!.content).toContain('data-action="kf-end-combat"');
    // Announced once, not again on the next change.
    await reds.update({ system: { pool: 29 } });
    await t.settle();
    expect(gameEnds()).toHaveLength(1);
  });

  it("announces a game end once, across a reload or another GM's client: the Combat records it", async () => {
    await blues.update({ system: { pool: 0 } });
    await t.settle();
    expect(gameEnds()).toHaveLength(1);
    expect(combat.getFlag("shelf-wars", "result")).toBe(JSON.stringify({ kind: "win", winner: reds.uuid, loser: blues.uuid, reasons: ["poolEmpty"] }));
    // A client that loaded afresh (nothing in memory) checks the same combat: nothing more is posted.
    vi.resetModules();
    const fresh = await import("../../../src/foundry/knight-fight/play/game-end");
    t.as(t.gm);
    expect(await fresh.announceGameEnd(combat as never)).toBeNull();
    expect(gameEnds()).toHaveLength(1);
  });

  it("announces the next game end after the last one was taken back (a pool adjusted by hand)", async () => {
    await blues.update({ system: { pool: 0 } });
    await t.settle();
    await blues.update({ system: { pool: 4 } });
    await t.settle();
    expect(combat.getFlag("shelf-wars", "result")).toBeNull();
    expect(gameEnds()).toHaveLength(1);
    await blues.update({ system: { pool: 0 } });
    await t.settle();
    expect(gameEnds()).toHaveLength(2);
  });

  it("the game ends when a force has no figures left; both sides losing at once is a draw", async () => {
    await ready(brute, 1, 6);
    await end(1, 1);
    const [ended] = gameEnds();
    expect(plain(ended!.content)).toContain("Winner: Reds");
    expect(plain(ended!.content)).toContain("Blues has no figures left");
    const { outcomeOfCombat } = await import("../../../src/foundry/knight-fight/play/game-end");
    await reds.update({ system: { pool: 0 } });
    expect(outcomeOfCombat(combat as never)?.outcome).toEqual({ kind: "draw", reason: "bothLost" });
  });

  describe("a hostile player", () => {
    it("cannot undo their figure's death, nor post an end-of-activation card of their own", async () => {
      await ready(ash, 1, 6);
      await end(2, 3);
      const [card] = cardsOf("activation-end");
      t.as(t.alice);
      expect(await t.chat.undoCard(card!.id)).toBe(false);
      expect(t.system(ash.actor).killed).toBe(1);
      const forged = await StandInChatMessage.create({ content: "", rolls: card!._source.rolls as string[], flags: { "shelf-wars": { card: card!.getFlag("shelf-wars", "card") } } });
      expect(await t.chat.applyCard(forged.id)).toBe(false);
      expect(t.lastWarning()).toMatch(/only the GM's client posts/);
    });

    it("cannot clear the combat's record of the announced end to have it posted again", async () => {
      await blues.update({ system: { pool: 0 } });
      await t.settle();
      t.as(t.bob);
      await expect(combat.update({ flags: { "shelf-wars": { result: null } } })).rejects.toThrow(/lacks permission to update Combat/);
      expect(combat.getFlag("shelf-wars", "result")).not.toBeNull();
      t.as(t.gm);
      await reds.update({ system: { pool: 29 } });
      await t.settle();
      expect(gameEnds()).toHaveLength(1);
    });

    it("cannot end the combat from the game-end message, nor make a GM end it with a message of their own", async () => {
      await blues.update({ system: { pool: 0 } });
      await t.settle();
      const [ended] = gameEnds();
      const endCombat = vi.fn(async () => combat);
      (combat as unknown as { endCombat: typeof endCombat }).endCombat = endCombat;
      const { endCombatFrom } = await import("../../../src/foundry/knight-fight/play/game-end");
      t.as(t.bob);
      expect(await endCombatFrom(ended as never)).toBe(false);
      const fake = await StandInChatMessage.create({ content: ended!.content, flags: { "shelf-wars": { gameEnd: { combatId: combat.id } } } });
      t.as(t.gm);
      expect(await endCombatFrom(fake as never)).toBe(false);
      expect(endCombat).not.toHaveBeenCalled();
      expect(await endCombatFrom(ended as never)).toBe(true);
      expect(endCombat).toHaveBeenCalledTimes(1);
    });
  });
});
