import { setCanvas, standInGrid } from "../../foundry-stand-in/parts/canvas";

/**
 * A scene's MeasuredTemplate collection as the v13 API describes it:
 * `Scene#createEmbeddedDocuments("MeasuredTemplate", data)` resolves to the created documents,
 * `Scene#templates` is the embedded collection (`has(id)`), `deleteEmbeddedDocuments` removes by id.
 */
export function templateScene(id = "scene00000000001") {
  const templates = new Map<string, Record<string, unknown>>();
  let next = 0;
  const scene = {
    id,
    templates,
    created: [] as Record<string, unknown>[][],
    deleted: [] as string[][],
    async createEmbeddedDocuments(name: string, data: Record<string, unknown>[]) {
      if (name !== "MeasuredTemplate") throw new Error(`unexpected ${name}`);
      scene.created.push(data);
      return data.map((d) => {
        const doc = { ...d, id: `tmpl${String(++next).padStart(12, "0")}` };
        templates.set(doc.id, doc);
        return doc;
      });
    },
    async deleteEmbeddedDocuments(name: string, ids: string[]) {
      if (name !== "MeasuredTemplate") throw new Error(`unexpected ${name}`);
      scene.deleted.push(ids);
      for (const templateId of ids) templates.delete(templateId);
    },
  };
  return scene;
}

/** Puts a square 100 px, 1-unit grid and a template-holding scene on the canvas. */
export function canvasWithTemplates(grid = standInGrid(1, { size: 100, distance: 1 })) {
  setCanvas({ grid });
  const scene = Object.assign(templateScene(), { grid: { type: grid.type } });
  (globalThis as unknown as { canvas: { scene: unknown } }).canvas.scene = scene;
  (globalThis as unknown as { game: { scenes: Map<string, unknown> } }).game.scenes.set(scene.id, scene);
  return scene;
}
