import { describe, expect, it } from "vitest";
import { kfHudDecisions, type KfHudState } from "../../../src/foundry/knight-fight/play/hud-actions";
import { amHudDecisions, type AmHudState } from "../../../src/foundry/angry-miniatures/play/hud-actions";
import { pmHudDecisions, type PmHudState } from "../../../src/foundry/precious-moments/play/hud-actions";
import type { HudDecision } from "../../../src/foundry/hud/hud-decision";

const reasons = (decisions: readonly HudDecision[]) => Object.fromEntries(decisions.map((d) => [d.id, d.reason]));

/** Each ruleset's HUD decision from plain data: which actions, allowed now or the first reason why not. */
describe("HUD decisions", () => {
  const kf: KfHudState = { owner: true, defeated: false, inForce: true, activating: true, wagered: true, actionPoints: 2, danger: 1 };

  it("Knight Fight: points spent, nothing but End is left; no force, no wager", () => {
    expect(reasons(kfHudDecisions({ ...kf, actionPoints: 0 }))).toEqual({ wager: "alreadyWagered", attack: "noPoints", move: "noPoints", protect: "noPoints", endActivation: null });
    expect(reasons(kfHudDecisions({ ...kf, wagered: false, actionPoints: 0, inForce: false })).wager).toBe("noForce");
    expect(kfHudDecisions({ ...kf, actionPoints: 2 }).find((d) => d.id === "move")?.budget).toEqual({ unit: "points", left: 2, of: 2 });
  });

  it("the first reason wins: who asks, then whether the figure plays, then its turn", () => {
    const all = (state: KfHudState) => new Set(Object.values(reasons(kfHudDecisions(state))));
    expect(all({ ...kf, owner: false, defeated: true, activating: false })).toEqual(new Set(["notOwner"]));
    expect(all({ ...kf, defeated: true, activating: false })).toEqual(new Set(["defeated"]));
  });

  const am: AmHudState = { owner: true, defeated: false, legal: true, inCombat: true, activating: true, attacked: false };
  it("Angry Miniatures: an illegal stat line cannot attack; outside a combat Attack is open and End is not", () => {
    expect(reasons(amHudDecisions({ ...am, legal: false }))).toEqual({ attack: "illegal", endActivation: null });
    expect(reasons(amHudDecisions({ ...am, inCombat: false, activating: false }))).toEqual({ attack: null, endActivation: "notActivating" });
  });
  it("Angry Miniatures: once attacked in this activation, Attack is greyed and End activation stays", () => {
    expect(reasons(amHudDecisions({ ...am, attacked: true }))).toEqual({ attack: "alreadyAttacked", endActivation: null });
  });

  const pm: PmHudState = { owner: true, defeated: false, inCombat: true, phase: "singing", activating: true, sung: false, walked: { distance: 0, allowance: 5 } };
  it("Precious Moments: sung once this phase; outside a combat it may sing but nothing is measured", () => {
    expect(reasons(pmHudDecisions({ ...pm, sung: true })).sing).toBe("alreadySung");
    expect(reasons(pmHudDecisions({ ...pm, inCombat: false, phase: null, activating: false, walked: null }))).toEqual({ sing: null, move: "wrongPhase", endActivation: "notActivating" });
    const budget = pmHudDecisions({ ...pm, phase: "movement", walked: { distance: 6.25, allowance: 5 } }).find((d) => d.id === "move")?.budget;
    expect(budget).toEqual({ unit: "inches", left: 0, of: 5 });
    expect(pmHudDecisions({ ...pm, phase: "movement", walked: { distance: 1.333, allowance: 5 } }).find((d) => d.id === "move")?.budget?.left).toBe(3.67);
  });
});
