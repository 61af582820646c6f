import { RuleViolation } from "../../rules/common/errors";
import type { Offset, Point } from "../../rules/common/geometry";
import { SYSTEM_ID } from "../constants";
import { gridKindOfType, type GridLike } from "./distance";

/**
 * The one module a v14 Regions version replaces: everything else asks for areas through
 * `AreaService`. v13 draws them as MeasuredTemplate documents flagged with the area's id.
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

/**
 * A circle reaching `spaces` whole spaces out from a point, plus half a space so the centres of
 * the outermost spaces in a straight or 45-degree line lie inside it: 1 space covers a square and
 * its eight neighbours (their centres are at most 1.42 spaces away, the radius is 1.5). The radius
 * is in scene units, as MeasuredTemplate `distance` is. Only a picture: who is hit is the rules'
 * decision, counted in spaces, and a far corner of a larger area may lie just outside the circle.
 */
export function circleAround(center: Point, spaces: number, grid: Pick<GridLike, "distance">): AreaSpec {
  return { kind: "circle", center: { x: center.x, y: center.y }, radius: (spaces + 0.5) * grid.distance };
}

/** `circleAround` the centre of one grid space. */
export function circleAroundSpace(offset: Offset, spaces: number, grid: AreaGrid): AreaSpec {
  return circleAround(grid.getCenterPoint(offset), spaces, grid);
}

class MeasuredTemplateAreas implements AreaService {
  async show(area: AreaSpec): Promise<AreaHandle> {
    const scene = canvas?.scene;
    const grid = canvas?.grid;
    if (!scene?.id || !grid) throw new RuleViolation("Canvas.NoScene", "No scene is being viewed.", {});
    const id = foundry.utils.randomID();
    const created = await scene.createEmbeddedDocuments("MeasuredTemplate", areaTemplateData(area, grid, id, game.user!.id!));
    return { id, sceneId: scene.id, documentIds: (created ?? []).flatMap((d) => (d.id ? [d.id] : [])) };
  }
  async remove(handle: AreaHandle): Promise<void> {
    const scene = game.scenes?.get(handle.sceneId);
    if (!scene) return;
    const existing = handle.documentIds.filter((id) => scene.templates.has(id));
    if (existing.length > 0) await scene.deleteEmbeddedDocuments("MeasuredTemplate", existing);
  }
}

/** The area service for this Foundry generation (v13: MeasuredTemplates). */
export function areaService(): AreaService {
  const generation = game.release?.generation ?? 13;
  if (generation >= 14) {
    throw new RuleViolation("Canvas.AreaNeedsRegions", "Areas need the Regions version on this Foundry.", { generation });
  }
  return new MeasuredTemplateAreas();
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    MeasuredTemplate: { "shelf-wars": { area: string } };
  }
}
