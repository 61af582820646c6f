import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import { createUser, setCurrentUser } from "../../../foundry-stand-in/parts/documents";
import { bootPmWorld, pmSourceOf, scriptFaces, type PmWorld } from "./setup";

describe("Precious Moments roll stats", () => {
  let world: PmWorld;
  beforeEach(async () => {
    world = await bootPmWorld();
  });
  afterEach(() => removeStandIn());

  it("rolls d10 Cuteness, d10 Brightness and d8 Piety as real Rolls, writes them and posts them with the figure as speaker", async () => {
    const { rollFigureStats } = await import("../../../../src/foundry/precious-moments/sheets/roll-stats");
    const actor = await world.figure({ name: "New Shelf Find", system: { cuteness: 1, brightness: 1, piety: 0 } });
    scriptFaces([{ result: 9, faces: 10 }, { result: 2, faces: 10 }, { result: 7, faces: 8 }]);
    const rolled = await rollFigureStats(actor as never);
    expect(rolled).toMatchObject({ cuteness: 9, brightness: 2, piety: 7 });
    expect(pmSourceOf(actor)).toMatchObject({ cuteness: 9, brightness: 2, piety: 7 });
    const message = game.messages!.contents.at(-1) as unknown as { rolls: { formula: string; total: number }[]; _source: { speaker: unknown; content: string } };
    expect(message.rolls.map((r) => [r.formula, r.total])).toEqual([["1d10", 9], ["1d10", 2], ["1d8", 7]]);
    expect(message._source.speaker).toEqual({ actor: actor.id, alias: "New Shelf Find" });
    expect(message._source.content).toContain("New Shelf Find rolls its stats: Cuteness 9, Brightness 2, Piety 7.");
  });

  it("a player who does not own the figure cannot roll its stats: nothing is rolled, written or posted", async () => {
    const { rollFigureStats } = await import("../../../../src/foundry/precious-moments/sheets/roll-stats");
    const actor = await world.figure({ name: "Someone Else's", system: { cuteness: 4 } });
    const before = pmSourceOf(actor);
    const messages = game.messages!.contents.length;
    setCurrentUser(createUser("Mallory"));
    scriptFaces([]);
    expect(await rollFigureStats(actor as never)).toBeNull();
    expect(pmSourceOf(actor)).toEqual(before);
    expect(game.messages!.contents.length).toBe(messages);
    expect(world.standIn.notifications.at(-1)).toEqual({ level: "warn", message: "Only an owner of Someone Else's can roll its stats." });
  });

  it("a forged call that skips the owner check is still refused by the server's permission check, and posts nothing", async () => {
    const { rollFigureStats } = await import("../../../../src/foundry/precious-moments/sheets/roll-stats");
    const actor = await world.figure({ name: "Someone Else's", system: { cuteness: 4 } });
    const before = pmSourceOf(actor);
    const messages = game.messages!.contents.length;
    setCurrentUser(createUser("Mallory"));
    scriptFaces([{ result: 10, faces: 10 }, { result: 10, faces: 10 }, { result: 8, faces: 8 }]);
    const forged = { id: actor.id, name: actor.name, isOwner: true, _source: actor._source, update: (c: Record<string, unknown>) => actor.update(c) };
    expect(await rollFigureStats(forged)).toBeNull();
    expect(pmSourceOf(actor)).toEqual(before);
    expect(game.messages!.contents.length).toBe(messages);
    // Core shows the server's refusal; the sheet then says the roll was not kept.
    expect(world.standIn.notifications.slice(-2)).toEqual([
      { level: "error", message: expect.stringMatching(/^User Mallory lacks permission to update Actor/) },
      { level: "warn", message: "The stats rolled for Someone Else's could not be written, so they were not posted." },
    ]);
  });

  it("stats that come out as the figure already has them are still posted, saying nothing changed (Foundry drops the write)", async () => {
    const { rollFigureStats } = await import("../../../../src/foundry/precious-moments/sheets/roll-stats");
    const actor = await world.figure({ name: "Same Again", system: { cuteness: 9, brightness: 2, piety: 7 } });
    const updates = actor.updates.length;
    scriptFaces([{ result: 9, faces: 10 }, { result: 2, faces: 10 }, { result: 7, faces: 8 }]);
    expect(await rollFigureStats(actor as never)).toMatchObject({ cuteness: 9, brightness: 2, piety: 7 });
    expect(actor.updates).toHaveLength(updates);
    const message = game.messages!.contents.at(-1) as unknown as { rolls: { total: number }[]; _source: { content: string } };
    expect(message.rolls.map((r) => r.total)).toEqual([9, 2, 7]);
    expect(message._source.content).toContain("Same Again rolls its stats: Cuteness 9, Brightness 2, Piety 7.");
    expect(message._source.content).toContain("These are the stats Same Again already had: nothing changed.");
    expect(world.standIn.notifications.filter((n) => n.level !== "info")).toEqual([]);
  });
});
