// What a free-attack follow-up says on the attack card: only Dual-wielding's second attack is
// barred from this attack's targets (its own rule); Commanding's adjacent friend may attack any
// figure, so its line names no such limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEnglish, flattenKeys } from "../../../../tools/lib/lang.mjs";
import { StandInI18n } from "../../../foundry-stand-in/i18n";
import { critEffects } from "../../../../src/rules/angry-miniatures/crits";
import { followUpView } from "../../../../src/foundry/angry-miniatures/table/card-context";

const names: Record<string, string> = { brakka: "Brakka the Ogre", gristle: "Gristle", duchess: "Duchess Porcelaine" };
const name = (id: string) => names[id] ?? id;

describe("free-attack follow-up lines", () => {
  beforeAll(() => {
    Object.assign(globalThis, { game: { i18n: new StandInI18n(flattenKeys(buildEnglish())) } });
  });
  afterAll(() => {
    delete (globalThis as { game?: unknown }).game;
  });

  it("the rules give Commanding a free attack by adjacent friends and Dual-wielding one by the attacker at another figure", () => {
    expect(critEffects("commanding", 2)).toEqual([{ kind: "free-attack", by: "adjacent-friendly" }]);
    expect(critEffects("dual-wielding", 2)).toEqual([{ kind: "free-attack", by: "self-other-target" }]);
  });

  it("Commanding (no targets barred) names who may attack and no limit on whom", () => {
    const view = followUpView({ kind: "free-attack", sourceId: "brakka", byIds: ["gristle", "duchess"], excludeTargetIds: [] }, name, 1);
    expect(view.label).toBe("Free attack available to: Gristle, Duchess Porcelaine.");
    expect(view.label).not.toMatch(/target/);
    expect(view.buttons.map((b) => b.label)).toEqual(["Attack with Gristle", "Attack with Duchess Porcelaine"]);
  });

  it("Dual-wielding (this attack's targets barred) says the second attack goes at another figure", () => {
    const view = followUpView({ kind: "free-attack", sourceId: "brakka", byIds: ["brakka"], excludeTargetIds: ["gristle"] }, name);
    expect(view.label).toBe("Free attack available to: Brakka the Ogre, at a figure this attack did not target.");
  });
});
