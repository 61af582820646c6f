// Draws what a table looks like: each ruleset's ready scene with its two ready sides placed where a
// side drop places them (tools/lib/side-pictures/placement.ts runs the drop's own placement code),
// every token in its side's ring colour. Writes assets/pictures/<ruleset>-ready-sides.png (800 px
// wide; shipped with the system for the How to Play journals, shown in the README) and
// docs/pictures/ready-sides.json (where each token went), which
// test/foundry/sides/side-pictures.test.ts compares with a fresh placement and with a real drop,
// and docs/pictures/drawn.json (the SHA-256 of the SVG each PNG was rendered from, so the test
// knows a PNG is stale when the art, the scene or the placements change).
// Run by hand after changing a ready scene, a ready side, its colour or the drop's placement:
//   node tools/side-pictures.mjs
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { resolveChromium } from "../test/browser/lib/chromium.mjs";
import { bundleForNode } from "./lib/node-bundle.mjs";
import { at } from "./lib/paths.mjs";
import { PICTURE_WIDTH as WIDTH, tableSvg } from "./lib/side-pictures/draw.mjs";

const OUT = at("assets", "pictures");
// What the pictures were drawn from stays in the repository; only the PNGs ship.
const RECORD = at("docs", "pictures");

const bundle = await bundleForNode("side-pictures", { placement: "tools/lib/side-pictures/placement.ts" });
const { readyTables } = await import(pathToFileURL(path.join(bundle, "placement.mjs")).href);
const tables = await readyTables();

fs.mkdirSync(OUT, { recursive: true });
fs.mkdirSync(RECORD, { recursive: true });
fs.writeFileSync(path.join(RECORD, "ready-sides.json"), `${JSON.stringify(tables, null, 2)}\n`);

const browser = await resolveChromium();
const chrome = await chromium.launch({ executablePath: browser.executablePath, args: browser.args, env: browser.env, headless: true });
const drawn = {};
try {
  const page = await chrome.newPage({ deviceScaleFactor: 1 });
  for (const table of tables) {
    const { svg, height } = tableSvg(table, table.sides, WIDTH);
    await page.setViewportSize({ width: WIDTH, height });
    // setContent resolves on the page's load event, after its (data URI) images have loaded.
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`, { waitUntil: "load" });
    const file = path.join(OUT, `${table.ruleset}-ready-sides.png`);
    await page.screenshot({ path: file, type: "png", clip: { x: 0, y: 0, width: WIDTH, height } });
    drawn[table.ruleset] = crypto.createHash("sha256").update(svg).digest("hex");
    console.log(`wrote ${path.relative(at(), file)} (${Math.round(fs.statSync(file).size / 1024)} KiB)`);
  }
} finally {
  await chrome.close();
}
fs.writeFileSync(path.join(RECORD, "drawn.json"), `${JSON.stringify(drawn, null, 2)}\n`);
