// Writes release/system.json and release/shelf-wars.zip from a built dist/.
import fs from "node:fs";
import path from "node:path";
import yazl from "yazl";
import { DIST, at } from "./lib/paths.mjs";

/** The files the manifest references, relative to the system root. */
export function referencedFiles(manifest) {
  const files = new Set(["system.json"]);
  for (const file of manifest.esmodules ?? []) files.add(file);
  for (const style of manifest.styles ?? []) files.add(typeof style === "string" ? style : style.src);
  for (const lang of manifest.languages ?? []) files.add(lang.path);
  for (const key of ["license", "readme"]) if (manifest[key]) files.add(manifest[key]);
  return [...files];
}

function listTree(relative) {
  const full = path.join(DIST, relative);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)));
}

/** Everything shipped: referenced files, their source maps, templates, packs, assets. */
export function shippedFiles(manifest) {
  const files = new Set(referencedFiles(manifest));
  for (const file of [...files]) if (fs.existsSync(path.join(DIST, `${file}.map`))) files.add(`${file}.map`);
  for (const tree of ["templates", "assets"]) for (const f of listTree(tree)) files.add(f);
  for (const pack of manifest.packs ?? []) for (const f of listTree(pack.path ?? `packs/${pack.name}`)) if (!f.endsWith("LOCK")) files.add(f);
  return [...files].sort();
}

export async function release() {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, "system.json"), "utf8"));
  const files = shippedFiles(manifest);
  for (const file of files) if (!fs.existsSync(path.join(DIST, file))) throw new Error(`release: ${file} is referenced but missing from dist/`);
  const out = at("release");
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addFile(path.join(DIST, file), file.split(path.sep).join("/"), { mtime: new Date("2026-01-01T00:00:00Z") });
  zip.end();
  await new Promise((resolve, reject) => {
    zip.outputStream.pipe(fs.createWriteStream(path.join(out, "shelf-wars.zip"))).on("close", resolve).on("error", reject);
  });
  return { files, manifest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, manifest } = await release();
  console.log(`release/shelf-wars.zip: ${files.length} files, version ${manifest.version}`);
  console.log(`manifest: ${manifest.manifest}`);
  console.log(`download: ${manifest.download}`);
}
