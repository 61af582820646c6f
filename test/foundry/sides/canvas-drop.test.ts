import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIDE_DROP_KEYS } from "../../../src/foundry/sides/side-drop";
import { removeStandIn, type StandIn } from "../../foundry-stand-in";
import { createActorPack } from "../../foundry-stand-in/parts/am-documents";
import { dropOnCanvas } from "../../foundry-stand-in/parts/canvas";
import { createUser, setCurrentUser, type StandInDocumentData } from "../../foundry-stand-in/parts/documents";
import { createGridScene, type StandInScene } from "../../foundry-stand-in/parts/scenes";
import { bootWorld } from "../angry-miniatures/documents/setup";

const sources = (pack: string) =>
  fs
    .readdirSync(`packs/_source/${pack}`)
    .map((f) => JSON.parse(fs.readFileSync(path.join(`packs/_source/${pack}`, f), "utf8")) as StandInDocumentData & { _id: string; name: string });

const FIGURES = "shelf-wars.angry-miniatures-figures";
const TEAMS = "shelf-wars.angry-miniatures-teams";
const HEARTHGUARD = "amt192f970e179fb";

interface WorldActor {
  id: string;
  type: string;
  name: string;
  system: { _source?: { members?: string[] } };
}

describe("a GM drops a ready team from its compendium onto the scene (the booted system, stand-in canvas)", () => {
  let standIn: StandIn;
  let scene: StandInScene;
  const actors = () => (globalThis as unknown as { game: { actors: { contents: WorldActor[] } } }).game.actors.contents;

  beforeEach(async () => {
    ({ standIn } = await bootWorld());
    createActorPack(FIGURES, sources("angry-miniatures-figures"), { locked: true, packageType: "system" });
    createActorPack(TEAMS, sources("angry-miniatures-teams"), { locked: true, packageType: "system" });
    scene = createGridScene({ type: 1, size: 100 }, { width: 2000, height: 1400 });
    const canvas = (globalThis as unknown as { canvas: Record<string, unknown> }).canvas;
    Object.assign(canvas, { scene, grid: scene.grid, dimensions: { sceneRect: { x: 0, y: 0, width: 2000, height: 1400 } } });
  });
  afterEach(() => removeStandIn());

  it("imports the team and its nine figures, names the imports on the roster and sets nine tokens around the drop", async () => {
    dropOnCanvas({ type: "Actor", uuid: `Compendium.${TEAMS}.Actor.${HEARTHGUARD}`, x: 950, y: 650 });
    await vi.waitFor(() => expect(scene.tokens.size).toBe(9));

    const team = actors().find((a) => a.type === "angry-miniatures-team");
    const figures = actors().filter((a) => a.type === "angry-miniatures-figure");
    expect(team?.name).toBe("The Hearthguard");
    expect(figures).toHaveLength(9);
    expect(team?.system._source?.members).toEqual(figures.map((f) => `Actor.${f.id}`));
    const tokens = [...scene.tokens];
    expect(tokens.map((t) => t.actorId).sort()).toEqual(figures.map((f) => f.id).sort());
    expect(new Set(tokens.map((t) => `${t.x},${t.y}`)).size).toBe(9);
    // The drop's square and the eight around it; each token keeps its prototype (friendly, linked).
    expect(tokens.every((t) => Math.abs(t.x - 900) <= 100 && Math.abs(t.y - 600) <= 100)).toBe(true);
    expect(tokens.every((t) => t.disposition === 1 && t._source.actorLink === true)).toBe(true);
    expect(standIn.notifications.at(-1)).toEqual({ level: "info", message: expect.stringContaining("The Hearthguard: 9 of its figures") });
  });

  it("dropping the imported team again places nobody twice", async () => {
    dropOnCanvas({ type: "Actor", uuid: `Compendium.${TEAMS}.Actor.${HEARTHGUARD}`, x: 950, y: 650 });
    await vi.waitFor(() => expect(scene.tokens.size).toBe(9));
    const team = actors().find((a) => a.type === "angry-miniatures-team");
    dropOnCanvas({ type: "Actor", uuid: `Actor.${team?.id ?? ""}`, x: 150, y: 150 });
    await vi.waitFor(() => expect(standIn.notifications.at(-1)?.message).toContain(standIn.i18n.format(SIDE_DROP_KEYS.nothingToPlace, { side: "The Hearthguard" })));
    expect(scene.tokens.size).toBe(9);
  });

  it("a player dropping the compendium team gets a refusal and nothing is imported or placed", async () => {
    setCurrentUser(createUser("Player"));
    dropOnCanvas({ type: "Actor", uuid: `Compendium.${TEAMS}.Actor.${HEARTHGUARD}`, x: 950, y: 650 });
    await vi.waitFor(() => expect(standIn.notifications.at(-1)?.level).toBe("warn"));
    expect(standIn.notifications.at(-1)?.message).toBe(standIn.i18n.format(SIDE_DROP_KEYS.compendiumGmOnly, { side: "The Hearthguard" }));
    expect([actors().length, scene.tokens.size]).toEqual([0, 0]);
  });
});

describe("a GM drops a ready Knight Fight force from its compendium onto the 7 x 5 board", () => {
  let scene: StandInScene;
  const KF_PACK = "shelf-wars.knight-fight-figures";
  const KNIGHTS = "kfa24e3ad595c332";

  beforeEach(async () => {
    await bootWorld();
    createActorPack(KF_PACK, sources("knight-fight-figures"), { locked: true, packageType: "system" });
    const board = JSON.parse(fs.readFileSync("packs/_source/shelf-wars-scenes/knight-fight-board.json", "utf8")) as { width: number; height: number; grid: { type: number; size: number } };
    scene = createGridScene(board.grid, { width: board.width, height: board.height });
    const canvas = (globalThis as unknown as { canvas: Record<string, unknown> }).canvas;
    Object.assign(canvas, { scene, grid: scene.grid, dimensions: { sceneRect: { x: 0, y: 0, width: board.width, height: board.height } } });
  });
  afterEach(() => removeStandIn());

  it("the force's own import brings its three figures; three tokens on whole hexes next to the drop", async () => {
    const grid = scene.grid;
    const drop = grid.getCenterPoint({ i: 2, j: 0 });
    dropOnCanvas({ type: "Actor", uuid: `Compendium.${KF_PACK}.Actor.${KNIGHTS}`, x: drop.x, y: drop.y });
    await vi.waitFor(() => expect(scene.tokens.size).toBe(3));
    const actors = (globalThis as unknown as { game: { actors: { contents: WorldActor[] } } }).game.actors.contents;
    const force = actors.find((a) => a.type === "knight-fight-force");
    const figures = actors.filter((a) => a.type === "knight-fight-figure");
    expect(figures).toHaveLength(3);
    expect(force?.system._source?.members).toEqual(figures.map((f) => `Actor.${f.id}`));
    const hexes = [...scene.tokens].map((t) => grid.getOffset({ x: t.x + grid.sizeX / 2, y: t.y + grid.sizeY / 2 }));
    expect(hexes).toContainEqual({ i: 2, j: 0 });
    // A HEXEVENR board: even rows hold j 0..6, odd rows j 1..7 (their j 0 is a half hex off the board).
    expect(hexes.filter((h) => !(h.i >= 0 && h.i < 5 && h.j >= h.i % 2 && h.j < 7 + (h.i % 2)))).toEqual([]);
  });
});
