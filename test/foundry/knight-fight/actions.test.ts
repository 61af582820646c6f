import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { standInWall, WALL_MOVEMENT_TYPES } from "../../foundry-stand-in/parts/canvas";
import { StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import { addWall, type StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { skipOwnMoveChecks } from "../../foundry-stand-in/parts/token-movement";
import { moveReports, movesSettled } from "../canvas/move-reports";
import { kfWorld, type KfWorld } from "./world";
import { plain, type ShelfWarsCombatView } from "../world";
import { letPlayersUndo } from "../chat/player-undo";

vi.mock("../../../src/foundry/knight-fight/play/wager-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../src/foundry/knight-fight/play/wager-dialog")>()),
  openWagerDialog: vi.fn(async () => undefined),
}));

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

describe("Knight Fight actions: attack, protect, move", () => {
  let t: KfWorld;
  let ash: Figure;
  let archer: Figure;
  let slinger: Figure;
  let brute: Figure;
  let far: Figure;
  let reds: StandInModelActor;
  let blues: StandInModelActor;
  let combat: ShelfWarsCombatView;
  let play: {
    attack: typeof import("../../../src/foundry/knight-fight/play/attack");
    view: typeof import("../../../src/foundry/knight-fight/play/attack-view");
    protect: typeof import("../../../src/foundry/knight-fight/play/protect");
    movement: typeof import("../../../src/foundry/knight-fight/table/movement");
    table: typeof import("../../../src/foundry/knight-fight/table/table");
  };

  beforeEach(async () => {
    t = await kfWorld();
    const make = async (name: string, owner: typeof t.alice, stats: Record<string, unknown>, at: { i: number; j: number }): Promise<Figure> => {
      const actor = await t.figure(name, owner, stats);
      return { actor, token: t.place(actor, at) };
    };
    ash = await make("Ser Ash", t.alice, { speed: 5, combat: 5, defence: 4, cls: "fighter" }, { i: 2, j: 2 });
    archer = await make("Archer", t.alice, { speed: 4, combat: 4, defence: 3, cls: "shooter" }, { i: 0, j: 0 });
    slinger = await make("Slinger", t.alice, { speed: 3, combat: 4, defence: 3, cls: "thrower" }, { i: 4, j: 1 });
    brute = await make("Brute", t.bob, { speed: 2, combat: 4, defence: 4, cls: "fighter" }, { i: 2, j: 3 });
    far = await make("Far", t.bob, { speed: 1, combat: 3, defence: 2, cls: "shooter" }, { i: 0, j: 6 });
    reds = await t.force("Reds", t.alice, [ash.actor, archer.actor, slinger.actor]);
    blues = await t.force("Blues", t.bob, [brute.actor, far.actor]);
    // A sight-blocking wall between Archer and Brute, clear of Archer's line to Far; it lets
    // movement through (terrain, walled both ways, is tested in terrain.test.ts).
    addWall(t.scene, standInWall({ a: { x: 200, y: 100 }, b: { x: 200, y: 300 } }, { move: WALL_MOVEMENT_TYPES.NONE }));
    combat = await t.combat([ash, archer, slinger, brute, far].map((f) => f.token));
    await combat.startCombat();
    play = {
      attack: await import("../../../src/foundry/knight-fight/play/attack"),
      view: await import("../../../src/foundry/knight-fight/play/attack-view"),
      protect: await import("../../../src/foundry/knight-fight/play/protect"),
      movement: await import("../../../src/foundry/knight-fight/table/movement"),
      table: await import("../../../src/foundry/knight-fight/table/table"),
    };
  });
  afterEach(() => removeStandIn());

  const combatantId = (f: Figure): string => combat.combatants.contents.find((c) => c.actorId === f.actor.id)?.id ?? "";
  /** The figure activates and has wagered for `points` action points. */
  async function ready(f: Figure, points: number, danger = 0): Promise<void> {
    t.as(t.gm);
    await combat.activateCombatant(combatantId(f));
    await t.settle();
    await f.actor.update({ system: { actionPoints: points, wagered: 1, danger: { value: danger } } });
  }
  /** Every move the GM's client took in judged, and the cards it posted applied. */
  const judged = () => movesSettled(() => t.settle());
  /** World settings are the GM's to change. */
  async function level(check: string, value: string): Promise<void> {
    const local = game.user;
    t.as(t.gm);
    await game.settings!.set("shelf-wars" as never, `knight-fight.automation.${check}` as never, value as never);
    t.as(local as never);
  }
  const attack = async (attacker: Figure, target: Figure, die: number) => {
    t.dice(die);
    const message = (await play.attack.rollAttack(t.scene as never, attacker.token.id, target.token.id)) as unknown as StandInChatMessage | null;
    await t.settle();
    return message;
  };
  const danger = (f: Figure) => (t.system(f.actor).danger as { value: number }).value;

  describe("targets by class (DECISIONS Targets), read from the hex scene", () => {
    it("a Fighter may choose only enemies in adjacent hexes", () => {
      const view = play.view.attackView(play.table.kfTableOf(t.scene as never), ash.token.id, null, "enforce");
      expect(view.byOption).toEqual([{ label: "Enemy next to the fighter", names: "Brute" }]);
      expect(view.targets.map((x) => x.label)).toEqual(["Brute (1 hexes)"]);
      expect(view.legalIds).toEqual([brute.token.id]);
    });

    it("a Shooter has the three options: closest, closest with no friend next to it, closest not behind a sight-blocking wall", () => {
      const view = play.view.attackView(play.table.kfTableOf(t.scene as never), archer.token.id, null, "warn");
      expect(view.byOption).toEqual([
        { label: "Closest enemy", names: "Brute" },
        { label: "Closest enemy with no friend next to it", names: "Far" },
        { label: "Closest enemy not hidden by terrain", names: "Far" },
      ]);
      expect([...view.legalIds].sort()).toEqual([brute.token.id, far.token.id].sort());
    });

    it("a Thrower picks like a Shooter but only within 3 hexes", async () => {
      const table = play.table.kfTableOf(t.scene as never);
      expect(play.view.attackView(table, slinger.token.id, null, "enforce").legalIds).toEqual([brute.token.id]);
      // One hex further off, the closest enemy is 4 hexes away: nobody.
      await slinger.token.update({ x: t.scene.grid.getTopLeftPoint({ i: 4, j: 0 }).x, y: t.scene.grid.getTopLeftPoint({ i: 4, j: 0 }).y });
      const further = play.view.attackView(play.table.kfTableOf(t.scene as never), slinger.token.id, null, "enforce");
      expect(further.legalIds).toEqual([]);
      expect(further.noTarget).toBe("No enemy in play this figure may attack.");
    });

    it("reads the same hexes and distances in all four hex layouts", async () => {
      const { GRID_TYPES } = await import("../../foundry-stand-in/parts/canvas");
      for (const type of [GRID_TYPES.HEXODDR, GRID_TYPES.HEXEVENR, GRID_TYPES.HEXODDQ, GRID_TYPES.HEXEVENQ]) {
        (t.scene._source.grid as { type: number }).type = type;
        for (const f of [ash, brute]) {
          const corner = t.scene.grid.getTopLeftPoint({ i: f === ash ? 2 : 2, j: f === ash ? 2 : 3 });
          f.token._source.x = corner.x;
          f.token._source.y = corner.y;
        }
        const table = play.table.kfTableOf(t.scene as never);
        expect(table.figures.find((f) => f.name === "Ser Ash")?.position, String(type)).toEqual({ i: 2, j: 2 });
        expect(table.figures.find((f) => f.name === "Brute")?.position, String(type)).toEqual({ i: 2, j: 3 });
      }
    });
  });

  it("the attack card shows the table row, the class modifier and the exact chance; a hit costs the defender's force a die and gives a danger token", async () => {
    await letPlayersUndo();
    await ready(ash, 3);
    t.as(t.alice);
    const message = await attack(ash, brute, 2);
    const text = plain(message!.content);
    expect(text).toContain("Ser Ash attacks Brute");
    expect(text).toContain("A legal target: Enemy next to the fighter.");
    expect(text).toContain("Combat 5 beats Defence 4 but not double: needs 3+.");
    expect(text).toContain("Fighter: +1 to the die.");
    expect(text).toContain("Exact chance of a hit: 83.3%");
    expect(text).toContain("Rolled 2; 3 with the modifier, against 3+.");
    expect(text).toContain("Hit!");
    expect(text).toContain("Blues loses a die: pool 30 → 29.");
    expect(text).toContain("Brute gains a danger token: 0 → 1.");
    expect(t.chat.cardState(message!.id)).toBe("applied");
    expect([t.pool(blues), danger(brute), t.system(ash.actor).actionPoints]).toEqual([29, 1, 2]);
    expect(await t.chat.undoCard(message!.id)).toBe(true);
    expect([t.pool(blues), danger(brute), t.system(ash.actor).actionPoints]).toEqual([30, 0, 3]);
  });

  it("the attack card leads with who attacks whom: each figure's portrait and its force's colour", async () => {
    t.as(t.gm);
    await reds.update({ "system.color": "#aa2222" });
    await blues.update({ "system.color": "#2233aa" });
    await ash.actor.update({ img: "systems/shelf-wars/assets/knight-fight/figures/dame-ysolde-the-unbent.svg" });
    await ready(ash, 3);
    t.as(t.alice);
    const message = await attack(ash, brute, 2);
    const header = message!.content.slice(0, message!.content.indexOf("</header>"));
    const portraits = [...header.matchAll(/class="sw-card-portrait" src="([^"]+)"/g)].map((m) => m[1]);
    const colours = [...header.matchAll(/--shelf-wars-side-colour: (#[0-9a-f]{6})/g)].map((m) => m[1]);
    expect(portraits).toEqual([ash.actor.img, brute.actor.img]);
    expect(colours).toEqual(["#aa2222", "#2233aa"]);
    // The result comes first; the working (table row, modifier, chance) is folded below it.
    const text = plain(message!.content);
    expect(text.indexOf("Hit!")).toBeLessThan(text.indexOf("Exact chance of a hit"));
    expect(message!.content).toMatch(/<details class="kf-card__details">[\s\S]*Exact chance of a hit[\s\S]*<\/details>/);
  });

  it("a natural 1 always misses: only the action point is spent", async () => {
    await ready(ash, 2);
    t.as(t.alice);
    const message = await attack(ash, brute, 1);
    expect(plain(message!.content)).toContain("A natural 1: always a miss.");
    expect(plain(message!.content)).toContain("Miss.");
    expect([t.pool(blues), danger(brute), t.system(ash.actor).actionPoints]).toEqual([30, 0, 1]);
  });

  it("an illegal target: allowed with a warning at warn, refused naming the rule at enforce, no dice rolled", async () => {
    // Out of class: the Fighter attacking Far, four hexes off.
    await ready(ash, 2);
    t.as(t.alice);
    const warned = await attack(ash, far, 6);
    expect(plain(warned!.content)).toContain("Allowed with a warning: Far is not a target Ser Ash may choose.");
    expect(danger(far)).toBe(1);
    await level("targeting", "enforce");
    expect(await play.attack.rollAttack(t.scene as never, ash.token.id, far.token.id)).toBeNull();
    expect(t.lastWarning()).toBe("Knight Fight: Far is not a target Ser Ash may choose.");
    expect(danger(far)).toBe(1);
  });

  it("an attack needs the attacker activating with an action point, and an enemy: a friend is never a target", async () => {
    t.as(t.alice);
    expect(await play.attack.rollAttack(t.scene as never, ash.token.id, brute.token.id)).toBeNull();
    expect(t.lastWarning()).toBe("Knight Fight: Knight Fight card: Ser Ash is not activating.");
    await ready(ash, 1);
    t.as(t.alice);
    expect(await play.attack.rollAttack(t.scene as never, ash.token.id, archer.token.id)).toBeNull();
    expect(t.lastWarning()).toBe("Knight Fight: Archer is not a target Ser Ash may choose.");
  });

  it("the last action point spent ends the activation by itself", async () => {
    await ready(ash, 1);
    t.as(t.alice);
    await attack(ash, brute, 4);
    expect(combat.activationState?.active).toBeNull();
  });

  it("Protect spends a point to take a danger token off; with no danger it is refused, naming the rule", async () => {
    await ready(ash, 3, 2);
    t.as(t.alice);
    const message = (await play.protect.postProtect(ash.actor as never)) as unknown as StandInChatMessage;
    await t.settle();
    expect(plain(message.content)).toContain("Ser Ash protects itself");
    expect(plain(message.content)).toContain("Danger tokens: 2 → 1.");
    expect([danger(ash), t.system(ash.actor).actionPoints]).toEqual([1, 2]);
    await play.protect.postProtect(ash.actor as never);
    await t.settle();
    expect(await play.protect.postProtect(ash.actor as never)).toBeNull();
    expect(t.lastWarning()).toBe("Knight Fight: Ser Ash has no danger token to remove.");
  });

  describe("moving", () => {
    const corner = (i: number, j: number) => t.scene.grid.getTopLeftPoint({ i, j });

    it("a move is paid one action point a hex, on a card the GM's client posts and applies", async () => {
      await ready(ash, 3);
      t.as(t.alice);
      await ash.token.update({ ...corner(2, 0) }, { movement: { [ash.token.id]: { waypoints: [corner(2, 1), corner(2, 0)] } } });
      await judged();
      const message = t.messages().at(-1)!;
      expect(message.author?.isGM).toBe(true);
      expect(plain(message.content)).toContain("Ser Ash moves 2 hexes");
      expect(plain(message.content)).toContain("2 action points spent: 3 → 1.");
      expect(t.system(ash.actor).actionPoints).toBe(1);
    });

    it("a GM's move of the activating figure is trusted (not put back, no report) and still paid", async () => {
      await ready(ash, 1);
      t.as(t.gm);
      await ash.token.update({ ...corner(2, 0) });
      await judged();
      expect({ x: ash.token.x, y: ash.token.y }).toEqual(corner(2, 0));
      expect(moveReports()).toEqual([]);
      expect(t.messages().filter((m) => plain(m.content).includes("Ser Ash moves 2 hexes"))).toHaveLength(1);
      expect(t.system(ash.actor).actionPoints).toBe(0);
    });

    it("entering a held hex or going past the points left: warned at warn, stopped at enforce", async () => {
      await ready(ash, 1);
      t.as(t.alice);
      const into = { origin: corner(2, 2), pending: { waypoints: [corner(2, 3)] } };
      const tooFar = { origin: corner(2, 2), pending: { waypoints: [corner(2, 0)] } };
      expect(play.movement.answerMove(play.movement.checkKfMove(ash.token as never, into))).toBeUndefined();
      expect(t.lastWarning()).toBe("Move allowed with a warning: Hex (2, 3) already holds a figure.");
      await level("movement", "enforce");
      expect(play.movement.answerMove(play.movement.checkKfMove(ash.token as never, into))).toBe(false);
      expect(play.movement.answerMove(play.movement.checkKfMove(ash.token as never, tooFar))).toBe(false);
      expect(t.lastWarning()).toBe("Move refused: A move of 2 hexes costs 2 action points; 1 are left.");
      await level("movement", "off");
      expect(play.movement.answerMove(play.movement.checkKfMove(ash.token as never, tooFar))).toBeUndefined();
    });

    it("the ruler's label: the points the path costs, those left, and over past them", async () => {
      const { rulerLabel } = await import("../../../src/foundry/knight-fight/table/movement");
      expect(rulerLabel(2, 3)).toEqual({ total: "2 AP · 1 left", units: "", over: false });
      expect(rulerLabel(4, 3)).toEqual({ total: "4 AP · 0 left", units: "over", over: true });
    });
  });

  describe("a hostile player", () => {
    it("cannot attack with another player's figure: the card is refused, nothing changes", async () => {
      await ready(ash, 3);
      t.as(t.bob);
      await attack(ash, brute, 6);
      expect([t.pool(blues), danger(brute), t.system(ash.actor).actionPoints]).toEqual([30, 0, 3]);
      expect(t.lastWarning()).toMatch(/owner/i);
    });

    it("cannot turn a miss into a hit by editing the card, nor protect or move for another player's figure", async () => {
      await ready(brute, 3, 1);
      t.as(t.bob);
      const miss = await attack(brute, ash, 1);
      await t.chat.undoCard(miss!.id);
      const card = miss!.getFlag("shelf-wars", "card") as { claim: Record<string, unknown> };
      const forged = await StandInChatMessage.create({
        content: "",
        rolls: miss!._source.rolls as string[],
        flags: { "shelf-wars": { card: { ...card, claim: { ...card.claim, changes: [{ uuid: brute.actor.uuid, path: "system.actionPoints", delta: -1 }, { uuid: reds.uuid, path: "system.pool", delta: -1 }, { uuid: ash.actor.uuid, path: "system.danger.value", delta: 1 }] } } } },
      });
      expect(await t.chat.applyCard(forged.id)).toBe(false);
      expect([t.pool(reds), danger(ash)]).toEqual([30, 0]);
      // The GM's client rolls players' dice here: Bob's card with the miss's dice is refused as his own dice.
      expect(t.lastWarning()).toContain("only the GM's client rolls");
      await ready(ash, 3, 2);
      t.as(t.bob);
      await play.protect.postProtect(ash.actor as never);
      await t.settle();
      expect(danger(ash)).toBe(2);
      const move = await StandInChatMessage.create({
        content: "",
        flags: { "shelf-wars": { card: { ruleset: "knight-fight", kind: "move", inputs: { sceneId: t.scene.id, tokenId: ash.token.id, from: { i: 2, j: 2 }, to: { i: 2, j: 2 }, hexes: 1 }, claim: { actingUuid: ash.actor.uuid, changes: [{ uuid: ash.actor.uuid, path: "system.actionPoints", delta: -1 }], followUps: [] } } } },
      });
      expect(await t.chat.applyCard(move.id)).toBe(false);
      expect(t.system(ash.actor).actionPoints).toBe(3);
    });

    it("who moves 2 hexes and posts a forged 1-hex card pays 2: the card is refused and the GM's client charges the move it saw", async () => {
      await ready(ash, 3);
      t.as(t.alice);
      await ash.token.update({ ...corner(2, 0) });
      const cheap = await StandInChatMessage.create({
        content: "",
        flags: { "shelf-wars": { card: { ruleset: "knight-fight", kind: "move", inputs: { sceneId: t.scene.id, tokenId: ash.token.id, from: { i: 2, j: 1 }, to: { i: 2, j: 0 }, hexes: 1 }, claim: { actingUuid: ash.actor.uuid, changes: [{ uuid: ash.actor.uuid, path: "system.actionPoints", delta: -1 }], followUps: [] } } } },
      });
      await judged();
      expect(await t.chat.applyCard(cheap.id)).toBe(false);
      expect(t.system(ash.actor).actionPoints).toBe(1);
      const paid = t.messages().filter((m) => plain(m.content).includes("Ser Ash moves"));
      expect(paid.map((m) => plain(m.content))).toEqual([expect.stringContaining("2 action points spent: 3 → 1.")]);
    });

    it("whose client skips its own check and posts no card still pays for the move, once", async () => {
      await ready(ash, 3);
      skipOwnMoveChecks(t.alice);
      t.as(t.alice);
      await ash.token.update({ ...corner(2, 0) });
      await judged();
      expect(t.system(ash.actor).actionPoints).toBe(1);
      expect(t.messages().filter((m) => plain(m.content).includes("Ser Ash moves"))).toHaveLength(1);
    });

    it("cannot have a GM's move card paid twice, nor one whose start the GM's client did not see", async () => {
      await ready(ash, 3);
      t.as(t.alice);
      await ash.token.update({ ...corner(2, 0) });
      await judged();
      t.as(t.gm);
      const card = t.messages().at(-1)!.getFlag("shelf-wars", "card") as { inputs: Record<string, unknown>; claim: unknown };
      const again = await StandInChatMessage.create({ content: "", flags: { "shelf-wars": { card: { ...card, inputs: { ...card.inputs, from: { i: 2, j: 1 }, hexes: 1 } } } } });
      expect(await t.chat.applyCard(again.id)).toBe(false);
      expect(t.lastWarning()).toContain("made no such move from hex (2, 1)");
      expect(t.system(ash.actor).actionPoints).toBe(1);
    });

    function corner(i: number, j: number) {
      return t.scene.grid.getTopLeftPoint({ i, j });
    }
  });
});
