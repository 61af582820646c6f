import { vi } from "vitest";
import { installStandIn, type StandIn } from "../foundry-stand-in";
import { createUser, setCurrentUser, type StandInDocumentData, type StandInUser } from "../foundry-stand-in/parts/documents";
import { createGridScene, type StandInGridData, type StandInScene } from "../foundry-stand-in/parts/scenes";

/** The GM and the two players the table tests seat, each with a fixed id. */
export interface Players {
  gm: StandInUser;
  alice: StandInUser;
  bob: StandInUser;
}

/**
 * Shelf Wars on a fresh stand-in, as on a client that starts: every module loaded again, then
 * the `init` hook (and `setup` when asked) run.
 */
export async function bootShelfWars(options: { setup?: boolean } = {}): Promise<StandIn> {
  vi.resetModules();
  const standIn = installStandIn();
  await import("../../src/index");
  standIn.hooks.callAll("init");
  if (options.setup) standIn.hooks.callAll("setup");
  return standIn;
}

/** The GM, Alice and Bob; the GM is the current user. */
export function seatPlayers(): Players {
  const gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
  const alice = createUser("Alice", { id: "alice00000000000" });
  const bob = createUser("Bob", { id: "bob0000000000000" });
  setCurrentUser(gm);
  return { gm, alice, bob };
}

/** A new scene with this grid, viewed: the canvas shows it and measures with its grid. */
export function viewScene(grid: StandInGridData, data: StandInDocumentData = {}): StandInScene {
  const scene = createGridScene(grid, data);
  const canvas = (globalThis as unknown as { canvas: Record<string, unknown> }).canvas;
  canvas.scene = scene;
  canvas.grid = scene.grid;
  return scene;
}

/** `work` done as `user`, the current user put back afterwards. */
export async function asUser<T>(user: StandInUser, work: () => Promise<T>): Promise<T> {
  const local = (globalThis as unknown as { game: { user: StandInUser } }).game.user;
  setCurrentUser(user);
  try {
    return await work();
  } finally {
    setCurrentUser(local);
  }
}
