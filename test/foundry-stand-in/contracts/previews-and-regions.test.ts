import { afterEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn } from "../index";
import { GRID_TYPES, setCanvas, standInGrid } from "../parts/canvas";
import { createUser, setCurrentUser, setWorldPermission, USER_ROLES } from "../parts/documents";
import { drawnPreviews, StandInRegionObject, type StandInGridLayer } from "../parts/previews";
import { StandInRegionDocument } from "../parts/regions";
import { createGridScene } from "../parts/scenes";

/**
 * Contracts of what is drawn without documents (parts/previews.ts: PIXI shapes, GridLayer
 * highlight layers, v14 preview Regions) and of stored Region documents (parts/regions.ts:
 * REGION_CREATE, behaviours, shapes), on the generation each test installs.
 */
type Globals = { PIXI: { Circle: new (x: number, y: number, r: number) => { contains(x: number, y: number): boolean }; Rectangle: new (x: number, y: number, w: number, h: number) => { contains(x: number, y: number): boolean } }; canvas: { interface: { grid: StandInGridLayer }; regions?: { addChild(o: unknown): unknown; children: unknown[] } }; CONFIG: { Region?: { documentClass: new (data: object, context: { parent: unknown }) => { id: string | null } } }; foundry: { canvas: { placeables?: { Region: new (d: unknown) => StandInRegionObject } } } };
const g = () => globalThis as unknown as Globals;

function install(generation: 13 | 14) {
  vi.stubEnv("SHELFWARS_FOUNDRY_GENERATION", String(generation));
  return installStandIn();
}

describe("stand-in contracts: canvas previews and Regions", () => {
  afterEach(() => {
    removeStandIn();
    vi.unstubAllEnvs();
  });

  it("PIXI shapes contain points as PixiJS 7 says: a circle's rim in, a rectangle's right and bottom edges out", () => {
    install(13);
    const circle = new (g().PIXI.Circle)(0, 0, 10);
    expect([circle.contains(10, 0), circle.contains(10.01, 0), new (g().PIXI.Circle)(0, 0, 0).contains(0, 0)]).toEqual([true, false, false]);
    const rect = new (g().PIXI.Rectangle)(0, 0, 10, 5);
    expect([rect.contains(0, 0), rect.contains(10, 2), rect.contains(9.99, 4.99)]).toEqual([true, false, true]);
  });

  it.each([13, 14] as const)("grid highlight layers on v%i: named, once per position, destroyed by name; unknown layers and gridless spaces refused", (generation) => {
    install(generation);
    setCanvas({ grid: standInGrid(GRID_TYPES.SQUARE) });
    const grid = g().canvas.interface.grid;
    expect(() => grid.highlightPosition("never", { x: 0, y: 0 })).toThrow(/not modelled/);
    const layer = grid.addHighlightLayer("a");
    expect(grid.addHighlightLayer("a")).toBe(layer);
    expect(grid.highlightPosition("a", { x: 100, y: 0 })).toBe(true);
    expect(grid.highlightPosition("a", { x: 100, y: 0 })).toBe(false);
    expect(layer.drawn).toHaveLength(1);
    grid.destroyHighlightLayer("a");
    expect(drawnPreviews().highlights).toEqual([]);
    expect(() => grid.destroyHighlightLayer("a")).toThrow(/not modelled/);
    setCanvas({ grid: standInGrid(GRID_TYPES.GRIDLESS) });
    grid.addHighlightLayer("b");
    expect(() => grid.highlightPosition("b", { x: 0, y: 0 })).toThrow(/gridless/);
    expect(grid.highlightPosition("b", { x: 0, y: 0, shape: new (g().PIXI.Circle)(0, 0, 5) as never })).toBe(true);
  });

  it("v13 has no preview Region classes here; v14 draws an unsaved preview Region on canvas.regions until destroyed", () => {
    install(13);
    expect(g().CONFIG.Region).toBeUndefined();
    expect(g().canvas.regions).toBeUndefined();
    removeStandIn();
    install(14);
    const scene = createGridScene({ type: GRID_TYPES.GRIDLESS, size: 50 });
    const document = new (g().CONFIG.Region!.documentClass)({ shapes: [{ type: "circle", x: 0, y: 0, radius: 10 }] }, { parent: scene });
    expect(document.id).toBeNull();
    const preview = new (g().foundry.canvas.placeables!.Region)(document);
    return (async () => {
      await expect(preview.draw()).rejects.toThrow(/not added/);
      g().canvas.regions!.addChild(preview);
      await preview.draw();
      expect(drawnPreviews().regions).toEqual([preview]);
      preview.destroy({ children: true });
      expect(drawnPreviews().regions).toEqual([]);
      expect(scene.regions.size).toBe(0);
      await expect(preview.draw()).rejects.toThrow(/destroyed/);
    })();
  });

  it("v14 Region documents: a player may create one (REGION_CREATE defaults to Player) but not with behaviours; a role without the permission is refused; only the creator or a GM deletes", async () => {
    const standIn = install(14);
    const scene = createGridScene({ type: GRID_TYPES.GRIDLESS, size: 50 });
    const player = createUser("Piet");
    const other = createUser("Ann");
    setCurrentUser(player);
    const rect = { type: "rectangle", x: 0, y: 0, width: 100, height: 50 };
    const [zone] = await scene.createEmbeddedDocuments("Region", [{ name: "zone", shapes: [rect] }]);
    expect(scene.regions.has(zone!.id)).toBe(true);
    await expect(scene.createEmbeddedDocuments("Region", [{ shapes: [rect], behaviors: [{ type: "teleportToken", system: {} }] }])).rejects.toThrow(/lacks permission to create Region/);
    await expect(scene.createEmbeddedDocuments("Region", [{ shapes: [{ type: "polygon", points: [] }] }])).rejects.toThrow(/not modelled/);
    await expect(scene.createEmbeddedDocuments("Region", [{ shapes: [{ ...rect, rotation: 45 }] }])).rejects.toThrow(/not modelled/);
    setCurrentUser(other);
    await expect(scene.deleteEmbeddedDocuments("Region", [zone!.id])).rejects.toThrow(/lacks permission to delete Region/);
    setWorldPermission("REGION_CREATE", [USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT, USER_ROLES.GAMEMASTER]);
    await expect(scene.createEmbeddedDocuments("Region", [{ shapes: [rect] }])).rejects.toThrow(/lacks permission/);
    setCurrentUser(player);
    await scene.deleteEmbeddedDocuments("Region", [zone!.id]);
    expect(scene.regions.size).toBe(0);
    expect(standIn.notifications.filter((n) => n.level === "error")).toHaveLength(3);
  });

  it.each([13, 14] as const)("v%i: one Region document class: unsaved without an id, testPoint for unrotated rectangles only, Region events recorded", async (generation) => {
    install(generation);
    const scene = createGridScene({ type: GRID_TYPES.GRIDLESS, size: 50 });
    const pond = new StandInRegionDocument(
      { shapes: [{ type: "rectangle", x: 0, y: 0, width: 100, height: 50 }, { type: "rectangle", x: 40, y: 10, width: 20, height: 20, hole: true }], elevation: { bottom: 0, top: 10 }, behaviors: [{ type: "modifyMovementCost", system: {} }] },
      { parent: scene },
    );
    expect([pond.id, pond.parent, pond.behaviors]).toEqual([null, scene, [{ type: "modifyMovementCost", disabled: false, system: {} }]]);
    expect([pond.testPoint({ x: 10, y: 10, elevation: 0 }), pond.testPoint({ x: 50, y: 20, elevation: 0 }), pond.testPoint({ x: 10, y: 10, elevation: 11 })]).toEqual([true, false, false]);
    expect(() => pond.testPoint({ x: 100, y: 10, elevation: 0 })).toThrow(/edge/);
    expect(() => new StandInRegionDocument({ shapes: [{ type: "circle", x: 0, y: 0, radius: 5 }] }).testPoint({ x: 0, y: 0, elevation: 0 })).toThrow(/only unrotated rectangles/);
    await pond._triggerEvent("tokenTurnStart", { round: 1 });
    expect(pond.events).toEqual([{ name: "tokenTurnStart", data: { round: 1 } }]);
    if (generation === 14) {
      setCurrentUser(createUser("Gamemaster", { isGM: true }));
      const [stored] = await scene.createEmbeddedDocuments("Region", [{ shapes: [{ type: "circle", x: 0, y: 0, radius: 5 }] }]);
      expect(stored).toBeInstanceOf(g().CONFIG.Region!.documentClass);
      expect(stored).toBeInstanceOf(StandInRegionDocument);
      expect(stored!.id).toEqual(expect.any(String));
    }
  });

  it("v13: Region documents and REGION_CREATE are not modelled", async () => {
    install(13);
    const scene = createGridScene({ type: GRID_TYPES.GRIDLESS, size: 50 });
    setCurrentUser(createUser("Gamemaster", { isGM: true }));
    await expect(scene.createEmbeddedDocuments("Region", [{ shapes: [] }])).rejects.toThrow(/not modelled/);
    expect(() => createUser("Piet").can("REGION_CREATE")).toThrow(/not modelled/);
  });
});
