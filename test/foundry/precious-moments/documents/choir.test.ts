import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import { forgetDocument } from "../../../foundry-stand-in/parts/documents";
import type { RosterDropWorld } from "../../../../src/foundry/sides/roster-drop";
import type { PmChoirModel } from "../../../../src/foundry/precious-moments/documents/choir-model";
import { bootPmWorld, type PmWorld } from "./setup";

describe("Precious Moments choirs: members by drop, totals and the budget", () => {
  let world: PmWorld;
  beforeEach(async () => {
    world = await bootPmWorld();
  });
  afterEach(() => removeStandIn());

  const choirOf = (actor: { system: unknown }) => actor.system as unknown as PmChoirModel;

  function fakeWorld(imported: { uuid: string } | null): RosterDropWorld & { notes: string[]; importFromCompendium: ReturnType<typeof vi.fn> } {
    const notes: string[] = [];
    return {
      notes,
      importFromCompendium: vi.fn(async () => imported),
      notify: (_level, message) => void notes.push(message),
      localize: (key, data) => (data ? game.i18n!.format(key, data) : game.i18n!.localize(key)),
    };
  }

  it("totals starting Value and the current Value of figures still in play; a deleted member shows as missing", async () => {
    const a = await world.figure({ name: "Lamb Keeper", system: { startingValue: 30 } });
    const b = await world.figure({ name: "Choir Boy", system: { startingValue: 25 } });
    const c = await world.figure({ name: "Little Nurse", system: { startingValue: 40 } });
    await b.update({ "system.value": 10 });
    await c.update({ "system.value": 0 });
    const choir = await world.choir([a.uuid, b.uuid, c.uuid, "Actor.goneGoneGone0001"]);
    const rows = choirOf(choir).memberFigures;
    expect(rows.map((r) => [r.name, r.startingValue, r.value, r.inHeaven, r.missing])).toEqual([
      ["Lamb Keeper", 30, 30, false, false],
      ["Choir Boy", 25, 10, false, false],
      ["Little Nurse", 40, 0, true, false],
      ["Actor.goneGoneGone0001", 0, 0, false, true],
    ]);
    expect(choirOf(choir).totals).toEqual({ figures: 3, inPlay: 2, startingValue: 95, value: 40 });
    forgetDocument(a);
    expect(choirOf(choir).memberFigures[0]?.missing).toBe(true);
  });

  it("judges the total starting Value against the choirBudget setting, warning per the automation level", async () => {
    const { choirBudget } = await import("../../../../src/foundry/precious-moments/documents/choir-members");
    const { budgetForJoining } = await import("../../../../src/foundry/precious-moments/documents/choir-budget");
    const a = await world.figure({ name: "Lamb Keeper", system: { startingValue: 70 } });
    const b = await world.figure({ name: "Choir Boy", system: { startingValue: 60 } });
    const roster = choirOf(await world.choir([a.uuid])).memberFigures;
    const newcomer = choirOf(await world.choir([b.uuid])).memberFigures[0]!;
    expect(budgetForJoining(roster, newcomer, "Sunday Best")).toMatchObject({ level: "warn", verdict: "warn", result: { ok: false, total: 130, budget: 125 } });
    await game.settings!.set("shelf-wars" as never, "precious-moments.choirBudget" as never, 150 as never);
    expect(budgetForJoining(roster, newcomer, "Sunday Best")).toMatchObject({ verdict: "allow", result: { ok: true, total: 130, budget: 150 } });
    await game.settings!.set("shelf-wars" as never, "precious-moments.choirBudget" as never, 100 as never);
    await game.settings!.set("shelf-wars" as never, "precious-moments.automation.choirBudget" as never, "enforce" as never);
    expect(budgetForJoining(roster, newcomer, "Sunday Best").verdict).toBe("refuse");
    await game.settings!.set("shelf-wars" as never, "precious-moments.automation.choirBudget" as never, "off" as never);
    expect(budgetForJoining(roster, newcomer, "Sunday Best").verdict).toBe("allow");
    expect(choirBudget([...roster, newcomer], 125, "warn", "Sunday Best").result.warning?.data).toEqual({ choir: "Sunday Best", total: 130, budget: 125 });
  });

  it("a figure dropped from a compendium onto a world choir is imported first; a choir inside a pack keeps the compendium uuid", async () => {
    const { choirMemberUuidForDrop } = await import("../../../../src/foundry/precious-moments/documents/choir-drop");
    const dropped = { type: "precious-moments-figure", uuid: "Compendium.shelf-wars.precious-moments-figures.Actor.abc", name: "Lamb Keeper", pack: "shelf-wars.precious-moments-figures", id: "abc" };
    const live = fakeWorld({ uuid: "Actor.imported00000001" });
    expect(await choirMemberUuidForDrop(dropped, live)).toBe("Actor.imported00000001");
    expect(live.importFromCompendium).toHaveBeenCalledWith("shelf-wars.precious-moments-figures", "abc");
    expect(live.notes).toEqual(["Lamb Keeper was imported from its compendium into the world and joined the choir."]);
    const inPack = fakeWorld(null);
    expect(await choirMemberUuidForDrop(dropped, inPack, true)).toBe(dropped.uuid);
    expect(inPack.importFromCompendium).not.toHaveBeenCalled();
    const refused = fakeWorld(null);
    expect(await choirMemberUuidForDrop(dropped, refused)).toBeNull();
    expect(refused.notes).toEqual(["Lamb Keeper could not be imported from its compendium, so it did not join the choir."]);
    const other = fakeWorld(null);
    expect(await choirMemberUuidForDrop({ ...dropped, type: "angry-miniatures-figure", pack: null }, other)).toBeNull();
    expect(other.notes).toEqual(["Only Precious Moments figures can sing in a choir."]);
  });
});
