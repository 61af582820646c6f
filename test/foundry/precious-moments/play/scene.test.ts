import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import { pmWorld, type PmWorld } from "../world";

describe("Precious Moments scenes", () => {
  let t: PmWorld;
  beforeEach(async () => {
    t = await pmWorld();
  });
  afterEach(() => removeStandIn());

  const flagged = (ruleset: string, extra: Record<string, unknown> = {}) => ({ name: "Table", ...extra, flags: { "shelf-wars": { ruleset } } });

  it("DECISIONS Units: a scene made for Precious Moments is gridless in inches, unless its creator chose a grid; Knight Fight keeps its hexes", () => {
    const updateSource = vi.fn();
    t.standIn.hooks.callAll("preCreateScene", { updateSource }, flagged("precious-moments"), {}, t.gm.id);
    expect(updateSource).toHaveBeenCalledWith({ grid: { type: 0, distance: 1, units: "in" } });
    updateSource.mockClear();
    t.standIn.hooks.callAll("preCreateScene", { updateSource }, flagged("precious-moments", { grid: { type: 1 } }), {}, t.gm.id);
    t.standIn.hooks.callAll("preCreateScene", { updateSource }, { name: "Angry board" }, {}, t.gm.id);
    expect(updateSource).not.toHaveBeenCalled();
    t.standIn.hooks.callAll("preCreateScene", { updateSource }, flagged("knight-fight"), {}, t.gm.id);
    expect(updateSource).toHaveBeenCalledTimes(1);
    expect(updateSource).toHaveBeenCalledWith({ grid: { type: 5, distance: 1, units: "hex" } });
  });

  it("the system's Precious Moments scene is a gridless 48 x 36 inch table; only a GM makes one", async () => {
    const { pmSceneData } = await import("../../../../src/foundry/precious-moments/scene/scene-defaults");
    const data = pmSceneData("Table");
    expect(data.grid).toEqual({ type: 0, size: 50, distance: 1, units: "in" });
    expect([data.width / data.grid.size, data.height / data.grid.size]).toEqual([48, 36]);
    const { createPmScene } = await import("../../../../src/foundry/precious-moments/scene/register");
    t.as(t.alice);
    expect(await createPmScene()).toBeNull();
  });
});
