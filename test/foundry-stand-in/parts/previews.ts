import { deepAssign } from "../deep-assign";
import { standInGeneration } from "../generation";
import type { StandInPart } from "../index";
import { StandInRegionDocument } from "./regions";

/**
 * What is drawn on one client's canvas without any document: previews.
 *
 * - `PIXI.Circle(x, y, radius)` and `PIXI.Rectangle(x, y, width, height)`, with `contains(x, y)`
 *   (PixiJS 7, which core bundles: https://pixijs.download/v7.x/docs/PIXI.Circle.html, a point
 *   inside when its squared distance from the centre is at most radius squared, none for a radius
 *   of 0 or less; https://pixijs.download/v7.x/docs/PIXI.Rectangle.html, left and top edges in,
 *   right and bottom out). Other PIXI classes are not modelled.
 * - `canvas.interface.grid`, the GridLayer's named highlight layers (v13 and v14:
 *   https://foundryvtt.com/api/v13/classes/foundry.canvas.layers.GridLayer.html,
 *   https://foundryvtt.com/api/v14/classes/foundry.canvas.layers.GridLayer.html): `highlightLayers`
 *   by name, `addHighlightLayer(name)` (an existing layer is returned as it is),
 *   `highlightPosition(name, {x, y, color, border, alpha, shape})` highlights the grid space whose
 *   top-left corner is (x, y), or the `shape` given (how systems draw gridless areas, e.g. the
 *   gridless branch of MeasuredTemplate highlighting), once per (x, y)
 *   (GridHighlight#highlight: "whether or not to draw the highlight for this location"),
 *   `clearHighlightLayer`, `destroyHighlightLayer`. Highlighting a layer that was never added,
 *   destroying one that does not exist, and a space without a shape on a gridless scene (which has
 *   no spaces) are not modelled: they throw.
 * - v14 only, unsaved preview Regions as crucible's v14 line draws them
 *   (module/dice/action-use-dialog.mjs: `new CONFIG.Region.documentClass(data, {parent: canvas.scene})`,
 *   `new foundry.canvas.placeables.Region(document)`, `_previewType = "creation"`,
 *   `canvas.regions.addChild(preview)`, `preview.draw()`, later `preview.destroy({children: true})`):
 *   `CONFIG.Region.documentClass` is the one Region document class (regions.ts); the document is
 *   never saved (no `id`, not in the scene's `regions`); `canvas.regions.children`
 *   holds what is drawn; destroying a display object takes it out of its parent (PixiJS
 *   https://pixijs.download/v7.x/docs/PIXI.DisplayObject.html#destroy). Drawing a preview not added
 *   to the layer, or drawing a destroyed one, is not modelled: it throws. On v13 these are absent.
 * Everything here is this client's own: nothing is stored or sent.
 */
class StandInCircle {
  readonly type = "circle";
  constructor(
    readonly x: number,
    readonly y: number,
    readonly radius: number,
  ) {}
  contains(x: number, y: number): boolean {
    if (this.radius <= 0) return false;
    return (x - this.x) ** 2 + (y - this.y) ** 2 <= this.radius ** 2;
  }
}

class StandInRectangle {
  readonly type = "rectangle";
  constructor(
    readonly x: number,
    readonly y: number,
    readonly width: number,
    readonly height: number,
  ) {}
  contains(x: number, y: number): boolean {
    if (this.width <= 0 || this.height <= 0) return false;
    return x >= this.x && x < this.x + this.width && y >= this.y && y < this.y + this.height;
  }
}

export interface StandInHighlight {
  x: number;
  y: number;
  color: number | undefined;
  border: number | undefined;
  alpha: number | undefined;
  shape: StandInCircle | StandInRectangle | null;
}

export class StandInHighlightLayer {
  readonly positions = new Set<string>();
  readonly drawn: StandInHighlight[] = [];
  constructor(readonly name: string) {}
}

type CanvasState = { grid?: { type: number } | null };

export class StandInGridLayer {
  readonly highlightLayers: Record<string, StandInHighlightLayer> = {};
  constructor(private readonly canvasState: () => CanvasState) {}
  addHighlightLayer(name: string): StandInHighlightLayer {
    return (this.highlightLayers[name] ??= new StandInHighlightLayer(name));
  }
  highlightPosition(name: string, options: Partial<StandInHighlight> & { x: number; y: number }): boolean {
    const layer = this.highlightLayers[name];
    if (!layer) throw new Error(`stand-in GridLayer#highlightPosition: highlighting the layer "${name}", never added, is not modelled`);
    const shape = options.shape ?? null;
    if (shape && !(shape instanceof StandInCircle || shape instanceof StandInRectangle)) throw new Error("stand-in GridLayer#highlightPosition: only PIXI.Circle and PIXI.Rectangle shapes are modelled");
    if (!shape && this.canvasState().grid?.type === 0) throw new Error("stand-in GridLayer#highlightPosition: a grid space on a gridless scene is not modelled");
    const key = `${options.x}.${options.y}`;
    if (layer.positions.has(key)) return false;
    layer.positions.add(key);
    layer.drawn.push({ x: options.x, y: options.y, color: options.color, border: options.border, alpha: options.alpha, shape });
    return true;
  }
  clearHighlightLayer(name: string): void {
    const layer = this.highlightLayers[name];
    if (!layer) return;
    layer.positions.clear();
    layer.drawn.length = 0;
  }
  destroyHighlightLayer(name: string): void {
    if (!this.highlightLayers[name]) throw new Error(`stand-in GridLayer#destroyHighlightLayer: destroying the layer "${name}", which does not exist, is not modelled`);
    delete this.highlightLayers[name];
  }
}

export class StandInRegionLayer {
  readonly children: StandInRegionObject[] = [];
  addChild(object: StandInRegionObject): StandInRegionObject {
    object.parent?.removeChild(object);
    this.children.push(object);
    object.parent = this;
    return object;
  }
  removeChild(object: StandInRegionObject): void {
    const at = this.children.indexOf(object);
    if (at >= 0) this.children.splice(at, 1);
    object.parent = null;
  }
}

export class StandInRegionObject {
  _previewType: string | null = null;
  parent: StandInRegionLayer | null = null;
  drawn = false;
  destroyed = false;
  constructor(readonly document: StandInRegionDocument) {}
  async draw(): Promise<this> {
    if (this.destroyed) throw new Error("stand-in Region#draw: drawing a destroyed Region is not modelled");
    if (!this.parent) throw new Error("stand-in Region#draw: drawing a Region not added to a layer is not modelled");
    this.drawn = true;
    return this;
  }
  destroy(_options?: { children?: boolean }): void {
    this.parent?.removeChild(this);
    this.destroyed = true;
  }
}

export const installPart: StandInPart = (globals) => {
  const canvasState = () => (globalThis as unknown as { canvas: CanvasState }).canvas;
  deepAssign(globals, {
    PIXI: { Circle: StandInCircle, Rectangle: StandInRectangle },
    canvas: { interface: { grid: new StandInGridLayer(canvasState) } },
  });
  if (standInGeneration() < 14) return;
  deepAssign(globals, {
    canvas: { regions: new StandInRegionLayer() },
    CONFIG: { Region: { documentClass: StandInRegionDocument } },
    foundry: { canvas: { placeables: { Region: StandInRegionObject } } },
  });
};

/** The highlight layers and preview regions drawn on the canvas now. */
export function drawnPreviews() {
  const canvas = (globalThis as unknown as { canvas: { interface: { grid: StandInGridLayer }; regions?: StandInRegionLayer } }).canvas;
  return { highlights: Object.values(canvas.interface.grid.highlightLayers), regions: [...(canvas.regions?.children ?? [])] };
}
