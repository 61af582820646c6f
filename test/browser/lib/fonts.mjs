// The fonts the browser fixtures draw with, all from dev dependencies, never from the host:
// - Signika, Foundry's interface font (v13 and v14 set it first in their sans-serif stack), as
//   web fonts from @fontsource/signika, the weights core's stylesheets use (300 to 700);
// - Font Awesome 6 Free (solid, regular), the free subset of the Font Awesome 6.7 Pro that v13
//   ships (foundryvtt/foundryvtt#12632); every icon Shelf Wars uses is in the free set (a test
//   checks it);
// - DejaVu Sans from dejavu-fonts-ttf as the only font fontconfig knows, for whatever Signika
//   lacks (→, −, ✓) and for generic families. Chromium is started with FONTCONFIG_FILE pointing
//   at a config that lists only that folder, so a host's fonts (DejaVu, Liberation, Noto, none
//   at all) never change a measurement.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

/** npm packages the page may load files from, under /__test__/npm/<package>/<file>. */
export const FONT_PACKAGES = ["@fontsource/signika", "@fortawesome/fontawesome-free"];
/** Stylesheets every fixture page links, in order. */
export const FONT_STYLESHEETS = [
  ...[300, 400, 500, 600, 700].map((weight) => `/__test__/npm/@fontsource/signika/${weight}.css`),
  "/__test__/npm/@fortawesome/fontawesome-free/css/all.min.css",
];
/** What the page waits for before it measures anything (the faces load lazily otherwise). */
export const FONTS_TO_LOAD = ["300 14px Signika", "400 14px Signika", "500 14px Signika", "600 14px Signika", "700 14px Signika", '900 14px "Font Awesome 6 Free"', '400 14px "Font Awesome 6 Free"'];
/** In-page script: every face above loaded, then the document's fonts settled; resolves true. */
export const LOAD_FONTS_SCRIPT = `Promise.all(${JSON.stringify(FONTS_TO_LOAD)}.map((font) => document.fonts.load(font))).then(() => document.fonts.ready).then(() => true)`;
/** The families a page may render with; anything else came from somewhere it should not. */
export const ALLOWED_FAMILIES = ["Signika", "Font Awesome 6 Free", "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"];

/** The file under an allowed package for a `/__test__/npm/...` path, or undefined. */
export function packageFile(urlPath) {
  const rest = decodeURIComponent(urlPath.slice("/__test__/npm/".length));
  const name = FONT_PACKAGES.find((candidate) => rest.startsWith(`${candidate}/`));
  if (!name) return undefined;
  const root = packageDir(name);
  const file = path.resolve(root, rest.slice(name.length + 1));
  return file.startsWith(`${root}${path.sep}`) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}

/**
 * Writes (once per process) a fontconfig setup that knows only dejavu-fonts-ttf's folder and maps
 * the generic families to it; returns the environment Chromium needs to use it.
 */
let written;
export function fontconfigEnv() {
  if (!written) {
    const ttfDir = path.join(packageDir("dejavu-fonts-ttf"), "ttf");
    // One folder per checkout (its cache stays warm between runs), rewritten when it differs.
    const dir = path.join(os.tmpdir(), `shelf-wars-fontconfig-${createHash("sha256").update(ttfDir).digest("hex").slice(0, 12)}`);
    fs.mkdirSync(dir, { recursive: true });
    const alias = (generic, family) => `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
    const config = [
      `<?xml version="1.0"?>`,
      `<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">`,
      `<fontconfig>`,
      `  <dir>${ttfDir}</dir>`,
      `  <cachedir>${path.join(dir, "cache")}</cachedir>`,
      alias("sans-serif", "DejaVu Sans"),
      alias("system-ui", "DejaVu Sans"),
      alias("serif", "DejaVu Serif"),
      alias("monospace", "DejaVu Sans Mono"),
      `  <config><rescan><int>0</int></rescan></config>`,
      `</fontconfig>`,
      "",
    ].join("\n");
    const file = path.join(dir, "fonts.conf");
    if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== config) fs.writeFileSync(file, config);
    written = { FONTCONFIG_FILE: file, FONTCONFIG_PATH: dir };
  }
  return written;
}
