import { GridHighlightAreas } from "./area-highlights";
import { PreviewRegionAreas, RegionDocumentAreas } from "./area-regions";
import { MeasuredTemplateAreas } from "./area-templates";
import type { AreaService } from "./area-types";

export type { AreaGrid, AreaHandle, AreaService, AreaSpec } from "./area-types";

/**
 * Areas on the canvas, and the one place where the Foundry generation picks how they are drawn:
 * - `areaService()`: dialog previews, drawn on this client's canvas only (nothing stored, nothing
 *   sent; closing the page leaves nothing): grid highlights on v13; on v14 unsaved preview
 *   Regions for circles and rectangles, grid highlights for spaces;
 * - `storedAreaService()`: areas every client sees until removed (Precious Moments deployment
 *   zones): MeasuredTemplate documents on v13, Region documents on v14.
 */
const generation = (): number => game.release?.generation ?? 13;

/** Dialog previews for this Foundry generation. */
export function areaService(): AreaService {
  return generation() >= 14 ? new PreviewRegionAreas() : new GridHighlightAreas();
}

/**
 * Stored areas for this Foundry generation. On v14 every handle is removed as Regions, a v13
 * world's templates included (the upgrade made them Regions); on v13 as what it was drawn with.
 */
export function storedAreaService(): AreaService {
  const templates = new MeasuredTemplateAreas();
  const regions = new RegionDocumentAreas();
  return {
    show: (area) => (generation() >= 14 ? regions : templates).show(area),
    remove: (handle) => (generation() >= 14 || handle.documentName === "Region" ? regions : templates).remove(handle),
  };
}
