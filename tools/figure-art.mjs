// Writes the figure art: each figure's portrait and token SVG and each ready side's banner
// (assets/<ruleset>/...), and the pack fields naming them (img, prototypeToken.texture.src,
// prototypeToken.disposition by side). Run by hand after changing the roster or a glyph:
//   node tools/figure-art.mjs
// test/build/figure-art.test.ts checks the committed files still equal this output.
import fs from "node:fs";
import path from "node:path";
import { at } from "./lib/paths.mjs";
import { artDocs, artFiles } from "./lib/figure-art/art.mjs";

for (const [relative, text] of Object.entries({ ...artFiles(), ...artDocs() })) {
  const file = at(relative);
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) continue;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.log(`wrote ${relative}`);
}
