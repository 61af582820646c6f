import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor, StandInSyntheticActor } from "../../foundry-stand-in/parts/data-models";
import { placeToken } from "../../foundry-stand-in/parts/scenes";
import { BRAWLER, amWorld, type AmWorld } from "../angry-miniatures/world";
import { guardReports, setGameStateLevel, settleGuard, type Level } from "./reports";

/**
 * A hostile owner of an unlinked token (a synthetic actor, `actorLink: false`) writes its game
 * state through `token.actor.update`: the change lands in the token's ActorDelta and core fires
 * `updateActor` for the synthetic actor (foundryvtt#8973, #9131). The guard answers it as for a
 * world actor.
 */
describe("Angry Miniatures: a player's write of an unlinked token's game state", () => {
  let t: AmWorld;
  let base: StandInModelActor;
  let minion: StandInSyntheticActor;

  beforeEach(async () => {
    t = await amWorld();
    base = (await t.figure("Minion", t.alice, { i: 2, j: 2 }, BRAWLER)).actor;
    const token = placeToken(t.scene, base, { i: 4, j: 4 }, { actorLink: false, name: "Minion 2" });
    // A token whose figure was hurt in an earlier session: its delta holds Health 2.
    token._source.delta = { system: { health: { value: 2 } } };
    minion = token.actor as unknown as StandInSyntheticActor;
    // The GM's client takes its record of the world (world actors and unlinked tokens' actors) at ready.
    t.as(t.gm);
    t.standIn.hooks.callAll("ready");
    await settle();
  });
  afterEach(() => removeStandIn());

  const level = (value: Level) => setGameStateLevel(t, "angry-miniatures", value);
  const settle = () => settleGuard(t);
  const health = (actor: StandInModelActor) => (actor._source.system as { health: { value: number } }).health.value;
  const delta = () => (minion.token._source.delta as { system?: { health?: { value?: number } } } | undefined)?.system?.health?.value;

  it("the synthetic actor is the token's, its Health in the token's delta, not the base actor's", () => {
    expect(minion.uuid).toBe(`${minion.token.uuid}.Actor.${base.id}`);
    expect(health(minion)).toBe(2);
    expect(delta()).toBe(2);
    expect(health(base)).toBe(5);
  });

  it("enforce: Health raised on the unlinked token's actor is put back (in the token's delta), and the GM and the player are told", async () => {
    await level("enforce");
    t.as(t.alice);
    await minion.update({ "system.health.value": 5 });
    await settle();
    t.as(t.gm);
    expect(health(minion)).toBe(2);
    expect(delta()).toBe(2);
    const report = guardReports().at(-1);
    expect(report?.text).toContain("Alice changed Health of Minion from 2 to 5");
    expect(report?.whisper.sort()).toEqual([t.gm.id, t.alice.id].sort());
  });

  it("warn: kept and told to the GM only", async () => {
    await level("warn");
    t.as(t.alice);
    await minion.update({ "system.health.value": 5 });
    await settle();
    expect(health(minion)).toBe(5);
    expect(guardReports().at(-1)?.whisper).toEqual([t.gm.id]);
  });
});
