import { describe, expect, it } from "vitest";
import { checkMeleeTarget } from "../../../src/rules/angry-miniatures/area";
import { CRIT_IDS, CRITS } from "../../../src/rules/angry-miniatures/crits";
import {
  attackDiceCount,
  defenceDiceCount,
  resolveContest,
  rollAttack,
  rollSide,
  type Combatant,
} from "../../../src/rules/angry-miniatures/contest";
import { deriveFigure, figureWarnings, validateFigure } from "../../../src/rules/angry-miniatures/figure";
import { checkMove } from "../../../src/rules/angry-miniatures/movement";
import { FLAW_IDS, FLAWS, PERK_IDS, PERKS } from "../../../src/rules/angry-miniatures/traits";
import type { AttackType } from "../../../src/rules/angry-miniatures/types";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { RuleViolation } from "../../../src/rules/common/errors";
import { R, sheet } from "./fixtures";

const { n9, n10, J, Q, K, A } = R;

function defence(defender: Combatant, type: AttackType, attackerPresentation?: "male" | "female" | "androgynous"): number {
  return defenceDiceCount({ defender, base: 3, attackType: type, ...(attackerPresentation ? { attackerPresentation } : {}) }).dice;
}

function duel(attack: number[], def: number[], attacker: Combatant, defender: Combatant, type: AttackType = "melee") {
  return resolveContest(
    { attacker, defender, attackType: type, attackDice: attack.length, defenceDice: def.length },
    new ScriptedRoller([...attack, ...def]),
  );
}

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleViolation) return e.code;
    throw e;
  }
  return undefined;
}

const open = { from: { i: 0, j: 0 }, path: [{ i: 0, j: 1 }, { i: 0, j: 2 }], speed: 4 } as const;

describe("the lists are complete", () => {
  it("18 perks, 12 flaws and 14 crits", () => {
    expect(PERK_IDS).toHaveLength(18);
    expect(FLAW_IDS).toHaveLength(12);
    expect(CRIT_IDS).toHaveLength(14);
    expect(Object.keys(PERKS).sort()).toEqual([...PERK_IDS].sort());
    expect(Object.keys(FLAWS).sort()).toEqual([...FLAW_IDS].sort());
    expect(Object.keys(CRITS).sort()).toEqual([...CRIT_IDS].sort());
  });

  it("only Companion, Multi-limbed and Tail Sweep are marked undefined by the source", () => {
    const marked = [
      ...PERK_IDS.filter((id) => PERKS[id].undefinedBySource),
      ...FLAW_IDS.filter((id) => FLAWS[id].undefinedBySource),
      ...CRIT_IDS.filter((id) => CRITS[id].undefinedBySource),
    ];
    expect(marked).toEqual(["companion", "multi-limbed", "tail-sweep"]);
  });
});

describe("perks", () => {
  it("multi-class: two attack types, each one die lower", () => {
    expect(deriveFigure(sheet({ perk: "multi-class", attackTypes: ["melee", "range"] }))).toEqual({
      health: 4,
      speed: 5,
      melee: 5,
      range: 4,
      distance: 6,
    });
  });

  it("busty: +1 defence die only against a male attacker", () => {
    expect(defence({ perk: "busty" }, "melee", "male")).toBe(4);
    expect(defence({ perk: "busty" }, "melee", "female")).toBe(3);
    expect(defence({ perk: "busty" }, "magic", "androgynous")).toBe(3);
  });

  it("spikey-bits: +1 damage when winning a melee defence on hits, not at range", () => {
    expect(duel([J], [J, Q], {}, { perk: "spikey-bits" }).damageToAttacker).toBe(2);
    expect(duel([J], [J, Q], {}, { perk: "spikey-bits" }, "range").damageToAttacker).toBe(0);
  });

  it("winged: difficult terrain costs 1 per square", () => {
    const terrain = { "0,1": "difficult", "0,2": "difficult" } as const;
    expect(checkMove({ ...open, terrain }).cost).toBe(4);
    expect(checkMove({ ...open, terrain, perk: "winged" }).cost).toBe(2);
  });

  it("companion: recorded, no mechanical effect", () => {
    expect(PERKS.companion).toEqual({ undefinedBySource: true });
    expect(deriveFigure(sheet({ perk: "companion" }))).toEqual(deriveFigure(sheet({ perk: "bearded" })));
  });

  it("oversize-weapon: +1 Melee and Range attack, warned on a Magic-only figure", () => {
    expect(deriveFigure(sheet({ perk: "oversize-weapon" })).melee).toBe(7);
    expect(deriveFigure(sheet({ perk: "oversize-weapon", attackTypes: ["range"] })).range).toBe(6);
    expect(deriveFigure(sheet({ perk: "oversize-weapon", attackTypes: ["magic"] })).magic).toBe(4);
    expect(figureWarnings(sheet({ perk: "oversize-weapon", attackTypes: ["magic"] })).map((w) => w.code)).toContain(
      "AngryMiniatures.Warning.PerkCannotApply",
    );
  });

  it("bearded: one Ace of each attack roll is rolled again", () => {
    const roll = rollAttack({ perk: "bearded" }, "melee", 3, new ScriptedRoller([A, J, A, K]));
    expect(roll.rerolls).toEqual([{ source: "bearded", index: 0, before: A, after: K }]);
    expect(roll.ranks).toEqual([K, J, A]);
    expect(roll.hits).toBe(2);
    const defending = rollSide({ perk: "bearded" }, "defending", "melee", 2, new ScriptedRoller([A, A]));
    expect(defending.rerolls).toEqual([]);
  });

  it("small: +1 defence die against Melee and Range, not Magic", () => {
    expect(defence({ perk: "small" }, "melee")).toBe(4);
    expect(defence({ perk: "small" }, "range")).toBe(4);
    expect(defence({ perk: "small" }, "magic")).toBe(3);
  });

  it("multi-limbed: recorded, no mechanical effect", () => {
    expect(PERKS["multi-limbed"]).toEqual({ undefinedBySource: true });
    expect(attackDiceCount({ attacker: { perk: "multi-limbed" }, base: 5 }).dice).toBe(5);
  });

  it("amphibious: water costs 1 per square", () => {
    const terrain = { "0,1": "water" } as const;
    expect(checkMove({ ...open, terrain }).cost).toBe(3);
    expect(checkMove({ ...open, terrain, perk: "amphibious" }).cost).toBe(2);
  });

  it("berzerk: Melee only, and a defender beating its melee attack deals it nothing", () => {
    expect(code(() => validateFigure(sheet({ perk: "berzerk", attackTypes: ["range"] })))).toBe("AngryMiniatures.Rule.PerkForbidsAttack");
    expect(code(() => validateFigure(sheet({ perk: "berzerk", attackTypes: ["magic"] })))).toBe("AngryMiniatures.Rule.PerkForbidsAttack");
    expect(duel([J], [J, Q, K], { perk: "berzerk" }, {}).damageToAttacker).toBe(0);
    expect(duel([J, Q, K], [J], { perk: "berzerk" }, {}).damageToDefender).toBe(2);
  });

  it("swift: +1 Speed", () => {
    expect(deriveFigure(sheet({ perk: "swift" })).speed).toBe(6);
  });

  it("brutish: +1 Health", () => {
    expect(deriveFigure(sheet({ perk: "brutish" })).health).toBe(5);
  });

  it("magic-resistant: +1 defence die against Magic only", () => {
    expect(defence({ perk: "magic-resistant" }, "magic")).toBe(4);
    expect(defence({ perk: "magic-resistant" }, "melee")).toBe(3);
  });

  it("scope: +1 Distance", () => {
    expect(deriveFigure(sheet({ perk: "scope", attackTypes: ["range"] })).distance).toBe(7);
  });

  it("wicked-staff: +1 Magic attack", () => {
    expect(deriveFigure(sheet({ perk: "wicked-staff", attackTypes: ["magic"] })).magic).toBe(5);
    expect(deriveFigure(sheet({ perk: "bearded", attackTypes: ["magic"] })).magic).toBe(4);
  });

  it("long-weapon: melee reaches 2 squares", () => {
    expect(checkMeleeTarget({ i: 0, j: 0 }, { i: 0, j: 2 }, 1).ok).toBe(false);
    expect(checkMeleeTarget({ i: 0, j: 0 }, { i: 0, j: 2 }, 2).ok).toBe(true);
  });

  it("dangerous-mind: counter-damage against a Magic attacker it beats on hits", () => {
    expect(duel([n9], [J, Q], {}, { perk: "dangerous-mind" }, "magic").damageToAttacker).toBe(2);
    expect(duel([n9], [J, Q], {}, {}, "magic").damageToAttacker).toBe(0);
    expect(duel([n9], [J, Q], {}, { perk: "dangerous-mind" }, "range").damageToAttacker).toBe(0);
  });
});

describe("flaws", () => {
  it("unpainted: cover, charging and outside bonuses are refused, its own perk still counts", () => {
    const unpainted: Combatant = { flaw: "unpainted", perk: "small" };
    const d = defenceDiceCount({ defender: unpainted, base: 3, attackType: "melee", cover: true });
    expect(d.dice).toBe(4);
    expect(d.modifiers).toEqual([
      { source: "cover", delta: 1, ignored: "unpainted" },
      { source: "small", delta: 1 },
    ]);
    expect(attackDiceCount({ attacker: { flaw: "unpainted" }, base: 5, charging: true, tacticalGenius: 1, buff: 1 }).dice).toBe(5);
    expect(figureWarnings(sheet({ flaw: "unpainted" })).map((w) => w.code)).toEqual(["AngryMiniatures.Warning.Unpainted"]);
  });

  it("no-helmet: -1 defence die against Range", () => {
    expect(defence({ flaw: "no-helmet" }, "range")).toBe(2);
    expect(defence({ flaw: "no-helmet" }, "melee")).toBe(3);
  });

  it("fat: -1 Speed", () => {
    expect(deriveFigure(sheet({ flaw: "fat" })).speed).toBe(4);
  });

  it("chainmail-bikini: -1 defence die against Melee", () => {
    expect(defence({ flaw: "chainmail-bikini" }, "melee")).toBe(2);
    expect(defence({ flaw: "chainmail-bikini" }, "magic")).toBe(3);
  });

  it("small-flaw: -1 Melee attack, warned on a figure without Melee", () => {
    expect(deriveFigure(sheet({ flaw: "small-flaw" })).melee).toBe(5);
    expect(figureWarnings(sheet({ flaw: "small-flaw", attackTypes: ["magic"] })).map((w) => w.code)).toEqual([
      "AngryMiniatures.Warning.FlawCannotApply",
    ]);
  });

  it("stupid: no Magic, and -1 defence die against Magic", () => {
    expect(code(() => validateFigure(sheet({ flaw: "stupid", attackTypes: ["magic"] })))).toBe("AngryMiniatures.Rule.FlawForbidsAttack");
    expect(defence({ flaw: "stupid" }, "magic")).toBe(2);
  });

  it("cowardly: deals nothing for winning a melee defence on hits", () => {
    expect(duel([J], [J, Q, K], {}, { flaw: "cowardly" }).damageToAttacker).toBe(0);
    expect(duel([J], [J, Q, K], {}, {}).damageToAttacker).toBe(2);
  });

  it("unlucky: one face die (a Jack first) of each defence roll is rolled again", () => {
    const pool = rollSide({ flaw: "unlucky" }, "defending", "range", 3, new ScriptedRoller([K, J, Q, n9]));
    expect(pool.rerolls).toEqual([{ source: "unlucky", index: 1, before: J, after: n9 }]);
    expect(pool.hits).toBe(2);
    expect(rollSide({ flaw: "unlucky" }, "attacking", "range", 1, new ScriptedRoller([J])).rerolls).toEqual([]);
  });

  it("gangly: no Melee, and -1 Health", () => {
    expect(code(() => validateFigure(sheet({ flaw: "gangly" })))).toBe("AngryMiniatures.Rule.FlawForbidsAttack");
    expect(deriveFigure(sheet({ flaw: "gangly", attackTypes: ["range"] })).health).toBe(3);
  });

  it("one-eye: -1 Distance", () => {
    expect(deriveFigure(sheet({ flaw: "one-eye", attackTypes: ["magic"] })).distance).toBe(5);
  });

  it("flammable: -1 defence die against Magic", () => {
    expect(defence({ flaw: "flammable" }, "magic")).toBe(2);
    expect(defence({ flaw: "flammable" }, "range")).toBe(3);
  });

  it("unwieldy-armor: cannot enter difficult terrain", () => {
    const result = checkMove({ ...open, terrain: { "0,2": "difficult" }, flaw: "unwieldy-armor" });
    expect(result.ok).toBe(false);
    expect(result.violation?.code).toBe("AngryMiniatures.Rule.MoveUnwieldyArmor");
    expect(checkMove({ ...open, terrain: { "0,2": "water" }, flaw: "unwieldy-armor" }).ok).toBe(true);
  });
});

describe("crits", () => {
  it("dynamic-attacker: on [A][A] while attacking, both Aces are rolled again", () => {
    const roll = rollAttack({ crit: "dynamic-attacker" }, "range", 3, new ScriptedRoller([A, J, A, K, Q]));
    expect(roll.critTriggered).toBe(true);
    expect(roll.rerolls).toEqual([
      { source: "dynamic-attacker", index: 0, before: A, after: K },
      { source: "dynamic-attacker", index: 2, before: A, after: Q },
    ]);
    expect(roll.hits).toBe(3);
    expect(roll.critEffects).toEqual([]);
  });

  it("dynamic-defender: on [A][A] while defending, both Aces are rolled again", () => {
    const pool = rollSide({ crit: "dynamic-defender" }, "defending", "melee", 2, new ScriptedRoller([A, A, J, n9]));
    expect(pool.ranks).toEqual([J, n9]);
    expect(pool.initial).toEqual([A, A]);
    expect(rollSide({ crit: "dynamic-defender" }, "attacking", "melee", 2, new ScriptedRoller([A, A])).critTriggered).toBe(false);
  });

  it("frost-magic: a Magic attack on [A][A] freezes its targets", () => {
    expect(rollAttack({ crit: "frost-magic" }, "magic", 2, new ScriptedRoller([A, A])).critEffects).toEqual([
      { kind: "status", status: "frozen" },
    ]);
    expect(rollAttack({ crit: "frost-magic" }, "range", 2, new ScriptedRoller([A, A])).critTriggered).toBe(false);
  });

  it("stealthy: defending against Range or Magic on [A][A], every 9 and 10 is rolled again once", () => {
    const pool = rollSide({ crit: "stealthy" }, "defending", "range", 4, new ScriptedRoller([A, n9, A, n10, n9, J]));
    expect(pool.rerolls.map((r) => [r.index, r.after])).toEqual([
      [1, n9],
      [3, J],
    ]);
    expect(pool.ranks).toEqual([A, n9, A, J]);
    expect(rollSide({ crit: "stealthy" }, "defending", "melee", 4, new ScriptedRoller([A, n9, A, n10])).critTriggered).toBe(false);
  });

  it("fire-magic: a Magic attack on [A][A] sets its targets burning", () => {
    expect(rollAttack({ crit: "fire-magic" }, "magic", 3, new ScriptedRoller([A, A, J])).critEffects).toEqual([
      { kind: "status", status: "burning" },
    ]);
  });

  it("volatile-magic: the area grows by 1 per Ace", () => {
    expect(rollAttack({ crit: "volatile-magic" }, "magic", 4, new ScriptedRoller([A, A, A, J])).critEffects).toEqual([
      { kind: "area-growth", by: 3 },
    ]);
  });

  it("dual-wielding: a free attack on another figure", () => {
    expect(rollAttack({ crit: "dual-wielding" }, "melee", 2, new ScriptedRoller([A, A])).critEffects).toEqual([
      { kind: "free-attack", by: "self-other-target" },
    ]);
  });

  it("forceful-weapon: triggers on [A][K] by default (not [A][A]) and pushes 1 square", () => {
    expect(CRITS["forceful-weapon"].defaultTrigger).toEqual(["A", "K"]);
    expect(rollAttack({ crit: "forceful-weapon" }, "melee", 3, new ScriptedRoller([K, n9, A])).critEffects).toEqual([
      { kind: "push", squares: 1 },
    ]);
    expect(rollAttack({ crit: "forceful-weapon" }, "melee", 2, new ScriptedRoller([A, A])).critTriggered).toBe(false);
  });

  it("magic-buff: friendlies within Distance get +1 Speed and +1 attack", () => {
    expect(rollAttack({ crit: "magic-buff" }, "magic", 2, new ScriptedRoller([A, A])).critEffects).toEqual([
      { kind: "buff-friendlies", speed: 1, attack: 1 },
    ]);
  });

  it("commanding: an adjacent friendly figure may attack for free", () => {
    expect(rollAttack({ crit: "commanding" }, "range", 2, new ScriptedRoller([A, A])).critEffects).toEqual([
      { kind: "free-attack", by: "adjacent-friendly" },
    ]);
  });

  it("magic-heal: heals a friendly 1 per Ace", () => {
    expect(rollAttack({ crit: "magic-heal" }, "magic", 3, new ScriptedRoller([A, A, A])).critEffects).toEqual([
      { kind: "heal-friendly", amount: 3 },
    ]);
  });

  it("regenerate: heals itself 1", () => {
    expect(rollAttack({ crit: "regenerate" }, "melee", 2, new ScriptedRoller([A, A])).critEffects).toEqual([
      { kind: "heal-self", amount: 1 },
    ]);
  });

  it("tactical-genius: marks the target for +1 die on the next attack", () => {
    expect(rollAttack({ crit: "tactical-genius" }, "range", 2, new ScriptedRoller([A, A])).critEffects).toEqual([
      { kind: "status", status: "tactical-genius" },
    ]);
  });

  it("tail-sweep: a melee target is marked Prone (undefined by the source)", () => {
    expect(CRITS["tail-sweep"].undefinedBySource).toBe(true);
    expect(rollAttack({ crit: "tail-sweep" }, "melee", 2, new ScriptedRoller([A, A])).critEffects).toEqual([
      { kind: "status", status: "prone" },
    ]);
    expect(rollAttack({ crit: "tail-sweep" }, "range", 2, new ScriptedRoller([A, A])).critTriggered).toBe(false);
  });

  it("a crit needs its trigger: one Ace is not enough", () => {
    for (const id of CRIT_IDS) {
      expect(rollAttack({ crit: id }, "magic", 2, new ScriptedRoller([A, n10])).critTriggered).toBe(false);
    }
  });
});
