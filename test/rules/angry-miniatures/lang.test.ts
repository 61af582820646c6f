import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import lang from "../../../lang/en/angry-miniatures.json";
import { AM_STATUSES, CRIT_IDS, critHintKey, critNameKey } from "../../../src/rules/angry-miniatures/crits";
import { FLAW_IDS, flawHintKey, flawNameKey, PERK_IDS, perkHintKey, perkNameKey } from "../../../src/rules/angry-miniatures/traits";

function lookUp(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang.SHELFWARS);
}

const sourceDir = join(import.meta.dirname, "../../../src/rules/angry-miniatures");
const sources = readdirSync(sourceDir)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => readFileSync(join(sourceDir, f), "utf8"))
  .join("\n");

describe("lang/en/angry-miniatures.json", () => {
  it("names and describes every perk, flaw and crit", () => {
    const keys = [
      ...PERK_IDS.flatMap((id) => [perkNameKey(id), perkHintKey(id)]),
      ...FLAW_IDS.flatMap((id) => [flawNameKey(id), flawHintKey(id)]),
      ...CRIT_IDS.flatMap((id) => [critNameKey(id), critHintKey(id)]),
    ];
    expect(keys).toHaveLength(88);
    for (const key of keys) expect(typeof lookUp(key), key).toBe("string");
    for (const status of AM_STATUSES) expect(typeof lookUp(`AngryMiniatures.Status.${status}`), status).toBe("string");
  });

  it("has a message for every rule and warning code the engine can raise", () => {
    const codes = new Set<string>();
    for (const m of sources.matchAll(/AngryMiniatures\.(Rule|Warning)\.([A-Za-z]+)/g)) codes.add(`AngryMiniatures.${m[1]}.${m[2]}`);
    for (const m of sources.matchAll(/(?:gameError|violation|fail|setupError)\(\s*"([A-Za-z]+)"/g)) codes.add(`AngryMiniatures.Rule.${m[1]}`);
    for (const m of sources.matchAll(/check\(distance, "([A-Za-z]+)"/g)) codes.add(`AngryMiniatures.Rule.${m[1]}`);
    expect(codes.size).toBeGreaterThan(40);
    for (const code of codes) expect(typeof lookUp(code), code).toBe("string");
  });

  it("uses Foundry {placeholders} that the code supplies", () => {
    expect(lang.SHELFWARS.AngryMiniatures.Rule.StatsSum).toContain("{required}");
    expect(lang.SHELFWARS.AngryMiniatures.Rule.MoveTooFar).toContain("{allowance}");
  });
});
