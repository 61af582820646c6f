import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import type { StandInRulerData, StandInTokenRuler } from "../../../foundry-stand-in/parts/token-ruler";
import { addWall, type StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { standInWall, WALL_DOOR_STATES, WALL_DOOR_TYPES } from "../../../foundry-stand-in/parts/canvas";
import type { Point } from "../../../../src/rules/common/geometry";
import { PIXELS_PER_INCH, pmWorld, type PmWorld } from "../world";
import type { ShelfWarsCombatView } from "../../world";
import { bounceTurn } from "../../combat/world";
import { skipOwnMoveChecks } from "../../../foundry-stand-in/parts/token-movement";
import { movesSettled } from "../../canvas/move-reports";

const OVER = 0x9b2226;

describe("Precious Moments movement on a gridless scene in inches", () => {
  let t: PmWorld;
  let angel: { actor: StandInModelActor; token: StandInSceneToken };
  let cherub: { actor: StandInModelActor; token: StandInSceneToken };
  let combat: ShelfWarsCombatView;

  beforeEach(async () => {
    t = await pmWorld();
    const a = await t.figure("Angel", t.alice, { brightness: 5 });
    const c = await t.figure("Cherub", t.bob, { brightness: 5 });
    angel = { actor: a, token: t.place(a, { x: 10, y: 3 }) };
    cherub = { actor: c, token: t.place(c, { x: 10, y: 33 }) };
    await t.choir("Seraphim", t.alice, [a]);
    await t.choir("Carollers", t.bob, [c]);
    combat = await t.combat([angel.token, cherub.token]);
    // Seraphim win the initiative: Carollers move first.
    t.dice(6, 6, 1, 1);
    await combat.startCombat();
  });
  afterEach(() => removeStandIn());

  const id = (who: { actor: StandInModelActor }) => combat.combatants.contents.find((c) => c.actorId === who.actor.id)?.id ?? "";
  /** A token's top-left when its centre stands at (x, y) inches. */
  const topLeft = (at: Point): Point => {
    const centre = t.pixels(at);
    return { x: centre.x - PIXELS_PER_INCH / 2, y: centre.y - PIXELS_PER_INCH / 2 };
  };
  const move = (token: StandInSceneToken, ...to: Point[]) => t.standIn.hooks.call("preMoveToken", token, { origin: { x: token.x, y: token.y }, passed: { waypoints: [] }, pending: { waypoints: to.map(topLeft) } }, {}, t.gm.id);

  async function activate(who: { actor: StandInModelActor }): Promise<void> {
    await combat.activateCombatant(id(who));
    await t.settle();
  }

  it("the ruler shows the Brightness allowance in inches along the route and what is left, red past it", async () => {
    await activate(cherub);
    const Ruler = (CONFIG.Token as unknown as { rulerClass: new (token: unknown) => StandInTokenRuler }).rulerClass;
    const ruler = new Ruler({ document: cherub.token });
    const path = [{ x: 10, y: 33 }, { x: 10, y: 30 }, { x: 13, y: 30 }].map((p) => ({ ...topLeft(p), cost: 0 }));
    const data: StandInRulerData = { passedWaypoints: [], pendingWaypoints: [], plannedMovement: { [t.bob.id]: { history: [], foundPath: path, unreachableWaypoints: [], hidden: false, searching: false } } };
    ruler.refresh(data);
    await ruler.labelsRendered();
    const labels = ruler.drawn.labels.filter((l) => l.context).map((l) => (l.context as { cost: { total: string; units: string } }).cost);
    expect(labels).toEqual([
      { total: "3 of 5 in · 2 left", units: "" },
      { total: "6 of 5 in · 0 left", units: "past Brightness" },
    ]);
    expect(ruler.drawn.segments.map((s) => s.style.color === OVER)).toEqual([false, true]);
  });

  describe("the ruler's work and failures", () => {
    const route = (...points: Point[]): StandInRulerData => ({
      passedWaypoints: [],
      pendingWaypoints: [],
      plannedMovement: { [t.bob.id]: { history: [], foundPath: points.map((p) => ({ ...topLeft(p), cost: 0 })), unreachableWaypoints: [], hidden: false, searching: false } },
    });
    async function drawnRuler(data: StandInRulerData): Promise<StandInTokenRuler> {
      const Ruler = (CONFIG.Token as unknown as { rulerClass: new (token: unknown) => StandInTokenRuler }).rulerClass;
      const ruler = new Ruler({ document: cherub.token });
      ruler.refresh(data);
      await ruler.labelsRendered();
      return ruler;
    }

    it("reads the walls once per redraw, however many waypoints ask", async () => {
      await activate(cherub);
      let reads = 0;
      const iterate = t.scene.walls[Symbol.iterator].bind(t.scene.walls);
      t.scene.walls[Symbol.iterator] = () => {
        reads += 1;
        return iterate();
      };
      const ruler = await drawnRuler(route({ x: 10, y: 33 }, { x: 10, y: 32 }, { x: 11, y: 32 }, { x: 11, y: 31 }, { x: 12, y: 31 }));
      expect(ruler.drawn.segments).toHaveLength(4);
      expect(reads).toBe(1);
    });

    it("never throws into the render loop: plain labels, one notification, the error logged once", async () => {
      await activate(cherub);
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      t.scene.walls[Symbol.iterator] = () => {
        throw new TypeError("walls unreadable");
      };
      const before = t.standIn.notifications.length;
      let ruler: StandInTokenRuler | undefined;
      for (let n = 0; n < 3; n++) ruler = await drawnRuler(route({ x: 10, y: 33 }, { x: 10, y: 30 }, { x: 13, y: 30 }));
      expect(t.standIn.notifications.slice(before)).toEqual([{ level: "error", message: expect.stringContaining("the Precious Moments movement ruler") as string }]);
      expect(logged.mock.calls.filter((call) => call.some((a) => a instanceof TypeError))).toHaveLength(1);
      expect(ruler?.drawn.segments.map((s) => s.style.color === OVER)).toEqual([false, false]);
      expect(ruler?.drawn.labels.filter((l) => l.context).map((l) => (l.context as { cost: { units: string } }).cost.units)).toEqual(["", ""]);
      logged.mockRestore();
    });
  });

  it("a move past Brightness is warned at warn, stopped at enforce, let through at off; within it nothing is said", async () => {
    await activate(cherub);
    expect(move(cherub.token, { x: 10, y: 29 })).toBe(true);
    expect(t.standIn.notifications).toEqual([]);
    expect(move(cherub.token, { x: 10, y: 27 })).toBe(true);
    expect(t.lastWarning()).toContain("Cherub can move only 5 inches (its Brightness); this route is 6 inches.");
    await t.setting("automation.movementAllowance", "enforce");
    t.as(t.bob);
    expect(move(cherub.token, { x: 10, y: 27 })).toBe(false);
    expect(t.lastWarning()).toMatch(/^Move stopped/);
    // Along the route, not as the crow flies: 3 + 3 inches to a point 4.24 inches away.
    expect(move(cherub.token, { x: 10, y: 30 }, { x: 13, y: 30 })).toBe(false);
    // Off the table is refused by the rules too.
    expect(move(cherub.token, { x: 10, y: 37 })).toBe(false);
    expect(t.lastWarning()).toContain("must stay on the table");
    t.as(t.gm);
    // A GM is warned, never stopped.
    expect(move(cherub.token, { x: 10, y: 27 })).toBe(true);
    await t.setting("automation.movementAllowance", "off");
    t.as(t.bob);
    const before = t.standIn.notifications.length;
    expect(move(cherub.token, { x: 10, y: 20 })).toBe(true);
    expect(t.standIn.notifications.length).toBe(before);
  });

  /** Bob walks Cherub there, and the GM's client judges and records the move. */
  async function walk(to: Point): Promise<void> {
    t.as(t.bob);
    await cherub.token.update(topLeft(to) as never);
    await movesSettled(() => t.settle());
  }

  it("the route counts the moves the GM's client let stand this activation, none from before it", async () => {
    // Set up before the figure activates (a GM's move): not this activation's walk.
    t.as(t.gm);
    await cherub.token.update(topLeft({ x: 10, y: 31 }) as never);
    await movesSettled(() => t.settle());
    await activate(cherub);
    await walk({ x: 10, y: 28 });
    await t.setting("automation.movementAllowance", "enforce");
    t.as(t.bob);
    // 3 inches walked of 5 in this activation: 2 more, not 3.
    expect(move(cherub.token, { x: 10, y: 26 })).toBe(true);
    expect(move(cherub.token, { x: 10, y: 25 })).toBe(false);
  });

  it("a move the GM's client put back is not charged: core's history records the put-back, the route does not", async () => {
    await activate(cherub);
    await t.setting("automation.movementAllowance", "enforce");
    await walk({ x: 10, y: 30 });
    // 6 inches at once: past Brightness 5. Bob's client (skipping its own check) moves it; the GM's client puts it back.
    skipOwnMoveChecks(t.bob);
    await walk({ x: 10, y: 24 });
    expect({ x: cherub.token.x, y: cherub.token.y }).toEqual(topLeft({ x: 10, y: 30 }));
    // Core's history now holds the walk, the refused leg and the leg back: 3 + 6 + 6 inches.
    expect(cherub.token.movementHistory.length).toBeGreaterThan(2);
    // Still 3 inches walked: 2 more are allowed.
    expect(move(cherub.token, { x: 10, y: 28 })).toBe(true);
    expect(move(cherub.token, { x: 10, y: 27 })).toBe(false);
  });

  it("a player moving the combat's turn away and back changes nothing the figure walked this activation", async () => {
    await activate(cherub);
    await walk({ x: 10, y: 30 });
    const cherubTurn = combat.turns.findIndex((c) => c.id === id(cherub));
    // Alice (whose Angel waits) bounces the turn pointer, as core lets any player.
    await bounceTurn(t, t.alice, combat, [null, cherubTurn, null, cherubTurn]);
    expect(combat.activationState?.active).toBe(id(cherub));
    await t.setting("automation.movementAllowance", "enforce");
    t.as(t.bob);
    // Still 3 inches walked of 5: 2 more, not 5.
    expect(move(cherub.token, { x: 10, y: 28 })).toBe(true);
    expect(move(cherub.token, { x: 10, y: 27 })).toBe(false);
  });

  it("out of turn, a second move or outside the movement phase follows the same check", async () => {
    await t.setting("automation.movementAllowance", "enforce");
    t.as(t.alice);
    // Carollers are up: Angel is not the figure moving now.
    expect(move(angel.token, { x: 10, y: 5 })).toBe(false);
    expect(t.lastWarning()).toContain("Angel is not the figure moving now");
    t.as(t.gm);
    await activate(cherub);
    await combat.endActivation();
    await activate(angel);
    await combat.endActivation();
    // Both have moved: the singing phase.
    t.as(t.bob);
    expect(move(cherub.token, { x: 10, y: 32 })).toBe(false);
    expect(t.lastWarning()).toContain("Cherub can move only in the movement phase.");
  });

  it("a wall that stops movement stops the route (DECISIONS: obstacles block movement); one that does not, does not", async () => {
    const y = t.pixels({ x: 0, y: 31 }).y;
    const wall = addWall(t.scene, standInWall({ a: t.pixels({ x: 5, y: 31 }), b: { x: t.pixels({ x: 15, y: 31 }).x, y } }));
    await activate(cherub);
    await t.setting("automation.movementAllowance", "enforce");
    t.as(t.bob);
    expect(move(cherub.token, { x: 10, y: 29 })).toBe(false);
    expect(t.lastWarning()).toContain("cannot move through an obstacle");
    t.as(t.gm);
    await wall.update({ move: 0 });
    t.as(t.bob);
    expect(move(cherub.token, { x: 10, y: 29 })).toBe(true);
  });

  it("an open door lets the route through; a closed or locked one stops it, as the wall it is", async () => {
    const y = t.pixels({ x: 0, y: 31 }).y;
    const door = addWall(t.scene, standInWall({ a: t.pixels({ x: 5, y: 31 }), b: { x: t.pixels({ x: 15, y: 31 }).x, y } }, { door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.OPEN }));
    await activate(cherub);
    await t.setting("automation.movementAllowance", "enforce");
    t.as(t.bob);
    expect(move(cherub.token, { x: 10, y: 29 })).toBe(true);
    for (const ds of [WALL_DOOR_STATES.CLOSED, WALL_DOOR_STATES.LOCKED]) {
      t.as(t.gm);
      await door.update({ ds });
      t.as(t.bob);
      expect(move(cherub.token, { x: 10, y: 29 })).toBe(false);
      expect(t.lastWarning()).toContain("cannot move through an obstacle");
    }
    // A secret door, open, is a door too.
    t.as(t.gm);
    await door.update({ door: WALL_DOOR_TYPES.SECRET, ds: WALL_DOOR_STATES.OPEN });
    t.as(t.bob);
    expect(move(cherub.token, { x: 10, y: 29 })).toBe(true);
  });

  it("a figure in no started combat is not checked", async () => {
    const { assessPmRoute } = await import("../../../../src/foundry/precious-moments/movement/move-check");
    const other = await t.figure("Dove", t.bob);
    const dove = t.place(other, { x: 20, y: 33 });
    expect(assessPmRoute(dove as never, [topLeft({ x: 20, y: 33 }), topLeft({ x: 20, y: 10 })])).toBeNull();
  });
});
