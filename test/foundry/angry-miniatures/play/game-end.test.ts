import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import { scriptPoker } from "../../combat/world";
import { plain, settleRounds, type ShelfWarsCombatView } from "../../world";
import { amWorld, BRAWLER, GRUNT, type AmWorld } from "../world";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/** The end of an Angry Miniatures game: announced once when one side is left standing, with "End the combat" for a GM. */
describe("Angry Miniatures: the game's end", () => {
  let t: AmWorld;
  let hero: Figure;
  let squire: Figure;
  let villain: Figure;
  let combat: ShelfWarsCombatView;
  const ends = () => t.messages().filter((m) => m.getFlag("shelf-wars", "amGameEnd") !== undefined);
  /** A GM's change of a figure's Health (what an applied card or its undo writes), and the table's answer to it. */
  async function health(f: Figure, value: number): Promise<void> {
    await f.actor.update({ system: { health: { value } } });
    await settleRounds(6);
  }

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    squire = await t.figure("Squire", t.alice, { i: 3, j: 2 }, GRUNT);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 6 }, GRUNT);
    t.as(t.gm);
    combat = await t.combat([hero.token, squire.token, villain.token]);
    scriptPoker("A", "K");
    await combat.startCombat();
    await t.settle();
  });
  afterEach(() => removeStandIn());

  it("is announced once the last figure of a side falls, naming the winner and the beaten side", async () => {
    await health(hero, 0);
    expect(ends()).toEqual([]);
    await health(villain, 0);
    await vi.waitFor(() => expect(ends()).toHaveLength(1));
    expect(plain(String(ends()[0]!.content))).toBe("Winner: Friendly figures Hostile figures has no figures standing End the combat");
    // Another change that leaves the result as it is announces nothing more.
    await health(squire, 2);
    expect(ends()).toHaveLength(1);
  });

  it("a card undone that puts a figure back clears the result; the next end is announced afresh", async () => {
    await health(villain, 0);
    await vi.waitFor(() => expect(ends()).toHaveLength(1));
    await health(villain, 3);
    expect(ends()).toHaveLength(1);
    await health(villain, 0);
    await vi.waitFor(() => expect(ends()).toHaveLength(2));
  });

  it("the last figures of both sides falling at once is a draw", async () => {
    await health(hero, 0);
    await Promise.all([squire.actor.update({ system: { health: { value: 0 } } }), villain.actor.update({ system: { health: { value: 0 } } })]);
    await vi.waitFor(() => expect(plain(String(ends().at(-1)?.content))).toBe("Draw The last figures of every side fell at the same moment. End the combat"));
  });

  it("its End the combat button works for a GM on the GM's own message only", async () => {
    await health(villain, 0);
    await vi.waitFor(() => expect(ends()).toHaveLength(1));
    const ended = ends()[0]!;
    const endCombat = vi.fn(async () => combat);
    (combat as unknown as { endCombat: typeof endCombat }).endCombat = endCombat;
    const { endCombatFrom } = await import("../../../../src/foundry/chat/end-combat-button");
    t.as(t.bob);
    expect(await endCombatFrom(ended as never, "amGameEnd")).toBe(false);
    // A player's own message dressed as the GM's: no combat ends for it.
    const fake = await StandInChatMessage.create({ content: ended.content, flags: { "shelf-wars": { amGameEnd: { combatId: combat.id } } } });
    t.as(t.gm);
    expect(await endCombatFrom(fake as never, "amGameEnd")).toBe(false);
    expect(endCombat).not.toHaveBeenCalled();
    expect(await endCombatFrom(ended as never, "amGameEnd")).toBe(true);
    expect(endCombat).toHaveBeenCalledTimes(1);
  });
});
