import { RuleViolation } from "../../rules/common/errors";
import { SYSTEM_ID } from "../shared/constants";
import type { AreaHandle, AreaService, AreaSpec } from "./area-types";
import { AREA_STYLE, areaDrawing, type AreaDrawing } from "./area-drawing";

/**
 * Core's grid highlight layers (GridLayer, `canvas.interface.grid`, v13 and v14:
 * https://foundryvtt.com/api/v13/classes/foundry.canvas.layers.GridLayer.html and
 * https://foundryvtt.com/api/v14/classes/foundry.canvas.layers.GridLayer.html): `addHighlightLayer`,
 * `highlightPosition(name, {x, y, color, border, alpha, shape})`, `highlightLayers`,
 * `destroyHighlightLayer`. A highlight is a drawing on this client's canvas only: nothing is
 * stored or sent, and a closed page leaves nothing behind.
 */
interface HighlightShape {
  readonly kind: "circle" | "rect";
}
export interface GridHighlightLayer {
  addHighlightLayer(name: string): unknown;
  highlightPosition(name: string, options: { x: number; y: number; color: number; border: number; alpha: number; shape?: unknown }): unknown;
  readonly highlightLayers: Record<string, unknown>;
  destroyHighlightLayer(name: string): void;
}

interface PixiShapes {
  Circle: new (x: number, y: number, radius: number) => HighlightShape;
  Rectangle: new (x: number, y: number, width: number, height: number) => HighlightShape;
}

const layerName = (handle: Pick<AreaHandle, "id">): string => `${SYSTEM_ID}.area.${handle.id}`;

function highlightLayer(): GridHighlightLayer | undefined {
  return (canvas?.interface as unknown as { grid?: GridHighlightLayer } | undefined)?.grid;
}

/** The viewed scene and its grid, or a refusal: an area is drawn on the scene on screen only. */
export function viewedCanvas() {
  const scene = canvas?.scene;
  const grid = canvas?.grid;
  if (!scene?.id || !grid) throw new RuleViolation("Canvas.NoScene", "No scene is being viewed.", {});
  return { sceneId: scene.id, grid };
}

function highlight(layer: GridHighlightLayer, name: string, drawing: AreaDrawing): void {
  if (drawing.kind === "cells") {
    for (const corner of drawing.corners) layer.highlightPosition(name, { ...AREA_STYLE, x: corner.x, y: corner.y });
    return;
  }
  const { Circle, Rectangle } = (globalThis as unknown as { PIXI: PixiShapes }).PIXI;
  const shape = drawing.kind === "circle" ? new Circle(drawing.x, drawing.y, drawing.radius) : new Rectangle(drawing.x, drawing.y, drawing.width, drawing.height);
  layer.highlightPosition(name, { ...AREA_STYLE, x: drawing.x, y: drawing.y, shape });
}

/** Dialog previews as grid highlights on this client's canvas (v13; and hexes and squares on v14). */
export class GridHighlightAreas implements AreaService {
  async show(area: AreaSpec): Promise<AreaHandle> {
    const { sceneId, grid } = viewedCanvas();
    const layer = highlightLayer();
    if (!layer) throw new RuleViolation("Canvas.NoScene", "No scene is being viewed.", {});
    const drawing = areaDrawing(area, grid);
    const handle: AreaHandle = { id: foundry.utils.randomID(), sceneId, documentIds: [] };
    layer.addHighlightLayer(layerName(handle));
    highlight(layer, layerName(handle), drawing);
    return handle;
  }

  /** Gone already when the canvas was drawn again (another scene viewed): then there is nothing to do. */
  async remove(handle: AreaHandle): Promise<void> {
    const layer = highlightLayer();
    if (layer?.highlightLayers[layerName(handle)]) layer.destroyHighlightLayer(layerName(handle));
  }
}
