import { describe, expect, it } from "vitest";
import { buildEnglish, flattenKeys } from "../../../tools/lib/lang.mjs";
import { DISPOSITION_SIDES } from "../../../src/foundry/combat/sides";

// Keys the tracker builds at run time (the build's key check only sees literal keys).
const english = flattenKeys(buildEnglish()) as Map<string, string>;
const ORDER_REFUSALS = ["NotStarted", "UnknownFigure", "FigureDefeated", "NoSide", "ActivationInProgress", "AlreadyActivated", "NotYourTurn"];
const OTHER_REFUSALS = ["NotOwner", "NoActivation", "BadRequest", "MixedRulesets"];

describe("combat strings", () => {
  it("has an English message for every refusal the tracker can give", () => {
    for (const code of [...ORDER_REFUSALS, ...OTHER_REFUSALS]) expect(english.has(`SHELFWARS.Combat.Refusal.${code}`), code).toBe(true);
  });

  it("names every disposition side", () => {
    for (const side of Object.keys(DISPOSITION_SIDES)) {
      expect(english.has(`SHELFWARS.Combat.Side.${side.charAt(0).toUpperCase()}${side.slice(1)}`), side).toBe(true);
    }
  });

  it("lists exactly the refusals the bookkeeping returns", async () => {
    const source = await import("node:fs").then((fs) => fs.readFileSync("src/rules/common/activation.ts", "utf8"));
    const union = /export type OrderRefusal = ([^;]+);/.exec(source)?.[1] ?? "";
    expect([...union.matchAll(/"(\w+)"/g)].map((m) => m[1]).sort()).toEqual([...ORDER_REFUSALS].sort());
  });
});
