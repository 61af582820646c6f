import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { standInWall } from "../../../foundry-stand-in/parts/canvas";
import { addWall, type StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { skipOwnMoveChecks } from "../../../foundry-stand-in/parts/token-movement";
import type { Point } from "../../../../src/rules/common/geometry";
import { moveReports, movesSettled } from "../../canvas/move-reports";
import { PIXELS_PER_INCH, pmWorld, type PmWorld } from "../world";
import type { ShelfWarsCombatView } from "../../world";

/**
 * A player's client may skip its own preMoveToken checks (they run only there); the active GM's
 * client judges the move after it with the same rules: the route (Brightness, walls, table
 * edge, the figure moving now) and, before the first round, deployment.
 */
describe("Precious Moments: moves judged on the GM's client", () => {
  let t: PmWorld;
  let angel: { actor: StandInModelActor; token?: StandInSceneToken };
  let cherub: { actor: StandInModelActor; token?: StandInSceneToken };
  let choirs: StandInModelActor[];

  beforeEach(async () => {
    t = await pmWorld();
    angel = { actor: await t.figure("Angel", t.alice, { brightness: 5 }) };
    cherub = { actor: await t.figure("Cherub", t.bob, { brightness: 5 }) };
    choirs = [await t.choir("Seraphim", t.alice, [angel.actor]), await t.choir("Carollers", t.bob, [cherub.actor])];
  });
  afterEach(() => removeStandIn());

  /** A token's top-left when its centre stands at (x, y) inches. */
  const topLeft = (at: Point): Point => {
    const centre = t.pixels(at);
    return { x: centre.x - PIXELS_PER_INCH / 2, y: centre.y - PIXELS_PER_INCH / 2 };
  };
  const at = (token: StandInSceneToken) => ({ x: token.x, y: token.y });
  const judged = () => movesSettled(() => t.settle());

  describe("in the movement phase", () => {
    let combat: ShelfWarsCombatView;

    beforeEach(async () => {
      angel.token = t.place(angel.actor, { x: 10, y: 3 });
      cherub.token = t.place(cherub.actor, { x: 10, y: 33 });
      combat = await t.combat([angel.token, cherub.token]);
      // Seraphim win the initiative: Carollers move first.
      t.dice(6, 6, 1, 1);
      await combat.startCombat();
      await combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === cherub.actor.id)?.id ?? "");
      await t.settle();
      await t.setting("automation.movementAllowance", "enforce");
      skipOwnMoveChecks(t.bob);
    });

    it("a player whose client skips its check and walks through a wall at enforce is put back and told the rule", async () => {
      const y = t.pixels({ x: 0, y: 31 }).y;
      addWall(t.scene, standInWall({ a: t.pixels({ x: 5, y: 31 }), b: { x: t.pixels({ x: 15, y: 31 }).x, y } }));
      t.as(t.bob);
      await cherub.token!.update({ ...topLeft({ x: 10, y: 29 }) });
      await judged();
      expect(at(cherub.token!)).toEqual(topLeft({ x: 10, y: 33 }));
      const [report] = moveReports();
      expect(report?.text).toMatch(/^Bob moved Cherub against the rules: .*cannot move through an obstacle.* The GM's client put the token back where the move began\.$/);
      expect(report?.whisper).toEqual([t.gm.id, t.bob.id].sort());
    });

    it("past Brightness at enforce: put back; at warn: it stands and the GMs are told", async () => {
      t.as(t.bob);
      await cherub.token!.update({ ...topLeft({ x: 10, y: 27 }) });
      await judged();
      expect(at(cherub.token!)).toEqual(topLeft({ x: 10, y: 33 }));
      expect(moveReports().at(-1)?.text).toContain("Cherub can move only 5 inches (its Brightness); this route is 6 inches.");
      await t.setting("automation.movementAllowance", "warn");
      t.as(t.bob);
      await cherub.token!.update({ ...topLeft({ x: 10, y: 27 }) });
      await judged();
      expect(at(cherub.token!)).toEqual(topLeft({ x: 10, y: 27 }));
      expect(moveReports().at(-1)).toMatchObject({ text: expect.stringContaining("The move stands"), whisper: [t.gm.id] });
    });

    it("a player who writes the token's movement history cannot walk further: the GM's client counts the route it saw", async () => {
      t.as(t.bob);
      await cherub.token!.update({ ...topLeft({ x: 10, y: 30 }) });
      await judged();
      await cherub.token!.update({ _movementHistory: [] });
      await cherub.token!.update({ ...topLeft({ x: 10, y: 27 }) });
      await judged();
      expect(at(cherub.token!)).toEqual(topLeft({ x: 10, y: 30 }));
    });
  });

  describe("deployment, before the first round", () => {
    beforeEach(async () => {
      const setup = await import("../../../../src/foundry/precious-moments/setup/coin-toss");
      t.as(t.gm);
      t.dice([1, 2]);
      const coin = await setup.tossCoin(t.scene as never, choirs[0] as never, choirs[1] as never);
      await setup.chooseHomeEdge(coin as never, "top");
      await t.setting("automation.deployment", "enforce");
    });

    it("a player whose client skips its check and moves a figure out of its zone is put back and told the rule", async () => {
      angel.token = t.place(angel.actor, { x: 10, y: 3 });
      skipOwnMoveChecks(t.alice);
      t.as(t.alice);
      await angel.token.update({ ...topLeft({ x: 10, y: 12 }) });
      await judged();
      expect(at(angel.token)).toEqual(topLeft({ x: 10, y: 3 }));
      expect(moveReports().at(-1)?.text).toContain("Angel must be set up within 6 inches of its home edge");
    });
  });
});
