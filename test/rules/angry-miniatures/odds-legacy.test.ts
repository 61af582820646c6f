import { describe, expect, it } from "vitest";
import { computeContestOdds } from "../../../src/rules/angry-miniatures/odds";
import { legacyContestOdds } from "./legacy-contest-odds";

describe("contestOdds after the count-vector rewrite", () => {
  it("gives the old results for every dice pair, melee and not (to the last rounding)", () => {
    let worst = 0;
    for (let a = 0; a <= 15; a++) {
      for (let d = 0; d <= 15; d++) {
        for (const melee of [true, false]) {
          const now = computeContestOdds(a, d, melee);
          const before = legacyContestOdds(a, d, melee);
          expect(Object.keys(now.attacker).sort(), `${a} v ${d}`).toEqual(Object.keys(before.attacker).sort());
          expect(Object.keys(now.defender).sort(), `${a} v ${d}`).toEqual(Object.keys(before.defender).sort());
          expect(now.attackerCrit).toBe(before.attackerCrit);
          for (const [k, p] of Object.entries(before.attacker)) worst = Math.max(worst, Math.abs((now.attacker[Number(k)] ?? NaN) - p));
          for (const [k, p] of Object.entries(before.defender)) worst = Math.max(worst, Math.abs((now.defender[Number(k)] ?? NaN) - p));
          worst = Math.max(worst, Math.abs(now.none - before.none));
        }
      }
    }
    // Both sum the same exact terms in a different order: a few units in the last place of a number near 1.
    expect(worst).toBeLessThan(1e-14);
  });
});
