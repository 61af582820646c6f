import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flattenKeys, mergeInto } from "../../tools/lib/lang.mjs";
import { distPath } from "./dist";

function filesUnder(dir: string, extensions: string[]): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && extensions.some((x) => e.name.endsWith(x)))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Literal keys in code and templates; one followed by "." is a prefix completed at run time. */
export function usedKeys(text: string): { key: string; prefix: boolean }[] {
  return [...text.matchAll(/\b(?:SHELFWARS|TYPES)\.[A-Za-z0-9_.-]*[A-Za-z0-9_-](\.?)/g)].map((m) => ({
    key: m[0].replace(/\.$/, ""),
    prefix: m[1] === ".",
  }));
}

describe("localisation", () => {
  const english = JSON.parse(fs.readFileSync(distPath("lang/en.json"), "utf8")) as Record<string, unknown>;
  const keys = flattenKeys(english);

  it("has every SHELFWARS.* and TYPES.* key used in src/ and templates/", () => {
    const missing: string[] = [];
    for (const file of [...filesUnder("src", [".ts"]), ...filesUnder("templates", [".hbs"])]) {
      const text = fs.readFileSync(file, "utf8");
      for (const { key, prefix } of usedKeys(text)) {
        // A count's key names its plural family (`.one`, `.other`...): found when its `other` form is.
        const found = prefix ? [...keys.keys()].some((k) => k.startsWith(`${key}.`)) : keys.has(key) || keys.has(`${key}.other`);
        if (!found) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("finds keys the way the check expects (the check can fail)", () => {
    expect(usedKeys('localize("SHELFWARS.Nope.Missing")')).toEqual([{ key: "SHELFWARS.Nope.Missing", prefix: false }]);
    expect(usedKeys("`SHELFWARS.Automation.${level}`")).toEqual([{ key: "SHELFWARS.Automation", prefix: true }]);
    expect(keys.has("SHELFWARS.Nope.Missing")).toBe(false);
  });

  it("puts every string under one prefix", () => {
    for (const key of keys.keys()) expect(key.startsWith("SHELFWARS.") || key.startsWith("TYPES."), key).toBe(true);
  });

  it("refuses a key defined twice with different text", () => {
    expect(() => mergeInto({ SHELFWARS: { A: "one" } }, { SHELFWARS: { A: "two" } })).toThrow(/defined twice/);
  });
});
