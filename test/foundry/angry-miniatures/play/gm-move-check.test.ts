import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asUser } from "../../boot-world";
import { guardReports } from "../../guard/reports";
import { removeStandIn } from "../../../foundry-stand-in";
import { createCombat, type StandInCombat, type StandInToken } from "../../../foundry-stand-in/parts/combat";
import type { StandInActor, StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { skipOwnMoveChecks } from "../../../foundry-stand-in/parts/token-movement";
import { finishLoading, openTab, runAsClient, setUserActive } from "../../../foundry-stand-in/clients";
import { standInSocket } from "../../../foundry-stand-in/parts/chat";
import { moveReports, movesSettled } from "../../canvas/move-reports";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../world";
import { scriptPoker } from "../../combat/world";
import { standInGeneration } from "../../../foundry-stand-in/generation";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };
type TrackerCombat = StandInCombat & { startCombat(): Promise<unknown>; activateCombatant(id: string): Promise<unknown> };

/**
 * A player's client may skip its own preMoveToken check (it runs only there); the active GM's
 * client judges the move again after it, with the same rules (Speed this activation, terrain,
 * traits, Frost), from its own record of where the token stood and how far it moved this
 * activation, never from the token's movement history, which its owner can write.
 */
describe("Angry Miniatures: moves judged on the GM's client", () => {
  let t: AmWorld;
  let hero: Figure;
  let villain: Figure;
  let combat: TrackerCombat;

  beforeEach(async () => {
    t = await amWorld();
    // Brawler and Grunt: Spirit 3, Fat: Speed 4.
    hero = await t.figure("Hero", t.alice, { i: 0, j: 0 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 0, j: 4 }, GRUNT);
    t.as(t.gm);
    const entries = [hero, villain].map((f) => ({ actor: f.actor as unknown as StandInActor, token: f.token as unknown as StandInToken }));
    combat = (await createCombat(entries, CONFIG.Combat.documentClass as unknown as new () => StandInCombat)) as TrackerCombat;
    scriptPoker("A", "K");
    await combat.startCombat();
    await combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === villain.actor.id)!.id);
    await t.settle();
  });
  afterEach(() => removeStandIn());

  const corner = (i: number, j: number) => t.scene.grid.getTopLeftPoint({ i, j });
  const at = (f: Figure) => ({ x: f.token.x, y: f.token.y });
  const judged = () => movesSettled(() => t.settle());
  async function level(value: string): Promise<void> {
    const local = game.user;
    t.as(t.gm);
    await game.settings!.set("shelf-wars" as never, "angry-miniatures.automation.movementAllowance" as never, value as never);
    t.as(local as never);
  }
  const RULE = "movement allowance: That path costs 6 but the figure can spend only 4 this activation.";
  /** At enforce, Bob's client (skipping its own check) moves the Villain 6 squares, past its Speed of 4; the GM's client judges it. */
  async function hostileMovePastSpeed(): Promise<void> {
    await level("enforce");
    skipOwnMoveChecks(t.bob);
    t.as(t.bob);
    await villain.token.update({ ...corner(0, 10) });
    await judged();
  }

  describe("a GM with the world open in two tabs", () => {
    /** The GM opens a second tab, which loads last and takes the table. */
    async function secondGmTab(): Promise<void> {
      finishLoading(t.gm, 0);
      openTab(t.gm);
      finishLoading(t.gm, 1);
      await t.settle();
    }
    const fromGm = () => standInSocket.sent.filter((m) => m.senderId === t.gm.id);

    it("judges a player's move once: one put-back, one report, from the tab that took the table", async () => {
      await secondGmTab();
      expect(t.gm.getFlag("shelf-wars", "gmTab")).toBe("socket.gm0000000000000a.1");
      await hostileMovePastSpeed();
      expect(at(villain)).toEqual(corner(0, 4));
      expect(moveReports()).toHaveLength(1);
      const putBacks = villain.token.updates.filter((u) => u.userId === t.gm.id && ("x" in u.changes || "y" in u.changes));
      expect(putBacks).toHaveLength(1);
    });

    it("answers a player's request once: the other tab stays silent", async () => {
      await secondGmTab();
      const before = fromGm().length;
      t.as(t.alice);
      const { requestEndActivation } = await import("../../../../src/foundry/combat/request-client");
      await requestEndActivation(combat.id, combat.combatants.contents.find((c) => c.actorId === villain.actor.id)!.id).catch(() => undefined);
      await t.settle();
      const responses = fromGm().slice(before).filter((m) => (m.args[0] as { kind?: string }).kind === "response");
      expect(responses).toHaveLength(1);
    });

    it("the GM coming back to the first tab takes the table there", async () => {
      await secondGmTab();
      const { claimGmTab } = await import("../../../../src/foundry/shared/gm-tab");
      await runAsClient(t.gm, () => claimGmTab(), 0);
      expect(t.gm.getFlag("shelf-wars", "gmTab")).toBe("socket.gm0000000000000a.0");
    });
  });

  it("a player whose client skips its check and moves past Speed at enforce is put back, and the player and GMs are told the rule", async () => {
    await hostileMovePastSpeed();
    expect(at(villain)).toEqual(corner(0, 4));
    expect(moveReports()).toEqual([{ text: `Bob moved Villain against the rules: ${RULE} The GM's client put the token back where the move began.`, whisper: [t.gm.id, t.bob.id].sort() }]);
  });

  it("at warn the move stands and only the GMs are told", async () => {
    t.as(t.bob);
    await villain.token.update({ ...corner(0, 10) });
    await judged();
    expect(at(villain)).toEqual(corner(0, 10));
    expect(moveReports()).toEqual([{ text: `Bob moved Villain against the rules: ${RULE} The move stands (the movement check is at warn).`, whisper: [t.gm.id] }]);
  });

  it("at off nothing is judged", async () => {
    await level("off");
    t.as(t.bob);
    await villain.token.update({ ...corner(0, 10) });
    await judged();
    expect(at(villain)).toEqual(corner(0, 10));
    expect(moveReports()).toEqual([]);
  });

  it("a figure that is not activating has no Speed to spend: walked during the Villain's activation, Alice's Hero is put back at enforce", async () => {
    await level("enforce");
    skipOwnMoveChecks(t.alice);
    t.as(t.alice);
    await hero.token.update({ ...corner(0, 2) });
    await judged();
    expect(at(hero)).toEqual(corner(0, 0));
    expect(moveReports().at(-1)?.text).toContain("Alice moved Hero against the rules");
    expect(moveReports().at(-1)?.text).toContain("can spend only 0 this activation");
  });

  it("an honest client refuses the same walk before it is made; a GM may still place the figure", async () => {
    await level("enforce");
    const { onPreMoveToken } = await import("../../../../src/foundry/angry-miniatures/play/movement-hooks");
    const step = { passed: { waypoints: [] }, pending: { waypoints: [{ ...corner(0, 1) }] } };
    t.as(t.alice);
    expect(onPreMoveToken(hero.token as never, step)).toBe(false);
    t.as(t.gm);
    expect(onPreMoveToken(hero.token as never, step)).toBeUndefined();
  });

  it("a player resizing their own fighting figure's token (its centre, and so its square, moves with no move check) is put back at enforce, told at warn", async () => {
    const gameState = (value: string) => asUser(t.gm, () => game.settings!.set("shelf-wars" as never, "angry-miniatures.automation.gameState" as never, value as never));
    await gameState("enforce");
    t.as(t.bob);
    await villain.token.update({ width: 3, height: 3 });
    await judged();
    expect([villain.token._source.width ?? 1, villain.token._source.height ?? 1]).toEqual([1, 1]);
    expect(guardReports().at(-1)?.text).toContain("Bob changed the token size of Villain from 1 × 1 to 3 × 3");
    await gameState("warn");
    t.as(t.bob);
    await villain.token.update({ width: 2, height: 2 });
    await judged();
    expect([villain.token._source.width, villain.token._source.height]).toEqual([2, 2]);
    expect(guardReports().at(-1)?.whisper).toEqual([t.gm.id]);
  });

  it("growing the figure's prototype token first is judged like its build during a game: put back at enforce, so the token's size is put back too", async () => {
    await asUser(t.gm, () => game.settings!.set("shelf-wars" as never, "angry-miniatures.automation.gameState" as never, "enforce" as never));
    t.as(t.bob);
    await villain.actor.update({ "prototypeToken.width": 3, "prototypeToken.height": 3 });
    await judged();
    expect([villain.actor.prototypeToken.width ?? 1, villain.actor.prototypeToken.height ?? 1]).toEqual([1, 1]);
    t.as(t.bob);
    await villain.token.update({ width: 3, height: 3 });
    await judged();
    expect([villain.token._source.width ?? 1, villain.token._source.height ?? 1]).toEqual([1, 1]);
  });

  it("a player who clears the token's movement history between two moves is still held to Speed: the GM's client keeps its own record", async () => {
    await level("enforce");
    // A hostile client: its own move check (which reads the GM's record too) is skipped.
    skipOwnMoveChecks(t.bob);
    t.as(t.bob);
    await villain.token.update({ ...corner(0, 7) });
    await judged();
    await villain.token.update({ _movementHistory: [] });
    await villain.token.update({ ...corner(0, 10) });
    await judged();
    expect(at(villain)).toEqual(corner(0, 7));
    expect(moveReports().map((r) => r.text)).toEqual([`Bob moved Villain against the rules: ${RULE} The GM's client put the token back where the move began.`]);
  });

  it("a GM's move is not judged: past Speed at warn it stands with no report (a player's would be reported)", async () => {
    t.as(t.gm);
    await villain.token.update({ ...corner(0, 10) });
    await judged();
    expect(at(villain)).toEqual(corner(0, 10));
    expect(moveReports()).toEqual([]);
  });

  it.runIf(standInGeneration() === 14)("v14: a planned movement (no preMoveToken on the mover's client, no moveToken) past Speed is caught by the GM's client when it starts", async () => {
    await level("enforce");
    t.as(t.bob);
    await villain.token.update({ ...corner(0, 10) }, { planned: true });
    await villain.token.startMovement();
    await judged();
    expect(at(villain)).toEqual(corner(0, 4));
    expect(moveReports().map((r) => r.text)).toEqual([`Bob moved Villain against the rules: ${RULE} The GM's client put the token back where the move began.`]);
  });

  describe("moves made while no GM's client was connected", () => {
    /** The GM's browser comes back: a fresh page (nothing in memory), then its ready. */
    async function gmReconnects(): Promise<void> {
      const { forgetPositions } = await import("../../../../src/foundry/canvas/move-watch");
      setUserActive(t.gm, true);
      forgetPositions();
      finishLoading(t.gm);
      await judged();
    }

    it("are judged when a GM connects, from where a GM's client last let the token stand: past Speed at enforce it goes back", async () => {
      await level("enforce");
      await judged();
      setUserActive(t.gm, false);
      skipOwnMoveChecks(t.bob);
      t.as(t.bob);
      await villain.token.update({ ...corner(0, 10) });
      await t.settle();
      expect(at(villain)).toEqual(corner(0, 10));
      await gmReconnects();
      expect(at(villain)).toEqual(corner(0, 4));
      expect(moveReports().map((r) => r.text)).toEqual([`Bob moved Villain against the rules: ${RULE} The GM's client put the token back where the move began.`]);
    });

    it("a legal one stands, and counts against the figure's Speed this activation", async () => {
      await level("enforce");
      await judged();
      setUserActive(t.gm, false);
      t.as(t.bob);
      await villain.token.update({ ...corner(0, 7) });
      await t.settle();
      await gmReconnects();
      expect(moveReports()).toEqual([]);
      expect(at(villain)).toEqual(corner(0, 7));
      // Three squares walked offline: one more of Speed 4 is left.
      skipOwnMoveChecks(t.bob);
      t.as(t.bob);
      await villain.token.update({ ...corner(0, 10) });
      await judged();
      expect(at(villain)).toEqual(corner(0, 7));
    });

    it("a player cannot move the record: it is on the combat, which only a GM writes", async () => {
      t.as(t.bob);
      await expect(combat.update({ [`flags.shelf-wars.stood.${villain.token.id}`]: corner(0, 10) })).rejects.toThrow(/lacks permission/);
    });
  });

  describe("charging, from the GM's move record", () => {
    const FACES = ["K", "K", "9", "9", "9", "9", "9", "9", "9", "9", "9"] as const;

    it("a player who writes movement history on their token cannot claim the charging die", async () => {
      // The villain stands next to the hero without having moved this activation (set by the system, so not a move).
      t.as(t.gm);
      await villain.token.update({ ...corner(0, 1) }, { "shelf-wars": { automated: true } });
      await judged();
      t.as(t.bob);
      await villain.token.update({ _movementHistory: [corner(0, 4), corner(0, 1)] });
      expect(villain.token.movementHistory).toHaveLength(2);
      await expect(t.attack(villain.token, hero.token, [...FACES], { charging: true })).rejects.toMatchObject({ code: "AmPlay.Card.NotCharging" });
      expect(t.health(hero.actor)).toBe(5);
    });

    it("a figure the GM's client saw move this activation charges", async () => {
      t.as(t.bob);
      await villain.token.update({ ...corner(0, 1) });
      await judged();
      const card = await t.attack(villain.token, hero.token, [...FACES], { charging: true });
      t.as(t.gm);
      expect(await t.chat.applyCard(card.id)).toBe(true);
      expect(t.health(hero.actor)).toBe(3);
    });
  });
});
