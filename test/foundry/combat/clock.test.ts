import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInCombat } from "../../foundry-stand-in/parts/combat";
import type { StandInActor } from "../../foundry-stand-in/parts/data-models";
import { asShelfWars, combatantOf, combatWorld, DISPOSITION, scriptPoker, type CombatWorld } from "./world";

interface Message {
  content: string;
  _source: { whisper?: string[] };
}

/**
 * Core lets any user write a combat's `round` and `turn` (its `_canChangeRound` and
 * `_canChangeTurn` return true, and the server runs core's base check). A hostile player's client
 * moving the clock must not open a new activation for the records (a second attack, a second
 * Speed, a second song): nothing that names an activation reads those fields, and the active
 * GM's client puts them back at enforce and tells the GMs at warn.
 */
describe("the game clock is the table's: a player writing the combat's round or turn", () => {
  let world: CombatWorld;
  let knight: StandInActor;
  let troll: StandInActor;
  let combat: StandInCombat;

  const sw = () => asShelfWars(world, combat);
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const request = (actor: StandInActor) => ({ combatId: combat.id, combatantId: combatantOf(combat, actor).id });
  const messages = () => (game as unknown as { messages: { contents: Message[] } }).messages.contents;
  const level = (value: "off" | "warn" | "enforce") => world.standIn.settings.set("shelf-wars", "angry-miniatures.automation.gameState", value);
  const activationKey = async (actor: StandInActor) => (await import("../../../src/foundry/shared/activation-of")).actingActivation(actor.uuid)?.key;

  /** Alice's hostile client writes the combat's clock directly (core's permission lets it through). */
  async function aliceMovesTheClock(round: number, turn: number | null): Promise<void> {
    world.as(world.alice);
    await combat.update({ round, turn }, { direction: 1, worldTime: { delta: 0 } });
    world.as(world.gm);
  }

  beforeEach(async () => {
    world = await combatWorld();
    ({ actor: knight } = world.figure("Alice's knight", world.alice, DISPOSITION.friendly));
    ({ actor: troll } = world.figure("Bob's troll", world.bob, DISPOSITION.hostile));
    world.team("Alice's band", [knight]);
    world.team("Bob's horde", [troll]);
    combat = await world.combat([{ actor: knight }, { actor: troll }]);
    scriptPoker("A", "9");
    await sw().startCombat();
    await settle();
    await world.requests.handleActivateRequest(request(knight), world.alice as never);
    await settle();
  });
  afterEach(() => removeStandIn());

  it("at enforce the GM's client puts the round and turn back, and the activation keeps its name throughout", async () => {
    await level("enforce");
    const key = await activationKey(knight);
    const turn = combat.turn;
    expect(key).toBe(`1/0/${combatantOf(combat, knight).id}`);
    await aliceMovesTheClock(7, null);
    // The records name the activation by the table's round: the write changes nothing they read.
    expect(await activationKey(knight)).toBe(key);
    await settle();
    expect(combat.round).toBe(1);
    expect(combat.turn).toBe(turn);
    expect(await activationKey(knight)).toBe(key);
    const report = messages().at(-1)!;
    expect(report._source.whisper).toContain(world.gm.id);
    expect(report.content).toContain("Alice changed the round of the combat from 1 to 7");
    expect(report.content).toContain("The change was put back.");
  });

  it("at warn the write is kept and the GMs are told; the activation keeps its name, and the next round counts from the table's", async () => {
    await level("warn");
    const key = await activationKey(knight);
    await aliceMovesTheClock(7, null);
    await settle();
    expect(combat.round).toBe(7);
    expect(await activationKey(knight)).toBe(key);
    expect(messages().at(-1)!.content).toContain("The change was kept (the check is at warn).");
    await world.requests.handleEndActivationRequest(request(knight), world.alice as never);
    scriptPoker("K", "9");
    await sw().nextRound();
    await settle();
    expect(combat.round).toBe(2);
    expect(sw().tableRound).toBe(2);
  });

  it("the GM's own write of the clock is the GM's to make, and the checks off say nothing", async () => {
    await level("off");
    const before = messages().length;
    await aliceMovesTheClock(3, null);
    await settle();
    expect(combat.round).toBe(3);
    expect(messages().length).toBe(before);
    await level("enforce");
    await combat.update({ round: 4 }, { direction: 1, worldTime: { delta: 0 } });
    await settle();
    expect(combat.round).toBe(4);
    expect(messages().length).toBe(before);
  });

  it("an honest player's client refuses its own write of a tracker combat's round or turn (a GM's may), as the class tells core", () => {
    const check = combat as unknown as { _canChangeRound(user: unknown): boolean; _canChangeTurn(user: unknown): boolean };
    expect([check._canChangeRound(world.alice), check._canChangeTurn(world.alice)]).toEqual([false, false]);
    expect([check._canChangeRound(world.gm), check._canChangeTurn(world.gm)]).toEqual([true, true]);
  });
});
