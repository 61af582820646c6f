import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../../foundry-stand-in";
import { TargetHighlight } from "../../../src/foundry/knight-fight/play/target-highlight";
import type { AreaHandle, AreaSpec } from "../../../src/foundry/canvas/area";

describe("Knight Fight: legal targets highlighted on the canvas", () => {
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
          log.push(`show ${id} ${area.kind === "cells" ? area.offsets.map((o) => `${o.i},${o.j}`).join(" ") : ""}`);
          return { id, sceneId: "s", documentIds: [id] };
        },
        async remove(handle: AreaHandle): Promise<void> {
          log.push(`remove ${handle.id}`);
        },
      },
    };
  }

  it("draws the legal targets' hexes once, redraws when they change, and clears them when the dialog closes", async () => {
    const { log, service } = areas();
    const highlight = new TargetHighlight(service);
    await highlight.show([{ i: 1, j: 2 }]);
    await highlight.show([{ i: 1, j: 2 }]);
    await highlight.show([{ i: 3, j: 3 }, { i: 0, j: 6 }]);
    await highlight.close();
    await highlight.show([{ i: 1, j: 2 }]);
    expect(log).toEqual(["show a1 1,2", "remove a1", "show a2 3,3 0,6", "remove a2"]);
  });

  it("a drawing that fails is warned about once; the attack goes on", async () => {
    const { service } = areas(true);
    const highlight = new TargetHighlight(service);
    await highlight.show([{ i: 1, j: 2 }]);
    await highlight.show([{ i: 2, j: 2 }]);
    expect(standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message)).toEqual([
      "The legal targets could not be highlighted (no canvas); the list still holds them.",
    ]);
  });

  it("never rejects into the dialog's render, whatever fails: the area service, the hexes given, the warning itself; logged once", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const unreadable = { j: 0, get i(): number {
      throw new TypeError("hex unreadable");
    } };
    const highlight = new TargetHighlight(areas().service);
    for (let n = 0; n < 3; n++) await expect(highlight.show([unreadable])).resolves.toBeUndefined();
    await expect(highlight.close()).resolves.toBeUndefined();
    expect(standIn.notifications.map((n) => n.message)).toEqual(["The legal targets could not be highlighted (hex unreadable); the list still holds them."]);
    expect(logged).toHaveBeenCalledTimes(1);

    (globalThis as unknown as { ui: { notifications: { warn(m: string): void } } }).ui.notifications.warn = () => {
      throw new Error("notifications gone");
    };
    const broken = new TargetHighlight(areas(true).service);
    await expect(broken.show([{ i: 1, j: 2 }])).resolves.toBeUndefined();
    await expect(broken.show([{ i: 2, j: 2 }])).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(3);
    logged.mockRestore();
  });
});
