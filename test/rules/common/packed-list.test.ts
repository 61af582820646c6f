import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { packedMap } from "../../../src/rules/common/packed-list";

describe("packedMap", () => {
  it("gives what map gives, with each item's index", () => {
    expect(packedMap(["a", "b", "c"], (s, k) => `${s}${k}`)).toEqual(["a0", "b1", "c2"]);
    expect(packedMap([], (x: number) => x)).toEqual([]);
  });

  it("keeps its lists packed once optimised, as the interpreter's are (V8 natives in a child Node)", () => {
    // The same function text this test imports, run interpreted and then optimised by TurboFan.
    const script = `
      const packedMap = ${packedMap.toString()};
      const box = (x) => ({ x });
      const before = packedMap([1, 2], box);
      %PrepareFunctionForOptimization(packedMap);
      packedMap([1, 2], box);
      %OptimizeFunctionOnNextCall(packedMap);
      const after = packedMap([1, 2], box);
      process.stdout.write(JSON.stringify({ holey: %HasHoleyElements(after), sameShape: %HaveSameMap(before, after), optimised: (%GetOptimizationStatus(packedMap) & 16) !== 0 }));
    `;
    const run = spawnSync(process.execPath, ["--allow-natives-syntax", "-e", script], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({ holey: false, sameShape: true, optimised: true });
  });
});
