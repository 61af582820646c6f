import type { Offset } from "../../../src/rules/common/geometry";
import { standInWall } from "../../foundry-stand-in/parts/canvas";
import { addWall, type StandInScene } from "../../foundry-stand-in/parts/scenes";

/**
 * Terrain as the project draws it: six walls along the edges of a hex, corner to corner, that
 * stop sight and movement (BaseWall's defaults). The stand-in's hexes are regular, pointy-topped
 * on row layouts: corners at 30 + 60k degrees, half the long side (sizeY) from the centre.
 */
export function walledHex(scene: StandInScene, hex: Offset): void {
  const grid = scene.grid;
  const centre = grid.getCenterPoint(hex);
  const radius = grid.sizeY / 2;
  const corners = Array.from({ length: 6 }, (_, k) => {
    const angle = ((60 * k - 30) * Math.PI) / 180;
    return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
  });
  corners.forEach((a, k) => addWall(scene, standInWall({ a, b: corners[(k + 1) % 6]! })));
}
