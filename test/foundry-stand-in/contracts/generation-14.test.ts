import { describe, expect, it } from "vitest";
import { standInStatusEffects } from "../v14/status-effects";

/** What the stand-in does differently as Foundry v14; each case cites its evidence in ../v14/. */
describe("stand-in as Foundry v14", () => {
  describe("CONFIG.statusEffects (foundryvtt#13122; healthEstimate PR 337)", () => {
    it("is an array on v13", () => {
      expect(Array.isArray(standInStatusEffects(13))).toBe(true);
    });

    it("is an object keyed by status id on v14, without the array methods", () => {
      const keyed = standInStatusEffects(14) as Record<string, { id: string }> & { filter?: unknown; splice?: unknown };
      expect(Array.isArray(keyed)).toBe(false);
      expect(keyed.dead?.id).toBe("dead");
      expect(keyed.filter).toBeUndefined();
      expect(keyed.splice).toBeUndefined();
    });
  });
});
