// The first step of `npm test`: starts the Chromium the browser checks will use, draws a line of
// text and takes a screenshot, so a machine without a usable browser hears it in seconds rather
// than after the other stages. Prints one line; exits 1 with the reason and what to do.
// Usage: node test/browser/check-browser.mjs   (SHELF_WARS_BROWSER=system|npm picks the browser)
import { launchBrowser } from "./lib/browser.mjs";

const started = Date.now();
let browser;
try {
  browser = await launchBrowser();
  const tab = await browser.context.newPage();
  await tab.setContent(`<p style="font: 16px sans-serif; display: inline-block">Shelf Wars</p>`);
  const textWidth = await tab.evaluate(`document.querySelector("p").getBoundingClientRect().width`);
  const screenshot = await tab.screenshot();
  if (!(textWidth > 0) || screenshot.length === 0) throw new Error(`it started but drew no text (text width ${textWidth}, screenshot ${screenshot.length} bytes)`);
  const version = browser.context.browser()?.version() ?? "unknown version";
  console.log(`browser: ${browser.label}, version ${version}, draws a page (${((Date.now() - started) / 1000).toFixed(1)}s)`);
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
