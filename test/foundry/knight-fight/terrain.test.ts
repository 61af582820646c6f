import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { kfWorld, type KfWorld } from "./world";
import { plain, type ShelfWarsCombatView } from "../world";
import { walledHex } from "./terrain";
import { WALL_DOOR_STATES, WALL_DOOR_TYPES, WALL_MOVEMENT_TYPES } from "../../foundry-stand-in/parts/canvas";
import { skipOwnMoveChecks } from "../../foundry-stand-in/parts/token-movement";
import { moveReports, movesSettled } from "../canvas/move-reports";

vi.mock("../../../src/foundry/knight-fight/play/wager-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../src/foundry/knight-fight/play/wager-dialog")>()),
  openWagerDialog: vi.fn(async () => undefined),
}));

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/**
 * DECISIONS "Board": terrain hexes block entry. Terrain is drawn on the scene as walls around the
 * hex that stop sight and movement; a step whose centre line crosses one, or that ends inside a
 * closed ring of them, enters a blocked hex. The check follows the movement automation level.
 */
describe("Knight Fight terrain read from the scene's walls", () => {
  let t: KfWorld;
  let ash: Figure;
  let combat: ShelfWarsCombatView;
  let movement: typeof import("../../../src/foundry/knight-fight/table/movement");

  beforeEach(async () => {
    t = await kfWorld();
    const a = await t.figure("Ser Ash", t.alice, { speed: 5, combat: 5, defence: 4, cls: "fighter" });
    const b = await t.figure("Brute", t.bob, { speed: 2, combat: 4, defence: 4, cls: "fighter" });
    ash = { actor: a, token: t.place(a, { i: 2, j: 2 }) };
    const brute = t.place(b, { i: 0, j: 6 });
    await t.force("Reds", t.alice, [a]);
    await t.force("Blues", t.bob, [b]);
    // Terrain on (1, 2), next to Ash (odd rows are shifted right: (1, 1) and (1, 2) touch (2, 2)).
    walledHex(t.scene, { i: 1, j: 2 });
    combat = await t.combat([ash.token, brute]);
    await combat.startCombat();
    await combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === a.id)?.id ?? "");
    await t.settle();
    await a.update({ system: { actionPoints: 3, wagered: 1 } });
    movement = await import("../../../src/foundry/knight-fight/table/movement");
  });
  afterEach(() => removeStandIn());

  const corner = (i: number, j: number) => t.scene.grid.getTopLeftPoint({ i, j });
  async function level(value: string): Promise<void> {
    const local = game.user;
    t.as(t.gm);
    await game.settings!.set("shelf-wars" as never, "knight-fight.automation.movement" as never, value as never);
    t.as(local as never);
  }
  /** Every move the GM's client took in judged, and the cards it posted applied. */
  const judged = () => movesSettled(() => t.settle());
  const check = (...to: [number, number][]) =>
    movement.answerMove(movement.checkKfMove(ash.token as never, { origin: corner(2, 2), pending: { waypoints: to.map(([i, j]) => corner(i, j)) } }));

  it("entering a walled hex is warned at warn, stopped at enforce and let through at off", async () => {
    t.as(t.alice);
    expect(check([1, 2])).toBeUndefined();
    expect(t.lastWarning()).toBe("Move allowed with a warning: Hex (1, 2) is blocked by terrain.");
    await level("enforce");
    expect(check([1, 2])).toBe(false);
    expect(t.lastWarning()).toBe("Move refused: Hex (1, 2) is blocked by terrain.");
    await level("off");
    const warnings = t.standIn.notifications.length;
    expect(check([1, 2])).toBeUndefined();
    expect(t.standIn.notifications).toHaveLength(warnings);
  });

  it("a path through the terrain is blocked; the path around it and a step beside it are not", async () => {
    await level("enforce");
    t.as(t.alice);
    // (2, 2) → (0, 2) in a straight line runs through (1, 2).
    expect(check([0, 2])).toBe(false);
    // Around it: (1, 1), then (0, 1), then (0, 2).
    expect(check([1, 1], [0, 1], [0, 2])).toBeUndefined();
    expect(check([2, 1])).toBeUndefined();
    expect(check([1, 1])).toBeUndefined();
  });

  it("a step inside a ring of terrain walls is blocked though it crosses none of them", async () => {
    const { kfTableOf } = await import("../../../src/foundry/knight-fight/table/table");
    const table = kfTableOf(t.scene as never);
    expect(table.inTerrain({ i: 1, j: 2 })).toBe(true);
    expect(table.inTerrain({ i: 2, j: 2 })).toBe(false);
    // A figure standing on terrain (put there by the GM) finds its own hex terrain, not its neighbours.
    expect(table.stepBlocked({ i: 1, j: 2 }, { i: 1, j: 2 })).toBe(true);
    expect(table.stepBlocked({ i: 2, j: 1 }, { i: 2, j: 2 })).toBe(false);
  });

  it("terrain walls made open doors let the move through; closed or locked doors stop it; walls that do not stop movement never do", async () => {
    await level("enforce");
    const walls = async (data: Record<string, number>) => {
      t.as(t.gm);
      for (const wall of t.scene.walls) await wall.update(data);
      t.as(t.alice);
    };
    await walls({ door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.OPEN });
    expect(check([1, 2])).toBeUndefined();
    expect(check([0, 2])).toBeUndefined();
    for (const ds of [WALL_DOOR_STATES.CLOSED, WALL_DOOR_STATES.LOCKED]) {
      await walls({ ds });
      expect(check([1, 2])).toBe(false);
      expect(t.lastWarning()).toBe("Move refused: Hex (1, 2) is blocked by terrain.");
    }
    await walls({ door: WALL_DOOR_TYPES.NONE, move: WALL_MOVEMENT_TYPES.NONE });
    expect(check([1, 2])).toBeUndefined();
    expect(check([0, 2])).toBeUndefined();
  });

  it("a move into terrain let through at warn is paid, its card carries the warning, and the GMs are told", async () => {
    t.as(t.alice);
    await ash.token.update({ ...corner(1, 2) });
    await judged();
    const card = t.messages().find((m) => plain(m.content).includes("Ser Ash moves"))!;
    expect(plain(card.content)).toContain("Hex (1, 2) is blocked by terrain.");
    expect(t.system(ash.actor).actionPoints).toBe(2);
    expect(moveReports()).toEqual([{ text: "Alice moved Ser Ash against the rules: Hex (1, 2) is blocked by terrain. The move stands (the movement check is at warn).", whisper: [t.gm.id] }]);
  });

  describe("a hostile player", () => {
    it("whose client skips the check at enforce and walks into terrain is put back by the GM's client and told the rule; nothing is paid", async () => {
      await level("enforce");
      skipOwnMoveChecks(t.alice);
      t.as(t.alice);
      await ash.token.update({ ...corner(1, 2) });
      const sneaky = await StandInChatMessage.create({
        content: "",
        flags: { "shelf-wars": { card: { ruleset: "knight-fight", kind: "move", inputs: { sceneId: t.scene.id, tokenId: ash.token.id, from: { i: 2, j: 2 }, to: { i: 1, j: 2 }, hexes: 1 }, claim: { actingUuid: ash.actor.uuid, changes: [{ uuid: ash.actor.uuid, path: "system.actionPoints", delta: -1 }], followUps: [] } } } },
      });
      await judged();
      expect({ x: ash.token.x, y: ash.token.y }).toEqual(corner(2, 2));
      expect(moveReports()).toEqual([
        { text: "Alice moved Ser Ash against the rules: Hex (1, 2) is blocked by terrain. The GM's client put the token back where the move began.", whisper: [t.gm.id, t.alice.id].sort() },
      ]);
      expect(await t.chat.applyCard(sneaky.id)).toBe(false);
      expect(t.system(ash.actor).actionPoints).toBe(3);
    });
  });
});
