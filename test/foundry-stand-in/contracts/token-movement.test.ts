import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { standInGeneration } from "../generation";
import { createActor, installStandIn, removeStandIn, type StandIn } from "../index";
import { GRID_TYPES } from "../parts/canvas";
import { createUser, setCurrentUser, type StandInUser } from "../parts/documents";
import { createGridScene, placeToken, type StandInSceneToken } from "../parts/scenes";
import { skipOwnMoveChecks } from "../parts/token-movement";

/**
 * Contracts of a token's move (parts/token-movement.ts):
 * - an update of `x` / `y` is a movement (foundryvtt#11754);
 * - preMoveToken "only fires for the client who is initiating the update request" and false
 *   rejects the movement (https://foundryvtt.com/api/v13/functions/hookEvents.preMoveToken.html);
 * - moveToken "fires for all connected clients after the update has been processed", with the
 *   User who moved (https://foundryvtt.com/api/v13/functions/hookEvents.moveToken.html);
 * - a hostile client skips its own preMoveToken handlers;
 * - v14 planned movement fires neither movement hook, but planToken (foundryvtt#13639).
 */
describe("stand-in contracts: token movement", () => {
  let standIn: StandIn;
  let gm: StandInUser;
  let alice: StandInUser;
  let token: StandInSceneToken;
  let seen: string[];
  const generation = standInGeneration();

  beforeEach(() => {
    vi.resetModules();
    standIn = installStandIn();
    gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
    alice = createUser("Alice", { id: "alice00000000000" });
    setCurrentUser(gm);
    const scene = createGridScene({ type: GRID_TYPES.SQUARE, size: 100, distance: 1 });
    const hero = createActor({ name: "Hero", type: "base", ownership: { [alice.id]: 3 } });
    token = placeToken(scene, hero, { i: 0, j: 0 });
    seen = [];
    for (const hook of ["preMoveToken", "updateToken", "moveToken", "planToken"]) {
      standIn.hooks.on(hook, (...args: unknown[]) => {
        const user = hook === "moveToken" ? ` by ${(args[3] as StandInUser).name}` : hook === "updateToken" ? ` by ${String(args[3])}` : "";
        seen.push(`${hook} on ${game.user!.name}${user}`);
      });
    }
  });
  afterEach(() => removeStandIn());

  it("update({x, y}) by a player: preMoveToken on that client only, then updateToken and moveToken on every client, with the mover", async () => {
    setCurrentUser(alice);
    let movement: { origin: unknown; destination: unknown; passed: { waypoints: unknown[] } } | null = null;
    standIn.hooks.on("moveToken", (_t: unknown, m: unknown) => (movement ??= m as typeof movement));
    expect(await token.update({ x: 200, y: 100 })).toBe(token);
    expect(seen).toEqual([
      "preMoveToken on Alice",
      `updateToken on Gamemaster by ${alice.id}`,
      `updateToken on Alice by ${alice.id}`,
      "moveToken on Gamemaster by Alice",
      "moveToken on Alice by Alice",
    ]);
    expect(movement).toMatchObject({ origin: { x: 0, y: 0 }, destination: { x: 200, y: 100 }, passed: { waypoints: [{ x: 200, y: 100 }] } });
    expect([token.x, token.y]).toEqual([200, 100]);
  });

  it("TokenDocument#move's waypoints, given in the options, are the movement's passed waypoints", async () => {
    let passed: unknown = null;
    standIn.hooks.on("moveToken", (_t: unknown, m: unknown) => (passed ??= (m as { passed: { waypoints: unknown } }).passed.waypoints));
    await token.update({ x: 200, y: 0 }, { movement: { [token.id]: { waypoints: [{ x: 100, y: 0 }, { x: 200, y: 0 }] } } });
    expect(passed).toEqual([{ x: 100, y: 0 }, { x: 200, y: 0 }]);
  });

  it("preMoveToken answering false drops the update: nothing changes and no other hook runs", async () => {
    standIn.hooks.on("preMoveToken", () => false);
    setCurrentUser(alice);
    expect(await token.update({ x: 200, y: 100 })).toBeUndefined();
    expect(seen).toEqual(["preMoveToken on Alice"]);
    expect([token.x, token.y]).toEqual([0, 0]);
  });

  it("a hostile client skips its own preMoveToken and moveToken handlers: the move lands and every other client is told", async () => {
    standIn.hooks.on("preMoveToken", () => false);
    skipOwnMoveChecks(alice);
    setCurrentUser(alice);
    expect(await token.update({ x: 200, y: 100 })).toBe(token);
    expect(seen).toEqual([`updateToken on Gamemaster by ${alice.id}`, `updateToken on Alice by ${alice.id}`, "moveToken on Gamemaster by Alice"]);
  });

  it("an update that does not move the token is no movement", async () => {
    setCurrentUser(alice);
    await token.update({ _movementHistory: [{ x: 500, y: 500 }] });
    expect(seen).toEqual([`updateToken on Gamemaster by ${alice.id}`, `updateToken on Alice by ${alice.id}`]);
  });

  it.runIf(generation === 14)("v14: a planned movement fires planToken, not preMoveToken; started, it lands with updateToken and no moveToken (foundryvtt#13639)", async () => {
    standIn.hooks.on("preMoveToken", () => false);
    setCurrentUser(alice);
    await token.update({ x: 200, y: 100 }, { planned: true });
    expect(seen).toEqual(["planToken on Gamemaster", "planToken on Alice"]);
    expect([token.x, token.y]).toEqual([0, 0]);
    await token.startMovement();
    expect([token.x, token.y]).toEqual([200, 100]);
    expect(seen.slice(2)).toEqual([`updateToken on Gamemaster by ${alice.id}`, `updateToken on Alice by ${alice.id}`]);
  });

  it.runIf(generation === 13)("v13: `planned` is no option of core's (added in v14), so the move is an ordinary one; startMovement does not exist", async () => {
    await token.update({ x: 200, y: 100 }, { planned: true });
    expect(seen).toContain("preMoveToken on Gamemaster");
    expect(seen).toContain("moveToken on Alice by Gamemaster");
    await expect(token.startMovement()).rejects.toThrow(/not modelled on v13/);
  });
});
