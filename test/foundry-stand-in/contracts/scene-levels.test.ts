import fs from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../index";
import { standInGeneration } from "../generation";
import { createUser, setCurrentUser, type StandInUser } from "../parts/documents";
import { createGridScene, importPackScene } from "../parts/scenes";
import { isCompatibilityWarning, logCompatibilityWarning } from "../v14/compatibility";

/**
 * Scene backgrounds on each generation (../v14/scene-levels.ts cites the sources): v13 keeps the
 * background on the Scene; v14 keeps it on Level documents, reading Scene#background warns and
 * writing it is dropped; importing a pack scene fires createScene on every client, and on v14 the
 * undocumented migration into Levels must be spelled out by the test.
 */
const v14 = standInGeneration() === 14;
const PACK_SCENE = JSON.parse(fs.readFileSync("packs/_source/shelf-wars-scenes/knight-fight-board.json", "utf8")) as Record<string, unknown> & {
  background: { src: string };
  walls: Record<string, unknown>[];
  regions: Record<string, unknown>[];
};

describe(`stand-in scene backgrounds on v${standInGeneration()}`, () => {
  let standIn: StandIn;
  let gm: StandInUser;
  let player: StandInUser;
  beforeEach(() => {
    standIn = installStandIn();
    gm = createUser("GM", { isGM: true });
    player = createUser("Player");
    setCurrentUser(gm);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    removeStandIn();
  });

  it("importing a pack scene keeps its grid, walls and regions and runs createScene on every client, with the importer's id", () => {
    const seen: string[] = [];
    standIn.hooks.on("createScene", (...[scene, , userId]: unknown[]) => void seen.push(`${game.user!.id}: ${(scene as { id: string }).id} by ${String(userId)}`));
    const scene = importPackScene(PACK_SCENE, v14 ? [{ background: { src: null } }] : undefined);
    expect(scene.id).toBe(PACK_SCENE._id);
    expect(scene.grid.size).toBe((PACK_SCENE.grid as { size: number }).size);
    expect([scene.walls.size, scene.regions.size]).toEqual([PACK_SCENE.walls.length, PACK_SCENE.regions.length]);
    expect(seen.sort()).toEqual([`${gm.id}: ${scene.id} by ${gm.id}`, `${player.id}: ${scene.id} by ${gm.id}`].sort());
  });

  it("a player importing a pack scene is not modelled", () => {
    setCurrentUser(player);
    expect(() => importPackScene(PACK_SCENE, v14 ? [] : undefined)).toThrow(/not modelled/);
  });

  it.runIf(!v14)("v13: the background is the scene's own; there are no Levels", async () => {
    const scene = importPackScene(PACK_SCENE);
    expect(scene.background.src).toBe(PACK_SCENE.background.src);
    expect(scene.levels).toBeUndefined();
    await expect(scene.createEmbeddedDocuments("Level", [{ name: "L" }])).rejects.toThrow(/not modelled/);
    expect(() => importPackScene({ ...PACK_SCENE, _id: "other0000000000a" }, [])).toThrow(/no Levels/);
  });

  it.runIf(v14)("v14: how the migration moves a v13 background into Levels is refused unless the test says (core issue 13750)", () => {
    expect(() => importPackScene(PACK_SCENE)).toThrow(/not modelled.*13750/);
  });

  it.runIf(v14)("v14: the background lives on the Levels; reading Scene#background warns as deprecated and is refused; writing it is dropped", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const scene = importPackScene(PACK_SCENE, [{ name: "Ground", background: { src: "a.svg" } }]);
    expect(scene.levels?.size).toBe(1);
    expect(scene.levels?.contents[0]?.background.src).toBe("a.svg");
    expect(() => scene.background).toThrow(/not modelled/);
    expect(warn.mock.calls.filter(isCompatibilityWarning)).toHaveLength(1);
    expect(await scene.update({ "background.src": "b.svg" })).toBeUndefined();
    expect((scene._source.background as { src: string }).src).toBe(PACK_SCENE.background.src);
  });

  it.runIf(v14)("v14: a GM creates Levels and updates a Level's background; a player may not create them", async () => {
    const scene = createGridScene({ type: 1, size: 100 });
    const [level] = await scene.createEmbeddedDocuments("Level", [{ name: "Ground", background: { src: "a.svg" } }]);
    expect(scene.levels?.get(level!.id)?.background.src).toBe("a.svg");
    await level!.update({ "background.src": "b.svg" });
    expect(scene.levels?.get(level!.id)?.background.src).toBe("b.svg");
    setCurrentUser(player);
    await expect(scene.createEmbeddedDocuments("Level", [{ name: "Attic" }])).rejects.toThrow(/lacks permission to create Level/);
    expect(scene.levels?.size).toBe(1);
  });

  it("MeasuredTemplates: created, listed and deleted as on v13, each use warned as deprecated on v14 (crucible issue 609; core issues 13270, 13508)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const scene = createGridScene({ type: 1, size: 100 });
    const [template] = await scene.createEmbeddedDocuments("MeasuredTemplate", [{ t: "circle", x: 0, y: 0, distance: 1 }]);
    expect(scene.templates.has(template!.id)).toBe(true);
    await scene.deleteEmbeddedDocuments("MeasuredTemplate", [template!.id]);
    expect(scene.templates.size).toBe(0);
    expect(warn.mock.calls.filter(isCompatibilityWarning)).toHaveLength(v14 ? 4 : 0);
  });

  it("a context-menu deprecation (./context-menu.ts wording) counts as a compatibility warning", () => {
    expect(isCompatibilityWarning(["ContextMenuEntry#name is deprecated. Use ContextMenuEntry#label instead."])).toBe(true);
  });

  it("a compatibility warning names the version that deprecated the call and the one that removes it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    logCompatibilityWarning("X is deprecated.", { since: 14, until: 16 });
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/X is deprecated\.\nDeprecated since Version 14\nBackwards-compatible support will be removed in Version 16/);
    expect(isCompatibilityWarning(warn.mock.calls[0] ?? [])).toBe(true);
    expect(isCompatibilityWarning(["an ordinary warning"])).toBe(false);
  });
});
