import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  attackDiceCount,
  breakTie,
  defenceDiceCount,
  resolveContest,
  resolveDefence,
  rollAttack,
  type Combatant,
} from "../../../src/rules/angry-miniatures/contest";
import { triggerMatches } from "../../../src/rules/angry-miniatures/dice-pool";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { R } from "./fixtures";

const { n9, n10, J, Q, K, A } = R;

function contest(
  attack: number[],
  defence: number[],
  extra: number[] = [],
  opts: { attacker?: Combatant; defender?: Combatant; type?: "melee" | "range" | "magic" } = {},
) {
  const roller = new ScriptedRoller([...attack, ...defence, ...extra]);
  const result = resolveContest(
    {
      attacker: opts.attacker ?? {},
      defender: opts.defender ?? {},
      attackType: opts.type ?? "melee",
      attackDice: attack.length,
      defenceDice: defence.length,
    },
    roller,
  );
  expect(roller.remaining).toBe(0);
  return result;
}

describe("contest: hits", () => {
  it("more hits: the defender takes the difference", () => {
    const r = contest([J, Q, K, n9], [J, n10]);
    expect(r.attack.hits).toBe(3);
    expect(r.defence.hits).toBe(1);
    expect(r.winner).toBe("attacker");
    expect(r.decidedBy).toBe("hits");
    expect(r.damageToDefender).toBe(2);
    expect(r.damageToAttacker).toBe(0);
    expect(r.attack.faces).toEqual(["J", "Q", "K", "9"]);
    expect(r.defence.ranks).toEqual([J, n10]);
  });

  it("melee counter-damage: a defender with more hits deals the difference to the attacker", () => {
    const r = contest([J], [J, Q, K]);
    expect(r.winner).toBe("defender");
    expect(r.damageToAttacker).toBe(2);
    expect(r.damageToDefender).toBe(0);
  });

  it("Range and Magic: a defender with more hits deals nothing", () => {
    expect(contest([J], [J, Q, K], [], { type: "range" }).damageToAttacker).toBe(0);
    expect(contest([J], [J, Q, K], [], { type: "magic" }).damageToAttacker).toBe(0);
  });

  it("Aces are not hits", () => {
    const r = contest([A, A, A], [J]);
    expect(r.attack.hits).toBe(0);
    expect(r.winner).toBe("defender");
    expect(r.attack.critRoll).toBe(true);
  });

  it("zero dice on both sides is a clean miss with no rolls", () => {
    const r = contest([], []);
    expect(r.decidedBy).toBe("clean-miss");
    expect(r.winner).toBe("none");
  });
});

describe("contest: ties", () => {
  it("clean miss when neither side shows A, K, Q or J", () => {
    const r = contest([n9, n10], [n10, n10, n9]);
    expect(r).toMatchObject({ winner: "none", decidedBy: "clean-miss", damageToDefender: 0, damageToAttacker: 0 });
  });

  it("a single Ace against numbers is not a clean miss: the Ace wins the tie", () => {
    const r = contest([n9], [A]);
    expect(r).toMatchObject({ winner: "defender", decidedBy: "A", damageToAttacker: 1 });
  });

  it("Aces decide first", () => {
    const r = contest([J, A], [K, n9]);
    expect(r).toMatchObject({ winner: "attacker", decidedBy: "A", damageToDefender: 1 });
  });

  it("then Kings", () => {
    const r = contest([K, A], [Q, A]);
    expect(r).toMatchObject({ winner: "attacker", decidedBy: "K", damageToDefender: 1 });
  });

  it("then Queens", () => {
    const r = contest([K, J], [K, Q], [], { type: "range" });
    expect(r).toMatchObject({ winner: "defender", decidedBy: "Q", damageToAttacker: 0, damageToDefender: 0 });
  });

  it("with equal hits, equal A, K and Q force equal Jacks, so Jacks never decide (property)", () => {
    const pool = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 8 });
    fc.assert(
      fc.property(pool, pool, (a, d) => {
        const hits = (x: number[]) => x.filter((r) => r >= J && r <= K).length;
        fc.pre(hits(a) === hits(d));
        expect(breakTie(a, d).decidedBy).not.toBe("J");
      }),
    );
  });

  it("SuperTieBreaker: one die each, ties rerolled, every roll recorded", () => {
    const r = contest([J, n9], [J, n10], [Q, Q, A, A, K, A]);
    expect(r.decidedBy).toBe("super-tie-breaker");
    expect(r.superTieBreaker).toEqual([
      { attacker: Q, defender: Q },
      { attacker: A, defender: A },
      { attacker: K, defender: A },
    ]);
    expect(r.winner).toBe("defender");
    expect(r.damageToAttacker).toBe(1);
  });

  it("a tie winner deals exactly 1 even with Spikey Bits", () => {
    const r = contest([K], [K, A], [], { defender: { perk: "spikey-bits" } });
    expect(r).toMatchObject({ winner: "defender", decidedBy: "A", damageToAttacker: 1 });
  });

  it("a range defender winning a tie deals none", () => {
    const r = contest([J], [J], [n9, K], { type: "range" });
    expect(r).toMatchObject({ winner: "defender", decidedBy: "super-tie-breaker", damageToAttacker: 0, damageToDefender: 0 });
  });

  it("the attacker winning a tie deals exactly 1 at range too", () => {
    const r = contest([Q, Q, A], [Q, Q, n9], [], { type: "range" });
    expect(r).toMatchObject({ winner: "attacker", damageToDefender: 1 });
  });
});

describe("contest: dice counts", () => {
  it("cover adds a defence die, charging an attack die", () => {
    expect(defenceDiceCount({ defender: {}, base: 3, attackType: "melee", cover: true }).dice).toBe(4);
    expect(attackDiceCount({ attacker: {}, base: 5, charging: true }).dice).toBe(6);
  });

  it("never fewer than 0 dice", () => {
    expect(defenceDiceCount({ defender: { flaw: "no-helmet" }, base: 0, attackType: "range" }).dice).toBe(0);
  });

  it("tactical genius marks and Magic Buff add attack dice", () => {
    expect(attackDiceCount({ attacker: {}, base: 4, tacticalGenius: 2, buff: 1 }).dice).toBe(7);
  });

  it("the experimental rule (off by default) gives a Melee character defending in melee +1 die", () => {
    const melee: Combatant = { attackTypes: ["melee"] };
    expect(defenceDiceCount({ defender: melee, base: 3, attackType: "melee" }).dice).toBe(3);
    expect(defenceDiceCount({ defender: melee, base: 3, attackType: "melee", options: { experimentalMeleeDefender: true } }).dice).toBe(4);
    expect(
      defenceDiceCount({ defender: { attackTypes: ["range"] }, base: 3, attackType: "melee", options: { experimentalMeleeDefender: true } }).dice,
    ).toBe(3);
    expect(defenceDiceCount({ defender: melee, base: 3, attackType: "range", options: { experimentalMeleeDefender: true } }).dice).toBe(3);
  });
});

describe("contest: crit triggers", () => {
  it("a trigger is a multiset contained in the roll", () => {
    expect(triggerMatches(["A", "A"], [A, J, A])).toBe(true);
    expect(triggerMatches(["A", "A"], [A, J])).toBe(false);
    expect(triggerMatches(["A", "K"], [K, n9, A])).toBe(true);
    expect(triggerMatches(["K", "K", "Q"], [K, Q, Q])).toBe(false);
  });

  it("an edited trigger replaces the default", () => {
    const roll = rollAttack({ crit: "regenerate", critTrigger: ["Q", "Q"] }, "melee", 3, new ScriptedRoller([Q, Q, n9]));
    expect(roll.critTriggered).toBe(true);
    expect(roll.critRoll).toBe(false);
    const plain = rollAttack({ crit: "regenerate" }, "melee", 3, new ScriptedRoller([Q, Q, n9]));
    expect(plain.critTriggered).toBe(false);
  });

  it("a Magic attack roll is shared by several defenders, each resolved separately", () => {
    const roller = new ScriptedRoller([J, Q, K, n9, J, n10, n9]);
    const attack = rollAttack({}, "magic", 3, roller);
    const first = resolveDefence(attack, { attacker: {}, defender: {}, dice: 1 }, roller);
    const second = resolveDefence(attack, { attacker: {}, defender: {}, dice: 3 }, roller);
    expect(first.damageToDefender).toBe(3);
    expect(second.damageToDefender).toBe(2);
    expect(second.attack).toBe(attack);
    expect(roller.remaining).toBe(0);
  });
});
