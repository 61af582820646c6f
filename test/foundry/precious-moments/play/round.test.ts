import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { PM_PHASE_LABELS, pmPhaseOf } from "../../../../src/foundry/precious-moments/combat/phases";
import { pmWorld, type PmWorld } from "../world";
import { plain, type ShelfWarsCombatView } from "../../world";

describe("Precious Moments rounds on the activation tracker", () => {
  let t: PmWorld;
  let figures: Record<"angel" | "bell" | "cherub" | "dove", { actor: StandInModelActor; token: StandInSceneToken }>;
  let seraphim: StandInModelActor;
  let carollers: StandInModelActor;
  let combat: ShelfWarsCombatView;

  beforeEach(async () => {
    t = await pmWorld();
    const make = async (name: string, owner: typeof t.alice, x: number, y: number, system: Record<string, unknown> = {}) => {
      const actor = await t.figure(name, owner, system);
      return { actor, token: t.place(actor, { x, y }) };
    };
    figures = {
      angel: await make("Angel", t.alice, 10, 3),
      bell: await make("Bell", t.alice, 20, 3),
      cherub: await make("Cherub", t.bob, 10, 33),
      dove: await make("Dove", t.bob, 20, 33),
    };
    seraphim = await t.choir("Seraphim", t.alice, [figures.angel.actor, figures.bell.actor]);
    carollers = await t.choir("Carollers", t.bob, [figures.cherub.actor, figures.dove.actor]);
    combat = await t.combat(Object.values(figures).map((f) => f.token));
  });
  afterEach(() => removeStandIn());

  const keyOf = (choir: StandInModelActor) => `team:${choir.uuid}`;
  const id = (name: keyof typeof figures): string => combat.combatants.contents.find((c) => c.actorId === figures[name].actor.id)?.id ?? "";
  const phase = () => combat.activationState!.phases[combat.activationState!.phase]!;
  const up = () => phase().order[combat.activationState!.up!];

  it("each choir throws 2d6 with real Rolls, ties thrown again, all on one card; the loser moves first, the winner sings first", async () => {
    // Seraphim (side a, the first group) 3+4 = 7 ties Carollers 5+2 = 7; then 6+5 = 11 beats 1+2 = 3.
    t.dice(3, 4, 5, 2, 6, 5, 1, 2);
    await combat.startCombat();
    const state = combat.activationState!;
    expect(state.style).toBe("alternate-sides");
    expect(state.phases).toEqual([
      { order: [keyOf(carollers), keyOf(seraphim)], label: PM_PHASE_LABELS.movement },
      { order: [keyOf(seraphim), keyOf(carollers)], label: PM_PHASE_LABELS.singing },
    ]);
    expect(pmPhaseOf(combat)).toBe("movement");
    expect(up()).toBe(keyOf(carollers));
    const [card] = t.messages();
    const text = plain(card!.content);
    expect(text).toContain("Round 1: initiative");
    expect(text).toContain("2d6 each Seraphim 3 4 = 7 Carollers 5 2 = 7");
    expect(text).toContain("Tied: thrown again Wins Seraphim 6 5 = 11 Moves first Carollers 1 2 = 3");
    expect(text).toContain("The initiative goes to Seraphim.");
    expect(text).toContain("Movement: Carollers moves first.");
    expect(text).toContain("Singing: Seraphim sings first.");
    // Every die thrown is on the card as a real Roll: two per choir per throw.
    expect((card!._source.rolls as string[]).length).toBeGreaterThan(0);
    const dice = (card!.rolls as Roll[]).flatMap((roll) => roll.dice.flatMap((term) => term.results.map((r) => r.result)));
    expect(dice).toEqual([3, 4, 5, 2, 6, 5, 1, 2]);
  });

  it("movement then singing: a figure acts once a phase; marks clear between the phases, and a new round rolls again", async () => {
    t.dice(6, 6, 1, 1);
    await combat.startCombat();
    // Seraphim won: Carollers move first, then sides alternate.
    await combat.activateCombatant(id("cherub"));
    await combat.endActivation();
    expect(up()).toBe(keyOf(seraphim));
    await combat.activateCombatant(id("angel"));
    await combat.endActivation();
    await combat.activateCombatant(id("dove"));
    await combat.endActivation();
    await combat.activateCombatant(id("bell"));
    await combat.endActivation();
    expect(pmPhaseOf(combat)).toBe("singing");
    expect(up()).toBe(keyOf(seraphim));
    const { judgeActivation } = await import("../../../../src/foundry/combat/judge");
    const { preciousMomentsActivation } = await import("../../../../src/foundry/precious-moments/combat/activation-config");
    t.as(t.alice);
    expect(judgeActivation(combat, preciousMomentsActivation, combat.combatants.get(id("angel")) as never, t.alice as never).verdict).toBe("allow");
    t.as(t.gm);
    t.dice(1, 1, 6, 6);
    for (const name of ["angel", "cherub", "bell", "dove"] as const) {
      await combat.activateCombatant(id(name));
      await combat.endActivation();
    }
    expect(combat.round).toBe(2);
    expect(pmPhaseOf(combat)).toBe("movement");
    // Carollers won round 2: Seraphim move first.
    expect(up()).toBe(keyOf(seraphim));
    expect(t.messages().map((m) => plain(m.content)).at(-1)).toContain("Round 2: initiative");
  });

  it("figures in Heaven (defeated) are skipped; a choir alone rolls nothing", async () => {
    await combat.recordDefeat(id("cherub"), true);
    t.dice(2, 2, 6, 6);
    await combat.startCombat();
    // Carollers lost; only Dove is left to move for them: Cherub is in Heaven.
    const { judgeActivation } = await import("../../../../src/foundry/combat/judge");
    const { preciousMomentsActivation } = await import("../../../../src/foundry/precious-moments/combat/activation-config");
    expect(judgeActivation(combat, preciousMomentsActivation, combat.combatants.get(id("cherub")) as never, t.gm as never).code).toBe("Combat.Refusal.FigureDefeated");
    await combat.activateCombatant(id("dove"));
    await combat.endActivation();
    await combat.recordDefeat(id("dove"), true);
    await t.settle();
    const { rollPmRound } = await import("../../../../src/foundry/precious-moments/combat/activation-config");
    const plan = await rollPmRound({ combat: combat as never, round: 2, sides: [{ key: keyOf(seraphim), name: "Seraphim" }], combatants: [] });
    expect(plan.phases.map((p) => p.order)).toEqual([[keyOf(seraphim)], [keyOf(seraphim)]]);
    expect(plain(plan.announcement!.content)).toContain("Only Seraphim has figures left in play, so nobody rolls.");
    expect(plan.announcement!.rolls).toEqual([]);
  });

  it("warns on the first round's card when a choir is over the agreed budget (DECISIONS Choir), unless the check is off", async () => {
    await figures.angel.actor.update({ system: { startingValue: 120 } });
    t.dice(6, 6, 1, 1);
    await combat.startCombat();
    expect(plain(t.messages()[0]!.content)).toContain("Seraphim is worth $140 at the start, more than the agreed maximum of $125.");
    expect(plain(t.messages()[0]!.content)).not.toContain("Carollers is worth");
    await t.setting("automation.choirBudget", "off");
    const { rollPmRound } = await import("../../../../src/foundry/precious-moments/combat/activation-config");
    t.dice(6, 6, 1, 1);
    const sides = [
      { key: keyOf(seraphim), name: "Seraphim" },
      { key: keyOf(carollers), name: "Carollers" },
    ];
    expect(plain((await rollPmRound({ combat: combat as never, round: 1, sides, combatants: [] })).announcement!.content)).not.toContain("worth");
  });

  it("the banner shows each choir's figures in play and current Value", async () => {
    t.dice(6, 6, 1, 1);
    await combat.startCombat();
    await figures.dove.actor.update({ system: { value: 5 } });
    const { pmTrackerNotes } = await import("../../../../src/foundry/precious-moments/combat/notes");
    expect(pmTrackerNotes(combat as never)).toEqual(["Seraphim: 2 in play, current Value $40", "Carollers: 2 in play, current Value $25"]);
  });
});
