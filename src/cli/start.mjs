#!/usr/bin/env node
// `npm start`: builds only when the build is missing or older than what it is built from, then plays
// the demo battles (`shelf-wars demo`). Plain Node, since it runs before anything is built.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** What `npm run build` reads (see package.json "build" and tools/build-assets.mjs). */
export const BUILD_INPUTS = [
  "src",
  "lang",
  "templates",
  "styles",
  "packs",
  "assets",
  "system.json",
  "package.json",
  "README.md",
  "LICENSE",
  "vite.config.ts",
  "vite.cli.config.ts",
  "tools",
];
/** What it writes. */
export const BUILD_OUTPUTS = ["dist", "dist-cli"];

/** Modification times (ms) of every file under `target` (a file or a folder); none when it is absent. */
function fileTimes(target) {
  if (!fs.existsSync(target)) return [];
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return [stat.mtimeMs];
  return fs.readdirSync(target).flatMap((name) => fileTimes(path.join(target, name)));
}

/** Why the build must run, or null when every output file is newer than every input file. */
export function buildReason(root) {
  let oldestOutput = Infinity;
  for (const output of BUILD_OUTPUTS) {
    const times = fileTimes(path.join(root, output));
    if (times.length === 0) return `${output}/ is missing`;
    oldestOutput = Math.min(oldestOutput, ...times);
  }
  for (const input of BUILD_INPUTS) {
    const times = fileTimes(path.join(root, input));
    if (times.some((t) => t > oldestOutput)) return `${input} changed since the last build`;
  }
  return null;
}

function run(command, args, root) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const reason = buildReason(root);
  if (reason === null) {
    process.stderr.write("shelf-wars: dist/ and dist-cli/ are up to date; skipping the build\n");
  } else {
    process.stderr.write(`shelf-wars: building (${reason})\n`);
    const status = run("npm", ["run", "build"], root);
    if (status !== 0) process.exit(status);
  }
  process.exit(run(process.execPath, [path.join(root, "bin", "shelf-wars.js"), "demo", ...process.argv.slice(2)], root));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
