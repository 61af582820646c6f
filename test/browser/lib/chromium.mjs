// Which Chromium the browser checks drive, and how to start it. Debian's /usr/bin/chromium when
// the machine has it; otherwise the headless Chromium shipped inside the dev dependency
// @sparticuz/chromium, so `npm ci` is all a machine needs. Never `npx playwright install`: it
// downloads a browser, which fails without internet.
//   SHELF_WARS_BROWSER=system|npm  forces one of the two
//   SHELF_WARS_CHROMIUM=<path>     another system Chromium in place of /usr/bin/chromium
// Either way it sees only the project's fonts (fonts.mjs), never the host's.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { fontconfigEnv } from "./fonts.mjs";

export const BROWSER_KINDS = ["system", "npm"];
const SYSTEM_CHROMIUM = process.env.SHELF_WARS_CHROMIUM ?? "/usr/bin/chromium";
// Flags from /work/shared/docs/toolchain.md, for both browsers. The package's own `args` are made
// for serverless hosts (single process, web security off, SwiftShader WebGL); the checks need none
// of that, and these keep Chromium off the network (no internet here) and out of first-run dialogs.
export const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * @returns {Promise<{kind: "system" | "npm", label: string, executablePath: string, args: string[], env: NodeJS.ProcessEnv}>}
 */
export async function resolveChromium(choice = process.env.SHELF_WARS_BROWSER || undefined) {
  if (choice !== undefined && !BROWSER_KINDS.includes(choice)) {
    throw new Error(`SHELF_WARS_BROWSER is "${choice}"; use "system" (${SYSTEM_CHROMIUM}) or "npm" (@sparticuz/chromium), or leave it unset`);
  }
  const kind = choice ?? (process.env.SHELF_WARS_CHROMIUM || fs.existsSync(SYSTEM_CHROMIUM) ? "system" : "npm");
  if (kind === "npm") return npmChromium();
  if (!fs.existsSync(SYSTEM_CHROMIUM)) {
    throw new Error(`${SYSTEM_CHROMIUM} is missing; leave SHELF_WARS_BROWSER and SHELF_WARS_CHROMIUM unset to use the Chromium from npm`);
  }
  return { kind, label: `system Chromium ${SYSTEM_CHROMIUM}`, executablePath: SYSTEM_CHROMIUM, args: FLAGS, env: { ...process.env, ...fontconfigEnv() } };
}

async function npmChromium() {
  let packageEntry;
  try {
    packageEntry = fileURLToPath(import.meta.resolve("@sparticuz/chromium"));
  } catch {
    throw new Error("the dev dependency @sparticuz/chromium is not installed (run npm ci)");
  }
  // The entry sits at build/index.js or build/esm/index.js depending on the release.
  let packageDir = path.dirname(packageEntry);
  while (!fs.existsSync(path.join(packageDir, "bin", "al2023.tar.br")) && path.dirname(packageDir) !== packageDir) packageDir = path.dirname(packageDir);
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"));
  const { default: packaged } = await import("@sparticuz/chromium");
  // Its own libraries (NSS, NSPR, expat), built for old glibc, so the host need not have them.
  const libDir = unpackLibraries(path.join(packageDir, "bin", "al2023.tar.br"), version);
  const env = { ...process.env, LD_LIBRARY_PATH: [libDir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(":") };

  let executablePath = await packaged.executablePath();
  // The package reuses any `chromium` already in the temp dir: one cut short while unpacking, or
  // left by another version of the package, is removed and unpacked again.
  if (!reportsMajor(executablePath, env, version)) {
    fs.rmSync(executablePath, { force: true });
    executablePath = await packaged.executablePath();
    if (!reportsMajor(executablePath, env, version)) throw new Error(`${executablePath}, unpacked from @sparticuz/chromium ${version}, does not run`);
  }
  return { kind: "npm", label: `npm Chromium (@sparticuz/chromium ${version}) ${executablePath}`, executablePath, args: FLAGS, env: { ...env, ...fontconfigEnv() } };
}

function reportsMajor(executablePath, env, version) {
  const run = spawnSync(executablePath, ["--version"], { env, encoding: "utf8", timeout: 10_000 });
  return run.status === 0 && run.stdout.includes(` ${version.split(".")[0]}.`);
}

/** Unpacks the package's library archive once per version into the temp dir; returns its lib/. */
function unpackLibraries(archive, version) {
  const target = path.join(os.tmpdir(), `shelf-wars-npm-chromium-${version}-libs`);
  const libDir = path.join(target, "lib");
  if (fs.existsSync(path.join(libDir, "libnss3.so"))) return libDir;
  const staging = fs.mkdtempSync(`${target}-`);
  const untar = spawnSync("tar", ["-x", "-C", staging], { input: zlib.brotliDecompressSync(fs.readFileSync(archive)) });
  if (untar.status !== 0) throw new Error(`could not unpack ${archive}: ${untar.error?.message ?? untar.stderr}`);
  fs.rmSync(target, { recursive: true, force: true });
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    // Another run unpacked the same archive at the same moment.
    fs.rmSync(staging, { recursive: true, force: true });
    if (!fs.existsSync(path.join(libDir, "libnss3.so"))) throw error;
  }
  return libDir;
}
