import { describe, expect, it } from "vitest";
import { clock, PROGRESS_DELAY_MS, progressBar, renderBar } from "../../src/cli/simulate/progress";

function stream(isTTY: boolean): { isTTY: boolean; text: string; write(s: string): void } {
  return {
    isTTY,
    text: "",
    write(s: string) {
      this.text += s;
    },
  };
}

describe("simulate progress bar", () => {
  it("draws the share done, the percentage and the games", () => {
    expect(renderBar(0, 200, 10)).toBe("[..........]   0% 0/200 games");
    expect(renderBar(50, 200, 10)).toBe("[###.......]  25% 50/200 games");
    expect(renderBar(200, 200, 10)).toBe("[##########] 100% 200/200 games");
  });

  it("adds the rate and the time left at that rate, once there is a rate", () => {
    expect(renderBar(50, 200, 10, 2_000)).toBe("[###.......]  25% 50/200 games, 25 games/s, 0:06 left");
    expect(renderBar(0, 200, 10, 2_000)).toBe("[..........]   0% 0/200 games");
    expect(renderBar(1, 7_201, 10, 1_000)).toBe("[..........]   0% 1/7201 games, 1 games/s, 2:00:00 left");
    expect(clock(59.2)).toBe("1:00");
    expect(clock(61)).toBe("1:01");
    expect(clock(3_725)).toBe("1:02:05");
  });

  it("writes nothing when the stream is not a terminal (piped, redirected)", () => {
    const out = stream(false);
    let t = 0;
    const bar = progressBar(out, 100, () => t);
    t = 10_000;
    bar.update(50);
    bar.finish();
    expect(out.text).toBe("");
  });

  it("writes nothing on a terminal for a run shorter than the delay", () => {
    const out = stream(true);
    let t = 0;
    const bar = progressBar(out, 100, () => t);
    t = PROGRESS_DELAY_MS - 1;
    bar.update(99);
    bar.finish();
    expect(out.text).toBe("");
  });

  it("on a terminal, a long run redraws one line in place and clears it at the end", () => {
    const out = stream(true);
    let t = 0;
    const bar = progressBar(out, 100, () => t);
    t = PROGRESS_DELAY_MS + 1;
    bar.update(40);
    t += 10; // too soon to redraw
    bar.update(41);
    t += 200;
    bar.update(80);
    bar.finish();
    const start = 0;
    expect(out.text).toBe(`\r${renderBar(40, 100, 30, PROGRESS_DELAY_MS + 1 - start)}\x1b[K\r${renderBar(80, 100, 30, PROGRESS_DELAY_MS + 211 - start)}\x1b[K\r\x1b[K`);
    expect(out.text).toContain("games/s");
    expect(out.text).toContain("left");
    expect(out.text).not.toContain("\n");
  });
});
