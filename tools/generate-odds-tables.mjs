#!/usr/bin/env node
// Writes the Angry Miniatures odds tables that are computed once rather than on a first call
// (tools/odds-tables/*.ts render them from the rules' own code; a test regenerates and compares).
// Bundles the renderers for Node, as tools/bench.mjs does, then runs them.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundleForNode } from "./lib/node-bundle.mjs";
import { ROOT } from "./lib/paths.mjs";

const outDir = await bundleForNode("shelf-wars-odds-tables", {
  "kernel-duels": "tools/odds-tables/kernel-duels.ts",
  "fresh-counts": "tools/odds-tables/fresh-counts.ts",
});
const { renderKernelDuels } = await import(pathToFileURL(path.join(outDir, "kernel-duels.mjs")).href);
const { renderFreshCounts } = await import(pathToFileURL(path.join(outDir, "fresh-counts.mjs")).href);
for (const [file, text] of [
  ["src/rules/angry-miniatures/odds-kernel-duels.ts", renderKernelDuels()],
  ["src/rules/angry-miniatures/odds-fresh-counts.ts", renderFreshCounts()],
]) {
  const target = path.join(ROOT, file);
  writeFileSync(target, text);
  console.log(`wrote ${path.relative(ROOT, target)}`);
}
