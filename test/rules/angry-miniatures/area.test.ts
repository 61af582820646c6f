import { describe, expect, it } from "vitest";
import {
  affectedByMagic,
  checkMagicTarget,
  checkMeleeTarget,
  checkRangeTarget,
  hasLineOfSight,
  magicRadius,
} from "../../../src/rules/angry-miniatures/area";
import { resolveDefence, rollAttack } from "../../../src/rules/angry-miniatures/contest";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { R } from "./fixtures";

const { n9, J, Q, K, A } = R;
const o = (i: number, j: number) => ({ i, j });
/** A wall along x = 3 from y = 0 to y = 10: it separates columns 2 and 3. */
const wall = { a: { x: 3, y: 0 }, b: { x: 3, y: 10 } };

describe("targeting", () => {
  it("melee reaches adjacent squares, diagonals included", () => {
    expect(checkMeleeTarget(o(0, 0), o(1, 1), 1).ok).toBe(true);
    expect(checkMeleeTarget(o(0, 0), o(0, 2), 1).violation?.code).toBe("AngryMiniatures.Rule.MeleeReach");
    expect(checkMeleeTarget(o(0, 0), o(0, 0), 1).violation?.code).toBe("AngryMiniatures.Rule.TargetSelf");
  });

  it("a diagonal counts 1 by default; the scene's diagonal rule changes the count", () => {
    expect(checkRangeTarget(o(0, 0), o(5, 5), 5).ok).toBe(true);
    expect(checkRangeTarget(o(0, 0), o(5, 5), 5, { diagonalRule: "alternating1" }).violation?.code).toBe("AngryMiniatures.Rule.OutOfDistance");
    expect(checkMeleeTarget(o(0, 0), o(1, 1), 1, { diagonalRule: "rectilinear" }).ok).toBe(false);
  });

  it("range: within Distance and never adjacent", () => {
    expect(checkRangeTarget(o(0, 0), o(0, 6), 6)).toEqual({ ok: true, distance: 6 });
    expect(checkRangeTarget(o(0, 0), o(0, 7), 6).violation?.code).toBe("AngryMiniatures.Rule.OutOfDistance");
    expect(checkRangeTarget(o(0, 0), o(1, 1), 6).violation?.code).toBe("AngryMiniatures.Rule.RangeAdjacent");
    expect(checkRangeTarget(o(0, 0), o(0, 2), 6).ok).toBe(true);
  });

  it("line of sight (default on) is blocked by a wall between the centres; the setting can switch it off", () => {
    expect(hasLineOfSight(o(0, 0), o(0, 5), [wall])).toBe(false);
    expect(hasLineOfSight(o(0, 0), o(0, 2), [wall])).toBe(true);
    expect(checkRangeTarget(o(0, 0), o(0, 5), 6, { walls: [wall] }).violation?.code).toBe("AngryMiniatures.Rule.NoLineOfSight");
    expect(checkRangeTarget(o(0, 0), o(0, 5), 6, { walls: [wall], requireLineOfSight: false }).ok).toBe(true);
    expect(checkMagicTarget(o(0, 0), o(0, 5), 6, { walls: [wall] }).ok).toBe(false);
    expect(checkMeleeTarget(o(0, 2), o(0, 3), 1, { walls: [wall] }).ok).toBe(true);
  });

  it("magic: the target square must be within Distance (adjacent is fine)", () => {
    expect(checkMagicTarget(o(0, 0), o(0, 1), 5).ok).toBe(true);
    expect(checkMagicTarget(o(0, 0), o(0, 6), 5).ok).toBe(false);
  });
});

describe("magic area", () => {
  const figures = [
    { id: "centre", position: o(5, 5) },
    { id: "diagonal", position: o(6, 6) },
    { id: "two-away", position: o(5, 7) },
    { id: "three-away", position: o(2, 5) },
  ];

  it("hits the target square and every square next to it, friend or foe", () => {
    expect(affectedByMagic(o(5, 5), 1, figures).map((f) => f.id)).toEqual(["centre", "diagonal"]);
    expect(affectedByMagic(o(5, 6), 1, figures).map((f) => f.id)).toEqual(["centre", "diagonal", "two-away"]);
  });

  it("Volatile Magic grows the radius by 1 per Ace", () => {
    const roll = rollAttack({ crit: "volatile-magic" }, "magic", 3, new ScriptedRoller([A, A, J]));
    expect(magicRadius(roll.critEffects)).toBe(3);
    expect(affectedByMagic(o(5, 5), magicRadius(roll.critEffects), figures).map((f) => f.id)).toEqual([
      "centre",
      "diagonal",
      "two-away",
      "three-away",
    ]);
    expect(magicRadius([])).toBe(1);
  });

  it("two defenders each defend separately against the same attack roll", () => {
    const roller = new ScriptedRoller([J, Q, K, J, n9, J, Q, K, A]);
    const attack = rollAttack({}, "magic", 3, roller);
    const results = affectedByMagic(o(5, 5), 1, figures).map((f) =>
      resolveDefence(attack, { attacker: {}, defender: {}, dice: f.id === "centre" ? 2 : 4 }, roller),
    );
    expect(results.map((r) => [r.winner, r.damageToDefender, r.damageToAttacker])).toEqual([
      ["attacker", 2, 0],
      ["defender", 0, 0],
    ]);
    expect(results[0]?.attack.ranks).toEqual([J, Q, K]);
    expect(results[1]?.attack).toBe(results[0]?.attack);
  });
});
