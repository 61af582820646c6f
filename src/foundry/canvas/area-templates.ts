import { SYSTEM_ID } from "../shared/constants";
import type { AreaGrid, AreaHandle, AreaService, AreaSpec } from "./area-types";
import { viewedCanvas } from "./area-highlights";
import { gridKindOfType } from "./distance";

export interface TemplateData {
  t: "circle" | "rect";
  x: number;
  y: number;
  distance: number;
  direction: number;
  author: string;
  flags: { [SYSTEM_ID]: { area: string } };
}

/**
 * MeasuredTemplate data for an area. Distances are in grid units. A square cell is a rect
 * template from its top-left corner, whose `distance` is the diagonal at 45 degrees; a hex cell
 * (or a gridless one) is a circle of half a space around its centre.
 */
export function areaTemplateData(spec: AreaSpec, grid: AreaGrid, areaId: string, authorId: string): TemplateData[] {
  const base = { author: authorId, direction: 0, flags: { [SYSTEM_ID]: { area: areaId } } };
  if (spec.kind === "circle") {
    if (!(spec.radius > 0)) throw new RangeError(`An area's radius must be positive, not ${spec.radius}`);
    return [{ ...base, t: "circle", x: spec.center.x, y: spec.center.y, distance: spec.radius }];
  }
  if (spec.kind === "rect") {
    if (!(spec.width > 0 && spec.height > 0)) throw new RangeError(`An area's sides must be positive, not ${spec.width} x ${spec.height}`);
    // A rect template is the rectangle spanned by a ray from its corner: the diagonal's length (scene units) and angle.
    const diagonal = (Math.hypot(spec.width, spec.height) / grid.size) * grid.distance;
    const direction = (Math.atan2(spec.height, spec.width) * 180) / Math.PI;
    return [{ ...base, t: "rect", x: spec.origin.x, y: spec.origin.y, distance: diagonal, direction }];
  }
  const square = gridKindOfType(grid.type) === "square";
  return spec.offsets.map((offset) => {
    if (square) {
      const corner = grid.getTopLeftPoint(offset);
      return { ...base, t: "rect", x: corner.x, y: corner.y, distance: grid.distance * Math.SQRT2, direction: 45 };
    }
    const centre = grid.getCenterPoint(offset);
    return { ...base, t: "circle", x: centre.x, y: centre.y, distance: grid.distance / 2 };
  });
}

/** Stored areas as MeasuredTemplate documents (v13; deployment zones), flagged with the area's id. */
export class MeasuredTemplateAreas implements AreaService {
  async show(area: AreaSpec): Promise<AreaHandle> {
    const { sceneId, grid } = viewedCanvas();
    const scene = canvas!.scene!;
    const id = foundry.utils.randomID();
    const created = await scene.createEmbeddedDocuments("MeasuredTemplate", areaTemplateData(area, grid, id, game.user!.id!));
    return { id, sceneId, documentName: "MeasuredTemplate", documentIds: (created ?? []).flatMap((d) => (d.id ? [d.id] : [])) };
  }
  async remove(handle: AreaHandle): Promise<void> {
    const scene = game.scenes?.get(handle.sceneId);
    if (!scene) return;
    const existing = handle.documentIds.filter((id) => scene.templates.has(id));
    if (existing.length > 0) await scene.deleteEmbeddedDocuments("MeasuredTemplate", existing);
  }
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    MeasuredTemplate: { "shelf-wars": { area: string } };
  }
}
