import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import { standInSocket } from "../../foundry-stand-in/parts/chat";
import type { StandInCombat } from "../../foundry-stand-in/parts/combat";
import type { StandInElement } from "../../foundry-stand-in/dom";
import type { StandInApplicationV2 } from "../../foundry-stand-in/parts/applications";
import type { StandInUser } from "../../foundry-stand-in/parts/documents";
import { asShelfWars, combatantOf, combatWorld, DISPOSITION, scriptPoker, type CombatWorld } from "./world";

type Tracker = StandInApplicationV2 & { viewed: unknown };

/**
 * The real ShelfWarsCombatTracker rendered by the stand-in's tracker (its parts, its _onRender),
 * and its row controls clicked as each user: they dispatch to the GM's activation requests.
 */
describe("the combat tracker as each user sees and uses it", () => {
  let world: CombatWorld;
  let combat: StandInCombat;
  let alices: string;
  let bobs: string;

  beforeEach(async () => {
    world = await combatWorld();
    // Players' requests reach the GM's client through the relay, which the chat service starts at init.
    (await import("../api/relay")).registerRelay();
    const a = world.figure("Alice's knight", world.alice, DISPOSITION.friendly);
    const b = world.figure("Bob's troll", world.bob, DISPOSITION.hostile);
    combat = await world.combat([a, b]);
    scriptPoker("Q", "J");
    await asShelfWars(world, combat).startCombat();
    alices = combatantOf(combat, a.actor).id;
    bobs = combatantOf(combat, b.actor).id;
  });
  afterEach(() => removeStandIn());

  async function trackerAs(user: StandInUser): Promise<Tracker> {
    world.as(user);
    const { ShelfWarsCombatTracker } = await import("../../../src/foundry/combat/tracker");
    const tracker = new ShelfWarsCombatTracker() as unknown as Tracker;
    tracker.viewed = combat;
    return tracker.render(true);
  }
  const row = (tracker: Tracker, id: string): StandInElement => tracker.element!.querySelector(`li[data-combatant-id="${id}"]`)!;
  const actions = (element: StandInElement) => element.querySelectorAll("[data-action]").map((e) => e.dataset.action);
  const activeId = () => asShelfWars(world, combat).activationState?.active ?? null;

  it("renders the banner after core's header and the activation controls on each row; core's initiative controls are gone", async () => {
    const gm = await trackerAs(world.gm);
    expect(gm.element!.querySelectorAll("[data-application-part]").map((p) => p.dataset.applicationPart)).toEqual(["header", "swBanner", "tracker", "footer"]);
    expect(gm.element!.querySelector(".sw-tracker-banner__up")?.textContent).toContain("Friendly figures");
    expect(gm.element!.querySelectorAll('[data-action="rollInitiative"], [data-action="rollAll"], [data-action="rollNPC"]')).toEqual([]);
    expect(actions(gm.element!.querySelector("nav.combat-controls")!)).toEqual(["previousRound", "previousTurn", "nextTurn", "nextRound", "endCombat"]);
    expect(actions(row(gm, alices))).toEqual(["toggleDefeated", "swActivate", "swToggleMark"]);
    const alice = await trackerAs(world.alice);
    expect(actions(row(alice, alices))).toEqual(["swActivate"]);
    expect(actions(row(alice, bobs))).toEqual([]);
  });

  it("Activate and End activation on Alice's row, clicked by Alice, go to the GM and run her figure's activation", async () => {
    let alice = await trackerAs(world.alice);
    await alice.click(row(alice, alices).querySelector('[data-action="swActivate"]')!);
    await standInSocket.settled();
    expect(activeId()).toBe(alices);
    alice = await trackerAs(world.alice);
    expect(row(alice, alices).classList.contains("sw-activating")).toBe(true);
    await alice.click(row(alice, alices).querySelector('[data-action="swEndActivation"]')!);
    await standInSocket.settled();
    expect(activeId()).toBeNull();
    alice = await trackerAs(world.alice);
    expect(row(alice, alices).classList.contains("sw-activated")).toBe(true);
  });

  it("the GM marks and unmarks a figure from its row", async () => {
    let gm = await trackerAs(world.gm);
    await gm.click(row(gm, bobs).querySelector('[data-action="swToggleMark"]')!);
    gm = await trackerAs(world.gm);
    expect(row(gm, bobs).classList.contains("sw-activated")).toBe(true);
    expect(row(gm, bobs).querySelector('[data-action="swToggleMark"]')?.dataset.marked).toBe("true");
    await gm.click(row(gm, bobs).querySelector('[data-action="swToggleMark"]')!);
    gm = await trackerAs(world.gm);
    expect(row(gm, bobs).classList.contains("sw-activated")).toBe(false);
  });

  it("a hostile player running the row handlers on another's figure changes nothing", async () => {
    const bob = await trackerAs(world.bob);
    const handlers = bob.options.actions as Record<string, (this: unknown, event: unknown, target: StandInElement) => Promise<void>>;
    await handlers.swActivate!.call(bob, {}, row(bob, alices));
    await handlers.swToggleMark!.call(bob, {}, row(bob, alices));
    await standInSocket.settled();
    expect(activeId()).toBeNull();
    const gm = await trackerAs(world.gm);
    expect(row(gm, alices).classList.contains("sw-activated")).toBe(false);
  });
});

describe("a defeated figure's tracker row", () => {
  afterEach(() => removeStandIn());

  it("is greyed and labelled with the ruleset's word for it, and only its own row", async () => {
    const world = await combatWorld();
    const a = world.figure("Alice's knight", world.alice, DISPOSITION.friendly);
    const b = world.figure("Bob's troll", world.bob, DISPOSITION.hostile);
    const combat = await world.combat([a, b]);
    scriptPoker("Q", "J");
    await asShelfWars(world, combat).startCombat();
    const bobs = combatantOf(combat, b.actor).id;
    const alices = combatantOf(combat, a.actor).id;
    world.as(world.gm);
    const { markActorDefeated } = await import("../../../src/foundry/combat/mark-defeated");
    await markActorDefeated(b.actor as never, true);
    const { ShelfWarsCombatTracker } = await import("../../../src/foundry/combat/tracker");
    const tracker = new ShelfWarsCombatTracker() as unknown as Tracker;
    tracker.viewed = combat;
    await tracker.render(true);
    const rowOf = (id: string): StandInElement => tracker.element!.querySelector(`li[data-combatant-id="${id}"]`)!;
    expect(rowOf(bobs).classList.contains("sw-defeated")).toBe(true);
    expect(rowOf(bobs).querySelector(".sw-activation__defeated")?.textContent).toContain("Defeated");
    expect(rowOf(alices).classList.contains("sw-defeated")).toBe(false);
    expect(rowOf(alices).querySelector(".sw-activation__defeated")).toBeNull();
  });
});
