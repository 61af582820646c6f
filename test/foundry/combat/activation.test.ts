import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInCombat } from "../../foundry-stand-in/parts/combat";
import type { StandInActor } from "../../foundry-stand-in/parts/data-models";
import { asShelfWars, combatantOf, combatWorld, DISPOSITION, scriptPoker, type CombatWorld } from "./world";

function chatMessages(): { content: string; rolls: unknown[] }[] {
  // The chat stand-in (parts/chat.ts) keeps created messages in game.messages, as Foundry does.
  return (game as unknown as { messages: { contents: { content: string; rolls: unknown[] }[] } }).messages.contents;
}

/** The tracker's marks: the GM's record in the Combat's flags. */
function activatedNames(combat: StandInCombat): string[] {
  const marked = (combat.flags["shelf-wars"]?.marked ?? {}) as Record<string, boolean>;
  return combat.combatants.contents.filter((c) => marked[c.id] === true).map((c) => c.name).sort();
}

describe("activation tracker: Angry Miniatures round", () => {
  let world: CombatWorld;
  let red: StandInActor[];
  let blue: StandInActor[];
  let combat: StandInCombat;

  beforeEach(async () => {
    world = await combatWorld();
    red = ["Red 1", "Red 2", "Red 3"].map((name) => world.figure(name, world.alice, DISPOSITION.friendly).actor);
    blue = [world.figure("Blue 1", world.bob, DISPOSITION.hostile).actor];
    world.team("Red Team", red);
    world.team("Blue Team", blue);
    combat = await world.combat([...red, ...blue].map((actor) => ({ actor })));
  });
  afterEach(() => removeStandIn());

  const sw = () => asShelfWars(world, combat);
  const id = (actor: StandInActor) => combatantOf(combat, actor).id;

  it("puts each figure in its team's CombatantGroup when combat starts", async () => {
    scriptPoker("K", "9");
    await sw().startCombat();
    expect(combat.groups.contents.map((g) => g.name).sort()).toEqual(["Blue Team", "Red Team"]);
    for (const actor of red) expect(combatantOf(combat, actor).group?.name).toBe("Red Team");
    expect(combatantOf(combat, blue[0]!).group?.name).toBe("Blue Team");
  });

  it("rolls one poker die per side, rerolls a tie and announces it with the real Rolls", async () => {
    // Red is rolled first (side order of the groups); K-K ties, then A beats 9.
    scriptPoker("K", "K", "9", "A");
    await sw().startCombat();
    expect(sw().sideUp?.name).toBe("Blue Team");
    const [card] = chatMessages();
    expect(card?.rolls).toHaveLength(2);
    expect(card?.content).toContain("Round 1: initiative");
    expect(card?.content).toContain("Tied sides rerolled");
    // The winner's row: its "Goes first" mark, then its name, its tied K, its winning A.
    expect(card?.content).toMatch(/Goes first[\s\S]*Blue Team[\s\S]*K, tied and thrown again[\s\S]*A, the winning die[\s\S]*Red Team[\s\S]*K, tied[\s\S]*>9</);
    expect(card?.content).toContain("Activation order: Blue Team, Red Team");
    expect(combat.round).toBe(1);
    expect(combat.turn).toBeNull();
  });

  it("alternates sides, skips a side with nobody left, then starts a new round with marks cleared", async () => {
    scriptPoker("A", "K");
    await sw().startCombat();
    expect(sw().sideUp?.name).toBe("Red Team");

    await sw().activateCombatant(id(red[0]!));
    expect(combat.combatant?.id).toBe(id(red[0]!));
    await sw().endActivation();
    expect(activatedNames(combat)).toEqual(["Red 1"]);
    expect(sw().sideUp?.name).toBe("Blue Team");
    expect(combat.turn).toBeNull();

    await sw().activateCombatant(id(blue[0]!));
    await sw().endActivation();
    expect(sw().sideUp?.name).toBe("Red Team");

    await sw().activateCombatant(id(red[1]!));
    await sw().endActivation();
    // Blue has nobody left to activate: Red goes again.
    expect(sw().sideUp?.name).toBe("Red Team");

    scriptPoker("9", "Q");
    await sw().activateCombatant(id(red[2]!));
    await sw().endActivation();
    expect(combat.round).toBe(2);
    expect(activatedNames(combat)).toEqual([]);
    expect(sw().sideUp?.name).toBe("Blue Team");
    expect(chatMessages()).toHaveLength(2);
  });

  it("skips defeated figures and leaves a side with only defeated figures out of the roll", async () => {
    combat = await world.combat([
      { actor: red[0]! },
      { actor: blue[0]!, defeated: true },
      { actor: world.figure("Green 1", world.bob, DISPOSITION.neutral).actor },
    ]);
    scriptPoker("Q", "J");
    await sw().startCombat();
    const [card] = chatMessages();
    expect(card?.content).not.toContain("Blue Team");
    const refused = sw().activationState;
    expect(refused?.phases[0]?.order).toHaveLength(2);
    // Not even the GM activates a defeated figure.
    const reply = await world.requests.handleActivateRequest({ combatId: combat.id, combatantId: id(blue[0]!) }, world.gm as never);
    expect(reply).toMatchObject({ status: "refused", code: "Combat.Refusal.FigureDefeated" });
    expect(sw().activationState?.active).toBeNull();
  });

  it("rolls nothing when only one side has figures standing, and says so", async () => {
    combat = await world.combat(red.map((actor) => ({ actor })));
    await sw().startCombat();
    const [card] = chatMessages();
    expect(card?.rolls).toEqual([]);
    expect(card?.content).toContain("Only Red Team has figures left, so nobody rolls.");
    expect(sw().sideUp?.name).toBe("Red Team");
  });

  it("a figure defeated mid-round is passed over", async () => {
    scriptPoker("A", "K");
    await sw().startCombat();
    await sw().activateCombatant(id(red[0]!));
    await combatantOf(combat, blue[0]!).update({ defeated: true });
    await sw().endActivation();
    expect(sw().sideUp?.name).toBe("Red Team");
  });

  it("places a figure joining mid-combat in its side's group", async () => {
    scriptPoker("A", "K");
    await sw().startCombat();
    const late = world.figure("Blue 2", world.bob, DISPOSITION.hostile).actor;
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: late.id, name: late.name }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Not in a team: its token disposition decides (no token here, so hostile).
    expect(combatantOf(combat, late).group?.name).toBe("Hostile figures");
  });
});

describe("activation tracker: who may activate", () => {
  let world: CombatWorld;
  let alices: StandInActor;
  let alices2: StandInActor;
  let bobs: StandInActor;
  let combat: StandInCombat;

  beforeEach(async () => {
    world = await combatWorld();
    ({ actor: alices } = world.figure("Alice's knight", world.alice, DISPOSITION.friendly));
    ({ actor: alices2 } = world.figure("Alice's archer", world.alice, DISPOSITION.friendly));
    ({ actor: bobs } = world.figure("Bob's troll", world.bob, DISPOSITION.hostile));
    world.team("Alice's band", [alices, alices2]);
    world.team("Bob's horde", [bobs]);
    combat = await world.combat([{ actor: alices }, { actor: alices2 }, { actor: bobs }]);
    scriptPoker("A", "9");
    await asShelfWars(world, combat).startCombat();
  });
  afterEach(() => removeStandIn());

  const sw = () => asShelfWars(world, combat);
  const request = (actor: StandInActor) => ({ combatId: combat.id, combatantId: combatantOf(combat, actor).id });

  it("refuses a player activating another player's figure, naming the rule", async () => {
    const reply = await world.requests.handleActivateRequest(request(bobs), world.alice as never);
    expect(reply).toMatchObject({ status: "refused", code: "Combat.Refusal.NotOwner" });
    expect(sw().activationState?.active).toBeNull();
    world.client.notifyReply(reply);
    expect(world.standIn.notifications.at(-1)?.message).toBe(
      "Not allowed: Ownership: you do not own Bob's troll, so you cannot activate it or end its activation.",
    );
  });

  it("lets the owner activate a figure of the side that is up, and end its activation", async () => {
    const reply = await world.requests.handleActivateRequest(request(alices), world.alice as never);
    expect(reply).toMatchObject({ status: "done", code: null });
    expect(combat.combatant?.name).toBe("Alice's knight");
    const refused = await world.requests.handleEndActivationRequest(request(alices), world.bob as never);
    expect(refused).toMatchObject({ status: "refused", code: "Combat.Refusal.NotOwner" });
    const ended = await world.requests.handleEndActivationRequest(request(alices), world.alice as never);
    expect(ended.status).toBe("done");
    expect(sw().sideUp?.name).toBe("Bob's horde");
  });

  it("refuses the owner's figure when its side is not up, at enforce", async () => {
    await world.standIn.settings.set("shelf-wars", "angry-miniatures.automation.activationOrder", "enforce");
    const reply = await world.requests.handleActivateRequest(request(bobs), world.bob as never);
    expect(reply).toMatchObject({ status: "refused", code: "Combat.Refusal.NotYourTurn", data: { up: "Alice's band" } });
    expect(sw().activationState?.active).toBeNull();
    expect(combat.turn).toBeNull();
  });

  it("allows it with a warning at warn, and without a word at off", async () => {
    const warned = await world.requests.handleActivateRequest(request(bobs), world.bob as never);
    expect(warned).toMatchObject({ status: "done", code: "Combat.Refusal.NotYourTurn" });
    world.client.notifyReply(warned);
    expect(world.standIn.notifications.at(-1)?.message).toBe("Allowed, but note: Turn order: it is Alice's band's turn to activate, not Bob's troll's side.");
    await sw().endActivation();

    await world.standIn.settings.set("shelf-wars", "angry-miniatures.automation.activationOrder", "off");
    const again = await world.requests.handleActivateRequest(request(alices2), world.alice as never);
    expect(again).toMatchObject({ status: "done", code: null });
  });

  it("never lets a player start a second activation while one is running", async () => {
    await world.standIn.settings.set("shelf-wars", "angry-miniatures.automation.activationOrder", "off");
    await world.requests.handleActivateRequest(request(alices), world.alice as never);
    const reply = await world.requests.handleActivateRequest(request(alices2), world.alice as never);
    expect(reply).toMatchObject({ status: "refused", code: "Combat.Refusal.ActivationInProgress" });
    expect(sw().activationState?.active).toBe(combatantOf(combat, alices).id);
  });

  it("judges two requests arriving together one after the other", async () => {
    await world.standIn.settings.set("shelf-wars", "angry-miniatures.automation.activationOrder", "off");
    const replies = await Promise.all([
      world.requests.handleActivateRequest(request(alices), world.alice as never),
      world.requests.handleActivateRequest(request(alices2), world.alice as never),
    ]);
    expect(replies.map((r) => r.status)).toEqual(["done", "refused"]);
    expect(sw().activationState?.active).toBe(combatantOf(combat, alices).id);
  });

  it("core's previous-turn control calls off the running activation without marking it", async () => {
    await sw().activateCombatant(combatantOf(combat, alices).id);
    await sw().previousTurn();
    expect(sw().activationState?.active).toBeNull();
    expect(combat.turn).toBeNull();
    expect(activatedNames(combat)).toEqual([]);
    expect(sw().sideUp?.name).toBe("Alice's band");
  });

  it("refuses a forged request naming no real combat", async () => {
    const reply = await world.requests.handleActivateRequest({ combatId: "nope", combatantId: 7 }, world.alice as never);
    expect(reply).toMatchObject({ status: "refused", code: "Combat.Refusal.BadRequest" });
  });

  it("lets the GM override: activate out of turn, un-mark, pass the side, advance the round", async () => {
    const reply = await world.requests.handleActivateRequest(request(bobs), world.gm as never);
    expect(reply).toMatchObject({ status: "done", code: null });
    expect(sw().sideUp?.name).toBe("Bob's horde");
    await sw().endActivation();
    expect(sw().sideUp?.name).toBe("Alice's band");

    await sw().setMarked(combatantOf(combat, bobs).id, false);
    expect(activatedNames(combat)).toEqual([]);

    await sw().passTurn();
    expect(sw().sideUp?.name).toBe("Bob's horde");

    scriptPoker("9", "K");
    await sw().nextRound();
    expect(combat.round).toBe(2);
    expect(sw().sideUp?.name).toBe("Bob's horde");
  });

  it("core's next-turn control ends the running activation, or passes when none runs", async () => {
    await sw().activateCombatant(combatantOf(combat, alices).id);
    await sw().nextTurn();
    expect(activatedNames(combat)).toEqual(["Alice's knight"]);
    expect(sw().sideUp?.name).toBe("Bob's horde");
    await sw().nextTurn();
    expect(sw().sideUp?.name).toBe("Alice's band");
    expect(activatedNames(combat)).toEqual(["Alice's knight"]);
  });

  it("players cannot change the combat directly: the update is refused without the GM", async () => {
    world.as(world.alice);
    await expect(sw().activateCombatant(combatantOf(combat, alices).id)).rejects.toMatchObject({ code: "Combat.UpdateRefused" });
    expect(world.standIn.notifications.at(-1)?.message).toMatch(/lacks permission/);
  });

  it("runs a GM's own request through the relay locally", async () => {
    await world.client.requestActivation(combat.id, combatantOf(combat, alices).id);
    expect(combat.combatant?.name).toBe("Alice's knight");
    await world.client.requestEndActivation(combat.id, combatantOf(combat, alices).id);
    expect(activatedNames(combat)).toEqual(["Alice's knight"]);
  });
});
