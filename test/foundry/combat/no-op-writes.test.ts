import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import { createToken, type StandInCombat } from "../../foundry-stand-in/parts/combat";
import type { StandInActor } from "../../foundry-stand-in/parts/data-models";
import { asShelfWars, combatantOf, combatWorld, DISPOSITION, scriptPoker, withAmUpkeep, type CombatWorld } from "./world";

/**
 * Steps of the tracker whose Combat write changes nothing. Foundry drops such an update and it
 * resolves undefined (parts/documents.ts, `update`); the tracker must take that as done, not as
 * a refusal, and finish the step. The GM drives each through their own requests, as the
 * tracker's buttons do, so a failure would reach the GM as an error notification.
 */
describe("activation tracker: writes that change nothing finish the step", () => {
  let world: CombatWorld;
  let combat: StandInCombat;
  let red: StandInActor[];
  let blue: StandInActor;

  const sw = () => asShelfWars(world, combat);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const errors = () => world.standIn.notifications.filter((n) => n.level === "error");
  const cardKinds = () =>
    (game as unknown as { messages: { contents: { flags: Record<string, { card?: { kind: string } }> }[] } }).messages.contents.flatMap((m) => m.flags["shelf-wars"]?.card?.kind ?? []);
  const marked = () => Object.entries((combat.flags["shelf-wars"]?.marked ?? {}) as Record<string, boolean>).filter(([, on]) => on).map(([id]) => id);

  async function activate(actor: StandInActor): Promise<void> {
    await world.client.requestActivation(combat.id, combatantOf(combat, actor).id);
    await settle();
  }
  async function end(actor: StandInActor): Promise<void> {
    await world.client.requestEndActivation(combat.id, combatantOf(combat, actor).id);
    await settle();
  }

  beforeEach(async () => {
    world = await combatWorld();
    const { registerChatService } = await import("../../../src/foundry/chat/register");
    registerChatService({ addTemplates: () => undefined });
    const { AM_CARDS } = await import("../../../src/foundry/angry-miniatures/cards/register");
    const { registerRulesetCards } = await import("../../../src/foundry/ruleset/cards");
    registerRulesetCards("angry-miniatures", AM_CARDS);
    const { registerAngryMiniaturesPlay } = await import("../../../src/foundry/angry-miniatures/play/register");
    registerAngryMiniaturesPlay();
    await withAmUpkeep();
    const figure = (name: string, disposition: number) => {
      const actor = createActor({ name, type: "angry-miniatures-figure", system: { health: { value: 4, max: 5 } }, flags: { "shelf-wars": { statuses: {} } }, owners: [world.alice] });
      createToken(actor, disposition);
      return actor;
    };
    red = ["Red 1", "Red 2", "Red 3"].map((name) => figure(name, DISPOSITION.friendly));
    blue = figure("Blue 1", DISPOSITION.hostile);
    world.team("Red Team", red);
    world.team("Blue Team", [blue]);
    combat = await world.combat([...red, blue].map((actor) => ({ actor })));
  });
  afterEach(() => removeStandIn());

  it("one side keeps the turn when the other has nobody left: the side up stays, and the round goes on", async () => {
    scriptPoker("A", "K");
    await sw().startCombat();
    await activate(red[0]!);
    await end(red[0]!);
    await activate(blue);
    await end(blue);
    await activate(red[1]!);
    // Blue has nobody left: Red stays up, so the order written is the one the combat holds.
    await end(red[1]!);
    expect(errors()).toEqual([]);
    expect(sw().sideUp?.name).toBe("Red Team");
    expect(marked()).toHaveLength(3);
    scriptPoker("9", "Q");
    await activate(red[2]!);
    await end(red[2]!);
    expect(errors()).toEqual([]);
    expect(combat.round).toBe(2);
  });

  it("a GM activating the running figure again changes nothing, and no error", async () => {
    scriptPoker("A", "K");
    await sw().startCombat();
    await activate(red[0]!);
    await activate(red[0]!);
    expect(errors()).toEqual([]);
    expect(sw().activationState?.active).toBe(combatantOf(combat, red[0]!).id);
  });

  it("a GM re-activating a figure that already acted: its end runs its upkeep and posts the end card", async () => {
    scriptPoker("A", "K");
    await sw().startCombat();
    await activate(red[0]!);
    await end(red[0]!);
    // The GM gives Red 1 a second activation (allowed with a warning) while it still holds Frost.
    await red[0]!.update({ "flags.shelf-wars.statuses.frozen": 1 });
    await activate(red[0]!);
    expect(sw().activationState?.active).toBe(combatantOf(combat, red[0]!).id);
    // Its mark is already set, so marking it again is a write that changes nothing.
    await end(red[0]!);
    expect(errors()).toEqual([]);
    expect(sw().activationState?.active).toBeNull();
    expect((red[0]!.flags["shelf-wars"]?.statuses as Record<string, number>).frozen).toBe(0);
    expect(cardKinds()).toContain("upkeep-end");
  });

  it("a combat taken back to round 0 starts again: the defeat already recorded is no refusal", async () => {
    await combatantOf(combat, red[2]!).update({ defeated: true });
    scriptPoker("A", "K");
    await sw().startCombat();
    await sw().previousRound();
    expect(combat.round).toBe(0);
    scriptPoker("K", "A");
    await sw().startCombat();
    expect(errors()).toEqual([]);
    expect(combat.round).toBe(1);
    expect(sw().sideUp?.name).toBe("Blue Team");
    await activate(blue);
    expect(combat.combatant?.name).toBe("Blue 1");
  });
});
