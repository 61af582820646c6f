import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn } from "../../foundry-stand-in";
import { standInGrid } from "../../foundry-stand-in/parts/canvas";
import { createUser, setCurrentUser } from "../../foundry-stand-in/parts/documents";
import { canvasWithTemplates } from "./template-scene";
import { AREAS_ON_V14_PENDING } from "../areas-pending";

describe("circular areas", () => {
  let area: typeof import("../../../src/foundry/canvas/area");
  beforeEach(async () => {
    vi.resetModules();
    installStandIn();
    area = await import("../../../src/foundry/canvas/area");
  });
  afterEach(() => removeStandIn());

  it("reaches the given spaces plus half a space, in scene units", () => {
    expect(area.circleAround({ x: 250, y: 350 }, 1, { distance: 1 })).toEqual({ kind: "circle", center: { x: 250, y: 350 }, radius: 1.5 });
    expect(area.circleAround({ x: 0, y: 0 }, 6, { distance: 5 })).toEqual({ kind: "circle", center: { x: 0, y: 0 }, radius: 32.5 });
  });

  it("centres on a square and covers its neighbours' centres", () => {
    const grid = standInGrid(1, { size: 100, distance: 1 });
    const spec = area.circleAroundSpace({ i: 5, j: 5 }, 1, grid);
    expect(spec).toEqual({ kind: "circle", center: { x: 550, y: 550 }, radius: 1.5 });
    if (spec.kind !== "circle") throw new Error("a circle");
    const corner = grid.getCenterPoint({ i: 6, j: 6 });
    const spaces = Math.hypot(corner.x - spec.center.x, corner.y - spec.center.y) / grid.size;
    expect(spaces).toBeLessThan(spec.radius);
    expect(area.areaTemplateData(spec, grid, "area1", "user1")).toEqual([
      { t: "circle", x: 550, y: 550, distance: 1.5, direction: 0, author: "user1", flags: { "shelf-wars": { area: "area1" } } },
    ]);
  });

  it.skipIf(AREAS_ON_V14_PENDING)("shows one circle template on the viewed scene and removes it again", async () => {
    setCurrentUser(createUser("Player", { id: "user00000000001" }));
    const scene = canvasWithTemplates();
    const service = area.areaService();
    const handle = await service.show(area.circleAroundSpace({ i: 2, j: 3 }, 2, standInGrid(1)));
    expect(scene.created).toEqual([
      [{ t: "circle", x: 350, y: 250, distance: 2.5, direction: 0, author: "user00000000001", flags: { "shelf-wars": { area: handle.id } } }],
    ]);
    expect(handle.sceneId).toBe(scene.id);
    expect(handle.documentIds).toHaveLength(1);
    expect(scene.templates.size).toBe(1);
    await service.remove(handle);
    expect(scene.templates.size).toBe(0);
    await service.remove(handle);
    expect(scene.deleted).toHaveLength(1);
  });
});
