// The project's Markdown names only files that a clone has: every relative link resolves, and
// every repository path README.md names in backticks exists (or is made by the build).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../tools/lib/paths.mjs";

// Made by npm start / npm test / npm run release, so absent from a fresh clone.
const GENERATED = ["dist", "dist-cli", "release", "screenshots", "test-results"] as const;
// Folders of a Foundry installation, which README's install section names.
const FOUNDRY_FOLDERS = ["<FoundryData>", "Config", "Data"] as const;
const SKIPPED_DIRS = new Set(["node_modules", ".git", ...GENERATED]);

function markdownFiles(dir = ""): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : markdownFiles(rel);
    return entry.name.endsWith(".md") ? [rel] : [];
  });
}

/** Targets of `[text](target)` links that are neither URLs nor in-page anchors. */
export function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1] ?? "")
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#"))
    .map((target) => decodeURIComponent(target.split("#")[0] ?? ""));
}

/** Backticked tokens shaped like a path inside the repository (`src/foundry/`, `lang/en/*.json`). */
export function backtickedPaths(markdown: string): string[] {
  const outside = new Set<string>([...GENERATED, ...FOUNDRY_FOLDERS]);
  return [...markdown.matchAll(/`([A-Za-z0-9_.<>*-]+\/[A-Za-z0-9_.<>*/-]*)`/g)]
    .map((m) => m[1] ?? "")
    .filter((token) => !outside.has(token.split("/")[0] ?? ""));
}

/** A path exists when its part before the first wildcard or `<placeholder>` does. */
function existsInRepo(fromDir: string, target: string): boolean {
  const fixed = target.split("/").filter((part, i, parts) => !parts.slice(0, i + 1).some((p) => /[*<]/.test(p)));
  return fs.existsSync(path.join(ROOT, fromDir, ...fixed));
}

describe("links in the project's Markdown", () => {
  const files = markdownFiles();

  it("finds README.md and the browser tests' README among the Markdown files", () => {
    expect(files).toEqual(expect.arrayContaining(["README.md", "test/browser/README.md"]));
  });

  for (const file of files) {
    it(`${file}: every relative link points at a file in the repository`, () => {
      const markdown = fs.readFileSync(path.join(ROOT, file), "utf8");
      const missing = relativeLinks(markdown).filter((target) => !existsInRepo(path.dirname(file), target));
      expect(missing).toEqual([]);
    });
  }

  it("README.md: every repository path in backticks exists", () => {
    const markdown = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    expect(backtickedPaths(markdown).filter((token) => !existsInRepo("", token))).toEqual([]);
  });

  it("catches what it is for: a link or a named path to a file that is not in the repository", () => {
    const planted = "See [the decisions](rules/DECISIONS.md) and `rules/*.txt`; [Foundry](https://foundryvtt.com), [top](#quick-start), `dist/lang/en.json`.";
    expect(relativeLinks(planted)).toEqual(["rules/DECISIONS.md"]);
    expect(backtickedPaths(planted)).toEqual(["rules/*.txt"]);
    expect(existsInRepo("", "rules/DECISIONS.md")).toBe(false);
    expect(existsInRepo("", "rules/*.txt")).toBe(false);
    expect(existsInRepo("", "lang/en/*.json")).toBe(true);
    expect(existsInRepo("", "src/rules/<ruleset>/")).toBe(true);
  });
});
