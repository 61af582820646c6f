// The first step of `npm test`: starts the Chromium the browser checks will use, draws a line of
// text and takes a screenshot, so a machine without a usable browser hears it in seconds rather
// than after the other stages. Prints one line; exits 1 with the reason and what to do.
// Usage: node test/browser/check-browser.mjs   (SHELF_WARS_BROWSER=system|npm picks the browser)
import fs from "node:fs";
import { launchBrowser } from "./lib/browser.mjs";
import { ALLOWED_FAMILIES, FONT_STYLESHEETS, LOAD_FONTS_SCRIPT, packageFile } from "./lib/fonts.mjs";

// Signika text, a Font Awesome icon and an arrow Signika lacks (drawn by the project's DejaVu).
const PROBE = `<!doctype html><html><head>${FONT_STYLESHEETS.map((href) => `<link rel="stylesheet" href="${href}">`).join("")}</head>
<body><p id="text" style="font: 16px Signika, sans-serif; display: inline-block">Shelf Wars</p>
<p><i id="icon" class="fa-solid fa-dice"></i></p><p id="arrow" style="font: 16px Signika, sans-serif">→</p></body></html>`;

/** The font families Chromium actually drew a node's text with (CDP CSS.getPlatformFontsForNode). */
async function drawnWith(cdp, selector) {
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => font.familyName);
}

const started = Date.now();
let browser;
try {
  browser = await launchBrowser();
  const tab = await browser.context.newPage();
  await tab.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/probe") return route.fulfill({ status: 200, body: PROBE, contentType: "text/html; charset=utf-8" });
    const file = url.pathname.startsWith("/__test__/npm/") ? packageFile(url.pathname) : undefined;
    return file ? route.fulfill({ status: 200, body: fs.readFileSync(file) }) : route.abort("blockedbyclient");
  });
  await tab.goto("http://shelf-wars.test/probe");
  await tab.evaluate(LOAD_FONTS_SCRIPT);
  const textWidth = await tab.evaluate(`document.querySelector("#text").getBoundingClientRect().width`);
  // The fonts must be the project's on any host: a host font here means fontconfig leaked.
  const cdp = await browser.context.newCDPSession(tab);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const expected = { "#text": "Signika", "#icon": "Font Awesome 6 Free", "#arrow": "DejaVu Sans" };
  for (const [selector, family] of Object.entries(expected)) {
    const families = await drawnWith(cdp, selector);
    // A web font reports its own internal name ("Signika Light" for the fontsource faces).
    const known = (name, allowed) => name === allowed || name.startsWith(`${allowed} `);
    if (!families.some((name) => known(name, family)) || families.some((name) => !ALLOWED_FAMILIES.some((allowed) => known(name, allowed)))) {
      throw new Error(`${selector} was drawn with ${families.join(", ") || "no font"}, not ${family}: the fixtures' fonts did not load or the host's fonts leaked in (test/browser/lib/fonts.mjs)`);
    }
  }
  const screenshot = await tab.screenshot();
  if (!(textWidth > 0) || screenshot.length === 0) throw new Error(`it started but drew no text (text width ${textWidth}, screenshot ${screenshot.length} bytes)`);
  const version = browser.context.browser()?.version() ?? "unknown version";
  console.log(`browser: ${browser.label}, version ${version}, draws a page in the project's fonts (${((Date.now() - started) / 1000).toFixed(1)}s)`);
} catch (error) {
  console.error(
    [
      "browser: no Chromium can be started here, so the browser checks cannot run.",
      `  ${error instanceof Error ? error.message.split("\n").slice(0, 6).map((line) => line.slice(0, 160)).join("\n  ") : String(error)}`,
      "  The checks use /usr/bin/chromium when it exists, otherwise the Chromium that npm ci installs",
      "  (@sparticuz/chromium, unpacked to the temp dir on first use). SHELF_WARS_BROWSER=system or",
      "  SHELF_WARS_BROWSER=npm forces one of them; see test/browser/README.md.",
    ].join("\n"),
  );
  process.exitCode = 1;
} finally {
  await browser?.close();
}
