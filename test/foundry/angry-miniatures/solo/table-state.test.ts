import { afterEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import { standInWall } from "../../../foundry-stand-in/parts/canvas";
import { addWall } from "../../../foundry-stand-in/parts/scenes";
import { StandInRegionDocument } from "../../../foundry-stand-in/parts/regions";
import { asUser } from "../../boot-world";
import { scriptPoker } from "../../combat/world";
import { BRAWLER, GRUNT, amWorld, type AmWorld } from "../world";

/**
 * Solo play reads a started combat and its scene as the rules' state. On a padded scene (Foundry
 * pads a scene by a quarter of its size each side; the Crossing Field's padding is its own),
 * squares count from the scene's top-left square, A1, and so do its walls and terrain.
 */
describe("Angry Miniatures solo play reads the table as the rules' state", () => {
  let t: AmWorld;
  afterEach(() => removeStandIn());

  it("positions, walls and terrain count from the scene's first square; the running activation and marks come from the tracker", async () => {
    t = await amWorld({ width: 1000, height: 600, padding: 0.2 });
    const reader = await import("../../../../src/foundry/angry-miniatures/solo/table-state");
    const { sceneFirstSquare } = await import("../../../../src/foundry/angry-miniatures/table/table-reading");
    const first = sceneFirstSquare(t.scene as never);
    expect(first.i > 0 && first.j > 0).toBe(true);
    const at = (i: number, j: number) => ({ i: first.i + i, j: first.j + j });
    const hero = await t.figure("Hero", t.alice, at(1, 1), BRAWLER);
    const villain = await t.figure("Villain", t.bob, at(4, 7), GRUNT);
    const corner = (i: number, j: number) => t.scene.grid.getTopLeftPoint(at(i, j));
    // A wall that stops movement and sight on the line left of column 3, rows 0 to 2; a window (sight only) left of column 5.
    addWall(t.scene, standInWall({ a: corner(0, 3), b: corner(2, 3) }));
    addWall(t.scene, standInWall({ a: corner(3, 5), b: corner(5, 5) }, { move: 0 }));
    // Difficult ground (walking costs 2) on the scene's squares (2, 2) and (2, 3).
    const ground = corner(2, 2);
    t.scene.regions.add(new StandInRegionDocument({ _id: "mudregion0000001", shapes: [{ type: "rectangle", x: ground.x, y: ground.y, width: 200, height: 100 }], behaviors: [{ type: "modifyMovementCost", system: { difficulties: { walk: 2 } } }] }, { parent: t.scene }));
    const combat = await t.combat([hero.token, villain.token]);
    scriptPoker("A", "K");
    await asUser(t.gm, () => combat.startCombat());
    await asUser(t.gm, () => combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === hero.actor.id)!.id!));
    await t.settle();
    const read = reader.readAmTable(combat as never, t.scene as never, { openFollowUps: () => [] })!;
    const { state } = read;
    expect(read.firstSquare).toEqual(first);
    expect(state.board.size).toEqual({ rows: 6, columns: 10 });
    expect(state.figures[hero.token.id]).toMatchObject({ position: { i: 1, j: 1 }, health: 5, activated: false, defeated: false });
    expect(state.figures[villain.token.id]).toMatchObject({ position: { i: 4, j: 7 } });
    expect(state.figures[hero.token.id]!.side).not.toBe(state.figures[villain.token.id]!.side);
    expect(state.board.moveWalls).toEqual([{ a: { x: 3, y: 0 }, b: { x: 3, y: 2 } }]);
    expect(state.board.walls).toEqual([
      { a: { x: 3, y: 0 }, b: { x: 3, y: 2 } },
      { a: { x: 5, y: 3 }, b: { x: 5, y: 5 } },
    ]);
    expect(Object.entries(state.board.terrain).filter(([, kind]) => kind !== "open")).toEqual([["2,2", "difficult"], ["2,3", "difficult"]]);
    expect(state.active).toEqual({ figureId: hero.token.id, moved: false, attacked: false, frozen: false, buff: 0 });
    expect(state.initiative).toEqual([state.figures[hero.token.id]!.side, state.figures[villain.token.id]!.side]);
    expect(state.turn).toBe(0);
  });

  it("a figure of the game standing in the scene's padding is refused, naming it: the table cannot place it on the board", async () => {
    t = await amWorld({ width: 1000, height: 600, padding: 0.2 });
    const reader = await import("../../../../src/foundry/angry-miniatures/solo/table-state");
    const hero = await t.figure("Hero", t.alice, { i: 0, j: 0 }, BRAWLER);
    const villain = await t.figure("Villain", t.bob, { i: 4, j: 7 }, GRUNT);
    const combat = await t.combat([hero.token, villain.token]);
    scriptPoker("A", "K");
    await asUser(t.gm, () => combat.startCombat());
    expect(() => reader.readAmTable(combat as never, t.scene as never, { openFollowUps: () => [] })).toThrow(/Hero stands outside the scene/);
  });
});
