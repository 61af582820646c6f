import { standInGeneration } from "../generation";
import type { StandInPart } from "../index";
import { currentUser, permissionRefusal, registerDocument, StandInDocument, type StandInDocumentData } from "./documents";

/**
 * Stored Region documents on a scene, v14 (`Scene#createEmbeddedDocuments("Region", data)`,
 * `deleteEmbeddedDocuments("Region", ids)`, `Scene#regions`):
 * - creating needs the REGION_CREATE permission (v14; default role Player: docs/foundry-v13-api.md
 *   Corrections, docs/foundry-v14-notes.md, core issue tracker 13270, 13508); without it the server
 *   refuses and the promise rejects (`permissionRefusal`). A non-GM creating a region that carries
 *   behaviours is refused the same way (same sources: "non-GMs cannot create regions with
 *   behaviours");
 * - shapes as v14 RegionDocument data (https://foundryvtt.com/api/v14/classes/foundry.documents.BaseRegion.html,
 *   shapes as crucible's v14 line writes them, module/dice/action-use-dialog.mjs): `circle`
 *   `{x, y, radius}` and unrotated `rectangle` `{x, y, width, height, anchorX, anchorY}` in scene
 *   pixels, sizes positive. Other shapes (ellipse, polygon, cone, line, emanation...), rotation
 *   and anchors other than the top-left (0, 0) are not modelled: they throw;
 * - only a GM or the region's creator deletes it (a player refused rejects); a Region document's
 *   ownership for other users is not modelled;
 * - on v13 creating Regions is not modelled (the system draws none there): it throws.
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
}

function checkShape(shape: StandInRegionShapeData): void {
  const positive = (n: unknown) => typeof n === "number" && n > 0;
  if ((shape.rotation ?? 0) !== 0) throw new Error("stand-in Region: rotated shapes are not modelled");
  if (shape.type === "circle" && positive(shape.radius)) return;
  if (shape.type === "rectangle" && positive(shape.width) && positive(shape.height) && (shape.anchorX ?? 0) === 0 && (shape.anchorY ?? 0) === 0) return;
  throw new Error(`stand-in Region: the shape ${JSON.stringify(shape)} is not modelled`);
}

export class StandInRegionDocument extends StandInDocument {
  get shapes(): StandInRegionShapeData[] {
    return structuredClone((this._source.shapes as StandInRegionShapeData[] | undefined) ?? []);
  }
  get behaviors(): { type: string; disabled: boolean; system: Record<string, unknown> }[] {
    return structuredClone((this._source.behaviors as { type: string; disabled: boolean; system: Record<string, unknown> }[] | undefined) ?? []);
  }
  get elevation(): { bottom: number | null; top: number | null } {
    return { bottom: null, top: null };
  }
  /** Region#testPoint is not modelled for stored regions (see `standInRegion` for terrain). */
  testPoint(): boolean {
    throw new Error("stand-in: testPoint of a stored Region document is not modelled");
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
    return new StandInRegionDocument("Region", { behaviors: [], ...structuredClone(d), ownership: { [user.id]: 3 }, _creator: user.id }, scene as unknown as StandInDocument);
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
