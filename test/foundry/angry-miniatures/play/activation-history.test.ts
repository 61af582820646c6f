import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../../foundry-stand-in";
import { GRID_TYPES } from "../../../foundry-stand-in/parts/canvas";
import { setUserActive } from "../../../foundry-stand-in/parts/chat";
import type { StandInCombat, StandInToken } from "../../../foundry-stand-in/parts/combat";
import { createUser } from "../../../foundry-stand-in/parts/documents";
import { createGridScene, placeToken, type StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import type { StandInActor } from "../../../foundry-stand-in/parts/data-models";
import { asShelfWars, bounceTurn, combatantOf, combatWorld, scriptPoker, type CombatWorld } from "../../combat/world";

/**
 * The hook fires on every client; only the active GM's (User#isActiveGM) clears a figure's
 * movement history when it activates, so its Speed counts afresh, and it is written once.
 */
describe("Angry Miniatures: activating a figure clears its movement history on the active GM's client", () => {
  let world: CombatWorld;
  let hero: StandInActor;
  let heroToken: StandInSceneToken;
  let combat: StandInCombat;

  beforeEach(async () => {
    world = await combatWorld();
    const { registerAngryMiniaturesPlay } = await import("../../../../src/foundry/angry-miniatures/play/register");
    registerAngryMiniaturesPlay();
    const scene = createGridScene({ type: GRID_TYPES.SQUARE, size: 100, distance: 1 });
    hero = createActor({ name: "Hero", type: "angry-miniatures-figure", system: { health: { value: 4, max: 5 } }, owners: [world.alice] });
    const foe = createActor({ name: "Foe", type: "angry-miniatures-figure", system: { health: { value: 4, max: 5 } }, owners: [world.bob] });
    heroToken = placeToken(scene, hero, { i: 0, j: 0 }, { disposition: 1 });
    const foeToken = placeToken(scene, foe, { i: 5, j: 5 }, { disposition: -1 });
    combat = await world.combat([
      { actor: hero, token: heroToken as unknown as StandInToken },
      { actor: foe, token: foeToken as unknown as StandInToken },
    ]);
    scriptPoker("A", "K");
    await asShelfWars(world, combat).startCombat();
  });
  afterEach(() => removeStandIn());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const historyWrites = () => heroToken.updates.filter((u) => "_movementHistory" in u.changes);

  it("the active GM clears it once; a second GM (not the one Users#activeGM designates) does not write it again", async () => {
    createUser("Assistant GM", { isGM: true, id: "gm0000000000000b" });
    await heroToken.update({ _movementHistory: [{ x: 300, y: 0 }] });
    await asShelfWars(world, combat).activateCombatant(combatantOf(combat, hero).id);
    await settle();
    expect(heroToken.movementHistory).toEqual([]);
    expect(historyWrites().map((u) => u.userId)).toEqual([world.gm.id, world.gm.id]);
  });

  it("a player moving the combat's turn away and back mid-activation leaves what the figure walked", async () => {
    await asShelfWars(world, combat).activateCombatant(combatantOf(combat, hero).id);
    await settle();
    await heroToken.update({ _movementHistory: [{ x: 0, y: 0 }, { x: 200, y: 0 }] });
    const heroTurn = combat.turns.findIndex((c) => c.actorId === hero.id);
    // Bob (who plays the Foe) bounces the turn pointer, and points it at the Foe too.
    await bounceTurn(world, world.bob, combat, [null, heroTurn, null, heroTurn, 1 - heroTurn]);
    expect(heroToken.movementHistory).toEqual([{ x: 0, y: 0 }, { x: 200, y: 0 }]);
    expect(historyWrites().filter((u) => u.changes._movementHistory instanceof Array && (u.changes._movementHistory as unknown[]).length === 0)).toHaveLength(1);
    expect(asShelfWars(world, combat).activationState?.active).toBe(combatantOf(combat, hero).id);
  });

  it("with no GM connected nobody clears it: the players' clients never write it", async () => {
    await heroToken.update({ _movementHistory: [{ x: 300, y: 0 }] });
    setUserActive(world.gm, false);
    await asShelfWars(world, combat).activateCombatant(combatantOf(combat, hero).id);
    await settle();
    expect(heroToken.movementHistory).toEqual([{ x: 300, y: 0 }]);
    expect(historyWrites()).toHaveLength(1);
  });
});
