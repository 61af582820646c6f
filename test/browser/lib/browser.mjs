// Drives Chromium (the system's or the npm one, see chromium.mjs) with playwright-core and runs the
// in-page checks on each rendered template.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { resolveChromium } from "./chromium.mjs";
import { LOAD_FONTS_SCRIPT, packageFile } from "./fonts.mjs";
import { VIEWPORT } from "./frames.mjs";
import { installChecks } from "./in-page.js";
import { installLayoutChecks } from "./layout-checks.js";

const ORIGIN = "http://shelf-wars.test";
const HERE = path.dirname(new URL(import.meta.url).pathname);
/** v13's two themes, in the order the runner checks them (the page loads light). */
export const THEMES = ["light", "dark"];

const CONTENT_TYPES = { ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".webp": "image/webp", ".jpg": "image/jpeg", ".woff2": "font/woff2", ".woff": "font/woff", ".ttf": "font/ttf", ".json": "application/json", ".mjs": "text/javascript", ".js": "text/javascript" };
// Stands in for a Foundry core icon (`icons/...`), which is not available outside Foundry.
const CORE_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="6" fill="#8c8577"/><circle cx="32" cy="24" r="11" fill="#d8d2c4"/><path d="M12 58c2-14 10-20 20-20s18 6 20 20z" fill="#d8d2c4"/></svg>`;

// Signika's glyphs average about half an em, so 0.025em more per glyph widens a line by ~5%.
export const SLACK_PERCENT = Number(process.env.SHELF_WARS_SLACK_PERCENT || 5);
/** The narrower width a sheet is checked at too (a GM resizing it on a small screen). */
export const NARROW_SHEET_WIDTH = 480;
const SLACK_CSS = `[data-frame-content], [data-frame-content] * { letter-spacing: ${SLACK_PERCENT / 200}em !important; }`;

/** Starts the chosen Chromium with a fresh profile; `label` says which one it is. */
export async function launchBrowser() {
  const chromiumToUse = await resolveChromium();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shelf-wars-chromium-"));
  // A persistent context is how Playwright passes a fresh --user-data-dir.
  let context;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumToUse.executablePath,
      env: chromiumToUse.env,
      headless: true,
      args: chromiumToUse.args,
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      colorScheme: "light",
      // The motion check (in-page.js findMotion) looks at the page as a user who asked for less motion sees it.
      reducedMotion: "reduce",
    });
  } catch (error) {
    fs.rmSync(userDataDir, { recursive: true, force: true });
    throw new Error(`${chromiumToUse.label} did not start: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return {
    context,
    label: chromiumToUse.label,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** What the page asked the network for, served from dist/, stubbed (core icons) or refused. */
async function routeRequests(page, { distDir, html, log }) {
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    const fromDisk = (file) => route.fulfill({ status: 200, body: fs.readFileSync(file), contentType: CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream" });
    if (url.origin !== ORIGIN) {
      log.unexpected.push(`request outside the system: ${url.href}`);
      return route.abort("blockedbyclient");
    }
    if (url.pathname === "/page") return route.fulfill({ status: 200, body: html, contentType: "text/html; charset=utf-8" });
    if (url.pathname === "/__test__/foundry-base.css") return fromDisk(path.join(HERE, "foundry-base.css"));
    if (url.pathname.startsWith("/__test__/npm/")) {
      const file = packageFile(url.pathname);
      if (file) return fromDisk(file);
      log.unexpected.push(`not a font package file: ${url.pathname}`);
      return route.fulfill({ status: 404, body: "missing" });
    }
    if (url.pathname.startsWith("/icons/")) {
      log.coreAssets.push(url.pathname);
      return route.fulfill({ status: 200, body: CORE_ICON, contentType: "image/svg+xml" });
    }
    if (url.pathname.startsWith("/systems/shelf-wars/")) {
      const file = path.join(distDir, decodeURIComponent(url.pathname.slice("/systems/shelf-wars/".length)));
      if (file.startsWith(distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) return fromDisk(file);
      log.unexpected.push(`not in dist/: ${url.pathname}`);
      return route.fulfill({ status: 404, body: "missing" });
    }
    log.unexpected.push(`not a system or core-icon path: ${url.pathname}`);
    return route.fulfill({ status: 404, body: "missing" });
  });
}

/** Chromium's own accessible name for the control marked `data-sw-ctl=index`, and where it came from. */
async function accessibleName(cdp, index) {
  const { result } = await cdp.send("Runtime.evaluate", { expression: `document.querySelector('[data-sw-ctl="${index}"]')` });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { objectId: result.objectId, fetchRelatives: false });
  const node = nodes.find((n) => n.backendDOMNodeId !== undefined && !n.ignored) ?? nodes[0];
  const name = (node?.name?.value ?? "").trim();
  const winner = (node?.name?.sources ?? []).find((s) => s.value && !s.superseded);
  const source = winner ? (winner.attribute ?? winner.nativeSource ?? winner.type) : "none";
  return { name, source };
}

/** Calls one of the installed in-page checks (see in-page.js) by name. */
function call(tab, name, ...args) {
  return tab.evaluate(`window.__swChecks.${name}(...${JSON.stringify(args)})`);
}

function fileSafe(id) {
  // templates/chat/card.hbs [melee win] -> templates__chat__card--melee_win
  return id.replace(/\.hbs/g, "").replace(/\//g, "__").replace(/ \[/g, "--").replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^_+|_+$/g, "");
}

/**
 * Opens one rendered page and runs every browser check on it.
 * @returns {Promise<Record<string, {ok: boolean, details: string[]}>>}
 */
export async function checkPage(context, page, { distDir, screenshotDir, keyGroups = [] }) {
  const tab = await context.newPage();
  const log = { console: [], errors: [], unexpected: [], coreAssets: [], failed: [] };
  tab.on("console", (msg) => {
    if (msg.type() === "error") log.console.push(`console.error: ${msg.text()}`);
  });
  tab.on("pageerror", (error) => log.errors.push(`page error: ${error.message}`));
  tab.on("requestfailed", (request) => {
    const url = new URL(request.url());
    if (url.origin === ORIGIN) log.failed.push(`request failed: ${url.pathname} (${request.failure()?.errorText})`);
  });
  await routeRequests(tab, { distDir, html: page.document, log });
  const checks = {};
  try {
    await tab.goto(`${ORIGIN}/page`, { waitUntil: "load" });
    // Every face the fixtures may use, loaded before anything is measured (faces load lazily).
    await tab.evaluate(LOAD_FONTS_SCRIPT);
    await tab.evaluate(installChecks);
    await tab.evaluate(installLayoutChecks);

    // render: a part of an ApplicationV2 window must render exactly one root element
    // (HandlebarsApplicationMixin inserts each part as one element and refuses anything else).
    const render = [];
    if (page.fixture.part) {
      const roots = await call(tab, "partRoots");
      if (roots.elements !== 1 || roots.stray > 0) render.push(`an application part must render one root element; got ${roots.elements} element(s) and ${roots.stray} loose text node(s)`);
    }
    checks.render = { ok: render.length === 0, details: render };

    // i18n: keys the localize helper could not find, `{placeholders}` format left unfilled, and
    // any SHELFWARS./TYPES. key still visible in the page.
    const raw = await call(tab, "findRawKeys", keyGroups);
    // A key localize already reported as missing is not listed again where it shows.
    const shown = raw.filter((r) => !page.missingKeys.some((k) => r.endsWith(`"${k}"`)));
    const i18n = [...page.missingKeys.map((k) => `missing key: ${k}`), ...page.unfilled.map((u) => `unfilled placeholder: ${u}`), ...shown.map((r) => `raw key in page: ${r}`)];
    checks.i18n = { ok: i18n.length === 0, details: [...new Set(i18n)] };

    // overflow
    const overflow = await call(tab, "findOverflow");
    checks.overflow = { ok: overflow.length === 0, details: overflow };

    // What reads wrongly though nothing overflows (layout-checks.js): a number or a word broken
    // across lines, a select cutting off the option it shows, and (where the fixture names its rows) a
    // label sitting on another row's line.
    const split = await tab.evaluate("window.__swLayout.findSplitNumbers()");
    checks["number-wrap"] = { ok: split.length === 0, details: split };
    const broken = await tab.evaluate("window.__swLayout.findBrokenWords()");
    // A sheet is resizable: a GM on a small screen narrows it. Words must not break there either.
    const narrowed = await tab.evaluate(`(() => { const app = document.querySelector("#sw-app.sheet"); if (!app) return false; app.dataset.width = app.style.width; app.style.width = "${NARROW_SHEET_WIDTH}px"; return true; })()`);
    if (narrowed) {
      const narrow = await tab.evaluate("window.__swLayout.findBrokenWords()");
      broken.push(...narrow.map((detail) => `at ${NARROW_SHEET_WIDTH} px wide: ${detail}`));
      await tab.evaluate(`(() => { const app = document.querySelector("#sw-app.sheet"); app.style.width = app.dataset.width; })()`);
    }
    checks["word-break"] = { ok: broken.length === 0, details: broken };
    const cut = await tab.evaluate("window.__swLayout.findClippedSelects()");
    checks["select-clip"] = { ok: cut.length === 0, details: cut };
    if (page.fixture.rowLabels) {
      const rows = await tab.evaluate(`window.__swLayout.checkRowLabels(${JSON.stringify(page.fixture.rowLabels)})`);
      checks["row-labels"] = { ok: rows.length === 0, details: rows };
    }
    if (page.fixture.fitHeight !== undefined) {
      const tall = await tab.evaluate(`window.__swLayout.checkFitHeight(${JSON.stringify(page.fixture.fitHeight)})`);
      checks["fit-height"] = { ok: tall.length === 0, details: tall };
    }

    // slack: the same layout checks with every text in the frame about 5% wider (another
    // font's metrics, a longer name): a layout that only just fits today fails here. The
    // checks keep their limits; the text grows, not the allowance. A page that already fails
    // them is reported there, not twice.
    const alreadyTight = ["overflow", "select-clip", "fit-height"].filter((name) => checks[name] && !checks[name].ok);
    if (alreadyTight.length > 0) {
      checks.slack = { ok: true, details: [], notes: [`not checked: ${alreadyTight.join(", ")} already fail`] };
    } else {
      await tab.evaluate(`(() => { const style = document.createElement("style"); style.id = "sw-slack"; style.textContent = ${JSON.stringify(SLACK_CSS)}; document.head.append(style); })()`);
      const slack = [
        ...(await call(tab, "findOverflow")),
        ...(await tab.evaluate("window.__swLayout.findClippedSelects()")),
        ...(page.fixture.fitHeight !== undefined ? await tab.evaluate(`window.__swLayout.checkFitHeight(${JSON.stringify(page.fixture.fitHeight)})`) : []),
      ];
      await tab.evaluate(`document.getElementById("sw-slack").remove()`);
      checks.slack = { ok: slack.length === 0, details: slack.map((detail) => `with text ${SLACK_PERCENT}% wider: ${detail}`) };
    }

    // keyboard: Tab through the page; every usable control must take focus and have a name.
    const { controls, skipped } = await call(tab, "markControls");
    const keyboard = [];
    const notes = skipped.map((s) => `not checked: ${s}`);
    if (controls.length > 0) {
      await call(tab, "blurActive");
      const reached = new Set();
      for (let i = 0; i < controls.length + 6; i += 1) {
        await tab.keyboard.press("Tab");
        const { index } = await call(tab, "focusedControl");
        if (index !== null) reached.add(index);
      }
      controls.forEach((what, index) => {
        if (!reached.has(index)) keyboard.push(`not reachable with Tab: ${what}`);
      });
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Accessibility.enable");
      for (const [index, what] of controls.entries()) {
        const { name, source } = await accessibleName(cdp, index);
        if (!name) keyboard.push(`no accessible name (label, aria-label or title): ${what}`);
        else if (source === "placeholder") keyboard.push(`named only by its placeholder "${name}" (needs a label, aria-label or title): ${what}`);
      }
      await cdp.detach();
    }
    checks.keyboard = { ok: keyboard.length === 0, details: [...keyboard, ...notes], controls: controls.length };

    // Both themes in this page load: contrast and focus in each, a screenshot of each.
    fs.mkdirSync(screenshotDir, { recursive: true });
    const base = path.join(screenshotDir, fileSafe(page.id));
    for (const theme of THEMES) {
      await call(tab, "setTheme", theme);
      const contrast = await call(tab, "findLowContrast", theme);
      checks[`contrast-${theme}`] = { ok: contrast.failures.length === 0, details: contrast.failures, notes: contrast.notes, texts: contrast.checked };
      const focus = await call(tab, "checkFocus", theme);
      checks[`focus-${theme}`] = { ok: focus.failures.length === 0, details: focus.failures, notes: focus.notes, controls: focus.checked };
      await call(tab, "blurActive");
      await tab.screenshot({ path: `${base}--${theme}.png`, clip: await call(tab, "frameBox") });
    }
    const motion = await call(tab, "findMotion");
    checks.motion = { ok: motion.length === 0, details: motion };

    // The whole content, in both themes, when it scrolls.
    if (await call(tab, "contentScrolls")) {
      await call(tab, "expandFrame");
      for (const theme of [...THEMES].reverse()) {
        await call(tab, "setTheme", theme);
        await tab.screenshot({ path: `${base}--${theme}--full.png`, fullPage: true });
      }
    }

    // console: errors logged, uncaught errors, failed or unexpected requests (core icons are
    // stubbed and listed, not counted).
    await tab.waitForTimeout(50);
  } catch (error) {
    log.errors.push(`runner could not check the page: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await tab.close();
  }
  const consoleProblems = [...log.errors, ...log.console, ...log.failed, ...log.unexpected];
  checks.console = { ok: consoleProblems.length === 0, details: [...new Set(consoleProblems)], coreAssets: [...new Set(log.coreAssets)] };
  return checks;
}
