import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInCombat } from "../../foundry-stand-in/parts/combat";
import { createUser } from "../../foundry-stand-in/parts/documents";
import type { StandInActor } from "../../foundry-stand-in/parts/data-models";
import { asShelfWars, combatantOf, combatWorld, DISPOSITION, scriptPoker, type CombatWorld } from "./world";

interface Message {
  content: string;
  /** The stand-in ChatMessage keeps `whisper` as created (the chat part has no getter for it). */
  _source: { whisper?: string[] };
}

/**
 * A player's client can update the combatants of figures it owns (flags and `defeated`
 * included). The tracker's marks and defeats live in the Combat's flags, which only a GM
 * writes, so none of these edits lets a figure act twice or act again once defeated.
 */
describe("activation tracker: a hostile player editing their own combatants", () => {
  let world: CombatWorld;
  let knight: StandInActor;
  let archer: StandInActor;
  let troll: StandInActor;
  let combat: StandInCombat;

  const sw = () => asShelfWars(world, combat);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const request = (actor: StandInActor) => ({ combatId: combat.id, combatantId: combatantOf(combat, actor).id });
  const messages = () => (game as unknown as { messages: { contents: Message[] } }).messages.contents;

  beforeEach(async () => {
    world = await combatWorld();
    ({ actor: knight } = world.figure("Alice's knight", world.alice, DISPOSITION.friendly));
    ({ actor: archer } = world.figure("Alice's archer", world.alice, DISPOSITION.friendly));
    ({ actor: troll } = world.figure("Bob's troll", world.bob, DISPOSITION.hostile));
    world.team("Alice's band", [knight, archer]);
    world.team("Bob's horde", [troll]);
    combat = await world.combat([{ actor: knight }, { actor: archer }, { actor: troll }]);
    scriptPoker("A", "9");
    await sw().startCombat();
    await settle();
  });
  afterEach(() => removeStandIn());

  async function playOneEach(): Promise<void> {
    await world.requests.handleActivateRequest(request(knight), world.alice as never);
    await world.requests.handleEndActivationRequest(request(knight), world.alice as never);
    await world.requests.handleActivateRequest(request(troll), world.bob as never);
    await world.requests.handleEndActivationRequest(request(troll), world.bob as never);
    expect(sw().sideUp?.name).toBe("Alice's band");
  }

  it("clearing the activated flag on an own combatant does not let the figure activate twice in a round", async () => {
    await world.standIn.settings.set("shelf-wars", "angry-miniatures.automation.activationOrder", "enforce");
    await playOneEach();
    world.as(world.alice);
    await combatantOf(combat, knight).update({ "flags.shelf-wars.activated": false, "flags.shelf-wars.marked": false });
    await settle();
    world.as(world.gm);
    const reply = await world.requests.handleActivateRequest(request(knight), world.alice as never);
    expect(reply).toMatchObject({ status: "refused", code: "Combat.Refusal.AlreadyActivated" });
    expect(sw().activationState?.active).toBeNull();
  });

  it("clearing `defeated` on an own combatant (and the actor's defeated status) does not bring a defeated figure back", async () => {
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: combatantOf(combat, archer).id, defeated: true }]);
    await archer.toggleStatusEffect("dead", { active: true });
    await settle();
    world.as(world.alice);
    await combatantOf(combat, archer).update({ defeated: false });
    await archer.toggleStatusEffect("dead", { active: false });
    await settle();
    world.as(world.gm);
    const reply = await world.requests.handleActivateRequest(request(archer), world.alice as never);
    expect(reply).toMatchObject({ status: "refused", code: "Combat.Refusal.FigureDefeated" });
    expect(sw().activationState?.active).toBeNull();
  });

  it("a defeat the player undid still counts when the round is rolled and when sides are skipped", async () => {
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: combatantOf(combat, troll).id, defeated: true }]);
    await settle();
    world.as(world.bob);
    await combatantOf(combat, troll).update({ defeated: false });
    await settle();
    world.as(world.gm);
    await world.requests.handleActivateRequest(request(knight), world.alice as never);
    await world.requests.handleEndActivationRequest(request(knight), world.alice as never);
    // Bob's horde has no figure standing by the GM's record, so Alice's band goes again.
    expect(sw().sideUp?.name).toBe("Alice's band");
  });

  it("a GM clearing a defeat brings the figure back", async () => {
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: combatantOf(combat, archer).id, defeated: true }]);
    await settle();
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: combatantOf(combat, archer).id, defeated: false }]);
    await settle();
    const reply = await world.requests.handleActivateRequest(request(archer), world.alice as never);
    expect(reply).toMatchObject({ status: "done", code: null });
  });

  it("an out-of-turn activation allowed at warn is reported to every GM, not only shown to the player", async () => {
    const gm2 = createUser("Second GM", { isGM: true, id: "gm0000000000000b" });
    const before = messages().length;
    const reply = await world.requests.handleActivateRequest(request(troll), world.bob as never);
    expect(reply).toMatchObject({ status: "done", code: "Combat.Refusal.NotYourTurn" });
    const reports = messages().slice(before);
    expect(reports).toHaveLength(1);
    expect(reports[0]?._source.whisper?.sort()).toEqual([world.gm.id, gm2.id].sort());
    // Names are the players' own text, so they arrive escaped.
    expect(reports[0]?.content).toContain("Bob activated Bob&#39;s troll out of turn");
    expect(reports[0]?.content).toContain("Turn order: it is Alice&#39;s band&#39;s turn to activate, not Bob&#39;s troll&#39;s side.");
  });

  it("an activation in turn, or the GM's own override, reports nothing", async () => {
    const before = messages().length;
    await world.requests.handleActivateRequest(request(knight), world.alice as never);
    await world.requests.handleEndActivationRequest(request(knight), world.alice as never);
    await world.requests.handleActivateRequest(request(archer), world.gm as never);
    expect(messages().slice(before)).toEqual([]);
  });
});
