#!/usr/bin/env node
// `npm run bench`: bundles bench/ for Node (so the timings are of plain JavaScript, as the CLI and
// Foundry run it) with the simulate worker beside it, then runs it. Not part of `npm test`.
// SHELF_WARS_BENCH_BUILD_ONLY=1 builds the bundle without running it (for profiling by hand);
// SHELF_WARS_BENCH_ONLY=ready runs only the ready-v-sample rows; =search only the search policy's decision rows.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { bundleForNode } from "./lib/node-bundle.mjs";
import { ROOT } from "./lib/paths.mjs";

const outDir = await bundleForNode("shelf-wars-bench", {
  table: "bench/table.ts",
  "cold-odds": "bench/cold-odds.ts",
  "sim-run": "bench/sim-run.ts",
  "simulate-worker": "src/cli/simulate/worker-entry.ts",
});

if (process.env.SHELF_WARS_BENCH_BUILD_ONLY) process.exit(0);
const result = spawnSync(process.execPath, [path.join(outDir, "table.mjs")], { cwd: ROOT, stdio: "inherit" });
process.exit(result.status ?? 1);
