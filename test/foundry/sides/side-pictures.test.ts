import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PICTURE_RULESETS, readySceneSource, readyTables, type PictureRuleset, type ReadyTable } from "../../../tools/lib/side-pictures/placement";
import { PICTURE_WIDTH, tableSvg } from "../../../tools/lib/side-pictures/draw.mjs";
import { removeStandIn } from "../../foundry-stand-in";
import { createActorPack } from "../../foundry-stand-in/parts/data-models";
import { dropOnCanvas, standInWall } from "../../foundry-stand-in/parts/canvas";
import type { StandInDocumentData } from "../../foundry-stand-in/parts/documents";
import { addWall, createGridScene, type StandInScene } from "../../foundry-stand-in/parts/scenes";
import { bootWorld } from "../angry-miniatures/documents/setup";

/**
 * The pictures of the ready tables (node tools/side-pictures.mjs) show what a drop does: the
 * placements they were drawn from equal a fresh run of the drop's placement code, a real drop of
 * the same sides in the stand-in lands its tokens there, and each PNG was drawn from the SVG the
 * current art, scene and placements make.
 */
const PICTURES = "assets/pictures";
const RECORD = "docs/pictures";
const stored = (): ReadyTable[] => JSON.parse(fs.readFileSync(path.join(RECORD, "ready-sides.json"), "utf8")) as ReadyTable[];
const SIDE_PACK: Record<PictureRuleset, string> = {
  "angry-miniatures": "angry-miniatures-teams",
  "knight-fight": "knight-fight-figures",
  "precious-moments": "precious-moments-figures",
};

const sources = (pack: string) =>
  fs
    .readdirSync(`packs/_source/${pack}`)
    .map((f) => JSON.parse(fs.readFileSync(path.join(`packs/_source/${pack}`, f), "utf8")) as StandInDocumentData & { _id: string; name: string; system?: { members?: unknown } });

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

describe("the ready-table pictures", () => {
  let fresh: ReadyTable[];
  beforeAll(async () => {
    fresh = await readyTables();
  });

  it("were drawn from where the drop's placement code puts the ready sides today (else run node tools/side-pictures.mjs)", () => {
    expect(stored()).toEqual(fresh);
  });

  it.each(PICTURE_RULESETS)("%s: both sides are placed whole, in two different colours and opposite dispositions", (ruleset) => {
    const table = fresh.find((t) => t.ruleset === ruleset)!;
    const [blue, red] = table.sides;
    expect(blue!.figures.length).toBeGreaterThan(0);
    expect(blue!.colour).not.toBe(red!.colour);
    expect([blue!.disposition, red!.disposition]).toEqual([1, -1]);
    const spots = table.sides.flatMap((s) => s.figures.map((f) => `${f.x},${f.y}`));
    expect(new Set(spots).size).toBe(spots.length);
  });

  it.each(PICTURE_RULESETS)("%s: the PNG is the 800 px picture of the SVG today's art, scene and placements make", (ruleset) => {
    const table = stored().find((t) => t.ruleset === ruleset)!;
    const png = fs.readFileSync(path.join(PICTURES, `${ruleset}-ready-sides.png`));
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    const { svg, height } = tableSvg(table, table.sides, PICTURE_WIDTH);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([PICTURE_WIDTH, height]);
    expect(png.length).toBeLessThan(200 * 1024);
    const drawn = (JSON.parse(fs.readFileSync(path.join(RECORD, "drawn.json"), "utf8")) as Record<string, string>)[ruleset];
    expect(drawn, "the PNG was drawn from another SVG: run node tools/side-pictures.mjs").toBe(sha256(svg));
  });
});

describe("a GM's drop of the ready sides in the stand-in lands where the pictures show them", () => {
  afterEach(() => removeStandIn());

  async function dropBoth(ruleset: PictureRuleset): Promise<{ scene: StandInScene; names: Map<string, string> }> {
    await bootWorld();
    createActorPack(`shelf-wars.${ruleset}-figures`, sources(`${ruleset}-figures`), { locked: true, packageType: "system" });
    if (SIDE_PACK[ruleset] !== `${ruleset}-figures`) createActorPack(`shelf-wars.${SIDE_PACK[ruleset]}`, sources(SIDE_PACK[ruleset]), { locked: true, packageType: "system" });
    const source = readySceneSource(ruleset);
    const scene = createGridScene(source.grid, { width: source.width, height: source.height });
    for (const wall of source.walls) {
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = wall.c;
      addWall(scene, standInWall({ a: { x: x0, y: y0 }, b: { x: x1, y: y1 } }, { move: wall.move ?? 20, door: wall.door ?? 0, ds: wall.ds ?? 0 }));
    }
    const canvas = (globalThis as unknown as { canvas: Record<string, unknown> }).canvas;
    Object.assign(canvas, { scene, grid: scene.grid, dimensions: { sceneRect: { x: 0, y: 0, width: source.width, height: source.height } } });
    const table = stored().find((t) => t.ruleset === ruleset)!;
    const sideDocs = sources(SIDE_PACK[ruleset]).filter((d) => Array.isArray(d.system?.members));
    let expected = 0;
    for (const side of table.sides) {
      const doc = sideDocs.find((d) => d.name === side.name)!;
      expected += side.figures.length;
      dropOnCanvas({ type: "Actor", uuid: `Compendium.shelf-wars.${SIDE_PACK[ruleset]}.Actor.${doc._id}`, x: side.drop.x, y: side.drop.y });
      await vi.waitFor(() => expect(scene.tokens.size).toBe(expected), { timeout: 15_000 });
    }
    const actors = (globalThis as unknown as { game: { actors: { contents: { id: string; name: string }[] } } }).game.actors.contents;
    return { scene, names: new Map(actors.map((a) => [a.id, a.name])) };
  }

  it.each(PICTURE_RULESETS)("%s", async (ruleset) => {
    const { scene, names } = await dropBoth(ruleset);
    const table = stored().find((t) => t.ruleset === ruleset)!;
    const onScene = [...scene.tokens].map((t) => ({ name: names.get(t.actorId ?? ""), x: t.x, y: t.y, ring: t.ring.colors.ring, disposition: t.disposition }));
    const pictured = table.sides.flatMap((side) => side.figures.map((f) => ({ name: f.name, x: f.x, y: f.y, ring: side.colour, disposition: side.disposition })));
    const byName = (a: { name?: string }, b: { name?: string }) => String(a.name).localeCompare(String(b.name));
    expect(onScene.sort(byName)).toEqual(pictured.sort(byName));
  }, 60_000);
});
