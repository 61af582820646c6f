import { standInGeneration } from "../generation";
import type { StandInPart } from "../index";
import { currentUser, newId, permissionRefusal, registerDocument, StandInDocument, type StandInDocumentData } from "./documents";

/**
 * Region documents: one class, `StandInRegionDocument`, for every Region the stand-in holds, on both
 * generations (RegionDocument, https://foundryvtt.com/api/v13/classes/foundry.documents.RegionDocument.html;
 * v14 https://foundryvtt.com/api/v14/classes/foundry.documents.BaseRegion.html):
 * - built as core builds a document, `new StandInRegionDocument(data, {parent})`: until the server
 *   stores it, it has no id (core's `_id` field: null), unless the data carries one (a pack's
 *   region, a region a test puts in a scene);
 * - `shapes` (shape data as the source holds it), `behaviors` (RegionBehavior `type`, `disabled`,
 *   default false, and `system`), `elevation` (`{bottom, top}`, null meaning unbounded);
 * - `testPoint({x, y, elevation})`: inside when the elevation lies within bottom..top and the point
 *   lies in the union of the non-hole shapes and in none of the holes. Only unrotated rectangles
 *   anchored at their top-left (https://foundryvtt.com/api/v13/classes/foundry.data.RectangleShapeData.html)
 *   are modelled, and a point on a shape's edge, where core's polygon tests decide, is refused:
 *   testing a region with another shape throws;
 * - `_triggerEvent(name, data)`, which core calls with the Region events (the combat turn events
 *   of combat.ts, CONST.REGION_EVENTS): the stand-in records each in `events` (what the region's
 *   behaviours would do is not modelled);
 * - v14 only: the class is `CONFIG.Region.documentClass` (unsaved preview regions, previews.ts),
 *   and stored regions are created and deleted through the scene (`createRegions`, `deleteRegions`);
 *   on v13 `CONFIG.Region` is not installed and creating Regions is not modelled (the system draws
 *   none there): it throws.
 *
 * Creating and deleting stored Regions (v14, `Scene#createEmbeddedDocuments("Region", data)`,
 * `deleteEmbeddedDocuments("Region", ids)`, `Scene#regions`):
 * - creating needs the REGION_CREATE permission (v14; default role Player: docs/foundry-v13-api.md
 *   Corrections, docs/foundry-v14-notes.md, core issue tracker 13270, 13508); without it the server
 *   refuses and the promise rejects (`permissionRefusal`). A non-GM creating a region that carries
 *   behaviours is refused the same way (same sources: "non-GMs cannot create regions with
 *   behaviours");
 * - shapes as v14 RegionDocument data (shapes as crucible's v14 line writes them,
 *   module/dice/action-use-dialog.mjs): `circle` `{x, y, radius}` and unrotated `rectangle`
 *   `{x, y, width, height, anchorX, anchorY}` in scene pixels, sizes positive. Other shapes
 *   (ellipse, polygon, cone, line, emanation...), rotation and anchors other than the top-left
 *   (0, 0) are not modelled: they throw;
 * - only a GM or the region's creator deletes it (a player refused rejects); a Region document's
 *   ownership for other users is not modelled.
 */
export interface StandInRegionShapeData {
  type: string;
  x: number;
  y: number;
  radius?: number;
  width?: number;
  height?: number;
  anchorX?: number;
  anchorY?: number;
  rotation?: number;
  hole?: boolean;
}

/** A Region's source as tests write it: its shapes, behaviours and elevation (and any other RegionDocument field). */
export interface StandInRegionSource extends StandInDocumentData {
  shapes: StandInRegionShapeData[];
  elevation?: { bottom: number | null; top: number | null };
  behaviors: { type: string; disabled?: boolean; system: Record<string, unknown> }[];
}

function checkShape(shape: StandInRegionShapeData): void {
  const positive = (n: unknown) => typeof n === "number" && n > 0;
  if ((shape.rotation ?? 0) !== 0) throw new Error("stand-in Region: rotated shapes are not modelled");
  if (shape.type === "circle" && positive(shape.radius)) return;
  if (shape.type === "rectangle" && positive(shape.width) && positive(shape.height) && (shape.anchorX ?? 0) === 0 && (shape.anchorY ?? 0) === 0) return;
  throw new Error(`stand-in Region: the shape ${JSON.stringify(shape)} is not modelled`);
}

type Rectangle = StandInRegionShapeData & { width: number; height: number };

function inRectangle(shape: Rectangle, x: number, y: number): boolean {
  const onEdge =
    ((x === shape.x || x === shape.x + shape.width) && y >= shape.y && y <= shape.y + shape.height) ||
    ((y === shape.y || y === shape.y + shape.height) && x >= shape.x && x <= shape.x + shape.width);
  if (onEdge) throw new Error("stand-in Region: a point on a shape's edge is not modelled");
  return x > shape.x && x < shape.x + shape.width && y > shape.y && y < shape.y + shape.height;
}

export class StandInRegionDocument extends StandInDocument {
  /** The Region events core triggered on this region, in order (`_triggerEvent`). */
  readonly events: { name: string; data: Record<string, unknown> }[] = [];

  constructor(data: StandInDocumentData = {}, context: { parent?: StandInDocument | null } = {}) {
    super("Region", data, context.parent ?? null);
    // Core's `_id` field has no initial value: a document built with `new` has no id until the
    // server stores it (the stand-in's documents otherwise always carry one, hence the cast).
    if (data._id === undefined) (this._source as { _id: string | null })._id = null;
  }
  get shapes(): StandInRegionShapeData[] {
    return structuredClone((this._source.shapes as StandInRegionShapeData[] | undefined) ?? []);
  }
  get behaviors(): { type: string; disabled: boolean; system: Record<string, unknown> }[] {
    const behaviors = (this._source.behaviors as { type: string; disabled?: boolean; system?: Record<string, unknown> }[] | undefined) ?? [];
    return behaviors.map((b) => ({ type: b.type, disabled: b.disabled ?? false, system: structuredClone(b.system ?? {}) }));
  }
  get elevation(): { bottom: number | null; top: number | null } {
    const elevation = this._source.elevation as { bottom?: number | null; top?: number | null } | undefined;
    return { bottom: elevation?.bottom ?? null, top: elevation?.top ?? null };
  }
  /** Region#testPoint: see the module's comment (unrotated rectangles only). */
  testPoint({ x, y, elevation: z }: { x: number; y: number; elevation: number }): boolean {
    const shapes = this.shapes;
    for (const shape of shapes) {
      if (shape.type !== "rectangle" || (shape.rotation ?? 0) !== 0 || (shape.anchorX ?? 0) !== 0 || (shape.anchorY ?? 0) !== 0) {
        throw new Error(`stand-in Region: only unrotated rectangles are modelled, not ${shape.type} rotated ${shape.rotation ?? 0}`);
      }
    }
    const { bottom, top } = this.elevation;
    if (bottom !== null && z < bottom) return false;
    if (top !== null && z > top) return false;
    const rectangles = shapes as Rectangle[];
    return rectangles.filter((s) => !s.hole).some((s) => inRectangle(s, x, y)) && !rectangles.filter((s) => s.hole).some((s) => inRectangle(s, x, y));
  }
  /** RegionDocument#_triggerEvent (core calls it with each Region event): recorded in `events`. */
  async _triggerEvent(name: string, data: Record<string, unknown>): Promise<void> {
    this.events.push({ name, data });
  }
}

interface RegionHolder {
  readonly regions: { add(document: { id: string }): unknown; get(id: string): unknown; delete(id: string): boolean };
}

export function createRegions(scene: RegionHolder, data: StandInDocumentData[]): StandInRegionDocument[] {
  if (standInGeneration() < 14) throw new Error("stand-in Scene: creating Regions on v13 is not modelled");
  const user = currentUser();
  const regions = data.map((d) => {
    for (const shape of (d.shapes as StandInRegionShapeData[] | undefined) ?? []) checkShape(shape);
    return new StandInRegionDocument({ behaviors: [], ...structuredClone(d), _id: d._id ?? newId(), ownership: { [user.id]: 3 }, _creator: user.id }, { parent: scene as unknown as StandInDocument });
  });
  const refused = regions.find((r) => !user.can("REGION_CREATE") || (!user.isGM && r.behaviors.length > 0));
  if (refused) throw permissionRefusal(user, "create", refused);
  for (const region of regions) scene.regions.add(registerDocument(region));
  return regions;
}

export function deleteRegions(scene: RegionHolder, ids: string[]): StandInRegionDocument[] {
  const user = currentUser();
  const regions = ids.map((id) => {
    const region = scene.regions.get(id) as StandInRegionDocument | undefined;
    if (!region) throw new Error(`stand-in Scene: no Region ${id}`);
    if (!user.isGM && region._source._creator !== user.id) throw permissionRefusal(user, "delete", region);
    return region;
  });
  for (const region of regions) scene.regions.delete(region.id);
  return regions;
}

export const installPart: StandInPart = () => undefined;
