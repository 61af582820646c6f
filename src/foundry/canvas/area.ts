import type { Offset, Point } from "../../rules/common/geometry";
import type { GridLike } from "./distance";
import { GridHighlightAreas } from "./area-highlights";
import { PreviewRegionAreas, RegionDocumentAreas } from "./area-regions";
import { MeasuredTemplateAreas } from "./area-templates";

/**
 * Areas on the canvas, and the one place where the Foundry generation picks how they are drawn:
 * - `areaService()`: dialog previews, drawn on this client's canvas only (nothing stored, nothing
 *   sent; closing the page leaves nothing): grid highlights on v13; on v14 unsaved preview
 *   Regions for circles and rectangles, grid highlights for spaces;
 * - `storedAreaService()`: areas every client sees until removed (Precious Moments deployment
 *   zones): MeasuredTemplate documents on v13, Region documents on v14.
 */
export type AreaSpec =
  | { kind: "cells"; offsets: readonly Offset[] }
  /** Centre in scene pixels, radius in scene units (inches, squares). */
  | { kind: "circle"; center: Point; radius: number }
  /** An axis-aligned rectangle: top-left corner, width and height, all in scene pixels. */
  | { kind: "rect"; origin: Point; width: number; height: number };

export interface AreaHandle {
  readonly id: string;
  readonly sceneId: string;
  /** The stored documents drawing the area (none for a preview); a handle without a name is a v13 MeasuredTemplate one. */
  readonly documentName?: "MeasuredTemplate" | "Region";
  readonly documentIds: readonly string[];
}

export interface AreaService {
  show(area: AreaSpec): Promise<AreaHandle>;
  remove(handle: AreaHandle): Promise<void>;
}

/** What conversion needs of the grid: its kind and size, and where a space lies. */
export interface AreaGrid extends GridLike {
  getTopLeftPoint(offset: Offset): Point;
  getCenterPoint(offset: Offset): Point;
}

const generation = (): number => game.release?.generation ?? 13;

/** Dialog previews for this Foundry generation. */
export function areaService(): AreaService {
  return generation() >= 14 ? new PreviewRegionAreas() : new GridHighlightAreas();
}

/** Stored areas for this Foundry generation; a handle is removed as what it was drawn with (a v13 world's templates on v14 too). */
export function storedAreaService(): AreaService {
  const templates = new MeasuredTemplateAreas();
  const regions = new RegionDocumentAreas();
  return {
    show: (area) => (generation() >= 14 ? regions : templates).show(area),
    remove: (handle) => (handle.documentName === "Region" ? regions : templates).remove(handle),
  };
}
