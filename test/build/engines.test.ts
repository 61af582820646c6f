import fs from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

// `npm ci` warns EBADENGINE when a locked package's `engines.node` refuses the running Node; the
// project's own range (and the README's words for it) must be one every locked package accepts.
const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));
const ownRange: string = read("package.json").engines.node;
const lockedPackages = Object.entries(read("package-lock.json").packages as Record<string, { engines?: { node?: string } | string[] }>);
/** The lowest Node of each `||` branch: 20.19.0, 22.13.0, 24.0.0. */
const lowestOfEachBranch = new semver.Range(ownRange).set.map((comparators) => semver.minVersion(comparators.map(String).join(" "))!.version);

describe("Node versions", () => {
  it("every locked package accepts the lowest Node of each branch the project states", () => {
    for (const node of lowestOfEachBranch) {
      const refusing = lockedPackages.filter(([, meta]) => {
        const engines = meta.engines;
        return engines && !Array.isArray(engines) && engines.node && !semver.satisfies(node, engines.node);
      });
      expect(refusing.map(([name, meta]) => `${name} wants ${JSON.stringify(meta.engines)}`), `Node ${node}`).toEqual([]);
    }
  });

  it("the README names the same versions as package.json", () => {
    const words = lowestOfEachBranch.map((version) => version.replace(/\.0$/, "").replace(/\.0$/, "") + "+");
    expect(fs.readFileSync("README.md", "utf8")).toContain(`Node ${words.slice(0, -1).join(", ")} or ${words.at(-1)}`);
  });
});
