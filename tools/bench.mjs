#!/usr/bin/env node
// `npm run bench`: bundles bench/ for Node (so the timings are of plain JavaScript, as the CLI and
// Foundry run it) with the simulate worker beside it, then runs it. Not part of `npm test`.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "node_modules", ".cache", "shelf-wars-bench");

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
      input: {
        table: path.join(root, "bench/table.ts"),
        "cold-odds": path.join(root, "bench/cold-odds.ts"),
        "sim-run": path.join(root, "bench/sim-run.ts"),
        "simulate-worker": path.join(root, "src/cli/simulate/worker-entry.ts"),
      },
      output: { entryFileNames: "[name].mjs", chunkFileNames: "shared-[name].mjs", format: "es" },
    },
  },
});

if (process.env.SHELF_WARS_BENCH_BUILD_ONLY) process.exit(0);
const result = spawnSync(process.execPath, [path.join(outDir, "table.mjs")], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
