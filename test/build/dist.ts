import fs from "node:fs";
import path from "node:path";
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
