import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { deriveFigure, figureViolations, figureWarnings, healthOf, meleeReachOf, validateFigure, type AmFigure } from "../../../src/rules/angry-miniatures/figure";
import { RuleViolation } from "../../../src/rules/common/errors";
import { sheet } from "./fixtures";

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleViolation) return error.code;
    throw error;
  }
  return undefined;
}

describe("validateFigure", () => {
  it("accepts exactly the stat lines of whole numbers 1-7 summing to 9 (all 7^3 triples)", () => {
    let accepted = 0;
    for (let mind = 1; mind <= 7; mind++)
      for (let body = 1; body <= 7; body++)
        for (let spirit = 1; spirit <= 7; spirit++) {
          const ok = codeOf(() => validateFigure(sheet({ mind, body, spirit }))) === undefined;
          expect(ok).toBe(mind + body + spirit === 9);
          if (ok) accepted += 1;
        }
    expect(accepted).toBe(28);
  });

  it("rejects any stat outside 1..7 or not whole (property)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -20, max: 0 }), fc.integer({ min: 8, max: 30 }), fc.double({ min: 1.01, max: 6.99, noInteger: true })),
        fc.constantFrom("mind", "body", "spirit"),
        (bad, stat) => {
          expect(codeOf(() => validateFigure(sheet({ [stat]: bad })))).toBe("AngryMiniatures.Rule.StatRange");
        },
      ),
    );
  });

  it("names the broken rule in the message", () => {
    expect(() => validateFigure(sheet({ mind: 4 }))).toThrow(/sum to exactly 9 \(got 10\)/);
    expect(() => validateFigure(sheet({ mind: 0, body: 2, spirit: 7 }))).toThrow(/mind must be a whole number from 1 to 7/);
  });

  it("needs exactly one attack type; Multi-class allows two, never three", () => {
    expect(codeOf(() => validateFigure(sheet({ attackTypes: [] })))).toBe("AngryMiniatures.Rule.AttackTypeCount");
    expect(codeOf(() => validateFigure(sheet({ attackTypes: ["melee", "range"] })))).toBe("AngryMiniatures.Rule.AttackTypeCount");
    expect(codeOf(() => validateFigure(sheet({ perk: "multi-class", attackTypes: ["melee", "range"] })))).toBeUndefined();
    expect(codeOf(() => validateFigure(sheet({ perk: "multi-class", attackTypes: ["melee", "range", "magic"] })))).toBe(
      "AngryMiniatures.Rule.AttackTypeCount",
    );
    expect(codeOf(() => validateFigure(sheet({ perk: "multi-class", attackTypes: ["melee", "melee"] })))).toBe(
      "AngryMiniatures.Rule.AttackTypeTwice",
    );
  });

  it("rejects unknown perks, flaws, crits, presentations and bad crit triggers", () => {
    expect(codeOf(() => validateFigure(sheet({ perk: "lucky" as never })))).toBe("AngryMiniatures.Rule.UnknownPerk");
    expect(codeOf(() => validateFigure(sheet({ flaw: "slow" as never })))).toBe("AngryMiniatures.Rule.UnknownFlaw");
    expect(codeOf(() => validateFigure(sheet({ crit: "boom" as never })))).toBe("AngryMiniatures.Rule.UnknownCrit");
    expect(codeOf(() => validateFigure(sheet({ presentation: "robot" as never })))).toBe("AngryMiniatures.Rule.Presentation");
    expect(codeOf(() => validateFigure(sheet({ critTrigger: [] })))).toBe("AngryMiniatures.Rule.CritTrigger");
    expect(codeOf(() => validateFigure(sheet({ critTrigger: ["Z" as never] })))).toBe("AngryMiniatures.Rule.CritTrigger");
    expect(codeOf(() => validateFigure(sheet({ critTrigger: ["K", "K"] })))).toBeUndefined();
  });

  it("does not change its input", () => {
    const figure = Object.freeze(sheet({ attackTypes: Object.freeze(["range"]) as never, perk: "scope" }));
    expect(() => deriveFigure(figure)).not.toThrow();
  });
});

describe("deriveFigure", () => {
  it("a plain Melee 3/3/3 figure: Health 4, Speed 5, Melee 6, no Range/Magic/Distance", () => {
    expect(deriveFigure(sheet())).toEqual({ health: 4, speed: 5, melee: 6 });
  });

  it("a Range figure gets Range and Distance only", () => {
    expect(deriveFigure(sheet({ mind: 5, body: 2, spirit: 2, attackTypes: ["range"] }))).toEqual({
      health: 3,
      speed: 4,
      range: 6,
      distance: 7,
    });
  });

  it("a Magic figure gets Magic and Distance only", () => {
    expect(deriveFigure(sheet({ mind: 7, body: 1, spirit: 1, attackTypes: ["magic"] }))).toEqual({
      health: 3,
      speed: 4,
      magic: 5,
      distance: 8,
    });
  });

  it("derived values follow the tables for every legal stat line (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), (mind, body) => {
        const spirit = 9 - mind - body;
        fc.pre(spirit >= 1 && spirit <= 7);
        const d = deriveFigure(sheet({ mind, body, spirit, perk: "multi-class", flaw: "unpainted", attackTypes: ["range", "magic"] }));
        expect(d.health).toBe([3, 3, 4, 4, 5, 5, 6][body - 1]);
        expect(d.range).toBe(([3, 4, 4, 5, 5, 6, 6][body + mind - 2] ?? 0) - 1);
        expect(d.magic).toBe(([2, 3, 3, 4, 4, 5, 5][spirit + mind - 2] ?? 0) - 1);
        expect(d.melee).toBeUndefined();
      }),
    );
  });

  it("melee reach is 1, or 2 with Long Weapon", () => {
    expect(meleeReachOf(sheet())).toBe(1);
    expect(meleeReachOf(sheet({ perk: "long-weapon" }))).toBe(2);
  });
});

describe("figureWarnings", () => {
  it("a clean figure has no warnings", () => {
    expect(figureWarnings(sheet())).toEqual([]);
  });

  it("warns (without throwing) for a crit the figure cannot use", () => {
    expect(figureWarnings(sheet({ crit: "frost-magic" })).map((w) => w.code)).toEqual(["AngryMiniatures.Warning.CritCannotApply"]);
    expect(figureWarnings(sheet({ crit: "forceful-weapon", attackTypes: ["range"] })).map((w) => w.code)).toEqual([
      "AngryMiniatures.Warning.CritCannotApply",
    ]);
  });

  it("warns when a perk and a flaw cancel on the same value", () => {
    const pairs = [
      ["brutish", "gangly", "health"],
      ["scope", "one-eye", "distance"],
      ["small", "chainmail-bikini", "defence-melee"],
      ["magic-resistant", "flammable", "defence-magic"],
    ] as const;
    for (const [perk, flaw, stat] of pairs) {
      const w = figureWarnings(sheet({ perk, flaw, attackTypes: ["range"] })).filter((x) => x.code.endsWith("Cancels"));
      expect(w.map((x) => x.data.stat)).toEqual([stat]);
    }
  });
});

describe("figureViolations (stored data that no longer validates)", () => {
  const codes = (figure: AmFigure) => figureViolations(figure).map((v) => v.code.replace("AngryMiniatures.Rule.", ""));

  it("lists every broken rule, in the order validateFigure reports the first", () => {
    const broken = { ...sheet({ mind: 8, body: null as never, perk: "laser-eyes" as never, flaw: "grumpy" as never, attackTypes: ["psionic", "melee", "melee"] as never }), critTrigger: ["A", "Joker"] as never };
    expect(codes(broken)).toEqual(["StatRange", "StatRange", "UnknownPerk", "UnknownFlaw", "UnknownAttackType", "AttackTypeTwice", "CritTrigger"]);
    expect(codeOf(() => validateFigure(broken))).toBe("AngryMiniatures.Rule.StatRange");
    expect(figureViolations(sheet())).toEqual([]);
  });

  it("checks what a known trait forbids, and leaves the attack-type count to a known perk", () => {
    expect(codes(sheet({ perk: "berzerk", flaw: "stupid", attackTypes: ["magic"] }))).toEqual(["PerkForbidsAttack", "FlawForbidsAttack"]);
    expect(codes(sheet({ perk: "laser-eyes" as never, attackTypes: ["melee", "range"] }))).toEqual(["UnknownPerk"]);
    expect(codes(sheet({ attackTypes: [] }))).toEqual(["AttackTypeCount"]);
  });

  it("names the value that is not a number", () => {
    expect(figureViolations(sheet({ mind: Number.NaN, body: 3, spirit: 3 }))[0]?.message).toMatch(/got NaN/);
  });
});

describe("healthOf", () => {
  it("gives deriveFigure's Health for every legal build, and reads unknown traits as no adjustment", () => {
    for (const [perk, flaw] of [["brutish", "gangly"], ["swift", "fat"], ["brutish", "unlucky"]] as const) {
      for (let body = 1; body <= 7; body++) {
        const figure = sheet({ mind: 1, body, spirit: 8 - body, perk, flaw, attackTypes: ["range"] });
        expect(healthOf(figure)).toBe(deriveFigure(figure).health);
      }
    }
    expect(healthOf({ body: 7, perk: "laser-eyes" as never, flaw: "gangly" })).toBe(5);
    expect(healthOf({ body: 9, perk: "brutish", flaw: "fat" })).toBeNull();
    expect(healthOf({ body: 1, perk: "swift", flaw: "gangly" })).toBe(2);
  });
});
