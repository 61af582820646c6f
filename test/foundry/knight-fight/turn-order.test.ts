import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { kfWorld, type KfWorld } from "./world";
import { plain, type ShelfWarsCombatView } from "../world";

// The wager dialog (an ApplicationV2 the stand-in does not render) opens when an activation starts.
vi.mock("../../../src/foundry/knight-fight/play/wager-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../src/foundry/knight-fight/play/wager-dialog")>()),
  openWagerDialog: vi.fn(async () => undefined),
}));

describe("Knight Fight on the activation tracker", () => {
  let t: KfWorld;
  let figures: Record<"ash" | "birch" | "cedar" | "damson", { actor: StandInModelActor; token: StandInSceneToken }>;
  let reds: StandInModelActor;
  let blues: StandInModelActor;
  let combat: ShelfWarsCombatView;

  beforeEach(async () => {
    t = await kfWorld();
    const make = async (name: string, owner: typeof t.alice, speed: number, at: { i: number; j: number }) => {
      const actor = await t.figure(name, owner, { speed });
      return { actor, token: t.place(actor, at) };
    };
    figures = {
      ash: await make("Ash", t.alice, 5, { i: 0, j: 0 }),
      birch: await make("Birch", t.alice, 3, { i: 0, j: 1 }),
      cedar: await make("Cedar", t.bob, 3, { i: 4, j: 4 }),
      damson: await make("Damson", t.bob, 2, { i: 4, j: 5 }),
    };
    reds = await t.force("Reds", t.alice, [figures.ash.actor, figures.birch.actor]);
    blues = await t.force("Blues", t.bob, [figures.cedar.actor, figures.damson.actor]);
    combat = await t.combat(Object.values(figures).map((f) => f.token));
  });
  afterEach(() => removeStandIn());

  const id = (name: keyof typeof figures): string => combat.combatants.contents.find((c) => c.actorId === figures[name].actor.id)?.id ?? "";
  const up = () => {
    const state = combat.activationState!;
    return state.phases[state.phase]!.order[state.up!];
  };
  const chatTexts = () => t.messages().map((m) => m.content);

  async function activateAndEnd(name: keyof typeof figures): Promise<void> {
    await combat.activateCombatant(id(name));
    await combat.endActivation();
    await t.settle();
  }

  it("orders the turn fastest first across both forces; sides are the forces", async () => {
    await combat.startCombat();
    expect(combat.activationState?.style).toBe("speed-order");
    expect(combat.activationState?.phases[0]).toEqual({ order: [id("ash"), id("birch"), id("cedar"), id("damson")], ties: [[id("birch"), id("cedar")]] });
    expect(up()).toBe(id("ash"));
    const groups = combat.groups.contents.map((g) => g.name).sort();
    expect(groups).toEqual(["Blues", "Reds"]);
    // Nobody is tied with the fastest figure: no dice yet.
    expect(t.messages()).toEqual([]);
  });

  it("lists the figures in the tracker fastest first across both forces, and a player's initiative does not reorder them", async () => {
    t.as(t.gm);
    await figures.damson.actor.update({ system: { speed: 6 } });
    const rows = () => combat.turns.map((c) => c.name);
    expect(rows()).toEqual(["Damson", "Ash", "Birch", "Cedar"]);
    await combat.startCombat();
    await t.settle();
    expect(up()).toBe(id("damson"));
    await combat.activateCombatant(id("damson"));
    await t.settle();
    // Core's turn marker and the activation agree: the row at `turn` is the figure activating.
    expect(combat.combatant?.id).toBe(id("damson"));
    // Equal Speed (their order is drawn when reached): side by side, then by name.
    expect(rows()).toEqual(["Damson", "Ash", "Cedar", "Birch"]);
    // Alice may write her own figure's initiative (core lets an owner); Shelf Wars' order ignores it.
    t.as(t.alice);
    await combat.combatants.get(id("birch"))!.update({ initiative: 99 });
    expect(rows()).toEqual(["Damson", "Ash", "Cedar", "Birch"]);
    expect(combat.combatant?.id).toBe(id("damson"));
  });

  it("draws equal Speed when that Speed is reached, with a real Roll shown in chat", async () => {
    await combat.startCombat();
    t.dice([2, 2]);
    await activateAndEnd("ash");
    expect(up()).toBe(id("cedar"));
    expect(combat.activationState?.phases[0]?.order).toEqual([id("ash"), id("cedar"), id("birch"), id("damson")]);
    const [tie] = t.messages();
    expect(tie?.content).toContain("Speed 3: order drawn");
    expect(tie?.content).toContain("Tied, still to activate: Birch, Cedar.");
    expect(plain(tie!.content)).toContain("d2 rolled 2 Goes first Cedar");
    expect(tie?.content).toContain("They activate in this order: Cedar, Birch.");
    expect((tie?._source.rolls as string[]).length).toBe(1);
  });

  it("draws at once when the fastest figures are tied: the first Speed is reached as the turn starts", async () => {
    await figures.cedar.actor.update({ system: { speed: 5 } });
    t.dice([1, 2]);
    await combat.startCombat();
    expect(up()).toBe(id("ash"));
    expect(combat.activationState?.phases[0]?.order.slice(0, 2)).toEqual([id("ash"), id("cedar")]);
    expect(plain(t.messages()[0]!.content)).toContain("Speed 5: order drawn");
  });

  it("going back a round undraws its ties: they are drawn again, with a new Roll, when reached", async () => {
    await combat.startCombat();
    t.dice([2, 2]);
    await activateAndEnd("ash");
    await activateAndEnd("cedar");
    await activateAndEnd("birch");
    t.dice(3, 4, 6, 6);
    await activateAndEnd("damson");
    t.dice([1, 2]);
    await activateAndEnd("ash");
    expect(combat.round).toBe(2);
    expect(up()).toBe(id("birch"));
    const ties = () => t.messages().filter((m) => m.content.includes("order drawn"));
    expect(ties()).toHaveLength(2);
    t.as(t.gm);
    await combat.previousRound();
    await t.settle();
    expect(combat.round).toBe(1);
    const state = combat.activationState!;
    expect(state.phases[0]?.ties).toEqual([[id("birch"), id("cedar")]]);
    expect(up()).toBe(id("ash"));
    // Reached again: drawn afresh (no stale order from the round gone back from).
    t.dice([2, 2]);
    await activateAndEnd("ash");
    expect(ties()).toHaveLength(3);
    expect(up()).toBe(id("cedar"));
    expect(combat.activationState?.phases[0]?.ties).toEqual([]);
  });

  it("going back to a round whose first Speed is tied draws it at once, as a fresh round does", async () => {
    await figures.cedar.actor.update({ system: { speed: 5 } });
    t.dice([1, 2]);
    await combat.startCombat();
    await activateAndEnd("ash");
    await activateAndEnd("cedar");
    await activateAndEnd("birch");
    t.dice([2, 2], 3, 4, 6, 6);
    await activateAndEnd("damson");
    expect(combat.round).toBe(2);
    expect(up()).toBe(id("cedar"));
    t.as(t.gm);
    t.dice([1, 2]);
    await combat.previousRound();
    await t.settle();
    expect(combat.round).toBe(1);
    expect(up()).toBe(id("ash"));
    expect(combat.activationState?.phases[0]?.ties).toEqual([]);
    expect(t.messages().filter((m) => m.content.includes("Speed 5: order drawn"))).toHaveLength(3);
  });

  it("leaves a figure gone before its Speed is reached out of the draw (no dice for one figure)", async () => {
    await combat.startCombat();
    await combat.recordDefeat(id("birch"), true);
    await activateAndEnd("ash");
    expect(up()).toBe(id("cedar"));
    expect(t.messages()).toEqual([]);
  });

  it("each figure activates once per turn; after the last, each force rolls 2d6 into its pool on one card, and a new turn begins", async () => {
    await combat.startCombat();
    t.dice([1, 2]);
    await activateAndEnd("ash");
    expect(up()).toBe(id("birch"));
    await activateAndEnd("birch");
    await activateAndEnd("cedar");
    t.dice(3, 4, 6, 6);
    await activateAndEnd("damson");
    expect(combat.round).toBe(2);
    const refill = t.messages().find((m) => m.content.includes("Turn 1 is over"));
    expect(plain(refill!.content)).toContain("Reds 3 4 = 7 dice back: pool 30 → 37");
    expect(plain(refill!.content)).toContain("Blues 6 6 = 12 dice back: pool 30 → 42");
    expect((refill?._source.rolls as string[]).length).toBe(2);
    expect(t.chat.cardState(refill!.id)).toBe("applied");
    expect([t.pool(reds), t.pool(blues)]).toEqual([37, 42]);
    expect(up()).toBe(id("ash"));
    // The refill acts as the combat: a player (even one owning a force) cannot undo it.
    t.as(t.alice);
    expect(await t.chat.undoCard(refill!.id)).toBe(false);
    expect(t.pool(blues)).toBe(42);
    t.as(t.gm);
    expect(await t.chat.undoCard(refill!.id)).toBe(true);
    expect([t.pool(reds), t.pool(blues)]).toEqual([30, 30]);
    expect(chatTexts().filter((c) => c.includes("order drawn"))).toHaveLength(1);
  });

  it("shows each force's pool in the tracker banner and a figure's action points and danger on its row", async () => {
    const { trackerBanner, turnActivationContext } = await import("../../../src/foundry/combat/turn-context");
    await combat.startCombat();
    await figures.ash.actor.update({ system: { actionPoints: 3, wagered: 1, danger: { value: 2 } } });
    expect(trackerBanner(combat, t.gm as never)?.notes).toEqual(["Reds: 30 dice in the pool", "Blues: 30 dice in the pool"]);
    const row = (name: keyof typeof figures) => turnActivationContext(combat, combat.combatants.get(id(name)) as never, t.gm as never)?.notes;
    expect(row("ash")).toEqual(["3 action points", "2 danger"]);
    expect(row("birch")).toEqual([]);
  });

  it("words the pass button for Speed order: it passes to the next figure, not the next side", async () => {
    const { trackerBanner } = await import("../../../src/foundry/combat/turn-context");
    await combat.startCombat();
    const banner = await foundry.applications.handlebars.renderTemplate("systems/shelf-wars/templates/combat/tracker-banner.hbs", { swBanner: trackerBanner(combat, t.gm as never) });
    expect(banner).toContain("Pass to the next figure in Speed order");
    expect(banner).not.toContain("next side");
  });

  describe("a hostile player", () => {
    it("cannot go back a round to have the ties drawn again, nor pass the figure up", async () => {
      await combat.startCombat();
      t.dice([2, 2]);
      await activateAndEnd("ash");
      const before = JSON.stringify(combat.activationState);
      const ties = t.messages().length;
      t.as(t.bob);
      await combat.previousRound();
      // The pass goes to the active GM's line, which refuses a player's tracker control.
      await combat.passTurn();
      expect(t.standIn.notifications.at(-1)?.message).toBe("Not allowed: Turn order: only a GM may use this tracker control.");
      await expect(combat.update({ flags: { "shelf-wars": { activation: { ...combat.activationState!, phases: [{ order: [id("cedar")], ties: [[id("birch"), id("cedar")]] }] } } } })).rejects.toThrow(/lacks permission to update Combat/);
      await t.settle();
      expect(combat.round).toBe(1);
      expect(JSON.stringify(combat.activationState)).toBe(before);
      expect(t.messages()).toHaveLength(ties);
    });

    it("cannot post a refill card: only the GM's client posts them", async () => {
      await combat.startCombat();
      t.as(t.bob);
      const { postRefill } = await import("../../../src/foundry/knight-fight/combat/refill");
      t.dice(6, 6, 6, 6);
      const message = await postRefill(combat as never, 1);
      await t.settle();
      expect(t.chat.cardState(message!.id!)).toBe("pending");
      expect(t.pool(blues)).toBe(30);
      expect(t.lastWarning()).toMatch(/only the GM's client posts/);
    });
  });
});

describe("Knight Fight: one request line for every change of turn", () => {
  let t: KfWorld;
  let combat: ShelfWarsCombatView;
  let forces: StandInModelActor[];
  let last: string;

  beforeEach(async () => {
    t = await kfWorld();
    const ash = await t.figure("Ash", t.alice, { speed: 5 });
    const cedar = await t.figure("Cedar", t.bob, { speed: 3 });
    forces = [await t.force("Reds", t.alice, [ash]), await t.force("Blues", t.bob, [cedar])];
    combat = await t.combat([t.place(ash, { i: 0, j: 0 }), t.place(cedar, { i: 4, j: 4 })]);
    await combat.startCombat();
    const id = (actor: StandInModelActor) => combat.combatants.contents.find((c) => c.actorId === actor.id)?.id ?? "";
    await combat.activateCombatant(id(ash));
    await combat.endActivation();
    last = id(cedar);
    await combat.activateCombatant(last);
    await t.settle();
  });
  afterEach(() => removeStandIn());

  // The round's last activation: Bob's "End activation" and the GM's "Next turn" arrive together.
  for (const order of ["player first", "GM first"] as const) {
    it(`a player's end and the GM's next turn racing at the turn's end refill the pools once (${order})`, async () => {
      const { handleEndActivationRequest } = await import("../../../src/foundry/combat/requests");
      t.dice(3, 3, 3, 3, 6, 6, 6, 6);
      const player = () => handleEndActivationRequest({ combatId: combat.id, combatantId: last }, t.bob as never);
      const gm = () => combat.nextTurn();
      await Promise.all(order === "player first" ? [player(), gm()] : [gm(), player()]);
      await t.settle();
      expect(combat.round).toBe(2);
      expect(forces.map((force) => t.pool(force))).toEqual([36, 36]);
      expect(t.messages().filter((m) => m.content.includes("Turn 1 is over"))).toHaveLength(1);
      expect(t.standIn.notifications.at(-1)?.message ?? "").toMatch(/no figure is activating|tracker changed/);
    });
  }
});
