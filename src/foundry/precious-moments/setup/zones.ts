import type { Point } from "../../../rules/common/geometry";
import { DEFAULT_DEPLOYMENT_DEPTH } from "../../../rules/precious-moments/table";
import type { PmEdge, PmTable } from "../../../rules/precious-moments/types";
import type { AreaSpec } from "../../canvas/area";

/** A side's deployment zone (DECISIONS "Set-up"): the strip 6 inches deep along its home edge, in table inches. */
export function zoneRectangle(edge: PmEdge, table: PmTable, depth = DEFAULT_DEPLOYMENT_DEPTH): { origin: Point; width: number; height: number } {
  const deep = Math.min(depth, edge === "top" || edge === "bottom" ? table.height : table.width);
  switch (edge) {
    case "top":
      return { origin: { x: 0, y: 0 }, width: table.width, height: deep };
    case "bottom":
      return { origin: { x: 0, y: table.height - deep }, width: table.width, height: deep };
    case "left":
      return { origin: { x: 0, y: 0 }, width: deep, height: table.height };
    case "right":
      return { origin: { x: table.width - deep, y: 0 }, width: deep, height: table.height };
  }
}

/** The zone as an area for the shared area service, in scene pixels. */
export function zoneArea(edge: PmEdge, table: PmTable, toPixels: (p: Point) => Point): AreaSpec {
  const zone = zoneRectangle(edge, table);
  const origin = toPixels(zone.origin);
  const far = toPixels({ x: zone.origin.x + zone.width, y: zone.origin.y + zone.height });
  return { kind: "rect", origin, width: far.x - origin.x, height: far.y - origin.y };
}
