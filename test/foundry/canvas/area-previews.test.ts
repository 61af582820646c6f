import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import { GRID_TYPES } from "../../foundry-stand-in/parts/canvas";
import { standInSocket } from "../../foundry-stand-in/parts/chat";
import { placeToken, type StandInScene } from "../../foundry-stand-in/parts/scenes";
import { drawnPreviews, type StandInHighlightLayer } from "../../foundry-stand-in/parts/previews";
import { affectedByMagic, checkRangeTarget, squaresWithin } from "../../../src/rules/angry-miniatures/area";
import type { Offset } from "../../../src/rules/common/geometry";
import { combatWorld, type CombatWorld } from "../combat/world";
import { viewScene } from "../boot-world";

/**
 * Dialog previews (AM Magic areas and Distance, KF legal hexes, PM Sing rings) are drawn on the
 * client's canvas only, on this run's Foundry generation (SHELFWARS_FOUNDRY_GENERATION): no
 * document is written, nothing is sent, and removing the preview leaves nothing behind. What is
 * drawn covers exactly the spaces the rules count.
 */
const walker = {
  mind: 3, body: 3, spirit: 3, attackTypes: ["melee"], perk: "brutish", flaw: "fat", crit: "regenerate",
  critTrigger: [], presentation: "androgynous", health: { value: 5 }, notes: "",
};

const generation = () => (game.release as { generation: number }).generation;
const window = (centre: Offset, reach: number): Offset[] =>
  Array.from({ length: 2 * reach + 1 }, (_, a) => Array.from({ length: 2 * reach + 1 }, (_, b) => ({ i: centre.i - reach + a, j: centre.j - reach + b }))).flat();
const key = (o: Offset) => `${o.i},${o.j}`;

describe(`dialog previews on the canvas (Foundry ${process.env.SHELFWARS_FOUNDRY_GENERATION ?? 13})`, () => {
  let world: CombatWorld;
  let area: typeof import("../../../src/foundry/canvas/area");
  const noDocuments = (scene: StandInScene) => {
    expect(scene.templates.size).toBe(0);
    expect(scene.regions.size).toBe(0);
    expect(standInSocket.sent).toEqual([]);
  };
  const layers = (): StandInHighlightLayer[] => drawnPreviews().highlights;

  beforeEach(async () => {
    vi.resetModules();
    world = await combatWorld();
    area = await import("../../../src/foundry/canvas/area");
    standInSocket.sent.length = 0;
  });
  afterEach(() => removeStandIn());

  it("Angry Miniatures: the Magic area and the Distance are the squares the rules count, drawn as grid squares, no document", async () => {
    const scene = viewScene({ type: GRID_TYPES.SQUARE, size: 100, distance: 1, diagonals: 0 });
    const mage = createActor({ name: "Mage", type: "angry-miniatures-figure", system: walker, owners: [world.alice] });
    const token = placeToken(scene, mage, { i: 6, j: 6 }, { disposition: 1 });
    world.as(world.alice);
    const { foundryAttackServices } = await import("../../../src/foundry/angry-miniatures/play/foundry-services");
    const services = foundryAttackServices();
    const areaHandle = await services.showArea({ i: 5, j: 5 }, 2);
    const distanceHandle = await services.showDistance(token.id, 4);
    const [areaLayer, distanceLayer] = layers();
    const drawnSquares = (layer: StandInHighlightLayer | undefined) => new Set((layer?.drawn ?? []).map((d) => key(scene.grid.getOffset({ x: d.x + 50, y: d.y + 50 }))));
    expect(areaLayer!.drawn.every((d) => d.shape === null)).toBe(true);
    const inArea = window({ i: 5, j: 5 }, 4).filter((o) => affectedByMagic({ i: 5, j: 5 }, 2, [{ id: "x", position: o }]).length === 1);
    expect(drawnSquares(areaLayer)).toEqual(new Set(inArea.map(key)));
    expect(inArea).toHaveLength(25);
    const inDistance = window({ i: 6, j: 6 }, 6).filter((o) => checkRangeTarget({ i: 6, j: 6 }, o, 4, { requireLineOfSight: false }).distance <= 4);
    expect(drawnSquares(distanceLayer)).toEqual(new Set(inDistance.map(key)));
    noDocuments(scene);
    await services.removeArea(areaHandle);
    await services.removeArea(distanceHandle);
    expect(layers()).toEqual([]);
    noDocuments(scene);
  });

  it("Angry Miniatures: on every diagonal rule the squares within a radius are those the rules' Magic area catches", () => {
    for (const rule of ["equidistant", "exact", "approximate", "rectilinear", "alternating1", "alternating2"] as const) {
      for (const radius of [1, 2, 3]) {
        const caught = window({ i: 0, j: 0 }, 5).filter((o) => affectedByMagic({ i: 0, j: 0 }, radius, [{ id: "x", position: o }], rule).length === 1);
        expect(new Set(squaresWithin({ i: 0, j: 0 }, radius, rule).map(key))).toEqual(new Set(caught.map(key)));
      }
    }
    expect(squaresWithin({ i: 0, j: 0 }, 2, "alternating1").map(key)).not.toContain("2,2");
  });

  it("Knight Fight: the legal hexes are highlighted as hexes (core's spaces by their top-left corners), no document", async () => {
    const scene = viewScene({ type: GRID_TYPES.HEXEVENR, size: 100, distance: 1 });
    world.as(world.alice);
    const { TargetHighlight } = await import("../../../src/foundry/knight-fight/play/target-highlight");
    const highlight = new TargetHighlight(area.areaService());
    const hexes = [{ i: 2, j: 3 }, { i: 3, j: 3 }, { i: 2, j: 4 }];
    await highlight.show(hexes);
    expect(layers()).toHaveLength(1);
    expect(layers()[0]!.drawn.map(({ x, y, shape }) => ({ x, y, shape }))).toEqual(hexes.map((h) => ({ ...scene.grid.getTopLeftPoint(h), shape: null })));
    noDocuments(scene);
    await highlight.close();
    expect(layers()).toEqual([]);
    expect(world.standIn.notifications.filter((n) => n.level !== "info")).toEqual([]);
  });

  it("Precious Moments: a Sing ring is a circle in inches around the token (a preview Region on v14, a highlight on v13), no document", async () => {
    const scene = viewScene({ type: GRID_TYPES.GRIDLESS, size: 50, distance: 1 }, { width: 2400, height: 1800 });
    world.as(world.alice);
    const { ringAround } = await import("../../../src/foundry/precious-moments/play/sing-highlight");
    const ring = ringAround({ x: 500, y: 400, width: 1, height: 1 }, { sizeX: 50, sizeY: 50, distance: 1 });
    expect(ring).toEqual({ kind: "circle", center: { x: 525, y: 425 }, radius: 0.75 });
    const handle = await area.areaService().show(ring);
    const { highlights, regions } = drawnPreviews();
    if (generation() >= 14) {
      expect(highlights).toEqual([]);
      expect(regions).toHaveLength(1);
      expect(regions[0]!._previewType).toBe("creation");
      expect(regions[0]!.drawn).toBe(true);
      expect(regions[0]!.document.id).toBeNull();
      expect(regions[0]!.document.shapes).toEqual([{ type: "circle", x: 525, y: 425, radius: 37.5 }]);
    } else {
      expect(regions).toEqual([]);
      const shape = highlights[0]!.drawn[0]!.shape!;
      expect(shape).toMatchObject({ type: "circle", x: 525, y: 425, radius: 37.5 });
      // 0.75 inch from the centre is in, a hair further is out.
      expect(shape.contains(525 + 37.5, 425)).toBe(true);
      expect(shape.contains(525 + 37.6, 425)).toBe(false);
    }
    noDocuments(scene);
    await area.areaService().remove(handle);
    expect(drawnPreviews()).toEqual({ highlights: [], regions: [] });
    noDocuments(scene);
  });

  it("a scene not on screen is refused cleanly (a rule violation, nothing drawn)", async () => {
    viewScene({ type: GRID_TYPES.SQUARE, size: 100, distance: 1 });
    (globalThis as unknown as { canvas: { scene: unknown } }).canvas.scene = null;
    await expect(area.areaService().show({ kind: "cells", offsets: [{ i: 0, j: 0 }] })).rejects.toMatchObject({ code: "Canvas.NoScene" });
    await expect(area.areaService().show({ kind: "circle", center: { x: 0, y: 0 }, radius: 1 })).rejects.toMatchObject({ code: "Canvas.NoScene" });
    expect(drawnPreviews()).toEqual({ highlights: [], regions: [] });
  });
});
