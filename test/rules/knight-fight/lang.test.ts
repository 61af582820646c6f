import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import english from "../../../lang/en/knight-fight.json";
import { KF_CLASSES, KF_STATS } from "../../../src/rules/knight-fight/figure";
import { KF_PHASES } from "../../../src/rules/knight-fight/state";
import { KF_TARGET_OPTIONS } from "../../../src/rules/knight-fight/targeting";
import { KF_ACTION_TYPES } from "../../../src/rules/knight-fight/actions";

const sourceDir = path.resolve(import.meta.dirname, "../../../src/rules/knight-fight");

function lookup(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), english);
}

describe("Knight Fight English strings", () => {
  it("has a string for every RuleViolation code the engine can throw", () => {
    const codes = new Set<string>();
    for (const file of fs.readdirSync(sourceDir).filter((f) => f.endsWith(".ts"))) {
      const text = fs.readFileSync(path.join(sourceDir, file), "utf8");
      for (const m of text.matchAll(/"KnightFight\.Rule\.([A-Za-z]+)"/g)) codes.add(m[1]!);
      for (const m of text.matchAll(/(?:violation|setupError)\("([A-Za-z]+)"/g)) codes.add(m[1]!);
    }
    expect(codes.size).toBeGreaterThan(20);
    for (const code of codes) expect(typeof lookup(`SHELFWARS.KnightFight.Rule.${code}`), code).toBe("string");
  });

  it("labels every class, stat, target option, phase and action", () => {
    for (const c of KF_CLASSES) expect(typeof lookup(`SHELFWARS.KnightFight.Class.${c}`)).toBe("string");
    for (const s of KF_STATS) expect(typeof lookup(`SHELFWARS.KnightFight.Stat.${s}`)).toBe("string");
    for (const o of KF_TARGET_OPTIONS) expect(typeof lookup(`SHELFWARS.KnightFight.TargetOption.${o}`)).toBe("string");
    for (const p of KF_PHASES) expect(typeof lookup(`SHELFWARS.KnightFight.Phase.${p}`)).toBe("string");
    for (const a of KF_ACTION_TYPES) expect(typeof lookup(`SHELFWARS.KnightFight.Action.${a}`)).toBe("string");
  });
});
