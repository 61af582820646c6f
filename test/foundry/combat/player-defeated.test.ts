import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInCombat, StandInCombatant } from "../../foundry-stand-in/parts/combat";
import type { StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import { asShelfWars, combatantOf, combatWorld, DISPOSITION, scriptPoker, type CombatWorld } from "./world";

/** A player writing their own combatant's `defeated` (Foundry lets the actor's owner): caught as a rule-owned field. */
describe("a player's write of their own combatant's defeated mark", () => {
  let world: CombatWorld;
  let combat: StandInCombat;
  let red: StandInCombatant;

  beforeEach(async () => {
    world = await combatWorld();
    const redActor = world.figure("Red 1", world.alice, DISPOSITION.friendly).actor;
    const blue = world.figure("Blue 1", world.bob, DISPOSITION.hostile).actor;
    world.team("Red Team", [redActor]);
    world.team("Blue Team", [blue]);
    combat = await world.combat([redActor, blue].map((actor) => ({ actor })));
    scriptPoker("A", "K");
    await asShelfWars(world, combat).startCombat();
    red = combatantOf(combat, redActor);
    await red.update({ defeated: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asShelfWars(world, combat).activationState).not.toBeNull();
  });
  afterEach(() => removeStandIn());

  async function level(value: "off" | "warn" | "enforce"): Promise<void> {
    world.as(world.gm);
    await world.standIn.settings.set("shelf-wars", "angry-miniatures.automation.gameState", value);
  }
  async function asAlice(work: () => Promise<unknown>): Promise<void> {
    world.as(world.alice);
    await work();
    world.as(world.gm);
    for (let n = 0; n < 5; n++) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const reports = () =>
    (game.messages as unknown as { contents: StandInChatMessage[] }).contents
      .filter((m) => String(m._source.content).includes("sw-guard-report"))
      .map((m) => ({ text: String(m._source.content).replace(/<[^>]+>/g, " "), whisper: m._source.whisper as string[] }));

  it("enforce: a defeated figure 'revived' by its owner's combatant write is put back, told to the GM and the player", async () => {
    await level("enforce");
    await asAlice(() => red.update({ defeated: false }));
    expect(red.defeated).toBe(true);
    expect(reports().at(-1)?.text).toContain("Alice changed the defeated mark of Red 1 from true to false");
    expect(reports().at(-1)?.whisper.sort()).toEqual([world.gm.id, world.alice.id].sort());
  });

  it("warn: kept, told to the GM only (the tracker's own record still holds the figure defeated)", async () => {
    await level("warn");
    await asAlice(() => red.update({ defeated: false }));
    expect(red.defeated).toBe(false);
    expect(reports().at(-1)?.whisper).toEqual([world.gm.id]);
  });
});
