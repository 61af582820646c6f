import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../../../foundry-stand-in";
import { ringAround, SingHighlight } from "../../../../src/foundry/precious-moments/play/sing-highlight";
import type { AreaHandle, AreaSpec } from "../../../../src/foundry/canvas/area";

describe("Precious Moments: the singer's legal targets ringed on the canvas", () => {
  let standIn: StandIn;
  beforeEach(() => {
    standIn = installStandIn();
  });
  afterEach(() => removeStandIn());

  function areas(fail = false) {
    const log: string[] = [];
    let n = 0;
    return {
      log,
      service: {
        async show(area: AreaSpec): Promise<AreaHandle> {
          if (fail) throw new Error("no canvas");
          const id = `a${++n}`;
          log.push(`show ${id} ${area.kind === "circle" ? `${area.center.x},${area.center.y} r${area.radius}` : ""}`);
          return { id, sceneId: "s", documentIds: [id] };
        },
        async remove(handle: AreaHandle): Promise<void> {
          log.push(`remove ${handle.id}`);
        },
      },
    };
  }

  it("rings a token a quarter space wider than itself, in scene units, around its centre", () => {
    const grid = { sizeX: 100, sizeY: 100, distance: 1 };
    expect(ringAround({ x: 50, y: 50 }, grid)).toEqual({ kind: "circle", center: { x: 100, y: 100 }, radius: 0.75 });
    expect(ringAround({ x: 0, y: 0, width: 2, height: 1 }, { ...grid, distance: 5 })).toEqual({ kind: "circle", center: { x: 100, y: 50 }, radius: 6.25 });
  });

  it("draws each target's ring once, redraws when they change, and clears them when the dialog closes", async () => {
    const { log, service } = areas();
    const highlight = new SingHighlight(service);
    const one = ringAround({ x: 0, y: 0 }, { sizeX: 100, sizeY: 100, distance: 1 });
    const two = ringAround({ x: 300, y: 0 }, { sizeX: 100, sizeY: 100, distance: 1 });
    await highlight.show([one, two]);
    await highlight.show([one, two]);
    await highlight.show([two]);
    await highlight.close();
    await highlight.show([one]);
    expect(log).toEqual(["show a1 50,50 r0.75", "show a2 350,50 r0.75", "remove a1", "remove a2", "show a3 350,50 r0.75", "remove a3"]);
  });

  it("a drawing that fails is warned about once; the song goes on", async () => {
    const { service } = areas(true);
    const highlight = new SingHighlight(service);
    const ring = ringAround({ x: 0, y: 0 }, { sizeX: 100, sizeY: 100, distance: 1 });
    await highlight.show([ring]);
    await highlight.show([]);
    await highlight.show([ring]);
    expect(standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message)).toEqual(["The targets could not be ringed on the canvas: no canvas"]);
  });

  it("never rejects into the dialog's render when the area service fails to remove a ring; logged once", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { service } = areas();
    service.remove = async () => {
      throw new TypeError("template gone");
    };
    const highlight = new SingHighlight(service);
    const ring = (x: number) => ringAround({ x, y: 0 }, { sizeX: 100, sizeY: 100, distance: 1 });
    for (let n = 0; n < 3; n++) await expect(highlight.show([ring(100 * n)])).resolves.toBeUndefined();
    await expect(highlight.close()).resolves.toBeUndefined();
    expect(standIn.notifications.map((n) => n.message)).toEqual(["The targets could not be ringed on the canvas: template gone"]);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
