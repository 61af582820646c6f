// Everything but the bundled module: styles, templates, language, manifest, packs.
import fs from "node:fs";
import path from "node:path";
import * as sass from "sass";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { DIST, at } from "./lib/paths.mjs";
import { builtManifest } from "./lib/manifest.mjs";
import { buildEnglish } from "./lib/lang.mjs";
import { packSourceNames } from "./lib/packs.mjs";
import { packStats, stampDocumentStats } from "./lib/document-stats.mjs";

function write(relative, text) {
  const target = path.join(DIST, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}

function copyTree(relative) {
  const source = at(relative);
  if (fs.existsSync(source)) fs.cpSync(source, path.join(DIST, relative), { recursive: true });
}

const css = sass.compile(at("styles", "shelf-wars.scss"), { style: "expanded", sourceMap: false });
write("styles/shelf-wars.css", css.css);

copyTree("templates");
copyTree("assets");
for (const file of ["LICENSE", "README.md"]) fs.copyFileSync(at(file), path.join(DIST, file));

write("lang/en.json", `${JSON.stringify(buildEnglish(), null, 2)}\n`);
write("system.json", `${JSON.stringify(builtManifest(), null, 2)}\n`);

// Every compiled document (and each embedded one core keeps stats for) carries `_stats`, so the
// server's launch migration knows which core and system version it was written for.
fs.rmSync(path.join(DIST, "packs"), { recursive: true, force: true });
const stats = packStats();
for (const name of packSourceNames()) {
  await compilePack(at("packs", "_source", name), path.join(DIST, "packs", name), {
    recursive: true,
    transformEntry: (doc) => void stampDocumentStats(doc, stats),
  });
}
console.log(`shelf-wars: built ${DIST}`);
