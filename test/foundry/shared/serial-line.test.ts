import { describe, expect, it } from "vitest";
import { serialLine } from "../../../src/foundry/shared/serial-line";

describe("serialLine: the GM's one-at-a-time lines", () => {
  it("starts each piece only when the one before has settled, in the order queued", async () => {
    const line = serialLine();
    const events: string[] = [];
    const piece = (name: string, ticks: number) => async () => {
      events.push(`${name} start`);
      for (let i = 0; i < ticks; i++) await Promise.resolve();
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([line(piece("a", 5)), line(piece("b", 1)), line(piece("c", 3))]);
    expect(results).toEqual(["a", "b", "c"]);
    expect(events).toEqual(["a start", "a end", "b start", "b end", "c start", "c end"]);
  });

  it("a failure reaches only its own caller, and the line goes on", async () => {
    const line = serialLine();
    const failed = line(async () => {
      throw new Error("refused");
    });
    const next = line(async () => "next");
    await expect(failed).rejects.toThrow("refused");
    await expect(next).resolves.toBe("next");
  });

  it("two lines do not wait for each other: work in one may queue work in the other", async () => {
    const outer = serialLine();
    const inner = serialLine();
    await expect(outer(() => inner(async () => "done"))).resolves.toBe("done");
  });
});
