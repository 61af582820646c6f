import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn } from "../index";
import { StandInActiveEffect, StandInModelActor, StandInTypeDataModel } from "../parts/data-models";
import { runAsClient } from "../clients";
import { createUser, setCurrentUser } from "../parts/documents";

/**
 * Contract of Actor#toggleStatusEffect on the model-backed actor (parts/data-models.ts): it
 * creates or deletes an ActiveEffect embedded in the actor
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect), whose
 * create / delete hooks run on every connected client with the writer's id
 * (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html); the actor's owner may
 * do it, anyone else is refused; an id not in CONFIG.statusEffects throws as core does.
 */
describe("stand-in contracts: status effects are ActiveEffects on the actor", () => {
  let actor: StandInModelActor;
  let owner: ReturnType<typeof createUser>;
  let other: ReturnType<typeof createUser>;
  let seen: { hook: string; user: string | null; writer: string; statuses: string[] }[];

  beforeEach(() => {
    installStandIn();
    const gm = createUser("Gamemaster", { isGM: true });
    owner = createUser("Alice");
    other = createUser("Bob");
    setCurrentUser(gm);
    (CONFIG.Actor.dataModels as Record<string, unknown>).thing = class extends StandInTypeDataModel {};
    actor = new StandInModelActor({ name: "Hero", type: "thing", ownership: { [owner.id]: 3 } });
    seen = [];
    const hooks = Hooks as unknown as { on(hook: string, fn: (...args: unknown[]) => void): number };
    for (const hook of ["createActiveEffect", "deleteActiveEffect"]) {
      hooks.on(hook, (effect: unknown, _options: unknown, writer: unknown) => {
        seen.push({ hook, user: (game.user as unknown as { id: string } | null)?.id ?? null, writer: String(writer), statuses: [...(effect as StandInActiveEffect).statuses] });
      });
    }
  });
  afterEach(() => removeStandIn());

  it("turning a status on creates an effect carrying it (resolved), off deletes it (false); nothing to do resolves true or undefined", async () => {
    const created = await runAsClient(owner, () => actor.toggleStatusEffect("dead", { active: true, overlay: true }));
    expect(created).toBeInstanceOf(StandInActiveEffect);
    expect(actor.statuses.has("dead")).toBe(true);
    expect(actor.effects.size).toBe(1);
    expect(await runAsClient(owner, () => actor.toggleStatusEffect("dead", { active: true }))).toBe(true);
    expect(await runAsClient(owner, () => actor.toggleStatusEffect("dead"))).toBe(false);
    expect(actor.statuses.has("dead")).toBe(false);
    expect(await runAsClient(owner, () => actor.toggleStatusEffect("dead", { active: false }))).toBeUndefined();
  });

  it("runs createActiveEffect and deleteActiveEffect on every connected client with the writer's id", async () => {
    await runAsClient(owner, () => actor.toggleStatusEffect("prone"));
    await runAsClient(owner, () => actor.toggleStatusEffect("prone"));
    expect(seen.filter((s) => s.hook === "createActiveEffect").map((s) => s.user)).toHaveLength(3);
    expect(seen.every((s) => s.writer === owner.id && s.statuses.join() === "prone")).toBe(true);
    expect(seen.filter((s) => s.hook === "deleteActiveEffect")).toHaveLength(3);
  });

  it("refuses a user who does not own the actor, and an id that is not a registered status", async () => {
    await expect(runAsClient(other, () => actor.toggleStatusEffect("dead"))).rejects.toThrow(/lacks permission to create ActiveEffect/);
    await expect(runAsClient(owner, () => actor.toggleStatusEffect("no-such-status"))).rejects.toThrow(/Invalid status ID/);
    expect(actor.effects.size).toBe(0);
  });
});
