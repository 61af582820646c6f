import type { Offset, Point } from "../../rules/common/geometry";
import type { GridLike } from "./distance";

/** What an area on the canvas is, and what draws one (see area.ts for which back end does). */
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
