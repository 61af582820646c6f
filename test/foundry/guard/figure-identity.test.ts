import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { asUser } from "../boot-world";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";
import { guardReports, setGameStateLevel, settleGuard, type Level } from "./reports";
import { setWorldPermission, USER_ROLES } from "../../foundry-stand-in/parts/documents";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/**
 * The figure is its build during a game: a hostile owner adds an active effect that raises a stat
 * (core applies its changes on every client when the actor is prepared) or changes the actor's type
 * (core allows it with the system replaced whole). Neither is a card; both are judged like a write
 * of the build.
 */
describe("a figure's effects and type during a game", () => {
  let t: AmWorld;
  let hero: Figure;
  let villain: Figure;

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 4 }, GRUNT);
  });
  afterEach(() => removeStandIn());

  async function startGame(): Promise<void> {
    const combat = await t.combat([hero.token, villain.token]);
    await asUser(t.gm, () => combat.startCombat());
    await t.settle();
  }
  const level = (value: Level) => setGameStateLevel(t, "angry-miniatures", value);
  const settle = () => settleGuard(t);
  const body = () => (hero.actor.system as unknown as { body: number }).body;
  const RAGE = { name: "Rage", changes: [{ key: "system.body", mode: 2, value: "3" }] };

  describe("an active effect raising a stat", () => {
    it("stand-in: the effect's change reaches the prepared figure, as core applies it", async () => {
      t.as(t.alice);
      await hero.actor.createEmbeddedDocuments("ActiveEffect", [RAGE]);
      expect(body()).toBe(7);
      expect((hero.actor._source.system as { body: number }).body).toBe(4);
    });

    it("enforce: the owner's new effect is deleted and the GMs and the player are told", async () => {
      await startGame();
      await level("enforce");
      t.as(t.alice);
      await hero.actor.createEmbeddedDocuments("ActiveEffect", [RAGE]);
      await settle();
      expect(hero.actor.effects.size).toBe(0);
      expect(body()).toBe(4);
      const report = guardReports().at(-1);
      expect(report?.text).toContain("Alice changed the active effects of Hero from none to Rage (system.body 3)");
      expect(report?.text).toContain("The change was put back.");
      expect(report?.whisper.sort()).toEqual([t.gm.id, t.alice.id].sort());
    });

    it("enforce: an effect the GM made, given changes by the owner, is disabled", async () => {
      t.as(t.gm);
      const [effect] = await hero.actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Blessing", changes: [] }]);
      await startGame();
      await level("enforce");
      t.as(t.alice);
      await effect!.update({ changes: RAGE.changes });
      await settle();
      expect(hero.actor.effects.get(effect!.id)?.disabled).toBe(true);
      expect(body()).toBe(4);
    });

    it("warn: the effect stays and only the GMs are told; outside a game, or a GM's, nothing is said", async () => {
      t.as(t.alice);
      await hero.actor.createEmbeddedDocuments("ActiveEffect", [RAGE]);
      await settle();
      expect(guardReports()).toEqual([]);
      await startGame();
      await level("warn");
      t.as(t.gm);
      await villain.actor.createEmbeddedDocuments("ActiveEffect", [RAGE]);
      await settle();
      expect(guardReports()).toEqual([]);
      t.as(t.alice);
      await hero.actor.createEmbeddedDocuments("ActiveEffect", [{ ...RAGE, name: "Fury" }]);
      await settle();
      expect(hero.actor.effects.size).toBe(2);
      expect(guardReports().at(-1)?.whisper).toEqual([t.gm.id]);
      expect(guardReports().at(-1)?.text).toContain("The change was kept");
    });
  });

  describe("a change of the actor's type", () => {
    const KF_SYSTEM = { speed: 9, combat: 9, defence: 9, cls: "fighter" };
    const retype = () => hero.actor.update({ type: "knight-fight-figure", system: KF_SYSTEM }, { recursive: false, diff: false });

    it("stand-in: core refuses a type change that does not replace the system whole", async () => {
      t.as(t.alice);
      await expect(hero.actor.update({ type: "knight-fight-figure" })).rejects.toThrow(/type of a Document can be changed only if/);
    });

    it("enforce: put back to its type and its build as last accepted; the tracker keeps its ruleset", async () => {
      await startGame();
      await level("enforce");
      t.as(t.alice);
      await retype();
      await settle();
      expect(hero.actor.type).toBe("angry-miniatures-figure");
      expect(hero.actor._source.system).toMatchObject({ mind: 2, body: 4, spirit: 3 });
      expect(guardReports().at(-1)?.text).toContain("Alice changed the kind (actor type) of Hero from angry-miniatures-figure to knight-fight-figure");
      const combat = game.combats!.contents[0]!;
      const { activationConfigOf } = await import("../../../src/foundry/combat/combat-document");
      expect(activationConfigOf(combat as never)?.ruleset).toBe("angry-miniatures");
    });

    it("warn: kept and told to the GMs, and the running combat stays an Angry Miniatures game", async () => {
      await startGame();
      await level("warn");
      t.as(t.alice);
      await retype();
      await settle();
      expect(hero.actor.type).toBe("knight-fight-figure");
      expect(guardReports().at(-1)?.whisper).toEqual([t.gm.id]);
      const { activationConfigOf } = await import("../../../src/foundry/combat/combat-document");
      expect(activationConfigOf(game.combats!.contents[0]! as never)?.ruleset).toBe("angry-miniatures");
    });
  });

  describe("a token placed on the scene of a running game (Create Tokens granted)", () => {
    async function placeCopy(): Promise<StandInSceneToken> {
      setWorldPermission("TOKEN_CREATE", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);
      t.as(t.alice);
      const { x, y } = t.scene.grid.getTopLeftPoint({ i: 2, j: 3 });
      const [copy] = await t.scene.createEmbeddedDocuments("Token", [{ name: "Hero (copy)", actorId: hero.actor.id, actorLink: false, x, y, disposition: 1 }]);
      await settle();
      return copy as unknown as StandInSceneToken;
    }

    it("enforce: the copy is removed, and the GMs and the player are told", async () => {
      await startGame();
      await level("enforce");
      const copy = await placeCopy();
      expect(t.scene.tokens.get(copy.id)).toBeUndefined();
      const report = guardReports().at(-1);
      expect(report?.text).toContain("Alice placed a token of Hero (copy) on the scene of a running game");
      expect(report?.whisper.sort()).toEqual([t.gm.id, t.alice.id].sort());
    });

    it("warn: the copy stays and the GMs are told, but it cannot act: it is in no activation of the game", async () => {
      await startGame();
      await level("warn");
      const copy = await placeCopy();
      expect(t.scene.tokens.get(copy.id)).toBeDefined();
      expect(guardReports().at(-1)?.whisper).toEqual([t.gm.id]);
      t.as(t.alice);
      await expect(t.attack(copy as never, villain.token, ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"])).rejects.toMatchObject({ code: "Card.NotActivating" });
      expect(t.health(villain.actor)).toBe(5);
    });

    it("outside a game a player places tokens freely", async () => {
      const copy = await placeCopy();
      expect(t.scene.tokens.get(copy.id)).toBeDefined();
      expect(guardReports()).toEqual([]);
    });
  });

  describe("a fighting figure's token shows its side", () => {
    beforeEach(async () => {
      await startGame();
      await settle();
    });

    it("enforce: the owner turning the token to the other side (disposition) is put back, and told", async () => {
      await level("enforce");
      t.as(t.alice);
      await hero.token.update({ disposition: -1 });
      await settle();
      expect(hero.token.disposition).toBe(1);
      expect(guardReports().at(-1)?.text).toContain("Alice changed the disposition (its side on the table) of Hero from friendly to hostile");
    });

    it("enforce: the owner recolouring the ring is put back", async () => {
      await level("enforce");
      const ring = structuredClone(hero.token._source.ring ?? null);
      t.as(t.alice);
      await hero.token.update({ ring: { enabled: true, colors: { ring: "#ff0000", background: "#00ff00" } } });
      await settle();
      expect(hero.token._source.ring ?? null).toEqual(ring);
      expect(guardReports().at(-1)?.text).toContain("the token ring (its side's colours)");
    });

    it("warn: kept and told to the GMs; a GM's change is the new record", async () => {
      await level("warn");
      t.as(t.alice);
      await hero.token.update({ disposition: -1 });
      await settle();
      expect(hero.token.disposition).toBe(-1);
      expect(guardReports().at(-1)?.whisper).toEqual([t.gm.id]);
      await level("enforce");
      t.as(t.gm);
      await hero.token.update({ disposition: 0 });
      await settle();
      t.as(t.alice);
      await hero.token.update({ disposition: 1 });
      await settle();
      expect(hero.token.disposition).toBe(0);
    });
  });
});
