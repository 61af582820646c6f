import { describe, expect, it } from "vitest";
import {
  activatableFigures,
  createGame,
  currentSide,
  legalTargets,
  step,
  type AmAction,
  type AmEvent,
  type AmState,
} from "../../../src/rules/angry-miniatures/game";
import { runGame, simplePolicy } from "../../../src/rules/angry-miniatures/game-run";
import { ScriptedRoller } from "../../../src/rules/common/dice";
import { RuleViolation } from "../../../src/rules/common/errors";
import { SeededRoller } from "../../../src/rules/common/seeded-roller";
import { R } from "./fixtures";
import { archer, brawler, caster, deepFreeze, soldier, twoSides, withHealth } from "./game-fixtures";

const { n9, J, Q, K, A } = R;

/** Apply actions in order with one scripted roller; returns the final state and all events. */
function play(state: AmState, actions: AmAction[], dice: number[]): { state: AmState; events: AmEvent[]; roller: ScriptedRoller } {
  const roller = new ScriptedRoller(dice);
  const events: AmEvent[] = [];
  for (const action of actions) {
    const result = step(state, action, roller);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events, roller };
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

const duelSetup = twoSides([
  { id: "a", side: "red", sheet: brawler(), at: [0, 0] },
  { id: "b", side: "blue", sheet: brawler(), at: [0, 1] },
]);

describe("game: set-up and initiative", () => {
  it("createGame derives every figure and waits for startRound", () => {
    const state = createGame(duelSetup);
    expect(state.round).toBe(0);
    expect(state.figures.a).toMatchObject({ health: 3, derived: { health: 3, speed: 4, melee: 4 }, activated: false });
    expect(currentSide(state)).toBeNull();
    expect(codeOf(() => step(state, { type: "activate", figureId: "a" }, new ScriptedRoller([])))).toBe("AngryMiniatures.Rule.NotStarted");
  });

  it("initiative: one poker die per side, ties rerolled, every roll recorded", () => {
    const { state, events } = play(createGame(duelSetup), [{ type: "startRound" }], [K, K, J, Q]);
    expect(state.initiative).toEqual(["blue", "red"]);
    expect(events.find((e) => e.type === "initiative")).toEqual({
      type: "initiative",
      round: 1,
      rolls: [
        { sideId: "red", rolls: [K, J] },
        { sideId: "blue", rolls: [K, Q] },
      ],
      order: ["blue", "red"],
    });
    expect(currentSide(state)).toBe("blue");
  });

  it("rejects invalid set-ups", () => {
    expect(() => createGame({ ...duelSetup, sides: [{ id: "red" }] })).toThrow(RuleViolation);
    expect(() => createGame(twoSides([{ id: "a", side: "red", sheet: brawler({ mind: 6 }), at: [0, 0] }]))).toThrow(/sum to exactly 9/);
  });
});

describe("game: activations", () => {
  const setup = twoSides([
    { id: "r1", side: "red", sheet: brawler(), at: [0, 0] },
    { id: "r2", side: "red", sheet: brawler(), at: [5, 0] },
    { id: "b1", side: "blue", sheet: brawler(), at: [0, 9] },
  ]);

  it("sides alternate; a side with nobody left to activate is skipped; marks clear at the next round", () => {
    let { state } = play(createGame(setup), [{ type: "startRound" }], [A, n9]);
    expect(activatableFigures(state)).toEqual(["r1", "r2"]);
    state = play(state, [{ type: "activate", figureId: "r1" }, { type: "endActivation" }], []).state;
    expect(currentSide(state)).toBe("blue");
    expect(codeOf(() => step(state, { type: "activate", figureId: "r2" }, new ScriptedRoller([])))).toBe("AngryMiniatures.Rule.NotYourTurn");
    state = play(state, [{ type: "activate", figureId: "b1" }, { type: "endActivation" }], []).state;
    expect(currentSide(state)).toBe("red");
    expect(codeOf(() => step(state, { type: "activate", figureId: "r1" }, new ScriptedRoller([])))).toBe(
      "AngryMiniatures.Rule.AlreadyActivated",
    );
    const end = play(state, [{ type: "activate", figureId: "r2" }, { type: "endActivation" }], [J, Q]);
    expect(end.state.round).toBe(2);
    expect(end.state.initiative).toEqual(["blue", "red"]);
    expect(Object.values(end.state.figures).map((f) => f.activated)).toEqual([false, false, false]);
  });

  it("move and attack in either order, once each", () => {
    let { state } = play(createGame(setup), [{ type: "startRound" }], [A, n9]);
    state = play(state, [{ type: "move", figureId: "r1", path: [{ i: 0, j: 1 }] }], []).state;
    expect(codeOf(() => step(state, { type: "move", figureId: "r1", path: [{ i: 0, j: 2 }] }, new ScriptedRoller([])))).toBe(
      "AngryMiniatures.Rule.AlreadyMoved",
    );
    expect(codeOf(() => step(state, { type: "activate", figureId: "r2" }, new ScriptedRoller([])))).toBe(
      "AngryMiniatures.Rule.ActivationInProgress",
    );
    expect(state.figures.r1?.position).toEqual({ i: 0, j: 1 });
  });

  it("step never changes the state it is given", () => {
    const start = deepFreeze(play(createGame(setup), [{ type: "startRound" }], [A, n9]).state);
    const snapshot = JSON.stringify(start);
    step(start, { type: "move", figureId: "r1", path: [{ i: 0, j: 1 }] }, new ScriptedRoller([]));
    expect(JSON.stringify(start)).toBe(snapshot);
  });

  it("movement checks warn by default and throw when enforced", () => {
    const path = [1, 2, 3, 4, 5].map((j) => ({ i: 0, j }));
    const warned = play(createGame(setup), [{ type: "startRound" }, { type: "move", figureId: "r1", path }], [A, n9]);
    expect(warned.events.find((e) => e.type === "warning")).toMatchObject({ code: "AngryMiniatures.Rule.MoveTooFar" });
    expect(warned.state.figures.r1?.position).toEqual({ i: 0, j: 5 });
    const enforced = play(createGame({ ...setup, options: { checks: "enforce" } }), [{ type: "startRound" }], [A, n9]).state;
    expect(codeOf(() => step(enforced, { type: "move", figureId: "r1", path }, new ScriptedRoller([])))).toBe("AngryMiniatures.Rule.MoveTooFar");
  });
});

describe("game: attacks", () => {
  it("a melee attack deals damage with before/after, defeats at 0 and ends the game", () => {
    const { state, events } = play(
      createGame(duelSetup),
      [{ type: "startRound" }, { type: "attack", attackerId: "a", targetId: "b", attackType: "melee" }],
      [A, n9, J, Q, K, n9, n9],
    );
    expect(events.find((e) => e.type === "damage")).toEqual({ type: "damage", figureId: "b", amount: 3, before: 3, after: 0, source: "melee-attack" });
    expect(state.figures.b).toMatchObject({ health: 0, defeated: true });
    expect(state.over).toBe(true);
    expect(state.winner).toBe("red");
    expect(codeOf(() => step(state, { type: "endActivation" }, new ScriptedRoller([])))).toBe("AngryMiniatures.Rule.GameOver");
  });

  it("a second attack in one activation is refused", () => {
    const { state } = play(
      createGame(duelSetup),
      [{ type: "startRound" }, { type: "attack", attackerId: "a", targetId: "b", attackType: "melee" }],
      [A, n9, n9, n9, n9, n9, n9],
    );
    expect(codeOf(() => step(state, { type: "attack", attackerId: "a", targetId: "b", attackType: "melee" }, new ScriptedRoller([])))).toBe(
      "AngryMiniatures.Rule.AlreadyAttacked",
    );
  });

  it("a figure killed by counter-damage ends its activation at once", () => {
    const { state } = play(
      createGame(
        twoSides([
          { id: "a", side: "red", sheet: brawler(), at: [0, 0] },
          { id: "a2", side: "red", sheet: brawler(), at: [4, 4] },
          { id: "b", side: "blue", sheet: soldier({ flaw: "fat" }), at: [0, 1] },
        ]),
      ),
      [{ type: "startRound" }, { type: "attack", attackerId: "a", targetId: "b", attackType: "melee" }],
      [A, n9, n9, n9, n9, n9, J, Q, K],
    );
    expect(state.figures.a).toMatchObject({ health: 0, defeated: true, activated: true });
    expect(state.active).toBeNull();
    expect(currentSide(state)).toBe("blue");
  });

  it("legal targets respect reach and Range's no-adjacent rule", () => {
    const state = createGame(
      twoSides([
        { id: "m", side: "red", sheet: brawler(), at: [0, 0] },
        { id: "r", side: "red", sheet: archer(), at: [3, 0] },
        { id: "x", side: "blue", sheet: brawler(), at: [0, 1] },
        { id: "y", side: "blue", sheet: brawler(), at: [3, 1] },
      ]),
    );
    expect(legalTargets(state, "m", "melee")).toEqual(["x"]);
    expect(legalTargets(state, "r", "range")).toEqual(["x"]);
    expect(legalTargets(state, "r", "melee")).toEqual([]);
  });

  it("Magic hits every figure in and around the target square, friend or foe, each defending separately", () => {
    const { events, state } = play(
      createGame(
        twoSides([
          { id: "m", side: "red", sheet: caster(), at: [0, 0] },
          { id: "ally", side: "red", sheet: soldier(), at: [4, 4] },
          { id: "x", side: "blue", sheet: soldier(), at: [4, 5] },
          { id: "far", side: "blue", sheet: soldier(), at: [9, 9] },
        ]),
      ),
      [{ type: "startRound" }, { type: "attack", attackerId: "m", targetId: "x", attackType: "magic" }],
      [A, n9, J, Q, n9, n9, n9, n9, n9, n9, K, K, n9],
    );
    const contests = events.filter((e) => e.type === "contest");
    expect(contests.map((c) => [c.defenderId, c.result.damageToDefender])).toEqual([
      ["ally", 2],
      ["x", 0],
    ]);
    expect(state.figures.ally?.health).toBe(2);
    expect(state.figures.far?.health).toBe(4);
  });
});

describe("game: crit follow-ups", () => {
  it("Fire Magic: 1 damage when the target's next activation starts", () => {
    const setup = twoSides([
      { id: "m", side: "red", sheet: caster({ crit: "fire-magic" }), at: [0, 0] },
      { id: "t", side: "blue", sheet: soldier(), at: [0, 3] },
    ]);
    const { state, events } = play(
      createGame(setup),
      [
        { type: "startRound" },
        { type: "attack", attackerId: "m", targetId: "t", attackType: "magic" },
        { type: "endActivation" },
        { type: "activate", figureId: "t" },
      ],
      [A, n9, A, A, n9, n9, n9, n9, n9, n9],
    );
    expect(events.filter((e) => e.type === "damage").map((e) => [e.figureId, e.before, e.after, e.source])).toEqual([
      ["t", 4, 3, "magic-attack"],
      ["t", 3, 2, "fire-magic"],
    ]);
    expect(state.figures.t?.statuses).toEqual({});
  });

  it("Frost Magic: Speed 0 during the target's next activation only", () => {
    const setup = twoSides(
      [
        { id: "m", side: "red", sheet: caster({ crit: "frost-magic" }), at: [0, 0] },
        { id: "t", side: "blue", sheet: soldier(), at: [0, 3] },
      ],
      { checks: "enforce" },
    );
    const { state } = play(
      createGame(setup),
      [
        { type: "startRound" },
        { type: "attack", attackerId: "m", targetId: "t", attackType: "magic" },
        { type: "endActivation" },
        { type: "activate", figureId: "t" },
      ],
      [A, n9, A, A, n9, n9, n9, n9, n9, n9, n9],
    );
    expect(state.active).toMatchObject({ figureId: "t", frozen: true });
    expect(codeOf(() => step(state, { type: "move", figureId: "t", path: [{ i: 0, j: 4 }] }, new ScriptedRoller([])))).toBe(
      "AngryMiniatures.Rule.MoveTooFar",
    );
  });

  it("Magic Buff: friendlies within Distance get +1 Speed and +1 attack die in their next activation", () => {
    const setup = twoSides([
      { id: "m", side: "red", sheet: caster({ crit: "magic-buff" }), at: [0, 0] },
      { id: "f", side: "red", sheet: archer(), at: [0, 2] },
      { id: "t", side: "blue", sheet: soldier(), at: [0, 6] },
    ]);
    const attackFromF = { type: "attack", attackerId: "f", targetId: "t", attackType: "range" } as const;
    const { state, events } = play(
      createGame(setup),
      [
        { type: "startRound" },
        { type: "attack", attackerId: "m", targetId: "t", attackType: "magic" },
        { type: "endActivation" },
        { type: "activate", figureId: "t" },
        { type: "endActivation" },
        attackFromF,
      ],
      [A, n9, A, A, n9, n9, n9, n9, n9, n9, n9, n9, n9, n9, n9, n9, n9, n9, n9, n9, n9],
    );
    expect(events.flatMap((e) => (e.type === "status" && e.figureId === "f" ? [[e.status, e.after]] : []))).toEqual([
      ["buffed", 1],
      ["buffed", 0],
    ]);
    const attack = events.filter((e) => e.type === "attack").at(-1);
    expect(attack?.type === "attack" && attack.dice.dice).toBe(7);
    expect(state.active).toMatchObject({ figureId: "f", buff: 1 });
  });

  it("DECISIONS: Magic Buff leaves out the caster: its friends within Distance are buffed, the caster is not", () => {
    const setup = twoSides([
      { id: "m", side: "red", sheet: caster({ crit: "magic-buff" }), at: [0, 0] },
      { id: "f", side: "red", sheet: archer(), at: [0, 2] },
      { id: "t", side: "blue", sheet: soldier(), at: [0, 6] },
    ]);
    const { state, events } = play(createGame(setup), [{ type: "startRound" }, { type: "attack", attackerId: "m", targetId: "t", attackType: "magic" }], [A, n9, A, A, n9, n9, n9, n9, n9, n9, n9, n9, n9]);
    const buffed = events.flatMap((e) => (e.type === "status" && e.status === "buffed" ? [e.figureId] : []));
    expect(buffed).toEqual(["f"]);
    expect(state.figures.m?.statuses.buffed ?? 0).toBe(0);
  });

  it("DECISIONS: a Magic area may include the attacker: aimed next to itself, the caster defends against its own attack", () => {
    const setup = twoSides([
      { id: "m", side: "red", sheet: caster(), at: [0, 0] },
      { id: "x", side: "blue", sheet: soldier(), at: [0, 1] },
    ]);
    const { events } = play(createGame(setup), [{ type: "startRound" }, { type: "attack", attackerId: "m", targetId: "x", attackType: "magic" }], [A, n9, J, Q, n9, n9, n9, n9, n9, n9, n9, n9, n9, n9, n9]);
    const attack = events.find((e) => e.type === "attack");
    expect(attack?.type === "attack" ? [...attack.defenderIds].sort() : []).toEqual(["m", "x"]);
    expect(events.filter((e) => e.type === "contest").map((c) => (c.type === "contest" ? c.defenderId : "")).sort()).toEqual(["m", "x"]);
  });

  it("Tactical Genius: the next attack on the target rolls +1 die, then the mark is gone", () => {
    const setup = twoSides([
      { id: "g", side: "red", sheet: archer({ crit: "tactical-genius" }), at: [0, 0] },
      { id: "h", side: "red", sheet: archer(), at: [2, 0] },
      { id: "t", side: "blue", sheet: soldier(), at: [0, 4] },
    ]);
    const { state, events } = play(
      createGame(setup),
      [
        { type: "startRound" },
        { type: "attack", attackerId: "g", targetId: "t", attackType: "range" },
        { type: "endActivation" },
        { type: "activate", figureId: "t" },
        { type: "endActivation" },
        { type: "attack", attackerId: "h", targetId: "t", attackType: "range" },
      ],
      [A, n9, A, A, n9, n9, n9, n9, n9, n9, n9, ...Array(7).fill(n9), n9, n9, n9],
    );
    const dice = events.filter((e) => e.type === "attack").map((e) => (e.type === "attack" ? e.dice.dice : 0));
    expect(dice).toEqual([6, 7]);
    expect(state.figures.t?.statuses).toEqual({});
  });

  it("Dual-wielding: a free attack on another figure; the same target is refused; no chain", () => {
    const setup = twoSides([
      { id: "d", side: "red", sheet: brawler({ crit: "dual-wielding" }), at: [1, 1] },
      { id: "t1", side: "blue", sheet: soldier(), at: [0, 1] },
      { id: "t2", side: "blue", sheet: soldier(), at: [2, 1] },
    ]);
    const { state } = play(
      createGame(setup),
      [{ type: "startRound" }, { type: "attack", attackerId: "d", targetId: "t1", attackType: "melee" }],
      [A, n9, A, A, J, n9, n9, n9, n9],
    );
    expect(state.pending).toEqual([{ kind: "free-attack", sourceId: "d", byIds: ["d"], excludeTargetIds: ["t1"] }]);
    expect(codeOf(() => step(state, { type: "endActivation" }, new ScriptedRoller([])))).toBe("AngryMiniatures.Rule.FollowUpPending");
    expect(
      codeOf(() => step(state, { type: "freeAttack", attackerId: "d", targetId: "t1", attackType: "melee" }, new ScriptedRoller([A, A, A, A]))),
    ).toBe("AngryMiniatures.Rule.FreeAttackSameTarget");
    const after = step(state, { type: "freeAttack", attackerId: "d", targetId: "t2", attackType: "melee" }, new ScriptedRoller([A, A, J, Q, n9, n9, n9]));
    expect(after.state.figures.t2?.health).toBe(2);
    expect(after.state.pending).toEqual([]);
  });

  it("Forceful Weapon: the target can be pushed one square", () => {
    const setup = twoSides([
      { id: "f", side: "red", sheet: brawler({ crit: "forceful-weapon" }), at: [0, 0] },
      { id: "t", side: "blue", sheet: soldier(), at: [0, 1] },
    ]);
    const { state, events } = play(
      createGame(setup),
      [{ type: "startRound" }, { type: "attack", attackerId: "f", targetId: "t", attackType: "melee" }, { type: "push", to: { i: 0, j: 2 } }],
      [A, n9, A, K, n9, n9, n9, n9, n9],
    );
    expect(state.figures.t?.position).toEqual({ i: 0, j: 2 });
    expect(events.find((e) => e.type === "push")).toEqual({ type: "push", figureId: "t", before: { i: 0, j: 1 }, after: { i: 0, j: 2 } });
  });

  it("Commanding: an adjacent friendly takes a free attack", () => {
    const setup = twoSides([
      { id: "c", side: "red", sheet: brawler({ crit: "commanding" }), at: [0, 1] },
      { id: "r", side: "red", sheet: archer(), at: [0, 2] },
      { id: "t", side: "blue", sheet: soldier(), at: [0, 0] },
    ]);
    const { state } = play(
      createGame(setup),
      [{ type: "startRound" }, { type: "attack", attackerId: "c", targetId: "t", attackType: "melee" }],
      [A, n9, A, A, n9, n9, n9, n9, n9],
    );
    expect(state.pending).toEqual([{ kind: "free-attack", sourceId: "c", byIds: ["r"], excludeTargetIds: [] }]);
    const after = step(state, { type: "freeAttack", attackerId: "r", targetId: "t", attackType: "range" }, new ScriptedRoller([J, J, n9, n9, n9, n9, n9, n9, n9]));
    expect(after.state.figures.t?.health).toBe(1);
    expect(after.state.figures.r?.activated).toBe(false);
  });

  describe("DECISIONS \"Crit effects and a fallen attacker\"", () => {
    /** A commander at 1 Health rolls the crit (A A) but loses on hits; the damage dealt back fells it. */
    function fallenCrit(crit: "commanding" | "dual-wielding") {
      const setup = twoSides([
        { id: "c", side: "red", sheet: brawler({ crit, perk: "swift" }), at: [0, 1] },
        { id: "r", side: "red", sheet: archer(), at: [0, 2] },
        { id: "t", side: "blue", sheet: soldier({ flaw: "fat" }), at: [0, 0] },
        { id: "u", side: "blue", sheet: soldier(), at: [1, 1] },
      ]);
      const started = withHealth(play(createGame(setup), [{ type: "startRound" }], [A, n9]).state, "c", 1);
      return step(started, { type: "attack", attackerId: "c", targetId: "t", attackType: "melee" }, new ScriptedRoller([A, A, n9, n9, K, K, K]));
    }

    it("a Commanding attacker felled by the damage dealt back still grants its adjacent friend the free attack", () => {
      const { state, events } = fallenCrit("commanding");
      expect(state.figures.c?.defeated).toBe(true);
      expect(events.some((e) => e.type === "contest" && e.result.damageToAttacker > 0)).toBe(true);
      expect(state.pending).toEqual([{ kind: "free-attack", sourceId: "c", byIds: ["r"], excludeTargetIds: [] }]);
      const after = step(state, { type: "freeAttack", attackerId: "r", targetId: "t", attackType: "range" }, new ScriptedRoller([J, J, n9, n9, n9, n9, n9, n9, n9]));
      expect(after.state.pending).toEqual([]);
    });

    it("a fallen Dual-wielding attacker makes no free attack of its own: it is out of the game", () => {
      const { state } = fallenCrit("dual-wielding");
      expect(state.figures.c?.defeated).toBe(true);
      expect(state.pending).toEqual([]);
    });
  });

  describe("DECISIONS \"Charging\"", () => {
    const charger = (checks: "warn" | "enforce") =>
      play(
        createGame(twoSides([
          { id: "c", side: "red", sheet: brawler({ perk: "swift", crit: "commanding" }), at: [0, 1] },
          { id: "r", side: "red", sheet: archer(), at: [0, 2] },
          { id: "t", side: "blue", sheet: soldier(), at: [0, 0] },
        ], { checks })),
        [{ type: "startRound" }],
        [A, n9],
      ).state;

    it("at enforce the charging die is refused to a figure that has not moved this activation, and given after a move", () => {
      const start = charger("enforce");
      expect(codeOf(() => step(start, { type: "attack", attackerId: "c", targetId: "t", attackType: "melee", charging: true }, new ScriptedRoller([A, A, A, A, A, n9, n9, n9])))).toBe("AngryMiniatures.Rule.ChargeWithoutMove");
      const moved = play(start, [{ type: "move", figureId: "c", path: [{ i: 1, j: 1 }] }], []).state;
      const { events } = play(moved, [{ type: "attack", attackerId: "c", targetId: "t", attackType: "melee", charging: true }], [n9, n9, n9, n9, n9, n9, n9, n9, n9]);
      const attack = events.find((e) => e.type === "attack");
      expect(attack?.type === "attack" ? attack.dice.dice : 0).toBe(5);
    });

    it("at warn the charge stands with a warning naming the rule", () => {
      const { events } = play(charger("warn"), [{ type: "attack", attackerId: "c", targetId: "t", attackType: "melee", charging: true }], Array(12).fill(n9));
      expect(events.filter((e) => e.type === "warning").map((e) => (e.type === "warning" ? e.code : ""))).toContain("AngryMiniatures.Rule.ChargeWithoutMove");
    });

    it("a Commanding free attack is never a charge, even after its commander moved", () => {
      const start = charger("enforce");
      const moved = play(start, [{ type: "move", figureId: "c", path: [{ i: 1, j: 1 }] }], []).state;
      const { state } = play(moved, [{ type: "attack", attackerId: "c", targetId: "t", attackType: "melee" }], [A, A, n9, n9, n9, n9, n9, n9, n9]);
      expect(state.pending).toEqual([{ kind: "free-attack", sourceId: "c", byIds: ["r"], excludeTargetIds: [] }]);
      expect(codeOf(() => step(state, { type: "freeAttack", attackerId: "r", targetId: "t", attackType: "range", charging: true }, new ScriptedRoller(Array(12).fill(n9))))).toBe("AngryMiniatures.Rule.ChargeWithoutMove");
    });
  });

  it("Magic Heal: one friendly within Distance regains 1 per Ace, never above maximum", () => {
    const setup = twoSides([
      { id: "m", side: "red", sheet: caster({ crit: "magic-heal" }), at: [0, 0] },
      { id: "f", side: "red", sheet: soldier(), at: [2, 0] },
      { id: "t", side: "blue", sheet: soldier(), at: [0, 5] },
    ]);
    let { state } = play(createGame(setup), [{ type: "startRound" }], [A, n9]);
    state = withHealth(state, "f", 2);
    const { state: after, events } = play(
      state,
      [{ type: "attack", attackerId: "m", targetId: "t", attackType: "magic" }, { type: "heal", targetId: "f" }],
      [A, A, A, n9, n9, n9, n9, n9],
    );
    expect(events.find((e) => e.type === "heal")).toEqual({ type: "heal", figureId: "f", amount: 2, requested: 3, before: 2, after: 4, source: "magic-heal" });
    expect(after.figures.f?.health).toBe(4);
  });

  it("Regenerate: the attacker regains 1 Health", () => {
    let { state } = play(createGame(duelSetup), [{ type: "startRound" }], [A, n9]);
    state = withHealth(state, "a", 1);
    const after = play(state, [{ type: "attack", attackerId: "a", targetId: "b", attackType: "melee" }], [A, A, n9, n9, n9]).state;
    expect(after.figures.a?.health).toBe(2);
  });

  it("Tail Sweep: the target is marked Prone, with no other effect", () => {
    const setup = twoSides([
      { id: "s", side: "red", sheet: brawler({ crit: "tail-sweep" }), at: [0, 0] },
      { id: "t", side: "blue", sheet: soldier(), at: [0, 1] },
    ]);
    const { state } = play(
      createGame(setup),
      [{ type: "startRound" }, { type: "attack", attackerId: "s", targetId: "t", attackType: "melee" }],
      [A, n9, A, A, n9, n9, n9, n9, n9],
    );
    expect(state.figures.t?.statuses).toEqual({ prone: 1 });
    expect(state.figures.t?.health).toBe(3);
  });
});

describe("runGame", () => {
  const setup = twoSides([
    { id: "r-brawler", side: "red", sheet: soldier({ perk: "brutish", crit: "dual-wielding" }), at: [0, 0] },
    { id: "r-caster", side: "red", sheet: caster({ crit: "volatile-magic", perk: "wicked-staff" }), at: [1, 0] },
    { id: "r-archer", side: "red", sheet: archer({ crit: "commanding" }), at: [2, 0] },
    { id: "b-brawler", side: "blue", sheet: soldier({ crit: "forceful-weapon", perk: "spikey-bits" }), at: [0, 9] },
    { id: "b-caster", side: "blue", sheet: caster({ crit: "magic-heal" }), at: [1, 9] },
    { id: "b-archer", side: "blue", sheet: archer({ crit: "tactical-genius", flaw: "unlucky" }), at: [2, 9] },
  ]);

  it("plays whole games to the end (or the round cap) for many seeds", () => {
    for (let seed = 1; seed <= 25; seed++) {
      const result = runGame(setup, simplePolicy, new SeededRoller(seed));
      expect(result.state.over || result.capped).toBe(true);
      for (const figure of Object.values(result.state.figures)) {
        expect(figure.health).toBeGreaterThanOrEqual(0);
        expect(figure.health).toBeLessThanOrEqual(figure.derived.health);
        expect(figure.defeated).toBe(figure.health === 0);
      }
      if (result.state.over && result.state.winner) {
        expect(Object.values(result.state.figures).some((f) => f.side === result.state.winner && !f.defeated)).toBe(true);
      }
    }
  });

  it("is deterministic for a seed and stops at the round cap", () => {
    const a = runGame(setup, simplePolicy, new SeededRoller(7));
    const b = runGame(setup, simplePolicy, new SeededRoller(7));
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    const passive = runGame(
      setup,
      (state) => (state.active ? { type: "endActivation" } : { type: "activate", figureId: activatableFigures(state)[0] ?? "" }),
      new SeededRoller(1),
      { roundCap: 3 },
    );
    expect(passive.capped).toBe(true);
    expect(passive.state.round).toBe(4);
  });
});
