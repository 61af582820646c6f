import { RuleViolation } from "../../rules/common/errors";
import { SYSTEM_ID } from "../shared/constants";
import type { AreaHandle, AreaService, AreaSpec } from "./area-types";
import { AREA_STYLE, areaDrawing, type AreaDrawing } from "./area-drawing";
import { GridHighlightAreas, viewedCanvas } from "./area-highlights";

/**
 * Areas as v14 Regions. fvtt-types knows v13 only, so the v14 calls are typed here, narrowly, from
 * what the v14 API and crucible's v14 line (module/dice/action-use-dialog.mjs) use:
 * - a Region shape is `{type: "circle", x, y, radius}` or `{type: "rectangle", x, y, width,
 *   height, anchorX, anchorY, rotation}`, in scene pixels;
 * - an unsaved preview region is `new CONFIG.Region.documentClass(data, {parent: scene})` drawn by
 *   `new foundry.canvas.placeables.Region(document)` with `_previewType = "creation"`, added to
 *   `canvas.regions` and drawn (`draw()`); `destroy({children: true})` takes it away. Nothing is
 *   written to the database: no other client sees it;
 * - a stored region is `scene.createEmbeddedDocuments("Region", data)`, in `scene.regions`.
 */
type RegionShapeData =
  | { type: "circle"; x: number; y: number; radius: number }
  | { type: "rectangle"; x: number; y: number; width: number; height: number; anchorX: 0; anchorY: 0; rotation: 0 };

interface RegionData {
  name: string;
  color: string;
  shapes: RegionShapeData[];
  displayMeasurements: boolean;
  flags: { [SYSTEM_ID]: { area: string } };
}

interface PreviewRegionObject {
  _previewType: string | null;
  /** PIXI's DisplayObject#destroyed: a canvas drawn again (another scene viewed) has destroyed it already. */
  readonly destroyed: boolean;
  draw(): Promise<unknown>;
  destroy(options: { children: boolean }): void;
}

interface RegionsV14 {
  RegionDocument: new (data: RegionData, context: { parent: unknown }) => unknown;
  RegionObject: new (document: unknown) => PreviewRegionObject;
  layer: { addChild(object: PreviewRegionObject): unknown };
}

interface RegionSceneV14 {
  readonly id: string | null;
  readonly regions: { has(id: string): boolean } & Iterable<{ readonly id: string | null; readonly flags?: Record<string, { area?: unknown } | undefined> }>;
  createEmbeddedDocuments(type: "Region", data: RegionData[]): Promise<{ id: string | null }[] | undefined>;
  deleteEmbeddedDocuments(type: "Region", ids: string[]): Promise<unknown>;
}

function regionsV14(): RegionsV14 {
  const config = (CONFIG as unknown as { Region?: { documentClass?: RegionsV14["RegionDocument"] } }).Region;
  const placeables = (foundry.canvas as unknown as { placeables?: { Region?: RegionsV14["RegionObject"] } }).placeables;
  const layer = (canvas as unknown as { regions?: RegionsV14["layer"] } | null)?.regions;
  if (!config?.documentClass || !placeables?.Region || !layer) throw new RuleViolation("Canvas.NoScene", "No scene is being viewed.", {});
  return { RegionDocument: config.documentClass, RegionObject: placeables.Region, layer };
}

const hex = (colour: number): string => `#${colour.toString(16).padStart(6, "0")}`;

function shapeOf(drawing: Exclude<AreaDrawing, { kind: "cells" }>): RegionShapeData {
  if (drawing.kind === "circle") return { type: "circle", x: drawing.x, y: drawing.y, radius: drawing.radius };
  return { type: "rectangle", x: drawing.x, y: drawing.y, width: drawing.width, height: drawing.height, anchorX: 0, anchorY: 0, rotation: 0 };
}

function regionData(drawing: AreaDrawing, areaId: string, name: string): RegionData {
  if (drawing.kind === "cells") throw new Error("Shelf Wars: grid spaces are drawn as grid highlights, not Regions");
  return { name, color: hex(AREA_STYLE.color), shapes: [shapeOf(drawing)], displayMeasurements: false, flags: { [SYSTEM_ID]: { area: areaId } } };
}

const areaName = (): string => game.i18n?.localize("SHELFWARS.Canvas.AreaName") ?? "Shelf Wars";

/** Dialog previews on v14: circles and rectangles as unsaved preview Regions, spaces as grid highlights. */
export class PreviewRegionAreas implements AreaService {
  readonly #spaces = new GridHighlightAreas();
  static readonly #shown = new Map<string, PreviewRegionObject>();

  async show(area: AreaSpec): Promise<AreaHandle> {
    if (area.kind === "cells") return this.#spaces.show(area);
    const { sceneId, grid } = viewedCanvas();
    const { RegionDocument, RegionObject, layer } = regionsV14();
    const id = foundry.utils.randomID();
    const document = new RegionDocument(regionData(areaDrawing(area, grid), id, areaName()), { parent: canvas!.scene });
    const preview = new RegionObject(document);
    preview._previewType = "creation";
    layer.addChild(preview);
    PreviewRegionAreas.#shown.set(id, preview);
    await preview.draw();
    return { id, sceneId, documentIds: [] };
  }

  async remove(handle: AreaHandle): Promise<void> {
    const preview = PreviewRegionAreas.#shown.get(handle.id);
    if (!preview) return this.#spaces.remove(handle);
    PreviewRegionAreas.#shown.delete(handle.id);
    if (!preview.destroyed) preview.destroy({ children: true });
  }
}

/** Stored areas as Region documents (v14; deployment zones). */
export class RegionDocumentAreas implements AreaService {
  async show(area: AreaSpec): Promise<AreaHandle> {
    const { sceneId, grid } = viewedCanvas();
    const scene = canvas!.scene as unknown as RegionSceneV14;
    const id = foundry.utils.randomID();
    const created = await scene.createEmbeddedDocuments("Region", [regionData(areaDrawing(area, grid), id, areaName())]);
    return { id, sceneId, documentName: "Region", documentIds: (created ?? []).flatMap((d) => (d.id ? [d.id] : [])) };
  }
  async remove(handle: AreaHandle): Promise<void> {
    const scene = game.scenes?.get(handle.sceneId) as unknown as RegionSceneV14 | undefined;
    if (!scene) return;
    // A v13 world's zones were MeasuredTemplates; v14's upgrade turns each into a Region, keeping
    // its id and flags (docs/research/v14-evidence-2026-12.md §10): found by either.
    const flagged = [...scene.regions].filter((region) => region.flags?.[SYSTEM_ID]?.area === handle.id).map((region) => region.id);
    const existing = [...new Set([...handle.documentIds, ...flagged])].filter((id): id is string => !!id && scene.regions.has(id));
    if (existing.length > 0) await scene.deleteEmbeddedDocuments("Region", existing);
  }
}
