import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import { createCombat, type StandInCombat, type StandInToken } from "../../../foundry-stand-in/parts/combat";
import type { StandInActor, StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { standInWall, WALL_DIRECTIONS, WALL_DOOR_STATES, WALL_DOOR_TYPES, type StandInWall } from "../../../foundry-stand-in/parts/canvas";
import { addWall, type StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { skipOwnMoveChecks } from "../../../foundry-stand-in/parts/token-movement";
import { moveReports, movesSettled } from "../../canvas/move-reports";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../world";
import { scriptPoker } from "../../combat/world";
import { viewScene } from "../../boot-world";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };
type TrackerCombat = StandInCombat & { startCombat(): Promise<unknown>; activateCombatant(id: string): Promise<unknown> };

/**
 * Core stops a token at a wall only on the mover's own client (its collision test when it plans
 * the movement); a player's client that writes `update({x, y})` skips it. Angry Miniatures' one
 * move assessment (the mover's preMoveToken and the active GM's judge after the move) therefore
 * walks the route step by step, centre to centre, through the walls of the token's own scene.
 */
describe("Angry Miniatures: moves through walls", () => {
  let t: AmWorld;
  let villain: Figure;

  beforeEach(async () => {
    t = await amWorld();
    // Grunt: Spirit 3, Fat: Speed 4; two squares fit it, so only the wall is broken.
    const hero = await t.figure("Hero", t.alice, { i: 0, j: 0 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 0, j: 4 }, GRUNT);
    t.as(t.gm);
    const entries = [hero, villain].map((f) => ({ actor: f.actor as unknown as StandInActor, token: f.token as unknown as StandInToken }));
    const combat = (await createCombat(entries, CONFIG.Combat.documentClass as unknown as new () => StandInCombat)) as TrackerCombat;
    scriptPoker("A", "K");
    await combat.startCombat();
    await combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === villain.actor.id)!.id);
    await t.settle();
  });
  afterEach(() => removeStandIn());

  const corner = (i: number, j: number) => t.scene.grid.getTopLeftPoint({ i, j });
  const at = (f: Figure) => ({ x: f.token.x, y: f.token.y });
  const judged = () => movesSettled(() => t.settle());
  const warnings = () => t.standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  async function level(value: string): Promise<void> {
    const local = game.user;
    t.as(t.gm);
    await game.settings!.set("shelf-wars" as never, "angry-miniatures.automation.movementAllowance" as never, value as never);
    t.as(local as never);
  }
  /** A wall on the grid line between the squares (0, 5) and (0, 6), rows 0 and 1. */
  function wallBetweenColumns5And6(data: Partial<Omit<StandInWall, "c">> = {}): void {
    const top = corner(0, 6);
    const bottom = corner(2, 6);
    addWall(t.scene, standInWall({ a: top, b: bottom }, data));
  }
  const WALL_RULE = "movement allowance: A wall stops movement between the squares 0,5 and 0,6.";
  const ONE_WAY_RULE = "movement allowance: Movement across a one-way wall cannot be judged here: make the wall two-way, or set the movement check to off.";

  describe("a player whose client skips its own move checks", () => {
    beforeEach(() => skipOwnMoveChecks(t.bob));

    it("at enforce, a move through a wall is put back, and the player and GMs are told the rule", async () => {
      await level("enforce");
      wallBetweenColumns5And6();
      t.as(t.bob);
      await villain.token.update({ ...corner(0, 6) });
      await judged();
      expect(at(villain)).toEqual(corner(0, 4));
      expect(moveReports()).toEqual([{ text: `Bob moved Villain against the rules: ${WALL_RULE} The GM's client put the token back where the move began.`, whisper: [t.gm.id, t.bob.id].sort() }]);
    });

    it("at enforce, a closed door stops the move as a wall does", async () => {
      await level("enforce");
      wallBetweenColumns5And6({ door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.CLOSED });
      t.as(t.bob);
      await villain.token.update({ ...corner(0, 6) });
      await judged();
      expect(at(villain)).toEqual(corner(0, 4));
      expect(moveReports().map((r) => r.text)).toEqual([`Bob moved Villain against the rules: ${WALL_RULE} The GM's client put the token back where the move began.`]);
    });

    it("at warn, the move through a wall stands and only the GMs are told", async () => {
      wallBetweenColumns5And6();
      t.as(t.bob);
      await villain.token.update({ ...corner(0, 6) });
      await judged();
      expect(at(villain)).toEqual(corner(0, 6));
      expect(moveReports()).toEqual([{ text: `Bob moved Villain against the rules: ${WALL_RULE} The move stands (the movement check is at warn).`, whisper: [t.gm.id] }]);
    });

    it("at enforce, a move through an open door stands, with no report", async () => {
      await level("enforce");
      wallBetweenColumns5And6({ door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.OPEN });
      t.as(t.bob);
      await villain.token.update({ ...corner(0, 6) });
      await judged();
      expect(at(villain)).toEqual(corner(0, 6));
      expect(moveReports()).toEqual([]);
    });

    it("at enforce, a move across a one-way wall is put back, naming the rule that it cannot be judged", async () => {
      await level("enforce");
      wallBetweenColumns5And6({ dir: WALL_DIRECTIONS.LEFT });
      t.as(t.bob);
      await villain.token.update({ ...corner(0, 6) });
      await judged();
      expect(at(villain)).toEqual(corner(0, 4));
      expect(moveReports().map((r) => r.text)).toEqual([`Bob moved Villain against the rules: ${ONE_WAY_RULE} The GM's client put the token back where the move began.`]);
    });

    it("a wall on the scene being viewed stops nothing on another: the walls read are the token's own scene's", async () => {
      await level("enforce");
      // Every client now views another scene, with a wall where the token's scene has none.
      const elsewhere = viewScene({ type: 1, size: 100, distance: 1, diagonals: 0 }, { _id: "scene00000000002" });
      addWall(elsewhere, standInWall({ a: corner(0, 6), b: corner(2, 6) }));
      t.as(t.bob);
      await villain.token.update({ ...corner(0, 6) });
      await judged();
      expect(at(villain)).toEqual(corner(0, 6));
      expect(moveReports()).toEqual([]);
    });
  });

  it("the mover's own preMoveToken refuses a move through a wall at enforce, telling the rule", async () => {
    await level("enforce");
    wallBetweenColumns5And6();
    t.as(t.bob);
    await villain.token.update({ ...corner(0, 6) });
    await judged();
    expect(at(villain)).toEqual(corner(0, 4));
    expect(warnings()).toContain(`Move refused: ${WALL_RULE}`);
    expect(moveReports()).toEqual([]);
  });
});
