import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import { StandInElement } from "../../../foundry-stand-in/dom";
import type { StandInApplicationV2 } from "../../../foundry-stand-in/parts/applications";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { pmWorld, type PmWorld } from "../world";
import { plain, type ShelfWarsCombatView } from "../../world";

describe("Precious Moments: the outcome", () => {
  let t: PmWorld;
  let figures: Record<"angel" | "bell" | "cherub", { actor: StandInModelActor; token: StandInSceneToken }>;
  let combat: ShelfWarsCombatView;

  beforeEach(async () => {
    t = await pmWorld();
    const make = async (name: string, owner: typeof t.alice, x: number, y: number, value: number) => {
      const actor = await t.figure(name, owner, { startingValue: value });
      return { actor, token: t.place(actor, { x, y }) };
    };
    figures = { angel: await make("Angel", t.alice, 10, 3, 20), bell: await make("Bell", t.alice, 20, 3, 15), cherub: await make("Cherub", t.bob, 10, 33, 30) };
    await t.choir("Seraphim", t.alice, [figures.angel.actor, figures.bell.actor]);
    await t.choir("Carollers", t.bob, [figures.cherub.actor]);
    combat = await t.combat(Object.values(figures).map((f) => f.token));
    t.dice(6, 6, 1, 1);
    await combat.startCombat();
  });
  afterEach(() => removeStandIn());

  const outcomes = () => t.messages().filter((m) => m.getFlag("shelf-wars", "pmOutcome"));
  const outcomeModule = () => import("../../../../src/foundry/precious-moments/combat/outcome");

  it("the last choir with figures in play wins: announced once, on the active GM's client", async () => {
    await figures.cherub.actor.update({ system: { value: 0 } });
    await t.settle();
    expect(outcomes()).toHaveLength(1);
    expect(plain(outcomes()[0]!.content)).toContain("Winner: Seraphim");
    expect(plain(outcomes()[0]!.content)).toContain("Every figure of Carollers has gone to Heaven");
    await figures.angel.actor.update({ system: { value: 3 } });
    await t.settle();
    expect(outcomes()).toHaveLength(1);
  });

  it("a figure the GM marks defeated counts as gone too", async () => {
    const cherub = combat.combatants.contents.find((c) => c.actorId === figures.cherub.actor.id)!;
    await combat.recordDefeat(cherub.id ?? "", true);
    await t.settle();
    expect(plain(outcomes()[0]!.content)).toContain("Winner: Seraphim");
  });

  it("a GM calls the game from the tracker: the greater total current Value wins, equal totals draw", async () => {
    const { preciousMomentsActivation, PM_CALL_GAME_ACTION } = await import("../../../../src/foundry/precious-moments/combat/activation-config");
    expect(preciousMomentsActivation.trackerActions?.(combat as never, t.gm as never).map((a) => a.id)).toEqual([PM_CALL_GAME_ACTION]);
    await preciousMomentsActivation.runTrackerAction?.(combat as never, PM_CALL_GAME_ACTION);
    const called = plain(outcomes()[0]!.content);
    expect(called).toContain("Winner: Seraphim");
    expect(called).toContain("The game was called");
    expect(called).toContain("Seraphim, current Value $35");
    expect(called).toContain("Carollers, current Value $30");
    await figures.bell.actor.update({ system: { value: 10 } });
    await t.settle();
    const { callTheGame } = await outcomeModule();
    await callTheGame(combat as never);
    expect(plain(outcomes()[1]!.content)).toContain("A draw");
  });

  it("the tracker's banner carries the GM's Call the game button; clicking it posts the called game", async () => {
    type Tracker = StandInApplicationV2 & { viewed: unknown };
    const trackerAs = async (user: typeof t.gm): Promise<Tracker> => {
      t.as(user);
      const { ShelfWarsCombatTracker } = await import("../../../../src/foundry/combat/tracker");
      const tracker = new ShelfWarsCombatTracker() as unknown as Tracker;
      tracker.viewed = combat;
      return tracker.render(true);
    };
    const gm = await trackerAs(t.gm);
    const button = gm.element!.querySelector('[data-action="swRulesetAction"]');
    expect(button?.textContent).toContain("Call the game");
    expect(gm.element!.querySelector(".sw-tracker-banner__notes")?.textContent).toContain("Seraphim: 2 in play, current Value $35");
    await gm.click(button!);
    expect(plain(outcomes()[0]!.content)).toContain("The game was called");
    const bob = await trackerAs(t.bob);
    expect(bob.element!.querySelectorAll('[data-action="swRulesetAction"]')).toEqual([]);
  });

  it("the round limit (a setting, none by default) calls the game when the next round would start, without rolling for it", async () => {
    await t.setting("roundLimit", 1);
    const before = t.messages().length;
    await combat.nextRound();
    await t.settle();
    expect(combat.round).toBe(2);
    const after = t.messages().slice(before).map((m) => plain(m.content));
    expect(after).toHaveLength(1);
    expect(after[0]).toContain("The agreed 1 rounds are played");
    expect(after[0]).toContain("Winner: Seraphim");
  });

  describe("a hostile player", () => {
    it("gets no call-the-game button, and pressing it anyway calls nothing", async () => {
      const { preciousMomentsActivation, PM_CALL_GAME_ACTION } = await import("../../../../src/foundry/precious-moments/combat/activation-config");
      t.as(t.bob);
      expect(preciousMomentsActivation.trackerActions?.(combat as never, t.bob as never)).toEqual([]);
      await preciousMomentsActivation.runTrackerAction?.(combat as never, PM_CALL_GAME_ACTION);
      const { callTheGame } = await outcomeModule();
      expect(await callTheGame(combat as never)).toBeNull();
      expect(outcomes()).toEqual([]);
    });

    it("cannot end the combat from the outcome card, nor make a GM end it with a message of their own", async () => {
      await figures.cherub.actor.update({ system: { value: 0 } });
      await t.settle();
      const [card] = outcomes();
      const endCombat = vi.fn(async () => combat);
      (combat as unknown as { endCombat: typeof endCombat }).endCombat = endCombat;
      const { endCombatFrom, decorateOutcome } = await outcomeModule();
      t.as(t.bob);
      expect(await endCombatFrom(card as never)).toBe(false);
      const shown = StandInElement.fromHTML(card!.content);
      decorateOutcome(card as never, shown as never);
      expect(shown.querySelector('[data-action="pm-end-combat"]')).toBeNull();
      const forged = await StandInChatMessage.create({ content: card!.content, flags: { "shelf-wars": { pmOutcome: { combatId: combat.id } } } });
      t.as(t.gm);
      expect(await endCombatFrom(forged as never)).toBe(false);
      const forgedShown = StandInElement.fromHTML(forged.content as string);
      decorateOutcome(forged as never, forgedShown as never);
      expect(forgedShown.querySelector('[data-action="pm-end-combat"]')).toBeNull();
      expect(endCombat).not.toHaveBeenCalled();
      const gmShown = StandInElement.fromHTML(card!.content);
      decorateOutcome(card as never, gmShown as never);
      expect(gmShown.querySelector('[data-action="pm-end-combat"]')).not.toBeNull();
      expect(await endCombatFrom(card as never)).toBe(true);
      expect(endCombat).toHaveBeenCalledTimes(1);
    });
  });
});
