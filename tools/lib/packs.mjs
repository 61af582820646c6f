import fs from "node:fs";
import path from "node:path";
import { at } from "./paths.mjs";

export const PACK_SOURCE = at("packs", "_source");

export function packSourceNames() {
  if (!fs.existsSync(PACK_SOURCE)) return [];
  return fs
    .readdirSync(PACK_SOURCE, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** Every JSON document source file of a pack, recursively. */
export function packSourceFiles(name) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) files.push(full);
    }
  };
  walk(path.join(PACK_SOURCE, name));
  return files.sort();
}
