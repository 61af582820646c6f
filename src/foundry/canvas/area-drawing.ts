import type { Point } from "../../rules/common/geometry";
import type { AreaGrid, AreaSpec } from "./area-types";

/**
 * What is drawn for an area, in scene pixels: the grid spaces themselves (by their top-left
 * corners, as core's grid highlights take them), or a circle or rectangle. Both generations draw
 * from this one answer, so the picture is the rules' own spaces or inches on v13 and v14 alike.
 */
export type AreaDrawing =
  | { kind: "cells"; corners: Point[] }
  | { kind: "circle"; x: number; y: number; radius: number }
  | { kind: "rect"; x: number; y: number; width: number; height: number };

export function areaDrawing(spec: AreaSpec, grid: AreaGrid): AreaDrawing {
  if (spec.kind === "circle") {
    if (!(spec.radius > 0)) throw new RangeError(`An area's radius must be positive, not ${spec.radius}`);
    return { kind: "circle", x: spec.center.x, y: spec.center.y, radius: (spec.radius * grid.size) / grid.distance };
  }
  if (spec.kind === "rect") {
    if (!(spec.width > 0 && spec.height > 0)) throw new RangeError(`An area's sides must be positive, not ${spec.width} x ${spec.height}`);
    return { kind: "rect", x: spec.origin.x, y: spec.origin.y, width: spec.width, height: spec.height };
  }
  return { kind: "cells", corners: spec.offsets.map((offset) => grid.getTopLeftPoint(offset)) };
}

/** The colours of a drawn area: core's default highlight blue for the fill, a darker edge. */
export const AREA_STYLE = { color: 0x33bbff, border: 0x0066aa, alpha: 0.25 } as const;
