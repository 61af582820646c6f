import type { Footprint, Point } from "../common/geometry";
import type { PmBase, PmEdge, PmFigureState, PmTable } from "./types";

export const DEFAULT_DEPLOYMENT_DEPTH = 6;
export const DEFAULT_BASE: PmBase = { kind: "circle", radius: 0.5 };

export const OPPOSITE_EDGE = { top: "bottom", bottom: "top", left: "right", right: "left" } as const satisfies Record<
  PmEdge,
  PmEdge
>;

export function isOnTable(point: Point, table: PmTable): boolean {
  return point.x >= 0 && point.x <= table.width && point.y >= 0 && point.y <= table.height;
}

/** How far a point lies from a table edge, in inches. */
export function distanceFromEdge(point: Point, edge: PmEdge, table: PmTable): number {
  switch (edge) {
    case "top":
      return point.y;
    case "bottom":
      return table.height - point.y;
    case "left":
      return point.x;
    case "right":
      return table.width - point.x;
  }
}

/** A point `depth` inches in from an edge, `along` (0..1) of the way along it. */
export function pointNearEdge(edge: PmEdge, table: PmTable, along: number, depth: number): Point {
  switch (edge) {
    case "top":
      return { x: table.width * along, y: depth };
    case "bottom":
      return { x: table.width * along, y: table.height - depth };
    case "left":
      return { x: depth, y: table.height * along };
    case "right":
      return { x: table.width - depth, y: table.height * along };
  }
}

/** The figure's area on the table, centred on its position. */
export function footprintOf(figure: Pick<PmFigureState, "base">, position: Point): Footprint {
  if (figure.base.kind === "circle") return { kind: "circle", center: position, radius: figure.base.radius };
  return {
    kind: "rect",
    x: position.x - figure.base.width / 2,
    y: position.y - figure.base.height / 2,
    width: figure.base.width,
    height: figure.base.height,
  };
}
