import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import type { StandInActor, StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { createCombat, type StandInCombat, type StandInToken } from "../../foundry-stand-in/parts/combat";
import type { StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import { setCurrentUser } from "../../foundry-stand-in/parts/documents";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { asUser } from "../boot-world";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";
import { asShelfWars, combatWorld, DISPOSITION, scriptPoker, type CombatWorld } from "./world";

function initiativeCards(round: number): number {
  const messages = (game as unknown as { messages: { contents: { content: string }[] } }).messages.contents;
  return messages.filter((m) => m.content.includes(`Round ${round}: initiative`)).length;
}

describe("Begin combat goes through the active GM's one line", () => {
  let world: CombatWorld;
  let combat: StandInCombat;

  beforeEach(async () => {
    world = await combatWorld();
    const red = world.figure("Red 1", world.alice, DISPOSITION.friendly).actor;
    const blue = world.figure("Blue 1", world.bob, DISPOSITION.hostile).actor;
    world.team("Red Team", [red]);
    world.team("Blue Team", [blue]);
    combat = await world.combat([red, blue].map((actor) => ({ actor })));
  });
  afterEach(() => removeStandIn());

  it("two clicks on Begin combat (or two GMs) roll the first round's initiative once", async () => {
    scriptPoker("A", "K", "A", "K");
    await Promise.all([asShelfWars(world, combat).startCombat(), asShelfWars(world, combat).startCombat()]);
    expect(combat.round).toBe(1);
    expect(initiativeCards(1)).toBe(1);
  });

  it("Begin combat sent on a tracker that has already started is refused as stale, not run again", async () => {
    scriptPoker("A", "K");
    await asShelfWars(world, combat).startCombat();
    const seen = { round: 0, phase: null, up: null, active: null };
    const reply = await world.requests.handleControlRequest({ combatId: combat.id, control: "startCombat", seen }, world.gm as never);
    expect(reply).toEqual({ status: "refused", code: "Combat.Refusal.Stale", data: {} });
    expect(initiativeCards(1)).toBe(1);
  });

  it("a player cannot begin the combat, even by sending the GM's control", async () => {
    const seen = { round: 0, phase: null, up: null, active: null };
    const reply = await world.requests.handleControlRequest({ combatId: combat.id, control: "startCombat", seen }, world.bob as never);
    expect(reply).toEqual({ status: "refused", code: "Combat.Refusal.GmOnly", data: {} });
    expect(combat.round).toBe(0);
    expect(initiativeCards(1)).toBe(0);
  });
});

describe("Angry Miniatures: a team of another size than the world's is named to the GM when the combat starts", () => {
  let t: AmWorld;
  let figures: { actor: StandInModelActor; token: StandInSceneToken }[];

  beforeEach(async () => {
    t = await amWorld();
    figures = [
      await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER),
      await t.figure("Sidekick", t.alice, { i: 2, j: 1 }, GRUNT),
      await t.figure("Villain", t.bob, { i: 2, j: 5 }, GRUNT),
      await t.figure("Henchman", t.bob, { i: 2, j: 6 }, GRUNT),
      await t.figure("Minion", t.bob, { i: 2, j: 7 }, GRUNT),
    ];
  });
  afterEach(() => removeStandIn());

  async function team(name: string, members: StandInModelActor[]): Promise<StandInModelActor> {
    setCurrentUser(t.gm);
    return (await createActor({ name, type: "angry-miniatures-team", system: { members: members.map((m) => m.uuid) } }, { via: "Actor.create" }))!;
  }
  async function start(): Promise<void> {
    const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
    const entries = figures.map((f) => ({ actor: f.actor as unknown as StandInActor, token: f.token as unknown as StandInToken }));
    const combat = await asUser(t.gm, () => createCombat(entries, CombatClass));
    scriptPoker("A", "K");
    await asUser(t.gm, () => (combat as unknown as { startCombat(): Promise<unknown> }).startCombat());
    await t.settle();
  }
  const sizeNotes = () =>
    (game.messages as unknown as { contents: StandInChatMessage[] }).contents
      .filter((m) => String(m._source.content).includes("sw-team-size"))
      .map((m) => ({ text: String(m._source.content).replace(/<[^>]+>/g, ""), whisper: m._source.whisper }));

  it("a team of 2 against the world's 3: the GMs are told in a whisper, and the combat starts", async () => {
    await team("Reds", [figures[0]!.actor, figures[1]!.actor]);
    await team("Blues", [figures[2]!.actor, figures[3]!.actor, figures[4]!.actor]);
    await start();
    expect(sizeNotes()).toEqual([{ text: "Reds starts this combat with 2 figures; each team fields 3 (a world setting, 3 by the rules). The combat goes on.", whisper: [t.gm.id] }]);
    expect(t.standIn.notifications.map((n) => n.message)).toContainEqual(expect.stringContaining("Reds starts this combat with 2 figures"));
    expect((game.combats as unknown as { contents: StandInCombat[] }).contents[0]!.round).toBe(1);
  });

  it("teams of the world's size: nothing is said", async () => {
    await t.standIn.settings.set("shelf-wars", "angry-miniatures.teamSize", 2);
    await team("Reds", [figures[0]!.actor, figures[1]!.actor]);
    figures.pop();
    await team("Blues", [figures[2]!.actor, figures[3]!.actor]);
    await start();
    expect(sizeNotes()).toEqual([]);
  });
});
