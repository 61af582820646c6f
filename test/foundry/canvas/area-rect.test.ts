import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn } from "../../foundry-stand-in";
import { standInGrid } from "../../foundry-stand-in/parts/canvas";

describe("rectangular areas", () => {
  let area: typeof import("../../../src/foundry/canvas/area-templates");
  beforeEach(async () => {
    vi.resetModules();
    installStandIn();
    area = await import("../../../src/foundry/canvas/area-templates");
  });
  afterEach(() => removeStandIn());

  it("is one rect template from its top-left corner: the diagonal's length in scene units and its angle", () => {
    // Gridless, 50 px an inch: a strip 48 inches wide and 6 deep.
    const grid = standInGrid(0, { size: 50, distance: 1 });
    const [data] = area.areaTemplateData({ kind: "rect", origin: { x: 600, y: 450 }, width: 2400, height: 300 }, grid, "zone", "gm");
    expect(data).toMatchObject({ t: "rect", x: 600, y: 450, author: "gm", flags: { "shelf-wars": { area: "zone" } } });
    expect(data!.distance).toBeCloseTo(Math.hypot(48, 6), 9);
    expect(data!.direction).toBeCloseTo((Math.atan2(6, 48) * 180) / Math.PI, 9);
    // The rectangle the ray spans is the one asked for.
    const radians = (data!.direction * Math.PI) / 180;
    expect(data!.distance * Math.cos(radians)).toBeCloseTo(48, 9);
    expect(data!.distance * Math.sin(radians)).toBeCloseTo(6, 9);
  });

  it("refuses a rectangle without area", () => {
    expect(() => area.areaTemplateData({ kind: "rect", origin: { x: 0, y: 0 }, width: 0, height: 10 }, standInGrid(0), "z", "u")).toThrow(RangeError);
  });
});
