import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import { kfWorld, type KfWorld } from "./world";

describe("Knight Fight scenes", () => {
  let t: KfWorld;
  beforeEach(async () => {
    t = await kfWorld();
  });
  afterEach(() => removeStandIn());

  it("a scene made for Knight Fight gets a hex grid counted in hexes, unless its creator chose a grid", async () => {
    const { onPreCreateScene } = await import("../../../src/foundry/knight-fight/scene/register");
    const updateSource = vi.fn();
    onPreCreateScene({ updateSource }, { name: "Board", flags: { "shelf-wars": { ruleset: "knight-fight" } } });
    expect(updateSource).toHaveBeenCalledWith({ grid: { type: 5, distance: 1, units: "hex" } });
    updateSource.mockClear();
    onPreCreateScene({ updateSource }, { name: "Board", grid: { type: 1 }, flags: { "shelf-wars": { ruleset: "knight-fight" } } });
    onPreCreateScene({ updateSource }, { name: "Angry board" });
    expect(updateSource).not.toHaveBeenCalled();
  });

  it("the system's Knight Fight scene is a hex grid sized for the 7 by 5 sample board; only a GM makes one", async () => {
    const { kfSceneData } = await import("../../../src/foundry/knight-fight/scene/scene-defaults");
    const data = kfSceneData("Board");
    expect(data.grid).toEqual({ type: 5, size: 100, distance: 1, units: "hex" });
    expect(data.width).toBeGreaterThanOrEqual(7.5 * 100);
    expect(data.height).toBeGreaterThanOrEqual(5 * 100);
    const { createKfScene } = await import("../../../src/foundry/knight-fight/scene/register");
    t.as(t.alice);
    expect(await createKfScene()).toBeNull();
  });

  it("is wired at init: core's preCreateScene hook applies the hex defaults", () => {
    const updateSource = vi.fn();
    t.standIn.hooks.callAll("preCreateScene", { updateSource }, { name: "Board", flags: { "shelf-wars": { ruleset: "knight-fight" } } }, {}, t.gm.id);
    expect(updateSource).toHaveBeenCalledWith({ grid: { type: 5, distance: 1, units: "hex" } });
  });
});
