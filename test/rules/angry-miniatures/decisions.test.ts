import { describe, expect, it } from "vitest";
import { affectedByMagic, checkMeleeTarget, checkRangeTarget } from "../../../src/rules/angry-miniatures/area";
import { CRITS } from "../../../src/rules/angry-miniatures/crits";
import { attackDiceCount, defenceDiceCount, resolveContest, rollAttack, type Combatant } from "../../../src/rules/angry-miniatures/contest";
import { deriveFigure, figureWarnings, validateFigure } from "../../../src/rules/angry-miniatures/figure";
import { createGame, step, type AmEvent } from "../../../src/rules/angry-miniatures/game";
import { checkMove } from "../../../src/rules/angry-miniatures/movement";
import { DEFENCE_STAT } from "../../../src/rules/angry-miniatures/types";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { RuleViolation } from "../../../src/rules/common/errors";
import { countHits, POKER_FACES } from "../../../src/rules/common/poker";
import lang from "../../../lang/en/angry-miniatures.json";
import { R, sheet } from "./fixtures";
import { brawler, caster, soldier, twoSides, withHealth } from "./game-fixtures";

const { n9, n10, J, Q, K, A } = R;

function duel(attack: number[], defence: number[], type: "melee" | "range" | "magic" = "melee", extra: number[] = [], attacker: Combatant = {}, defender: Combatant = {}) {
  return resolveContest(
    { attacker, defender, attackType: type, attackDice: attack.length, defenceDice: defence.length },
    new ScriptedRoller([...attack, ...defence, ...extra]),
  );
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleViolation) return e.code;
    throw e;
  }
  return undefined;
}

describe("Angry Miniatures DECISIONS", () => {
  it("DECISIONS: primary stats are whole numbers 1-7 summing to exactly 9; anything else is rejected naming the rule", () => {
    expect(() => validateFigure(sheet({ mind: 7, body: 1, spirit: 1 }))).not.toThrow();
    expect(codeOf(() => validateFigure(sheet({ mind: 2, body: 2, spirit: 2 })))).toBe("AngryMiniatures.Rule.StatsSum");
    expect(codeOf(() => validateFigure(sheet({ mind: 8, body: 0, spirit: 1 })))).toBe("AngryMiniatures.Rule.StatRange");
    expect(() => validateFigure(sheet({ mind: 2, body: 2, spirit: 2 }))).toThrow(/sum to exactly 9/);
  });

  it("DECISIONS: the primary stats are the defence dice: Body vs Melee, Mind vs Range, Spirit vs Magic", () => {
    expect(DEFENCE_STAT).toEqual({ melee: "body", range: "mind", magic: "spirit" });
    const state = step(
      createGame(
        twoSides([
          { id: "a", side: "red", sheet: brawler(), at: [0, 0] },
          { id: "b", side: "blue", sheet: sheet({ mind: 2, body: 5, spirit: 2 }), at: [0, 1] },
        ]),
      ),
      { type: "startRound" },
      new ScriptedRoller([A, n9]),
    ).state;
    const { events } = step(state, { type: "attack", attackerId: "a", targetId: "b", attackType: "melee" }, new ScriptedRoller(Array(9).fill(n9)));
    const contest = events.find((e): e is Extract<AmEvent, { type: "contest" }> => e.type === "contest");
    expect(contest?.defenceDice.base).toBe(5);
  });

  it("DECISIONS: exactly one attack type; with Multi-class up to two, each at -1 attack die", () => {
    expect(codeOf(() => validateFigure(sheet({ attackTypes: ["melee", "magic"] })))).toBe("AngryMiniatures.Rule.AttackTypeCount");
    expect(deriveFigure(sheet({ perk: "multi-class", attackTypes: ["melee", "magic"] }))).toMatchObject({ melee: 5, magic: 3 });
  });

  it("DECISIONS: derived values come from the tables, then perks and flaws; absent attack types are not shown", () => {
    const d = deriveFigure(sheet({ mind: 1, body: 7, spirit: 1, perk: "brutish", flaw: "fat" }));
    expect(d).toEqual({ health: 7, speed: 3, melee: 7 });
    expect("range" in d || "magic" in d || "distance" in d).toBe(false);
  });

  it("DECISIONS: one perk, flaw and crit from the lists; forbidden combinations rejected, cancelling or useless ones warned", () => {
    expect(codeOf(() => validateFigure(sheet({ perk: "berzerk", attackTypes: ["magic"] })))).toBe("AngryMiniatures.Rule.PerkForbidsAttack");
    expect(codeOf(() => validateFigure(sheet({ flaw: "stupid", attackTypes: ["magic"] })))).toBe("AngryMiniatures.Rule.FlawForbidsAttack");
    expect(codeOf(() => validateFigure(sheet({ flaw: "gangly", attackTypes: ["melee"] })))).toBe("AngryMiniatures.Rule.FlawForbidsAttack");
    expect(figureWarnings(sheet({ perk: "swift", flaw: "fat" }))).toEqual([
      expect.objectContaining({ code: "AngryMiniatures.Warning.Cancels", data: { perk: "swift", flaw: "fat", stat: "speed" } }),
    ]);
    expect(figureWarnings(sheet({ flaw: "small-flaw", attackTypes: ["magic"] })).map((w) => w.code)).toEqual([
      "AngryMiniatures.Warning.FlawCannotApply",
    ]);
  });

  it("DECISIONS: Busty needs the figure's presentation on the sheet", () => {
    expect(codeOf(() => validateFigure({ ...sheet(), presentation: undefined as never }))).toBe("AngryMiniatures.Rule.Presentation");
    expect(defenceDiceCount({ defender: { perk: "busty" }, base: 2, attackType: "range", attackerPresentation: "male" }).dice).toBe(3);
  });

  it("DECISIONS: poker dice faces 9, 10, J, Q, K, A; hits are J, Q, K; Aces are not hits; two Aces make a crit roll", () => {
    expect(POKER_FACES).toEqual(["9", "10", "J", "Q", "K", "A"]);
    expect(countHits([n9, n10, J, Q, K, A])).toBe(3);
    expect(rollAttack({}, "melee", 3, new ScriptedRoller([A, A, n9])).critRoll).toBe(true);
    expect(rollAttack({}, "melee", 3, new ScriptedRoller([A, K, n9])).critRoll).toBe(false);
  });

  it("DECISIONS: crit triggers are editable multisets; default [A][A], Forceful Weapon [A][K]", () => {
    expect(CRITS.regenerate.defaultTrigger).toEqual(["A", "A"]);
    expect(CRITS["forceful-weapon"].defaultTrigger).toEqual(["A", "K"]);
    expect(rollAttack({ crit: "regenerate", critTrigger: ["K", "K", "K"] }, "melee", 4, new ScriptedRoller([K, K, n9, K])).critTriggered).toBe(true);
    expect(rollAttack({ crit: "regenerate", critTrigger: ["K", "K", "K"] }, "melee", 4, new ScriptedRoller([K, K, A, A])).critTriggered).toBe(false);
  });

  it("DECISIONS: initiative is one die per side, superior first, ties rerolled; sides alternate; empty sides are skipped; marks clear", () => {
    const setup = twoSides([
      { id: "r1", side: "red", sheet: brawler(), at: [0, 0] },
      { id: "r2", side: "red", sheet: brawler(), at: [2, 0] },
      { id: "b1", side: "blue", sheet: brawler(), at: [0, 9] },
    ]);
    const roller = new ScriptedRoller([Q, Q, n9, K, A, J]);
    let state = step(createGame(setup), { type: "startRound" }, roller).state;
    expect(state.initiative).toEqual(["blue", "red"]);
    state = step(state, { type: "activate", figureId: "b1" }, roller).state;
    state = step(state, { type: "endActivation" }, roller).state;
    state = step(state, { type: "activate", figureId: "r1" }, roller).state;
    state = step(state, { type: "endActivation" }, roller).state;
    expect(state.initiative[state.turn]).toBe("red");
    state = step(state, { type: "activate", figureId: "r2" }, roller).state;
    state = step(state, { type: "endActivation" }, roller).state;
    expect(state.round).toBe(2);
    expect(state.initiative).toEqual(["red", "blue"]);
    expect(Object.values(state.figures).every((f) => !f.activated)).toBe(true);
  });

  it("DECISIONS: activation moves up to Speed; difficult terrain and water cost 2; blocking cannot be entered", () => {
    const path = [{ i: 0, j: 1 }, { i: 0, j: 2 }];
    expect(checkMove({ from: { i: 0, j: 0 }, path, speed: 4, terrain: { "0,1": "water", "0,2": "difficult" } }).cost).toBe(4);
    expect(checkMove({ from: { i: 0, j: 0 }, path, speed: 4, terrain: { "0,2": "blocking" } }).ok).toBe(false);
  });

  it("DECISIONS: distances count squares with a diagonal costing 1 by default; reach, Distance and area share the count", () => {
    expect(checkMeleeTarget({ i: 0, j: 0 }, { i: 1, j: 1 }, 1).distance).toBe(1);
    expect(checkRangeTarget({ i: 0, j: 0 }, { i: 4, j: 4 }, 4).ok).toBe(true);
    expect(checkRangeTarget({ i: 0, j: 0 }, { i: 4, j: 4 }, 4, { diagonalRule: "exact" }).ok).toBe(false);
    const around = [{ id: "d", position: { i: 1, j: 1 } }];
    expect(affectedByMagic({ i: 0, j: 0 }, 1, around)).toHaveLength(1);
    expect(affectedByMagic({ i: 0, j: 0 }, 1, around, "rectilinear")).toHaveLength(0);
  });

  it("DECISIONS: cover +1 defence die, charging +1 attack die, never below 0 dice", () => {
    expect(defenceDiceCount({ defender: {}, base: 2, attackType: "magic", cover: true }).dice).toBe(3);
    expect(attackDiceCount({ attacker: {}, base: 2, charging: true }).dice).toBe(3);
    expect(attackDiceCount({ attacker: { perk: "multi-class" }, base: 0 }).dice).toBe(0);
    expect(defenceDiceCount({ defender: { flaw: "stupid" }, base: 0, attackType: "magic" }).dice).toBe(0);
  });

  it("DECISIONS: melee reaches adjacent (+1 with Long Weapon); Range within Distance and never adjacent; line of sight on by default", () => {
    expect(checkMeleeTarget({ i: 0, j: 0 }, { i: 2, j: 0 }, 2).ok).toBe(true);
    expect(checkRangeTarget({ i: 0, j: 0 }, { i: 0, j: 1 }, 8).ok).toBe(false);
    const wall = { a: { x: 2, y: -5 }, b: { x: 2, y: 5 } };
    expect(checkRangeTarget({ i: 0, j: 0 }, { i: 0, j: 4 }, 8, { walls: [wall] }).ok).toBe(false);
  });

  it("DECISIONS: Magic hits the target square and its neighbours, friend or foe, each defending separately", () => {
    const setup = twoSides([
      { id: "m", side: "red", sheet: caster(), at: [0, 0] },
      { id: "friend", side: "red", sheet: soldier(), at: [3, 3] },
      { id: "foe", side: "blue", sheet: soldier(), at: [3, 4] },
    ]);
    let state = step(createGame(setup), { type: "startRound" }, new ScriptedRoller([A, n9])).state;
    const result = step(state, { type: "attack", attackerId: "m", targetSquare: { i: 3, j: 3 }, attackType: "magic" }, new ScriptedRoller([J, J, n9, n9, n9, n9, n9, n9, Q, K, n9]));
    state = result.state;
    expect(result.events.filter((e) => e.type === "contest").map((e) => (e.type === "contest" ? e.defenderId : ""))).toEqual(["friend", "foe"]);
    expect(state.figures.friend?.health).toBe(2);
    expect(state.figures.foe?.health).toBe(4);
  });

  it("DECISIONS: more hits deal the difference; fewer fail, and in Melee the defender deals the difference back", () => {
    expect(duel([J, Q, K], [J]).damageToDefender).toBe(2);
    expect(duel([J], [J, Q, K]).damageToAttacker).toBe(2);
    expect(duel([J], [J, Q, K], "range").damageToAttacker).toBe(0);
  });

  it("DECISIONS: the experimental +1 die for a Melee defender against melee is off by default", () => {
    const melee = { attackTypes: ["melee"] } as const;
    expect(defenceDiceCount({ defender: melee, base: 3, attackType: "melee" }).dice).toBe(3);
    expect(createGame(twoSides([
      { id: "a", side: "red", sheet: brawler(), at: [0, 0] },
      { id: "b", side: "blue", sheet: brawler(), at: [0, 1] },
    ])).options.experimentalMeleeDefender).toBe(false);
    expect(defenceDiceCount({ defender: melee, base: 3, attackType: "melee", options: { experimentalMeleeDefender: true } }).dice).toBe(4);
  });

  it("DECISIONS: ties: clean miss without A/K/Q/J, then Aces, Kings, Queens, Jacks, then a SuperTieBreaker", () => {
    expect(duel([n9], [n10]).decidedBy).toBe("clean-miss");
    expect(duel([J, A], [J, n9]).decidedBy).toBe("A");
    expect(duel([K], [Q]).decidedBy).toBe("K");
    expect(duel([Q], [J]).decidedBy).toBe("Q");
    const stb = duel([J], [J], "melee", [A, A, n9, n10]);
    expect(stb.superTieBreaker).toEqual([
      { attacker: A, defender: A },
      { attacker: n9, defender: n10 },
    ]);
    expect(stb.winner).toBe("defender");
  });

  it("DECISIONS: a tie winner deals exactly 1 whatever perks say (attacker, or defender in Melee); none for a Range/Magic defender", () => {
    expect(duel([K], [J], "melee", [], {}, { perk: "spikey-bits" }).damageToDefender).toBe(1);
    expect(duel([J], [K], "melee", [], {}, { perk: "spikey-bits" }).damageToAttacker).toBe(1);
    expect(duel([J], [K], "melee", [], { perk: "berzerk" }, {}).damageToAttacker).toBe(1);
    expect(duel([J], [K], "range").damageToAttacker).toBe(0);
    expect(duel([J], [K], "magic", [], {}, { perk: "dangerous-mind" }).damageToAttacker).toBe(0);
    expect(duel([K], [J], "magic").damageToDefender).toBe(1);
  });

  it("DECISIONS: a Cowardly defender that wins a Melee tie deals no damage (a flaw that forbids damage still forbids it on a tie)", () => {
    const coward = { flaw: "cowardly" } as const;
    const onKings = duel([J], [K], "melee", [], {}, coward);
    expect(onKings).toMatchObject({ winner: "defender", decidedBy: "K", damageToAttacker: 0, damageToDefender: 0 });
    const onSuperTieBreaker = duel([J], [J], "melee", [n9, A], {}, coward);
    expect(onSuperTieBreaker).toMatchObject({ winner: "defender", decidedBy: "super-tie-breaker", damageToAttacker: 0 });
    // The same tie won by a defender without the flaw still deals exactly 1.
    expect(duel([J], [K], "melee", [], {}, { flaw: "fat" }).damageToAttacker).toBe(1);
    // Through the game engine: the Cowardly defender's win on a tie leaves the attacker's Health alone.
    const setup = twoSides([
      { id: "a", side: "red", sheet: brawler({ flaw: "unlucky" }), at: [0, 0] },
      { id: "b", side: "blue", sheet: brawler({ flaw: "cowardly" }), at: [0, 1] },
    ]);
    const state = step(createGame(setup), { type: "startRound" }, new ScriptedRoller([A, n9])).state;
    const { state: after, events } = step(state, { type: "attack", attackerId: "a", targetId: "b", attackType: "melee" }, new ScriptedRoller([J, n9, n9, n9, K]));
    const contest = events.find((e): e is Extract<AmEvent, { type: "contest" }> => e.type === "contest");
    expect(contest?.result).toMatchObject({ winner: "defender", decidedBy: "K", damageToAttacker: 0 });
    expect(after.figures.a?.health).toBe(state.figures.a?.health);
  });

  it("DECISIONS: Unpainted takes no positive modifier but its own perk's and crit's; cover, charging and others' crits are refused", () => {
    const unpainted: Combatant = { flaw: "unpainted", perk: "small", crit: "regenerate" };
    const defence = defenceDiceCount({ defender: unpainted, base: 3, attackType: "melee", cover: true });
    expect(defence.dice).toBe(4);
    expect(defence.modifiers).toEqual([
      { source: "cover", delta: 1, ignored: "unpainted" },
      { source: "small", delta: 1 },
    ]);
    const attack = attackDiceCount({ attacker: unpainted, base: 4, charging: true, tacticalGenius: 1, buff: 1 });
    expect(attack.dice).toBe(4);
    expect(attack.modifiers.every((m) => m.ignored === "unpainted")).toBe(true);
    // Magic Buff is another figure's crit: its stacks on an Unpainted figure add nothing.
    const setup = twoSides([
      { id: "m", side: "red", sheet: caster({ crit: "magic-buff", flaw: "unlucky" }), at: [0, 0] },
      { id: "u", side: "red", sheet: brawler({ flaw: "unpainted" }), at: [1, 0] },
      { id: "x", side: "blue", sheet: soldier(), at: [0, 5] },
      { id: "y", side: "blue", sheet: soldier(), at: [9, 9] },
    ]);
    let state = step(createGame(setup), { type: "startRound" }, new ScriptedRoller([A, n9])).state;
    state = step(state, { type: "attack", attackerId: "m", targetId: "x", attackType: "magic" }, new ScriptedRoller([A, A, n9, n9, n9, n9, n9, n9])).state;
    expect(state.figures.u?.statuses.buffed).toBe(1);
    state = step(state, { type: "endActivation" }, new ScriptedRoller([])).state;
    state = step(state, { type: "activate", figureId: "x" }, new ScriptedRoller([])).state;
    state = step(state, { type: "endActivation" }, new ScriptedRoller([])).state;
    const buffed = step(state, { type: "attack", attackerId: "u", targetId: "x", attackType: "melee" }, new ScriptedRoller([n9, n9, n9, n9, n9, n9, n9]));
    const attackEvent = buffed.events.find((e): e is Extract<AmEvent, { type: "attack" }> => e.type === "attack");
    expect(attackEvent?.dice).toEqual({ base: 4, dice: 4, modifiers: [{ source: "magic-buff-status", delta: 1, ignored: "unpainted" }] });
  });

  it("DECISIONS: an Unpainted figure keeps the bonus of a Tactical Genius mark its own crit placed", () => {
    const setup = twoSides([
      { id: "g", side: "red", sheet: brawler({ flaw: "unpainted", crit: "tactical-genius" }), at: [0, 0] },
      { id: "t", side: "blue", sheet: soldier({ flaw: "unlucky" }), at: [0, 1] },
    ]);
    let state = step(createGame(setup), { type: "startRound" }, new ScriptedRoller([A, n9])).state;
    // Round 1: the crit triggers on [A][A] and marks the target.
    state = step(state, { type: "attack", attackerId: "g", targetId: "t", attackType: "melee" }, new ScriptedRoller([A, A, n9, n9, n9, n9, n9])).state;
    expect(state.figures.t?.statuses["tactical-genius"]).toBe(1);
    state = step(state, { type: "endActivation" }, new ScriptedRoller([])).state;
    state = step(state, { type: "activate", figureId: "t" }, new ScriptedRoller([])).state;
    state = step(state, { type: "endActivation" }, new ScriptedRoller([A, n9])).state;
    expect(state.round).toBe(2);
    // Round 2: its next attack on the marked target rolls the mark's extra die.
    const { state: after, events } = step(state, { type: "attack", attackerId: "g", targetId: "t", attackType: "melee" }, new ScriptedRoller(Array(8).fill(n9)));
    const attackEvent = events.find((e): e is Extract<AmEvent, { type: "attack" }> => e.type === "attack");
    expect(attackEvent?.dice).toEqual({ base: 4, dice: 5, modifiers: [{ source: "tactical-genius", delta: 1 }] });
    expect(after.figures.t?.statuses["tactical-genius"]).toBeUndefined();
    // A mark another figure's crit placed is still refused.
    expect(attackDiceCount({ attacker: { flaw: "unpainted", crit: "tactical-genius" }, base: 4, tacticalGenius: 1 }).dice).toBe(4);
  });

  it("DECISIONS: damage reduces Health; at 0 the figure is out; healing never exceeds maximum Health", () => {
    const setup = twoSides([
      { id: "a", side: "red", sheet: brawler({ crit: "regenerate" }), at: [0, 0] },
      { id: "b", side: "blue", sheet: brawler(), at: [0, 1] },
      { id: "c", side: "blue", sheet: brawler(), at: [5, 5] },
    ]);
    const state = step(createGame(setup), { type: "startRound" }, new ScriptedRoller([A, n9])).state;
    const hit = step(state, { type: "attack", attackerId: "a", targetId: "b", attackType: "melee" }, new ScriptedRoller([A, A, J, Q, n9]));
    expect(hit.state.figures.b).toMatchObject({ health: 1, defeated: false });
    expect(hit.events.find((e) => e.type === "heal")).toMatchObject({ figureId: "a", amount: 0, before: 3, after: 3 });
    const kill = step(withHealth(state, "b", 1), { type: "attack", attackerId: "a", targetId: "b", attackType: "melee" }, new ScriptedRoller([J, n9, n9, n9, n9]));
    expect(kill.state.figures.b).toMatchObject({ health: 0, defeated: true });
    expect(kill.events.map((e) => e.type)).toContain("defeated");
  });

  it("DECISIONS: flanking, grappling and prone are recorded without effect, and the tooltips say so", () => {
    const am = lang.SHELFWARS.AngryMiniatures;
    for (const hint of [am.Perk.companion.Hint, am.Perk["multi-limbed"].Hint, am.Crit["tail-sweep"].Hint]) {
      expect(hint).toMatch(/never define|never say/);
    }
    expect(am.Status.prone).toMatch(/no effect/);
    expect(deriveFigure(sheet({ perk: "companion" }))).toEqual(deriveFigure(sheet({ perk: "multi-limbed" })));
  });

  it("DECISIONS: automated checks can be off, warn (default) or enforce", () => {
    const figures = [
      { id: "a", side: "red" as const, sheet: brawler(), at: [0, 0] as [number, number] },
      { id: "b", side: "blue" as const, sheet: brawler(), at: [0, 5] as [number, number] },
    ];
    const attack = { type: "attack", attackerId: "a", targetId: "b", attackType: "melee" } as const;
    const dice = [A, n9, n9, n9, n9, n9, n9];
    const started = (checks?: "off" | "warn" | "enforce") =>
      step(createGame(twoSides(figures, checks ? { checks } : {})), { type: "startRound" }, new ScriptedRoller([A, n9])).state;
    expect(started().options.checks).toBe("warn");
    expect(step(started(), attack, new ScriptedRoller(dice.slice(2))).events.filter((e) => e.type === "warning")).toHaveLength(1);
    expect(step(started("off"), attack, new ScriptedRoller(dice.slice(2))).events.filter((e) => e.type === "warning")).toHaveLength(0);
    expect(codeOf(() => step(started("enforce"), attack, new ScriptedRoller(dice.slice(2))))).toBe("AngryMiniatures.Rule.MeleeReach");
  });
});
