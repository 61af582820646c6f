import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import { createUser, setCurrentUser } from "../../../foundry-stand-in/parts/documents";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import type { RosterDropWorld } from "../../../../src/foundry/sides/roster-drop";
import type { PmChoirModel } from "../../../../src/foundry/precious-moments/documents/choir-model";
import { bootPmWorld, type PmWorld } from "./setup";

describe("Precious Moments choirs: a figure dropped on the sheet joins per the budget check", () => {
  let world: PmWorld;
  let join: typeof import("../../../../src/foundry/precious-moments/documents/choir-join");
  let members: typeof import("../../../../src/foundry/precious-moments/documents/choir-model");
  beforeEach(async () => {
    world = await bootPmWorld();
    join = await import("../../../../src/foundry/precious-moments/documents/choir-join");
    members = await import("../../../../src/foundry/precious-moments/documents/choir-model");
  });
  afterEach(() => removeStandIn());

  const systemOf = (choir: StandInModelActor) => choir.system as unknown as PmChoirModel;
  const liveWorld = (): RosterDropWorld & { notes: { level: string; message: string }[] } => {
    const notes: { level: string; message: string }[] = [];
    return {
      notes,
      importFromCompendium: vi.fn(async () => null),
      notify: (level, message) => void notes.push({ level, message }),
      localize: (key, data) => (data ? game.i18n!.format(key, data) : game.i18n!.localize(key)),
    };
  };

  async function drop(choir: StandInModelActor, figure: StandInModelActor, drops = liveWorld()) {
    const system = systemOf(choir);
    const target = { name: choir.name, pack: null, memberUuids: system.memberUuids, update: (c: Record<string, unknown>) => choir.update(c) };
    const uuid = await join.joinChoir(target, figure as never, await members.loadedChoirMembers(system.memberUuids), drops);
    return { uuid, notes: drops.notes };
  }

  async function setLevel(level: string) {
    await game.settings!.set("shelf-wars" as never, "precious-moments.automation.choirBudget" as never, level as never);
  }

  it("within budget the figure joins once, silently", async () => {
    const a = await world.figure({ name: "Lamb Keeper", system: { startingValue: 60 } });
    const choir = await world.choir([]);
    expect((await drop(choir, a)).notes).toEqual([]);
    expect(systemOf(choir).memberUuids).toEqual([a.uuid]);
    expect((await drop(choir, a)).uuid).toBeNull();
    expect(systemOf(choir).memberUuids).toEqual([a.uuid]);
  });

  it("over budget at warn (the default) it joins with a warning naming the total and the maximum", async () => {
    const a = await world.figure({ name: "Lamb Keeper", system: { startingValue: 70 } });
    const b = await world.figure({ name: "Choir Boy", system: { startingValue: 60 } });
    const choir = await world.choir([a.uuid], "Sunday Best");
    const { uuid, notes } = await drop(choir, b);
    expect(uuid).toBe(b.uuid);
    expect(notes).toEqual([{ level: "warn", message: "Sunday Best is worth $130 at the start, more than the agreed maximum of $125." }]);
    expect(systemOf(choir).memberUuids).toEqual([a.uuid, b.uuid]);
  });

  it("over budget at enforce it is refused with the same warning and the roster is kept", async () => {
    await setLevel("enforce");
    const a = await world.figure({ name: "Lamb Keeper", system: { startingValue: 70 } });
    const b = await world.figure({ name: "Choir Boy", system: { startingValue: 60 } });
    const choir = await world.choir([a.uuid], "Sunday Best");
    const { uuid, notes } = await drop(choir, b);
    expect(uuid).toBeNull();
    expect(notes).toHaveLength(1);
    expect(systemOf(choir).memberUuids).toEqual([a.uuid]);
  });

  it("over budget with the check off it joins silently", async () => {
    await setLevel("off");
    const a = await world.figure({ name: "Lamb Keeper", system: { startingValue: 200 } });
    const choir = await world.choir([]);
    expect(await drop(choir, a)).toEqual({ uuid: a.uuid, notes: [] });
  });

  it("a player cannot add a figure to a choir they do not own: the update is refused and the roster kept", async () => {
    const a = await world.figure({ name: "Lamb Keeper", system: { startingValue: 10 } });
    const choir = await world.choir([], "The GM's Choir");
    setCurrentUser(createUser("Mallory"));
    // The server refuses the roster write: core shows its error and the promise rejects.
    await expect(drop(choir, a)).rejects.toThrow(/^User Mallory lacks permission to update Actor/);
    expect(systemOf(choir).memberUuids).toEqual([]);
  });
});
