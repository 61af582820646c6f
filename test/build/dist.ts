import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { DIST } from "../../tools/lib/paths.mjs";

/** The build checks read what `npm run build` produced; `npm test` builds before vitest runs. */
export function builtManifest(): Record<string, unknown> & {
  esmodules: string[];
  styles: { src: string }[];
  languages: { lang: string; path: string }[];
  packs: { name: string; path?: string; type: string; label: string; system?: string }[];
} {
  const file = path.join(DIST, "system.json");
  if (!fs.existsSync(file)) throw new Error("dist/system.json is missing: run `npm run build` before the build checks");
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

export function distPath(relative: string): string {
  return path.join(DIST, relative);
}

/**
 * Reads a built pack back with the official CLI into a new temp folder (one JSON file per
 * document) and returns that folder. It reads a private copy of the pack's LevelDB: a process may
 * hold a LevelDB folder open only once, and test files read the same packs side by side.
 */
export async function extractBuiltPack(relative: string, prefix: string): Promise<string> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-db-`));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  try {
    fs.cpSync(distPath(relative), copy, { recursive: true });
    await extractPack(copy, out, { clean: true });
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
  return out;
}
