import fs from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StandIn } from "../foundry-stand-in";
import { removeStandIn } from "../foundry-stand-in";
import { standInGeneration } from "../foundry-stand-in/generation";
import { setCurrentUser, type StandInUser } from "../foundry-stand-in/parts/documents";
import { importPackScene, type StandInScene } from "../foundry-stand-in/parts/scenes";
import { isCompatibilityWarning } from "../foundry-stand-in/v14/compatibility";
import { bootShelfWars, seatPlayers, type Players } from "./boot-world";

/**
 * The ready scenes ship in v13's shape (tools/lib/scene-boards.mjs). On v14 a world migrates them
 * onto Scene Levels, which was reported to lose the background (core issue 13750): the active GM's
 * client puts a missing background back on the scene's level once, says so, and marks the scene.
 */
const v14 = standInGeneration() === 14;
const PACK = "packs/_source/shelf-wars-scenes";
const readyScenes = fs.readdirSync(PACK).map((file) => JSON.parse(fs.readFileSync(`${PACK}/${file}`, "utf8")) as Record<string, unknown> & { _id: string; name: string; background: { src: string } });
const knightFight = readyScenes.find((s) => s._id && String(s.name).startsWith("Knight Fight"))!;

/** What the v14 migration left, per case: a level without background (13750), none, or a good one. */
const LOST = [{ name: "Ground", background: { src: null } }];

describe("the ready scenes in the pack", () => {
  it.each(readyScenes.map((s) => [s.name, s] as const))("%s: carries the ready-scene flag naming its own background, in v13's shape (no Level documents)", (_name, source) => {
    expect((source.flags as Record<string, { readyScene?: { background?: string } }>)["shelf-wars"]?.readyScene?.background).toBe(source.background.src);
    expect(source.levels ?? []).toEqual([]);
  });

});

describe(`ready scenes on v${standInGeneration()}`, () => {
  let standIn: StandIn;
  let players: Players;
  beforeEach(async () => {
    standIn = await bootShelfWars({ setup: true });
    players = seatPlayers();
  }, 30_000);
  afterEach(() => {
    vi.restoreAllMocks();
    removeStandIn();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const importAs = async (user: StandInUser, source: Record<string, unknown>, levels?: { name?: string; background: { src: string | null } }[]) => {
    setCurrentUser(user);
    const scene = importPackScene(source, v14 ? levels : undefined);
    await settle();
    return scene;
  };
  const writes = (scene: StandInScene) => scene.updates.length + (scene.levels?.contents.reduce((n, level) => n + level.updates.length, 0) ?? 0);
  /** What the repair told this client's user. */
  const infos = () => standIn.notifications.filter((n) => n.level === "info" && n.message.includes("Scene Levels")).map((n) => n.message);

  it.runIf(!v14)("v13: an imported ready scene keeps its background, nothing is written and nothing is said", async () => {
    const scene = await importAs(players.gm, knightFight);
    expect(scene.background.src).toBe(knightFight.background.src);
    expect(writes(scene)).toBe(0);
    expect(infos()).toEqual([]);
  });

  it.runIf(v14)("v14: a ready scene whose level lost its background gets it back on that level, once, and the GM is told", async () => {
    const scene = await importAs(players.gm, knightFight, LOST);
    const [level] = scene.levels!.contents;
    expect(level!.background.src).toBe(knightFight.background.src);
    expect(level!.updates).toHaveLength(1);
    expect(scene.getFlag("shelf-wars", "readyScene.restored")).toBe(true);
    expect(infos()).toEqual([`${knightFight.name}: Foundry v14 moved this ready scene to Scene Levels without its background; Shelf Wars put the board's picture back on its level (once: later changes are yours).`]);
    // A second run (the next world load) writes nothing, even after the GM cleared the level's background.
    await level!.update({ "background.src": null });
    const before = writes(scene);
    standIn.hooks.callAll("ready");
    await settle();
    expect(writes(scene)).toBe(before);
    expect(level!.background.src).toBeNull();
    expect(infos()).toHaveLength(1);
  });

  it.runIf(v14)("v14: the background goes back on the level the scene opens on (the first created), not the lowest by sort", async () => {
    const scene = await importAs(players.gm, knightFight, [
      { name: "Ground", sort: 5, background: { src: null } },
      { name: "Attic", sort: 1, background: { src: "icons/svg/attic.svg" } },
    ] as never);
    const [ground, attic] = scene.levels!.contents;
    expect(scene.initialLevel).toBe(ground);
    expect(ground!.background.src).toBe(knightFight.background.src);
    expect(attic!.background.src).toBe("icons/svg/attic.svg");
  });

  it.runIf(v14)("v14: a ready scene left with no level gets one holding its background", async () => {
    const scene = await importAs(players.gm, knightFight, []);
    expect(scene.levels!.contents.map((l) => l.background.src)).toEqual([knightFight.background.src]);
  });

  it.runIf(v14)("v14: a ready scene the migration moved correctly is not touched", async () => {
    const scene = await importAs(players.gm, knightFight, [{ name: "Ground", background: { src: knightFight.background.src } }]);
    expect(writes(scene)).toBe(0);
    expect(infos()).toEqual([]);
  });

  it.runIf(v14)("v14: a scene that is not a ready scene is not touched", async () => {
    const flags = { "shelf-wars": { ruleset: "knight-fight" } };
    const scene = await importAs(players.gm, { ...knightFight, _id: "notready00000001", flags }, LOST);
    expect(writes(scene)).toBe(0);
    expect(scene.levels!.contents[0]!.background.src).toBeNull();
  });

  it.runIf(v14)("v14: a ready scene already in the world when the GM's client starts is checked at ready", async () => {
    // Imported while the GM was not the active GM (another GM's client would have checked it): nothing yet.
    const other = players.gm;
    other.active = false;
    const scene = importPackScene(knightFight, LOST);
    await settle();
    expect(writes(scene)).toBe(0);
    other.active = true;
    setCurrentUser(players.gm);
    standIn.hooks.callAll("ready");
    await settle();
    expect(scene.levels!.contents[0]!.background.src).toBe(knightFight.background.src);
  });

  it.runIf(v14)("v14: a player's client does nothing with a ready scene it sees created", async () => {
    const { restoreReadySceneBackground } = await import("../../src/foundry/compat/ready-scenes");
    setCurrentUser(players.gm);
    players.gm.active = false;
    const scene = importPackScene(knightFight, LOST);
    players.gm.active = true;
    setCurrentUser(players.alice);
    expect(await restoreReadySceneBackground(scene as never)).toBe(false);
    expect(writes(scene)).toBe(0);
  });

  it("importing a ready scene raises no compatibility warning", async () => {
    const warn = vi.spyOn(console, "warn");
    await importAs(players.gm, knightFight, LOST);
    expect(warn.mock.calls.filter(isCompatibilityWarning)).toEqual([]);
  });
});
