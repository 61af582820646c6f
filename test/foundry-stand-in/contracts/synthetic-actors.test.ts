import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, installStandIn, removeStandIn } from "../index";
import { runAsClient } from "../clients";
import { StandInSyntheticActor, StandInTypeDataModel, type StandInModelActor } from "../parts/data-models";
import { createUser, setCurrentUser } from "../parts/documents";
import { createGridScene, placeToken, type StandInScene } from "../parts/scenes";

/**
 * Contract of an unlinked token's synthetic actor (parts/data-models.ts, parts/scenes.ts): the
 * base actor with the token's ActorDelta applied; updating it fires `updateActor` for the
 * synthetic actor on every client and stores the change in the token's delta, not on the base
 * actor (foundryvtt#8973, #9131). What is not modelled throws.
 */
describe("stand-in contracts: unlinked tokens' synthetic actors", () => {
  let base: StandInModelActor;
  let scene: StandInScene;
  let owner: ReturnType<typeof createUser>;
  let other: ReturnType<typeof createUser>;

  beforeEach(async () => {
    installStandIn();
    const gm = createUser("Gamemaster", { isGM: true });
    owner = createUser("Alice");
    other = createUser("Bob");
    setCurrentUser(gm);
    (CONFIG.Actor.dataModels as Record<string, unknown>).thing = class extends StandInTypeDataModel {};
    base = (await createActor({ name: "Goblin", type: "thing", system: {}, ownership: { [owner.id]: 3 } }, { via: "Actor.create" }))!;
    scene = createGridScene({ type: 1, size: 100 });
  });
  afterEach(() => removeStandIn());

  it("is addressed by its token, carries the delta over the base actor, and keeps its changes in the delta", async () => {
    const token = placeToken(scene, base, { i: 1, j: 1 }, { actorLink: false });
    token._source.delta = { name: "Goblin boss" };
    const actor = token.actor as StandInSyntheticActor;
    expect(actor).toBeInstanceOf(StandInSyntheticActor);
    expect(actor.uuid).toBe(`${token.uuid}.Actor.${base.id}`);
    expect(actor.name).toBe("Goblin boss");
    expect(token.actor).toBe(actor);
    expect(await fromUuid(actor.uuid as never)).toBe(actor);
    const seen: { user: string; writer: string; uuid: string }[] = [];
    (Hooks as unknown as { on(hook: string, fn: (...args: unknown[]) => void): number }).on("updateActor", (document: unknown, _changes: unknown, _options: unknown, writer: unknown) => {
      seen.push({ user: (game.user as unknown as { id: string }).id, writer: String(writer), uuid: (document as { uuid: string }).uuid });
    });
    await runAsClient(owner, () => actor.update({ "flags.shelf-wars.mark": 1 }));
    expect((token._source.delta as { flags: Record<string, Record<string, number>> }).flags["shelf-wars"]!.mark).toBe(1);
    expect(base.flags["shelf-wars"]?.mark).toBeUndefined();
    expect(seen).toHaveLength(3);
    expect(seen.every((s) => s.writer === owner.id && s.uuid === actor.uuid)).toBe(true);
  });

  it("refuses a user who does not own the base actor, a delta with embedded documents, and a base actor changed under it", async () => {
    const token = placeToken(scene, base, { i: 1, j: 1 }, { actorLink: false });
    const actor = token.actor as StandInSyntheticActor;
    await expect(runAsClient(other, () => actor.update({ name: "Mine" }))).rejects.toThrow(/lacks permission to update Actor/);
    await base.update({ name: "Hobgoblin" });
    expect(() => token.actor).toThrow(/not modelled/);
    const withItems = placeToken(scene, base, { i: 2, j: 2 }, { actorLink: false });
    withItems._source.delta = { items: [] };
    expect(() => withItems.actor).toThrow(/not modelled/);
  });
});
