import { describe, expect, it } from "vitest";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { resolveToHit } from "../../../src/rules/knight-fight/to-hit";
import { resolveWager } from "../../../src/rules/knight-fight/wager";
import { toHitOdds, wagerOdds } from "../../../src/rules/knight-fight/odds";
import { codeOf } from "./helpers";
import { dangerOdds, toHitNeed } from "../../../src/rules/knight-fight/odds";
import { dangerCheck } from "../../../src/rules/knight-fight/turn";
import { enumerateDice } from "../angry-miniatures/enumerate-dice";

const total = (record: Record<number, number>) => Object.values(record).reduce((a, b) => a + b, 0);

describe("exact to-hit odds", () => {
  it("counts the faces that hit", () => {
    expect(toHitOdds(5, 5, "thrower").hit).toBeCloseTo(3 / 6, 12);
    expect(toHitOdds(5, 5, "fighter").hit).toBeCloseTo(4 / 6, 12);
    expect(toHitOdds(5, 5, "shooter").hit).toBeCloseTo(2 / 6, 12);
    expect(toHitOdds(10, 5, "fighter").hit).toBeCloseTo(5 / 6, 12); // natural 1 still fails
    expect(toHitOdds(1, 10, "shooter").hit).toBeCloseTo(1 / 6, 12); // natural 6 still hits
    expect(toHitOdds(1, 10, "fighter").hit).toBeCloseTo(2 / 6, 12);
  });
});

describe("the die a hit needs, and the rule that sets it", () => {
  it("names the table, the class, or the natural 1 and 6", () => {
    expect(toHitNeed(5, 5, "thrower")).toEqual({ tableTarget: 4, classModifier: 0, needs: 4, rule: "table" });
    expect(toHitNeed(5, 5, "fighter")).toEqual({ tableTarget: 4, classModifier: 1, needs: 3, rule: "class" });
    expect(toHitNeed(5, 5, "shooter")).toEqual({ tableTarget: 4, classModifier: -1, needs: 5, rule: "class" });
    // Combat twice Defence needs 2+; a Fighter's +1 would make a 1 hit, but a natural 1 always misses.
    expect(toHitNeed(10, 5, "fighter")).toEqual({ tableTarget: 2, classModifier: 1, needs: 2, rule: "natural-one" });
    // Combat at most half Defence needs 6+; a Shooter's -1 would make it 7, but a natural 6 always hits.
    expect(toHitNeed(1, 10, "shooter")).toEqual({ tableTarget: 6, classModifier: -1, needs: 6, rule: "natural-six" });
    expect(toHitNeed(1, 10, "fighter")).toEqual({ tableTarget: 6, classModifier: 1, needs: 5, rule: "class" });
  });

  it("agrees with the exact odds for every table line and class", () => {
    for (const [combat, defence] of [[10, 5], [7, 5], [5, 5], [4, 5], [2, 5]] as const) {
      for (const cls of ["fighter", "thrower", "shooter"] as const) {
        const { needs } = toHitNeed(combat, defence, cls);
        expect(toHitOdds(combat, defence, cls).hit, `${combat} v ${defence} ${cls}`).toBeCloseTo((7 - needs) / 6, 12);
      }
    }
  });
});

describe("exact wager odds", () => {
  it("one die declaring 1", () => {
    const odds = wagerOdds(1, 1);
    expect(odds.actionPoints[0]).toBeCloseTo(1 / 3, 12);
    expect(odds.actionPoints[1]).toBeCloseTo(2 / 3, 12);
    expect(odds.returned[0]).toBeCloseTo(1 / 3, 12);
    expect(odds.returned[1]).toBeCloseTo(2 / 3, 12);
    expect(odds.success).toBeCloseTo(2 / 3, 12);
  });

  it("three dice declaring 2 succeed 20 times in 27", () => {
    const odds = wagerOdds(3, 2);
    expect(odds.success).toBeCloseTo(20 / 27, 12);
    expect(odds.returned[2]).toBeCloseTo(20 / 27, 12);
    expect(odds.returned[0]).toBeCloseTo(7 / 27, 12);
    expect(odds.returned[1]).toBe(0);
    expect(odds.returned[3]).toBe(0);
    expect(odds.actionPoints[3]).toBeCloseTo(8 / 27, 12);
  });

  it("declaring more than the dice never succeeds", () => {
    expect(wagerOdds(2, 3).success).toBe(0);
    expect(wagerOdds(2, 3).returned[0]).toBeCloseTo(1, 12);
  });

  it("every distribution sums to 1", () => {
    for (let n = 1; n <= 6; n++) {
      for (let d = 1; d <= 6; d++) {
        const odds = wagerOdds(n, d);
        expect(total(odds.actionPoints)).toBeCloseTo(1, 12);
        expect(total(odds.returned)).toBeCloseTo(1, 12);
        expect(Object.keys(odds.actionPoints)).toHaveLength(n + 1);
      }
    }
  });

  it("refuses impossible wagers", () => {
    expect(codeOf(() => wagerOdds(7, 1))).toBe("KnightFight.Rule.WagerTake");
    expect(codeOf(() => wagerOdds(3, 0))).toBe("KnightFight.Rule.WagerDeclare");
  });
});

describe("exact odds agree with seeded sampling of the resolve functions (4 sigma)", () => {
  const samples = 20_000;
  const within = (observed: number, p: number) => {
    const sigma = Math.sqrt((p * (1 - p)) / samples);
    expect(Math.abs(observed / samples - p)).toBeLessThanOrEqual(4 * sigma + 1e-12);
  };

  it.each([
    [5, 5, "fighter"],
    [7, 4, "shooter"],
    [3, 7, "thrower"],
    [1, 9, "shooter"],
  ] as const)("to hit: combat %i vs defence %i, %s", (combat, defence, cls) => {
    const roller = new SeededRoller(combat * 100 + defence);
    let hits = 0;
    for (let k = 0; k < samples; k++) if (resolveToHit(combat, defence, cls, roller.roll(1, 6)[0] ?? 1).hit) hits++;
    within(hits, toHitOdds(combat, defence, cls).hit);
  });

  it.each([
    [1, 1],
    [3, 2],
    [4, 4],
    [6, 3],
    [6, 6],
  ])("wager: %i dice declaring %i", (take, declare) => {
    const roller = new SeededRoller(take * 10 + declare);
    const ap = new Array<number>(take + 1).fill(0);
    const back = new Array<number>(take + 1).fill(0);
    let success = 0;
    for (let k = 0; k < samples; k++) {
      const r = resolveWager(30, take, declare, roller.roll(take, 6));
      ap[r.actionPoints] = (ap[r.actionPoints] ?? 0) + 1;
      back[r.returned] = (back[r.returned] ?? 0) + 1;
      if (r.returned > 0) success++;
    }
    const odds = wagerOdds(take, declare);
    within(success, odds.success);
    for (let k = 0; k <= take; k++) {
      within(ap[k] ?? 0, odds.actionPoints[k] ?? 0);
      within(back[k] ?? 0, odds.returned[k] ?? 0);
    }
  });
});

describe("exact danger-check odds", () => {
  it.each([0, 1, 2, 3, 5, 6, 9])("%i danger tokens: the engine's dangerCheck over every roll of the dice", (danger) => {
    const odds = dangerOdds(danger);
    let killed = 0;
    const loss: Record<number, number> = {};
    enumerateDice(
      (roller) => dangerCheck(danger, roller),
      2,
      (check, chance) => {
        if (check?.killed) killed += chance;
        const k = check?.penalty ?? 0;
        loss[k] = (loss[k] ?? 0) + chance;
      },
    );
    expect(odds.killed).toBeCloseTo(killed, 14);
    for (let k = 0; k <= 6; k++) expect(odds.poolLoss[k] ?? 0, `loss ${k}`).toBeCloseTo(loss[k] ?? 0, 14);
    expect(total(odds.poolLoss)).toBeCloseTo(1, 14);
  });
});
