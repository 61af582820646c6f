// The browser test run: every template under templates/ rendered with its fixture and opened in
// Chromium at 600 x 700 (and the views in test/browser/scenes/ composed from them); per template (per fixture case): fixture, render, console, i18n,
// overflow, keyboard, motion, and in each of v13's two themes (same page load) contrast and
// focus. First a self-test renders the planted bad templates in test/browser/planted/ and proves
// each check reports what was planted.
// Writes test-results/browser.json ({numPassedTests, numFailedTests, ...}); exits 1 on failure.
// Prints the failures and a summary; --verbose lists every page. Screenshots go to screenshots/
// once every page has been checked: a run that stops part-way leaves the last set in place.
// Usage: node test/browser/run.mjs [--only <text>] [--no-self-test] [--verbose]
// Which Chromium: test/browser/lib/chromium.mjs (SHELF_WARS_BROWSER=system|npm).
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { buildPages, listTemplates } from "./lib/render.mjs";
import { THEMES, checkPage, launchBrowser } from "./lib/browser.mjs";
import { reportProgress } from "../../tools/lib/progress.mjs";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const at = (...parts) => path.join(ROOT, ...parts);
const DIST = at("dist");
const CHECKS = ["fixture", "render", "console", "i18n", "overflow", "number-wrap", "word-break", "select-clip", "row-labels", "fit-height", "slack", "keyboard", "contrast-light", "contrast-dark", "focus-light", "focus-dark", "motion"];

const argv = process.argv.slice(2);
const only = argv.includes("--only") ? argv[argv.indexOf("--only") + 1] : null;
const selfTest = !argv.includes("--no-self-test");
const verbose = argv.includes("--verbose");

function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  return Math.max(0, ...fs.readdirSync(dir, { recursive: true }).map((f) => fs.statSync(path.join(dir, f)).mtimeMs));
}

/** dist/ must hold the compiled CSS and the merged language file: build when missing. */
function ensureBuilt() {
  const css = path.join(DIST, "styles", "shelf-wars.css");
  const lang = path.join(DIST, "lang", "en.json");
  if (!fs.existsSync(css) || !fs.existsSync(lang)) {
    console.log("browser: dist/ is missing the CSS or the language file; running npm run build");
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const built = Math.min(fs.statSync(css).mtimeMs, fs.statSync(lang).mtimeMs);
  if (newestMtime(at("styles")) > built || newestMtime(at("lang")) > built) {
    console.warn("browser: warning: styles/ or lang/ changed after the last build; run npm run build for current CSS and strings");
  }
  return JSON.parse(fs.readFileSync(lang, "utf8"));
}

/** Results for a page whose fixture or render failed before the browser could open it. */
function earlyResults(page) {
  if (page.fixtureError) return { fixture: { ok: false, details: [page.fixtureError] } };
  return { fixture: { ok: true, details: [] }, render: { ok: false, details: [page.renderError] } };
}

async function checkAll(browser, pages, screenshotDir, keyGroups, tally) {
  const results = [];
  for (const page of pages) {
    if (page.fixtureError || page.renderError) {
      results.push({ page, checks: earlyResults(page) });
    } else {
      const checks = await checkPage(browser.context, page, { distDir: DIST, screenshotDir, keyGroups });
      results.push({ page, checks: { fixture: { ok: true, details: [] }, ...checks } });
    }
    tally.done += 1;
    reportProgress({ done: tally.done, total: tally.total, unit: "pages" }, tally.done === tally.total);
  }
  return results;
}

/**
 * A planted page passes the self-test when exactly the checks it expects to fail do fail, every
 * `expectListed` text appears in their reports (the planted element is the one named) and no
 * `expectUnlisted` text does (what the check must let through, such as large or disabled text).
 */
function selfTestResults(results) {
  const tests = [];
  const caught = new Set();
  for (const { page, checks } of results) {
    const expected = page.fixture?.expectFail ?? (page.template.includes("no-fixture") ? ["fixture"] : []);
    const failed = CHECKS.filter((c) => checks[c] && !checks[c].ok);
    const reported = failed.flatMap((c) => checks[c].details).join("\n");
    const missing = (page.fixture?.expectListed ?? []).filter((text) => !reported.includes(text));
    const wrongly = (page.fixture?.expectUnlisted ?? []).filter((text) => reported.includes(text));
    const ok = failed.length === expected.length && expected.every((c) => failed.includes(c)) && missing.length === 0 && wrongly.length === 0;
    if (ok) for (const c of expected) caught.add(c);
    tests.push({
      title: `self-test: ${page.id} is reported by ${expected.length ? expected.join(", ") : "no check (clean control page)"}`,
      ok,
      details: ok
        ? []
        : [
            `expected failures [${expected.join(", ")}], got [${failed.join(", ")}]`,
            ...missing.map((text) => `expected the report to name "${text}"`),
            ...wrongly.map((text) => `expected the report not to name "${text}"`),
            ...failed.flatMap((c) => checks[c].details.map((d) => `${c}: ${d}`)),
          ],
    });
  }
  for (const check of CHECKS) {
    tests.push({ title: `self-test: the ${check} check catches a planted fault`, ok: caught.has(check), details: caught.has(check) ? [] : [`no planted page proved the ${check} check can fail`] });
  }
  return tests;
}

function printResult(title, ok, details) {
  if (ok && !verbose) return;
  console.log(`${ok ? "  ok  " : "  FAIL"} ${title}`);
  if (!ok) for (const line of details) console.log(`         ${line}`);
}

/**
 * Moves this run's screenshots into screenshots/: the whole folder for a full run, file by file
 * (over the older ones) for a run limited with --only.
 */
function publishScreenshots(staging, { replaceAll }) {
  const target = at("screenshots");
  if (!fs.existsSync(staging)) return;
  if (replaceAll) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
    return;
  }
  for (const file of fs.readdirSync(staging, { recursive: true })) {
    const from = path.join(staging, String(file));
    if (!fs.statSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(target, String(file))), { recursive: true });
    fs.renameSync(from, path.join(target, String(file)));
  }
  fs.rmSync(staging, { recursive: true, force: true });
}

async function main() {
  const started = Date.now();
  const lang = ensureBuilt();
  const templatesDir = at("templates");
  let pages = [
    ...buildPages({ templatesDir, fixturesDir: at("test", "browser", "fixtures"), lang, label: (rel) => `templates/${rel}`, liveDir: at("test-results", "browser-contexts") }),
    // Whole views composed from the templates inside core's markup (the combat tracker of a running game).
    ...buildPages({ templatesDir: at("test", "browser", "scenes"), fixturesDir: at("test", "browser", "scenes"), lang, label: (rel) => `scenes/${rel}`, extraDirs: [templatesDir], liveDir: at("test-results", "browser-contexts", "scenes") }),
  ];
  if (only) pages = pages.filter((p) => p.id.includes(only));
  const planted = selfTest ? buildPages({ templatesDir: at("test", "browser", "planted"), fixturesDir: at("test", "browser", "planted"), lang, label: (rel) => `planted/${rel}` }) : [];

  for (const file of fs.existsSync(at("test", "browser", "fixtures")) ? fs.readdirSync(at("test", "browser", "fixtures"), { recursive: true }) : []) {
    if (String(file).endsWith(".json") && !fs.existsSync(path.join(templatesDir, String(file).replace(/\.json$/, ".hbs")))) {
      console.warn(`browser: warning: fixture without a template: test/browser/fixtures/${file}`);
    }
  }

  // This run's screenshots gather here and replace screenshots/ only when every page is checked.
  const staging = at("test-results", "screenshots-next");
  fs.rmSync(staging, { recursive: true, force: true });
  const browser = await launchBrowser();
  let plantedResults;
  let results;
  try {
    // A key that lost its SHELFWARS. prefix still starts with one of these groups.
    const keyGroups = Object.keys(lang.SHELFWARS ?? {});
    const tally = { done: 0, total: planted.length + pages.length };
    plantedResults = await checkAll(browser, planted, path.join(staging, "planted"), keyGroups, tally);
    results = await checkAll(browser, pages, staging, keyGroups, tally);
  } finally {
    await browser.close();
  }
  publishScreenshots(staging, { replaceAll: !only });

  const suites = [];
  if (selfTest) {
    const tests = selfTestResults(plantedResults);
    const caught = tests.filter((t) => t.ok).length;
    console.log(`browser self-test: ${caught} of ${tests.length} ok (each check reports the faults planted in test/browser/planted/)`);
    for (const t of tests) printResult(t.title, t.ok, t.details);
    if (verbose) {
      for (const { page, checks } of plantedResults) {
        for (const c of CHECKS) for (const d of [...(checks[c]?.details ?? []), ...(checks[c]?.notes ?? [])]) console.log(`         ${page.id} ${c}: ${d}`);
      }
    }
    suites.push({ name: "test/browser/planted (self-test)", tests });
  }
  console.log(`browser checks: ${pages.length} page(s) from ${listTemplates(templatesDir).length} template(s), 600 x 700, themes ${THEMES.join(" and ")}, ${browser.label}`);
  if (pages.length === 0) console.log("  (no templates under templates/)");
  for (const { page, checks } of results) {
    const tests = CHECKS.filter((c) => checks[c]).map((c) => ({ title: `${page.id}: ${c}`, ok: checks[c].ok, details: checks[c].details }));
    suites.push({ name: page.id, tests });
    const failed = tests.filter((t) => !t.ok);
    if (failed.length === 0 && !verbose) continue;
    const controls = checks.keyboard?.controls;
    const texts = checks["contrast-light"]?.texts;
    const measured = texts !== undefined ? `; ${texts} text(s) measured per theme` : "";
    const stubbed = checks.console?.coreAssets?.length ? `; ${checks.console.coreAssets.length} core icon(s) stubbed` : "";
    const from = page.live ? "; context from the code" : "";
    console.log(`${failed.length ? "  FAIL" : "  ok  "} ${page.id}${controls !== undefined ? ` (${controls} control(s)${measured}${stubbed}${from})` : ""}`);
    for (const t of failed) {
      const check = t.title.slice(page.id.length + 2);
      for (const line of t.details.slice(0, 8)) console.log(`         ${check}: ${line}`);
      if (t.details.length > 8) console.log(`         ${check}: ... and ${t.details.length - 8} more (test-results/browser.json)`);
    }
  }

  const all = suites.flatMap((s) => s.tests);
  const numFailedTests = all.filter((t) => !t.ok).length;
  const report = {
    numTotalTests: all.length,
    numPassedTests: all.length - numFailedTests,
    numFailedTests,
    success: numFailedTests === 0,
    startTime: started,
    durationMs: Date.now() - started,
    viewport: "600x700",
    themes: THEMES,
    testResults: suites.map((s) => ({
      name: s.name,
      status: s.tests.every((t) => t.ok) ? "passed" : "failed",
      assertionResults: s.tests.map((t) => ({ title: t.title, status: t.ok ? "passed" : "failed", failureMessages: t.ok ? [] : t.details })),
    })),
  };
  fs.mkdirSync(at("test-results"), { recursive: true });
  fs.writeFileSync(at("test-results", "browser.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`browser: ${report.numPassedTests} passed, ${numFailedTests} failed (test-results/browser.json; screenshots in screenshots/)`);
  process.exitCode = numFailedTests === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(`browser: ${error instanceof Error ? error.stack : String(error)}`);
  fs.mkdirSync(at("test-results"), { recursive: true });
  fs.writeFileSync(at("test-results", "browser.json"), `${JSON.stringify({ numTotalTests: 1, numPassedTests: 0, numFailedTests: 1, success: false, error: String(error) }, null, 2)}\n`);
  process.exitCode = 1;
});
