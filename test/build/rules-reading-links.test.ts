// docs/rules-reading.md says every point on it is pinned by a test. Each bullet shows which: it
// ends with links to the test files that pin it, and every link into test/ names a file there.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const PAGE = "docs/rules-reading.md";

/**
 * Bullets allowed to name no test, by their opening words, each with the reason why. Keep it
 * empty: a point no test pins is a gap to close with a test, not a line to add here.
 */
const UNLINKED: Readonly<Record<string, string>> = {};

interface Bullet {
  /** 1-based line of the bullet's `- `. */
  readonly line: number;
  /** The bullet's text, its continuation lines joined with single spaces. */
  readonly text: string;
}

/** Each bullet: a line starting with `- ` and the lines after it, up to the next bullet, blank line or heading. */
export function bulletsOf(markdown: string): Bullet[] {
  const bullets: { line: number; text: string }[] = [];
  let current: { line: number; text: string } | undefined;
  markdown.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line.startsWith("- ")) {
      current = { line: index + 1, text: line.slice(2).trim() };
      bullets.push(current);
    } else if (line.trim() === "" || line.startsWith("#")) {
      current = undefined;
    } else if (current) {
      current.text += ` ${line.trim()}`;
    }
  });
  return bullets;
}

/** Targets of `[text](../test/...)` links, as written (the page lives in docs/). */
export function testLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\.\.\/test\/[^)\s#]*)(?:#[^)\s]*)?\)/g)].map((m) => m[1] ?? "");
}

/** The repository path a link from the page names, or undefined when it leaves test/. */
function repoPathOf(target: string): string | undefined {
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(PAGE), decodeURIComponent(target)));
  return resolved.startsWith("test/") ? resolved : undefined;
}

function isFile(repoPath: string | undefined): boolean {
  return repoPath !== undefined && fs.existsSync(repoPath) && fs.statSync(repoPath).isFile();
}

/** The allow-list entry a bullet falls under, if any. */
const allowedFor = (bullet: Bullet): string | undefined => Object.keys(UNLINKED).find((start) => bullet.text.startsWith(start));

describe(`${PAGE}: every point links the tests that pin it`, () => {
  const markdown = fs.readFileSync(PAGE, "utf8");
  const bullets = bulletsOf(markdown);

  it("finds the page's bullets and its links into test/ (the scan is not empty)", () => {
    expect(bullets.length).toBeGreaterThan(30);
    expect(testLinks(markdown).length).toBeGreaterThan(0);
  });

  it("every link into ../test/ names a file that exists", () => {
    const broken = testLinks(markdown).filter((target) => !isFile(repoPathOf(target)));
    expect(broken).toEqual([]);
  });

  it("every bullet has at least one link into ../test/, save those UNLINKED names with a reason", () => {
    const unlinked = bullets
      .filter((bullet) => testLinks(bullet.text).length === 0 && allowedFor(bullet) === undefined)
      .map((bullet) => `${PAGE}:${bullet.line}: ${bullet.text.slice(0, 80)}`);
    expect(unlinked).toEqual([]);
  });

  it("UNLINKED lists only bullets on the page that still have no link, each with a reason", () => {
    const stale = Object.entries(UNLINKED)
      .filter(([start, why]) => {
        const matching = bullets.filter((bullet) => bullet.text.startsWith(start));
        return why.trim() === "" || matching.length !== 1 || matching.some((bullet) => testLinks(bullet.text).length > 0);
      })
      .map(([start]) => start);
    expect(stale).toEqual([]);
  });

  it("catches what it is for: a bullet with no test link, and a link to a file that is not there", () => {
    const planted = [
      "Intro with [a link](../test/build/lang.test.ts).",
      "",
      "- First point, linked on its second line",
      "  ([test](../test/build/lang.test.ts), [test](../test/rules/nowhere.test.ts))",
      "- Second point, with [a page](../README.md) but no test.",
      "- Third point, linked to [test](../test/build/lang.test.ts#L3) and one that leaves",
      "  test/: [test](../test/../src/index.ts)",
      "",
      "Not part of a bullet: [test](../test/build/lang.test.ts)",
    ].join("\n");
    const plantedBullets = bulletsOf(planted);
    expect(plantedBullets.map((bullet) => [bullet.line, testLinks(bullet.text).length])).toEqual([
      [3, 2],
      [5, 0],
      [6, 2],
    ]);
    expect(testLinks(planted).filter((target) => !isFile(repoPathOf(target)))).toEqual([
      "../test/rules/nowhere.test.ts",
      "../test/../src/index.ts",
    ]);
  });
});
