import { describe, expect, it } from "vitest";
import type { Offset } from "../../../../src/rules/common/geometry";
import { assessMove, speedThisActivation, squaresEntered, terrainMap, terrainOfDifficulties } from "../../../../src/foundry/angry-miniatures/table/movement-check";
import type { AutomationLevel } from "../../../../src/foundry/settings/automation";
import { figure, grunt } from "./fixtures";

const straight = (from: Offset, to: Offset): Offset[] => {
  const squares: Offset[] = [];
  const steps = Math.max(Math.abs(to.i - from.i), Math.abs(to.j - from.j));
  for (let n = 0; n <= steps; n++) {
    squares.push({ i: from.i + Math.round(((to.i - from.i) * n) / Math.max(1, steps)), j: from.j + Math.round(((to.j - from.j) * n) / Math.max(1, steps)) });
  }
  return squares;
};

const row = (length: number): Offset[] => Array.from({ length }, (_, n) => ({ i: 0, j: n + 1 }));

describe("Angry Miniatures movement allowance", () => {
  // Spirit 3: Speed 5, Fat -1: 4.
  const walker = figure("w", grunt, { i: 0, j: 0 }, "friendly");
  const assess = (path: Offset[], level: AutomationLevel, overrides: Partial<Parameters<typeof assessMove>[0]> = {}) =>
    assessMove({ figure: walker, from: { i: 0, j: 0 }, path, terrain: {}, occupied: [], diagonalRule: "equidistant", ...overrides }, level);

  it("allows a path within Speed at every level", () => {
    for (const level of ["off", "warn", "enforce"] as const) expect(assess(row(4), level).verdict).toBe("allow");
    expect(speedThisActivation(walker)).toBe(4);
  });

  it("past Speed: off allows, warn warns, enforce refuses, naming the rule", () => {
    expect(assess(row(5), "off").verdict).toBe("allow");
    expect(assess(row(5), "warn").verdict).toBe("warn");
    const refused = assess(row(5), "enforce");
    expect(refused.verdict).toBe("refuse");
    expect(refused.check.violation?.code).toBe("AngryMiniatures.Rule.MoveTooFar");
    expect(refused.check).toMatchObject({ cost: 5, allowance: 4 });
  });

  it("difficult terrain and water cost 2 a square; Winged and Amphibious ignore theirs; Unwieldy Armor cannot enter difficult", () => {
    const terrain = { "0,1": "difficult", "0,2": "water" } as const;
    expect(assess(row(3), "enforce", { terrain }).check.cost).toBe(5);
    const winged = { ...walker, sheet: { ...walker.sheet, perk: "winged" as const } };
    expect(assess(row(3), "enforce", { terrain, figure: winged }).check.cost).toBe(4);
    const amphibious = { ...walker, sheet: { ...walker.sheet, perk: "amphibious" as const } };
    expect(assess(row(3), "enforce", { terrain, figure: amphibious }).check.cost).toBe(4);
    const armoured = { ...walker, sheet: { ...walker.sheet, flaw: "unwieldy-armor" as const } };
    expect(assess(row(1), "enforce", { terrain, figure: armoured }).check.violation?.code).toBe("AngryMiniatures.Rule.MoveUnwieldyArmor");
  });

  it("Frost leaves no Speed; Magic Buff adds one", () => {
    const frozen = { ...walker, statuses: { frozen: 1 } };
    expect(assess(row(1), "enforce", { figure: frozen }).verdict).toBe("refuse");
    const buffed = { ...walker, statuses: { buffed: 1 } };
    expect(speedThisActivation(buffed)).toBe(5);
    expect(assess(row(5), "enforce", { figure: buffed }).verdict).toBe("allow");
  });

  it("reads Foundry's Modify Movement Cost difficulties as the rules' terrain", () => {
    expect(terrainOfDifficulties({})).toBe("open");
    expect(terrainOfDifficulties({ walk: 2 })).toBe("difficult");
    expect(terrainOfDifficulties({ walk: 2, swim: 1 })).toBe("water");
    expect(terrainOfDifficulties({ walk: 2, swim: 2 })).toBe("difficult");
    expect(terrainMap([[{ i: 0, j: 1 }, "difficult"], [{ i: 0, j: 1 }, "water"], [{ i: 0, j: 2 }, "open"]])).toEqual({ "0,1": "water" });
  });

  it("turns waypoints into the squares entered, without counting a square twice", () => {
    const waypoints = [{ i: 0, j: 0 }, { i: 0, j: 0 }, { i: 0, j: 3 }, { i: 2, j: 5 }];
    expect(squaresEntered(waypoints, straight)).toEqual([
      { i: 0, j: 1 },
      { i: 0, j: 2 },
      { i: 0, j: 3 },
      { i: 1, j: 4 },
      { i: 2, j: 5 },
    ]);
  });
});
