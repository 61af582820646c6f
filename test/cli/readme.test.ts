import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main";

/** The README's Quick start: its first command, and the excerpt of what that command prints. */
function quickStart(): { command: string; excerpt: string[] } {
  const readme = fs.readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("## Quick start"));
  const command = /```sh\n([^\n]*)\n/.exec(section)?.[1] ?? "";
  const excerpt = /```text\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return { command, excerpt: excerpt.split("\n").filter((line) => line !== "" && line !== "...") };
}

describe("README Quick start", () => {
  it("starts with npm ci && npm start, which runs the demo", () => {
    expect(quickStart().command).toBe("npm ci && npm start");
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe("node src/cli/start.mjs");
    expect(fs.readFileSync("src/cli/start.mjs", "utf8")).toContain('"demo"');
  });

  it("shows lines the demo really prints, in the order it prints them", async () => {
    let out = "";
    expect(await runCli(["demo", "--plain"], { out: (s) => (out += `${s}\n`), err: () => undefined })).toBe(0);
    const { excerpt } = quickStart();
    expect(excerpt.length).toBeGreaterThan(10);
    const printed = out.split("\n");
    let at = 0;
    for (const line of excerpt) {
      const found = printed.indexOf(line, at);
      expect(found, `README line not printed (in this order): ${line}`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
  });
});
