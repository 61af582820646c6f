import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../../foundry-stand-in";
import { GRID_TYPES, setCanvas, standInWall, WALL_DOOR_STATES, WALL_DOOR_TYPES, WALL_MOVEMENT_TYPES } from "../../../foundry-stand-in/parts/canvas";
import type { StandInToken } from "../../../foundry-stand-in/parts/combat";
import { StandInRegionDocument } from "../../../foundry-stand-in/parts/regions";
import { addWall, createGridScene, placeToken, type StandInScene, type StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { asShelfWars, combatWorld, scriptPoker, type CombatWorld } from "../../combat/world";

/** Spirit 3 (Speed 5), Fat (-1): Speed 4. */
const walker = {
  mind: 3, body: 3, spirit: 3, attackTypes: ["melee"], perk: "brutish", flaw: "fat", crit: "regenerate",
  critTrigger: [], presentation: "androgynous", health: { value: 5 }, notes: "",
};

/**
 * A figure's move is judged on its own scene's grid and terrain, whoever is looking at which scene:
 * a GM viewing another scene (another grid size, no terrain where the figure walks) must get the
 * same squares and costs as a player viewing the figure's scene.
 */
describe("Angry Miniatures movement of a figure on a scene that is not the one on screen", () => {
  let world: CombatWorld;
  let field: StandInScene;
  let heroToken: StandInSceneToken;
  let movement: typeof import("../../../../src/foundry/angry-miniatures/play/movement-table");

  beforeEach(async () => {
    world = await combatWorld();
    const { registerAutomationSetting } = await import("../../../../src/foundry/settings/registry");
    registerAutomationSetting("angry-miniatures", "movementAllowance");
    movement = await import("../../../../src/foundry/angry-miniatures/play/movement-table");
    // The figure's scene: 100 px squares, a pond (water: walking costs 2, swimming 1) on squares (0, 2) and (0, 3).
    field = createGridScene({ type: GRID_TYPES.SQUARE, size: 100, distance: 1 });
    field.regions.add(
      new StandInRegionDocument(
        { _id: "pondregion000001", shapes: [{ type: "rectangle", x: 200, y: 0, width: 200, height: 100 }], behaviors: [{ type: "modifyMovementCost", system: { difficulties: { walk: 2, swim: 1 } } }] },
        { parent: field },
      ),
    );
    const hero = createActor({ name: "Hero", type: "angry-miniatures-figure", system: walker, owners: [world.alice] });
    const foe = createActor({ name: "Foe", type: "angry-miniatures-figure", system: walker, owners: [world.bob] });
    heroToken = placeToken(field, hero, { i: 0, j: 0 }, { disposition: 1 });
    const foeToken = placeToken(field, foe, { i: 5, j: 5 }, { disposition: -1 });
    const combat = await world.combat([
      { actor: hero, token: heroToken as unknown as StandInToken },
      { actor: foe, token: foeToken as unknown as StandInToken },
    ]);
    scriptPoker("A", "K");
    await asShelfWars(world, combat).startCombat();
    // The hero walks in its own activation (a figure has no Speed to spend outside it).
    await asShelfWars(world, combat).activateCombatant(combat.combatants.contents.find((c) => c.actorId === hero.id)?.id ?? "");
  });
  afterEach(() => removeStandIn());

  /** Puts another scene on screen: 50 px squares and no terrain. */
  function viewAnotherScene(): void {
    const elsewhere = createGridScene({ type: GRID_TYPES.SQUARE, size: 50, distance: 1 });
    setCanvas({ grid: elsewhere.grid });
    (canvas as unknown as { scene: unknown }).scene = elsewhere;
  }

  /** The check of a walk from the token's square to the top-left of square (0, 4) of its scene. */
  const walkToFour = () =>
    movement.assessTokenPath(heroToken as never, movement.routeSquares(heroToken as never, [...movement.historyPoints(heroToken as never), { x: heroToken.x, y: heroToken.y }, { x: 400, y: 0 }]));

  it("reads the squares and the pond on the figure's own scene: four squares, two of them water, cost 6 of Speed 4", () => {
    const onScreen = (() => {
      setCanvas({ grid: field.grid });
      (canvas as unknown as { scene: unknown }).scene = field;
      return walkToFour();
    })();
    viewAnotherScene();
    const offScreen = walkToFour();
    expect(offScreen?.check).toMatchObject({ ok: false, cost: 6, allowance: 4 });
    expect(offScreen).toEqual(onScreen);
    expect(movement.historyPoints(heroToken as never)).toEqual([]);
  });

  it("reads the walls of the figure's own scene (core stops tokens at walls only on the mover's client): an open door and a wall that lets movement through change nothing, a locked door stops the walk", () => {
    viewAnotherScene();
    const plain = walkToFour();
    // On the grid line between squares (0, 0) and (0, 1).
    const across = { a: { x: 100, y: -100 }, b: { x: 100, y: 200 } };
    addWall(field, standInWall(across, { move: WALL_MOVEMENT_TYPES.NONE }));
    expect(walkToFour()).toEqual(plain);
    const door = addWall(field, standInWall(across, { door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.OPEN }));
    expect(walkToFour()).toEqual(plain);
    door._source.ds = WALL_DOOR_STATES.LOCKED;
    const walled = walkToFour();
    expect(walled?.check).toMatchObject({ ok: false, cost: 0, allowance: 4 });
    expect(walled?.check.violation?.code).toBe("AngryMiniatures.Rule.MoveWall");
  });
});
