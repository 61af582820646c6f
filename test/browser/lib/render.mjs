// Renders the system's Handlebars templates outside Foundry: real Handlebars, Foundry's helpers
// (./helpers.mjs), the real merged language file, every template registered as a partial under
// the path Foundry's `loadTemplates` gives it (`systems/shelf-wars/templates/<relative>`), and a
// fixture per template for the context the sheet or card code passes.
import fs from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { registerFoundryHelpers } from "./helpers.mjs";
import { StandInI18n } from "./i18n.mjs";
import { framePage } from "./frames.mjs";

export const SYSTEM_PATH = "systems/shelf-wars";

/** Every `.hbs` under `dir`, as sorted paths relative to `dir` with forward slashes. */
export function listTemplates(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".hbs"))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/** The fixture path for a template: same relative path, `.json` instead of `.hbs`. */
export function fixturePathFor(fixturesDir, relative) {
  return path.join(fixturesDir, relative.replace(/\.hbs$/, ".json"));
}

/**
 * Reads and checks a fixture. Shape:
 * { frame: "sheet"|"dialog"|"chat"|"sidebar", title? | titleKey?, part?, classes?, tag?, width?, height?, speaker?,
 *   wrap?: "core markup around the template with {{content}}",
 *   source: "where the context shape comes from", context?: {...}, cases?: [{name, context, ...frame overrides}],
 *   expectFail?: [check ids] (planted templates only) }
 * @returns {{fixture?: object, error?: string}}
 */
export function readFixture(file) {
  if (!fs.existsSync(file)) return { error: `no fixture: create ${path.relative(process.cwd(), file)}` };
  let fixture;
  try {
    fixture = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    return { error: `fixture is not valid JSON: ${error.message}` };
  }
  const frames = ["sheet", "dialog", "chat", "sidebar", "hud"];
  if (!frames.includes(fixture.frame)) return { error: `fixture.frame must be one of ${frames.join(", ")}` };
  const hasContext = fixture.context && typeof fixture.context === "object";
  const hasCases = Array.isArray(fixture.cases) && fixture.cases.length > 0;
  if (hasContext === hasCases) return { error: "fixture needs exactly one of `context` (object) or `cases` ([{name, context}])" };
  if (hasCases && fixture.cases.some((c) => typeof c.name !== "string" || !c.context || typeof c.context !== "object")) {
    return { error: "each fixture case needs a `name` and a `context` object" };
  }
  return { fixture };
}

/** The fixture's cases as `[{name, context}]` (one unnamed case for a single `context`). */
export function casesOf(fixture) {
  return fixture.cases ?? [{ name: "", context: fixture.context }];
}

/**
 * A Handlebars environment with Foundry's helpers, a fresh i18n recorder, and every template
 * under `templatesDir` (plus `extraDirs`) registered as a partial.
 */
export function createRenderer({ templatesDir, lang, extraDirs = [] }) {
  const hbs = Handlebars.create();
  const i18n = new StandInI18n(lang);
  registerFoundryHelpers(hbs, i18n);
  for (const dir of [templatesDir, ...extraDirs]) {
    for (const rel of listTemplates(dir)) {
      hbs.registerPartial(`${SYSTEM_PATH}/templates/${rel}`, fs.readFileSync(path.join(dir, rel), "utf8"));
    }
  }
  return {
    i18n,
    /** Renders one template; collects the i18n misses of this render only. */
    render(file, context) {
      i18n.missing.clear();
      i18n.unfilled.clear();
      const template = hbs.compile(fs.readFileSync(file, "utf8"));
      // Foundry renders with prototype access allowed, so documents' getters work in templates.
      const html = template(structuredClone(context), { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true });
      return { html, missingKeys: [...i18n.missing], unfilled: [...i18n.unfilled] };
    },
  };
}

/**
 * Builds every page to test: one per template per fixture case. A template whose fixture is
 * missing or broken, or whose render throws, still yields an entry with `error` so it is
 * reported as a failure.
 */
/** Live contexts (written by test/browser/fixture-contexts.test.ts) by case name, if any. */
function liveCases(liveDir, rel) {
  const file = liveDir ? path.join(liveDir, rel.replace(/\.hbs$/, ".json")) : null;
  if (!file || !fs.existsSync(file)) return new Map();
  return new Map(JSON.parse(fs.readFileSync(file, "utf8")).cases.map((c) => [c.name, c.context]));
}

export function buildPages({ templatesDir, fixturesDir, lang, label = (rel) => rel, extraDirs = [], liveDir = null }) {
  const renderer = createRenderer({ templatesDir, lang, extraDirs });
  const pages = [];
  for (const rel of listTemplates(templatesDir)) {
    const { fixture, error } = readFixture(fixturePathFor(fixturesDir, rel));
    if (error) {
      pages.push({ template: label(rel), id: label(rel), fixtureError: error });
      continue;
    }
    const live = liveCases(liveDir, rel);
    for (const { name, context: committed, ...caseFrame } of casesOf(fixture)) {
      // The context the code builds today, when the vitest run left it; else the committed one.
      const context = live.get(name) ?? committed;
      const id = name ? `${label(rel)} [${name}]` : label(rel);
      // A case may override the frame's fields (speaker, title, wrap ...).
      const page = { template: label(rel), id, caseName: name, fixture: { ...fixture, ...caseFrame }, live: live.has(name) };
      try {
        const out = renderer.render(path.join(templatesDir, rel), context);
        // A window title given as a key (the app's DEFAULT_OPTIONS.window.title) is localised too.
        const frame = page.fixture;
        const title = frame.titleKey ? renderer.i18n.localize(frame.titleKey) : frame.title;
        if (frame.titleKey && !renderer.i18n.has(frame.titleKey)) out.missingKeys.push(frame.titleKey);
        Object.assign(page, out, { document: framePage({ ...frame, title, contextName: context.name }, out.html, id) });
      } catch (error) {
        page.renderError = error instanceof Error ? error.message : String(error);
      }
      pages.push(page);
    }
  }
  return pages;
}
