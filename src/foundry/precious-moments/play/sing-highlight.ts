import { AreaHighlight, failureReason } from "../../canvas/area-highlight";
import type { AreaService, AreaSpec } from "../../canvas/area";
import { tokenCenter } from "../../canvas/token-footprint";
import { localiseIssue } from "../documents/violations";
import { pmFormat, singKey } from "./labels";

/** A ring a quarter of an inch wider than the token (the figures it may sing at), radius in scene units. */
export function ringAround(token: { x: number; y: number; width?: number | null; height?: number | null }, grid: { sizeX: number; sizeY: number; distance: number }): AreaSpec {
  const spaces = Math.max(token.width ?? 1, token.height ?? 1);
  return { kind: "circle", center: tokenCenter(token, grid), radius: (spaces / 2 + 0.25) * grid.distance };
}

/** The legal targets ringed on the canvas while the Sing dialog is open; the song goes on if drawing fails. */
export class SingHighlight extends AreaHighlight {
  constructor(areas: AreaService) {
    super(areas, (error) => ui.notifications?.warn(pmFormat(singKey("HighlightFailed"), { reason: failureReason(error, localiseIssue) })));
  }
}
