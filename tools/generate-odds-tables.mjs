#!/usr/bin/env node
// Writes the Angry Miniatures odds tables that are computed once rather than on a first call
// (tools/odds-tables/*.ts render them from the rules' own code; a test regenerates and compares).
// Bundles the renderers with vite for Node, as tools/bench.mjs does, then runs them.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "node_modules", ".cache", "shelf-wars-odds-tables");

await build({
  root,
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: true,
    minify: false,
    target: "node20",
    ssr: true,
    rollupOptions: {
      input: { "kernel-duels": path.join(root, "tools/odds-tables/kernel-duels.ts") },
      output: { entryFileNames: "[name].mjs", format: "es" },
    },
  },
});

const { renderKernelDuels } = await import(pathToFileURL(path.join(outDir, "kernel-duels.mjs")).href);
const target = path.join(root, "src/rules/angry-miniatures/odds-kernel-duels.ts");
writeFileSync(target, renderKernelDuels());
console.log(`wrote ${path.relative(root, target)}`);
