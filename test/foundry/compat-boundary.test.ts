import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every v13/v14 difference lives in one generation-checked module under src/foundry/compat. The
 * area service (src/foundry/canvas/area*.ts) is allowed too until it moves there.
 */
const ROOT = "src/foundry";
const ALLOWED = [/^src\/foundry\/compat\//, /^src\/foundry\/canvas\/area[^/]*\.ts$/];
const ASKS_GENERATION = /\brelease\s*\??\.\s*generation\b|\bgame\s*\??\.\s*release\b/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

describe("generation boundary", () => {
  it("only src/foundry/compat (and the area service) asks game.release", () => {
    const askers = sources(ROOT).filter((file) => ASKS_GENERATION.test(fs.readFileSync(file, "utf8")));
    expect(askers.filter((file) => !ALLOWED.some((allowed) => allowed.test(file)))).toEqual([]);
    expect(askers).toContain("src/foundry/compat/generation.ts");
  });
});
