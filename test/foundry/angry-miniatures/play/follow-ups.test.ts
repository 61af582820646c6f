import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import { createFigure, type StandInActor } from "../../../foundry-stand-in/parts/combat";
import type { PendingFollowUp } from "../../../../src/rules/angry-miniatures/game-types";
import type { FollowUpFigure, FollowUpServices } from "../../../../src/foundry/angry-miniatures/play/follow-ups";
import { combatWorld, type CombatWorld } from "../../combat/world";

type FollowUps = typeof import("../../../../src/foundry/angry-miniatures/play/follow-ups");
type CardContext = typeof import("../../../../src/foundry/angry-miniatures/play/card-context");

const names: Record<string, string> = { tokA: "Brakka", tokB: "Sly", tokC: "Mender", tokD: "Goblin" };
const name = (id: string): string => names[id] ?? id;

interface CardMessage {
  content: string;
  flags: Record<string, { card?: { kind: string; state: string; plan: unknown } }>;
}
function cards(): CardMessage[] {
  return (game as unknown as { messages: { contents: CardMessage[] } }).messages.contents.filter((m) => m.flags["shelf-wars"]?.card !== undefined);
}
function health(actor: StandInActor): number {
  return (actor.system as { health: { value: number } }).health.value;
}

describe("Angry Miniatures follow-up buttons", () => {
  let world: CombatWorld;
  let followUps: FollowUps;
  let cardContext: CardContext;
  let actors: Record<string, StandInActor>;

  function services(openAttackDialog = vi.fn(async () => null)): FollowUpServices & { openAttackDialog: typeof openAttackDialog } {
    const { postCard } = followUps.foundryFollowUpServices(null);
    return {
      figureOf: (id) => (actors[id] ? ({ name: name(id), actor: actors[id] } as unknown as FollowUpFigure) : undefined),
      openAttackDialog,
      postCard,
      notify: (message) => ui.notifications?.info(message),
    };
  }

  beforeEach(async () => {
    world = await combatWorld();
    const { registerChatService } = await import("../../../../src/foundry/chat/register");
    registerChatService({ addTemplates: () => undefined });
    followUps = await import("../../../../src/foundry/angry-miniatures/play/follow-ups");
    cardContext = await import("../../../../src/foundry/angry-miniatures/play/card-context");
    const figure = (label: string, value: number, max: number, owner = world.alice) =>
      createFigure({ name: label, type: "angry-miniatures-figure", system: { health: { value, max } }, owners: [owner] });
    // Alice plays Brakka, Sly and Mender; Bob plays the Goblin.
    actors = { tokA: figure("Brakka", 5, 5), tokB: figure("Sly", 2, 5), tokC: figure("Mender", 4, 5), tokD: figure("Goblin", 3, 3, world.bob) };
  });
  afterEach(() => removeStandIn());

  it("the card context offers one push button naming the target", () => {
    const view = cardContext.followUpView({ kind: "push", byId: "tokA", targetId: "tokD" }, name);
    expect(view.kind).toBe("push");
    expect(view.label).toBe("Forceful Weapon: Brakka may push Goblin one square.");
    expect(view.buttons).toEqual([{ action: "shelf-wars-follow-up", label: "Push Goblin", data: { kind: "push", figure: "tokD" } }]);
  });

  it("the card context offers a free-attack button per allowed figure", () => {
    const view = cardContext.followUpView({ kind: "free-attack", sourceId: "tokA", byIds: ["tokA", "tokB"], excludeTargetIds: ["tokD"] }, name);
    expect(view.label).toContain("Brakka, Sly");
    expect(view.buttons).toEqual([
      { action: "shelf-wars-follow-up", label: "Attack with Brakka", data: { kind: "free-attack", figure: "tokA" } },
      { action: "shelf-wars-follow-up", label: "Attack with Sly", data: { kind: "free-attack", figure: "tokB" } },
    ]);
  });

  it("the card context offers a heal button per candidate with the amount", () => {
    const view = cardContext.followUpView({ kind: "heal-friendly", byId: "tokC", amount: 2, candidateIds: ["tokB", "tokC"] }, name);
    expect(view.label).toBe("Magic Heal: Mender heals one of Sly, Mender by 2.");
    expect(view.buttons.map((b) => b.data)).toEqual([
      { kind: "heal-friendly", figure: "tokB", amount: "2" },
      { kind: "heal-friendly", figure: "tokC", amount: "2" },
    ]);
    expect(view.buttons.map((b) => b.label)).toEqual(["Heal Sly (+2)", "Heal Mender (+2)"]);
  });

  it("the attack card renders the buttons with their data attributes", async () => {
    const fixture = JSON.parse(fs.readFileSync(path.join("test/browser/fixtures/angry-miniatures/play/attack-card.json"), "utf8")) as { cases: { context: Record<string, unknown> }[] };
    const pending: PendingFollowUp[] = [
      { kind: "push", byId: "tokA", targetId: "tokD" },
      { kind: "heal-friendly", byId: "tokC", amount: 2, candidateIds: ["tokB"] },
    ];
    const context = { ...fixture.cases[0]!.context, followUps: pending.map((f) => cardContext.followUpView(f, name)) };
    const html = await foundry.applications.handlebars.renderTemplate("systems/shelf-wars/templates/angry-miniatures/play/attack-card.hbs", context);
    expect(html).toContain('<button type="button" data-action="shelf-wars-follow-up" data-kind="push" data-figure="tokD">Push Goblin</button>');
    expect(html).toContain('<button type="button" data-action="shelf-wars-follow-up" data-kind="heal-friendly" data-figure="tokB" data-amount="2">Heal Sly (+2)</button>');
  });

  it("reads a button's data back and refuses malformed ones", () => {
    expect(followUps.readFollowUpButton({ kind: "heal-friendly", figure: "tokB", amount: "2" })).toEqual({ kind: "heal-friendly", figureId: "tokB", amount: 2 });
    expect(followUps.readFollowUpButton({ kind: "free-attack", figure: "tokA" })).toEqual({ kind: "free-attack", figureId: "tokA", amount: 0 });
    expect(followUps.readFollowUpButton({ kind: "teleport", figure: "tokA" })).toBeUndefined();
    expect(followUps.readFollowUpButton({ kind: "heal-friendly", figure: "tokB", amount: "-1" })).toBeUndefined();
  });

  it("the heal plan raises Health and clamps at the maximum", () => {
    const sly = actors.tokB as unknown as Actor.Implementation;
    expect(followUps.healPlan(sly, 2)).toEqual({ plan: [{ uuid: actors.tokB!.uuid, changes: { "system.health.value": 4 } }], before: 2, after: 4 });
    expect(followUps.healPlan(sly, 9)).toEqual({ plan: [{ uuid: actors.tokB!.uuid, changes: { "system.health.value": 5 } }], before: 2, after: 5 });
    expect(followUps.healPlan(actors.tokA as unknown as Actor.Implementation, 3).plan).toEqual([]);
  });

  it("a heal click posts an applied Magic Heal card, clamped at the maximum", async () => {
    await followUps.runFollowUp({ kind: "heal-friendly", figureId: "tokB", amount: 4 }, services());
    expect(health(actors.tokB!)).toBe(5);
    const [card] = cards();
    expect(card?.flags["shelf-wars"]?.card).toMatchObject({ kind: "magic-heal", state: "applied" });
    expect(card?.content).toContain("Sly heals 3 Health (2 → 5).");
  });

  it("a free-attack click opens the attack dialog for that figure's actor", async () => {
    const open = vi.fn(async () => null);
    await followUps.runFollowUp({ kind: "free-attack", figureId: "tokB", amount: 0 }, services(open));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(actors.tokB);
  });

  it("free-attack buttons show only for figures the user owns; push and heal for everyone", () => {
    world.as(world.bob);
    const s = services();
    expect(followUps.mayUse({ kind: "free-attack", figureId: "tokB", amount: 0 }, s)).toBe(false);
    expect(followUps.mayUse({ kind: "free-attack", figureId: "tokD", amount: 0 }, s)).toBe(true);
    expect(followUps.mayUse({ kind: "heal-friendly", figureId: "tokB", amount: 2 }, s)).toBe(true);
    expect(followUps.mayUse({ kind: "push", figureId: "tokB", amount: 0 }, s)).toBe(true);
    world.as(world.gm);
    expect(followUps.mayUse({ kind: "free-attack", figureId: "tokB", amount: 0 }, s)).toBe(true);
  });

  it("a push click only tells the user to drag the target (or who may)", async () => {
    world.as(world.bob);
    await followUps.runFollowUp({ kind: "push", figureId: "tokD", amount: 0 }, services());
    await followUps.runFollowUp({ kind: "push", figureId: "tokB", amount: 0 }, services());
    expect(world.standIn.notifications).toEqual([
      { level: "info", message: "Drag Goblin one square to a free adjacent square." },
      { level: "info", message: "The GM or Sly's owner drags Sly one square." },
    ]);
    expect(cards()).toEqual([]);
  });
});
