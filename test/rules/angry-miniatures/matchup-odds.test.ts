import { describe, expect, it } from "vitest";
import { deriveFigure, type AmFigure } from "../../../src/rules/angry-miniatures/figure";
import { matchupOdds } from "../../../src/rules/angry-miniatures/matchup-odds";
import { attackOdds } from "../../../src/rules/angry-miniatures/attack-odds";
import { isRuleViolation } from "../../../src/rules/common/errors";

const brute: AmFigure = { name: "Brute", mind: 2, body: 4, spirit: 3, attackTypes: ["melee"], perk: "brutish", flaw: "cowardly", crit: "forceful-weapon", presentation: "male" };
const archer: AmFigure = { name: "Archer", mind: 4, body: 3, spirit: 2, attackTypes: ["range"], perk: "scope", flaw: "unlucky", crit: "dynamic-attacker", presentation: "female" };

describe("matchupOdds: two figures' dice, then the exact contest odds", () => {
  it("counts the Unlucky archer's reroll: its odds are not the plain dice's", async () => {
    const { contestOdds } = await import("../../../src/rules/angry-miniatures/odds");
    const m = matchupOdds(archer, brute);
    const plain = contestOdds(m.attackDice.dice, m.defenceDice.dice, false);
    expect(m.odds.attackerWins[1]).not.toBeCloseTo(plain.attacker[1] ?? 0, 6);
  });

  it("attack dice are the derived attack value, defence dice the matching stat", () => {
    const m = matchupOdds(brute, archer);
    expect(m.attackType).toBe("melee");
    expect(m.attackDice.base).toBe(deriveFigure(brute).melee);
    expect(m.defenceDice.base).toBe(archer.body);
    expect(m.odds).toEqual(attackOdds(brute, archer, { attackType: "melee" }));
  });

  it("range against the defender's Mind, and no damage back", () => {
    const m = matchupOdds(archer, brute, { attackType: "range" });
    expect(m.defenceDice.base).toBe(brute.mind);
    expect(Object.entries(m.odds.defenderWins).filter(([d, p]) => Number(d) > 0 && p > 0)).toEqual([]);
  });

  it("cover and charging add a die each", () => {
    const plain = matchupOdds(archer, brute);
    const both = matchupOdds(archer, brute, { cover: true, charging: true });
    expect(both.attackDice.dice).toBe(plain.attackDice.dice + 1);
    expect(both.defenceDice.dice).toBe(plain.defenceDice.dice + 1);
  });

  it("an Unpainted defender refuses the cover die (DECISIONS: Unpainted)", () => {
    const unpainted: AmFigure = { ...archer, flaw: "unpainted" };
    const m = matchupOdds(brute, unpainted, { cover: true });
    expect(m.defenceDice.modifiers).toContainEqual({ source: "cover", delta: 1, ignored: "unpainted" });
    expect(m.defenceDice.dice).toBe(matchupOdds(brute, unpainted).defenceDice.dice);
  });

  it("refuses an attack type the attacker does not have, and an illegal figure, naming the rule", () => {
    const refused = (f: () => unknown): string => {
      try {
        f();
      } catch (error) {
        if (isRuleViolation(error)) return error.code;
        throw error;
      }
      return "accepted";
    };
    expect(refused(() => matchupOdds(archer, brute, { attackType: "magic" }))).toBe("AngryMiniatures.Rule.AttackTypeNotOwned");
    expect(refused(() => matchupOdds({ ...brute, mind: 5 }, archer))).toMatch(/^AngryMiniatures\./);
  });
});
