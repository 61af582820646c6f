import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { classModifier, resolveToHit, toHitTarget } from "../../../src/rules/knight-fight/to-hit";
import { KF_CLASSES } from "../../../src/rules/knight-fight/figure";
import { codeOf } from "./helpers";

describe("to-hit target", () => {
  it.each([
    // C >= 2D -> 2
    [10, 5, 2],
    [11, 5, 2],
    [2, 1, 2],
    // D < C < 2D -> 3
    [9, 5, 3],
    [6, 5, 3],
    [3, 2, 3],
    // C = D -> 4
    [5, 5, 4],
    [1, 1, 4],
    // D/2 < C < D -> 5
    [4, 5, 5],
    [3, 5, 5],
    [2, 3, 5],
    // C <= D/2 -> 6
    [5, 10, 6],
    [2, 5, 6],
    [1, 2, 6],
    [1, 100, 6],
  ])("combat %i against defence %i needs %i+", (combat, defence, target) => {
    expect(toHitTarget(combat, defence)).toBe(target);
  });

  it("is monotonic: more combat never needs more, more defence never needs less (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (c, d) => {
        expect(toHitTarget(c + 1, d)).toBeLessThanOrEqual(toHitTarget(c, d));
        expect(toHitTarget(c, d + 1)).toBeGreaterThanOrEqual(toHitTarget(c, d));
      }),
    );
  });

  it("rejects stats below 1", () => {
    expect(codeOf(() => toHitTarget(0, 3))).toBe("KnightFight.Rule.StatWhole");
  });
});

describe("class modifier and resolution", () => {
  it("fighter +1, thrower 0, shooter -1", () => {
    expect(classModifier("fighter")).toBe(1);
    expect(classModifier("thrower")).toBe(0);
    expect(classModifier("shooter")).toBe(-1);
  });

  it("applies the modifier to the die against the target", () => {
    // Equal stats need 4+.
    expect(resolveToHit(5, 5, "fighter", 3)).toEqual({ hit: true, natural: 3, modified: 4, target: 4 });
    expect(resolveToHit(5, 5, "thrower", 3)).toEqual({ hit: false, natural: 3, modified: 3, target: 4 });
    expect(resolveToHit(5, 5, "thrower", 4)).toEqual({ hit: true, natural: 4, modified: 4, target: 4 });
    expect(resolveToHit(5, 5, "shooter", 4)).toEqual({ hit: false, natural: 4, modified: 3, target: 4 });
    expect(resolveToHit(5, 5, "shooter", 5)).toEqual({ hit: true, natural: 5, modified: 4, target: 4 });
  });

  it("a natural 1 always fails, even for a fighter needing 2+", () => {
    expect(resolveToHit(10, 1, "fighter", 1)).toEqual({ hit: false, natural: 1, modified: 2, target: 2 });
  });

  it("a natural 6 always hits, even for a shooter needing 6+", () => {
    expect(resolveToHit(1, 10, "shooter", 6)).toEqual({ hit: true, natural: 6, modified: 5, target: 6 });
  });

  it("a shooter needing 6+ hits only on a natural 6; a fighter needing 6+ hits on 5 too", () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => resolveToHit(1, 10, "shooter", d).hit)).toEqual([false, false, false, false, false, true]);
    expect([1, 2, 3, 4, 5, 6].map((d) => resolveToHit(1, 10, "fighter", d).hit)).toEqual([false, false, false, false, true, true]);
    expect([1, 2, 3, 4, 5, 6].map((d) => resolveToHit(1, 10, "thrower", d).hit)).toEqual([false, false, false, false, false, true]);
  });

  it("a shooter needing 2+ misses on a natural 2 (modified to 1) and hits on a 3", () => {
    expect(resolveToHit(10, 5, "shooter", 2).hit).toBe(false);
    expect(resolveToHit(10, 5, "shooter", 3).hit).toBe(true);
  });

  it("rejects a die outside 1..6", () => {
    expect(codeOf(() => resolveToHit(5, 5, "fighter", 0))).toBe("KnightFight.Rule.DieFace");
    expect(codeOf(() => resolveToHit(5, 5, "fighter", 7))).toBe("KnightFight.Rule.DieFace");
  });

  it("1 never hits and 6 always hits for every class and stats (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), fc.constantFrom(...KF_CLASSES), (c, d, cls) => {
        expect(resolveToHit(c, d, cls, 1).hit).toBe(false);
        expect(resolveToHit(c, d, cls, 6).hit).toBe(true);
      }),
    );
  });
});
