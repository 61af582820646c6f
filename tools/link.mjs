// Symlinks dist/ into <FoundryData>/Data/systems/shelf-wars for the development loop.
import fs from "node:fs";
import path from "node:path";
import { DIST, SYSTEM_ID } from "./lib/paths.mjs";

export function resolveTarget(dataFolder) {
  if (!dataFolder) {
    throw new Error("npm run link -- <FoundryData folder> (or set FOUNDRY_DATA): the Foundry user-data folder is needed");
  }
  const root = path.resolve(dataFolder);
  const systems = path.join(root, "Data", "systems");
  const looksLikeUserData = fs.existsSync(path.join(root, "Data")) && fs.existsSync(path.join(root, "Config"));
  if (!looksLikeUserData) {
    throw new Error(`${root} is not a Foundry user-data folder: it needs Data/ and Config/ (see Foundry's "User Data" setting)`);
  }
  return path.join(systems, SYSTEM_ID);
}

export function link(dataFolder) {
  const target = resolveTarget(dataFolder);
  if (!fs.existsSync(path.join(DIST, "system.json"))) throw new Error("dist/ is not built yet: run npm run build first");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const existing = fs.lstatSync(target, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) fs.unlinkSync(target);
  else if (existing) throw new Error(`${target} exists and is not a link: move it away first, nothing was changed`);
  fs.symlinkSync(DIST, target, "dir");
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const target = link(process.argv[2] ?? process.env.FOUNDRY_DATA);
    console.log(`linked ${target} -> ${DIST}`);
  } catch (error) {
    console.error(`shelf-wars link: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}
