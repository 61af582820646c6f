import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AmFigureModel } from "../../../../src/foundry/angry-miniatures/documents/figure-model";
import { FIGURE_MIGRATIONS, migrateFigureData } from "../../../../src/foundry/angry-miniatures/documents/figure-migration";
import { migrateWorld } from "../../../../src/foundry/migration/runner";
import { removeStandIn } from "../../../foundry-stand-in";
import { createActorPack, loadFailures, loadWorldActor, type StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { createUser, setCurrentUser } from "../../../foundry-stand-in/parts/documents";
import { bootWorld, type DocumentsWorld } from "./setup";

vi.mock("../../../../src/foundry/angry-miniatures/play/attack-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../../src/foundry/angry-miniatures/play/attack-dialog")>()),
  openAttackDialog: vi.fn(),
}));

/** A figure as the first Shelf Wars data stored it: one attack type, Health a bare number, old trait ids. */
function oldShape(id: string, name: string) {
  return {
    _id: id,
    name,
    type: "angry-miniatures-figure",
    system: { mind: 4, body: 3, spirit: 2, attackType: "range", perk: "hovering", flaw: "eye-patched", crit: "dual-wield", presentation: "female", health: 3, critTrigger: [], notes: "" },
  };
}

/** The same figure in today's shape. */
const CURRENT_SHAPE = { mind: 4, body: 3, spirit: 2, attackTypes: ["range"], perk: "winged", flaw: "one-eye", crit: "dual-wielding", presentation: "female", health: { value: 3 }, critTrigger: [], notes: "" };

const schemaVersion = () => game.settings?.get("shelf-wars" as never, "schemaVersion" as never) as unknown as number;
const systemOf = (actor: StandInModelActor) => actor.system as unknown as AmFigureModel;

describe("Angry Miniatures stored-data migration", () => {
  let world: DocumentsWorld;
  beforeEach(async () => {
    world = await bootWorld();
  });
  afterEach(() => removeStandIn());

  it("migrateData fixes the old shape as the figure loads, without touching the database record", () => {
    const actor = loadWorldActor(oldShape("old00000000000001", "Archer"));
    expect(loadFailures).toEqual([]);
    if (!actor) throw new Error("not loaded");
    expect(actor._source.system).toEqual(CURRENT_SHAPE);
    expect(systemOf(actor).violation).toBeNull();
    expect(systemOf(actor).derived).toMatchObject({ range: 6, distance: 5 });
    expect(actor.stored.system).toEqual(oldShape("", "").system);
  });

  it("leaves current data and what it does not recognise alone", () => {
    const current = structuredClone(CURRENT_SHAPE);
    expect(migrateFigureData(current)).toBe(false);
    expect(current).toEqual(CURRENT_SHAPE);
    const odd = { perk: "laser-eyes", attackType: 7, attackTypes: ["magic"] };
    expect(migrateFigureData(odd)).toBe(true);
    expect(odd).toEqual({ perk: "laser-eyes", attackTypes: ["magic"] });
    expect(FIGURE_MIGRATIONS[0]?.migrateActor({ type: "angry-miniatures-team", system: { members: [] } })).toBeNull();
  });

  it("a change only made in memory is not persisted by an ordinary (differenced) update", async () => {
    const actor = loadWorldActor(oldShape("old00000000000002", "Archer"));
    if (!actor) throw new Error("not loaded");
    await actor.update({ system: structuredClone(actor._source.system) });
    expect(actor.stored.system).toEqual(oldShape("", "").system);
    await actor.update({ system: structuredClone(actor._source.system) }, { diff: false, recursive: false });
    expect(actor.stored.system).toEqual(CURRENT_SHAPE);
  });

  it("at ready, the active GM rewrites world actors and unlocked packs in the current shape, once, and records the version", async () => {
    const archer = loadWorldActor(oldShape("old00000000000003", "Archer"));
    const scout = loadWorldActor({ ...oldShape("old00000000000004", "Scout"), system: { ...CURRENT_SHAPE, perk: "laser-eyes" } });
    const open = createActorPack("world.old-figures", [oldShape("old00000000000005", "Packed")]);
    const locked = createActorPack("shelf-wars.angry-miniatures-figures", [oldShape("old00000000000006", "Locked")], { locked: true, packageType: "system" });
    if (!archer || !scout) throw new Error("not loaded");
    expect(schemaVersion()).toBe(0);

    world.standIn.hooks.callAll("ready");
    await vi.waitFor(() => expect(schemaVersion()).toBe(1));

    expect(archer.stored.system).toEqual(CURRENT_SHAPE);
    expect(open.contents[0]?.stored.system).toEqual(CURRENT_SHAPE);
    expect(locked.contents[0]?.stored.system).toEqual(oldShape("", "").system);
    // A figure still breaking a rule is written back as it is, unknown perk and all.
    expect(scout.stored.system).toEqual({ ...CURRENT_SHAPE, perk: "laser-eyes" });
    expect(world.standIn.notifications.map((n) => n.level)).toEqual(["info", "info"]);
    expect(world.standIn.notifications[1]?.message).toMatch(/up to date \(version 1\)/);

    // Loaded again from its database record, the figure needs no migration at all.
    const reloaded = loadWorldActor({ ...(archer.stored as typeof archer.stored & { _id: string }), _id: "old00000000000013" });
    expect(reloaded?.stored.system).toEqual(CURRENT_SHAPE);

    const updates = archer.updates.length;
    expect(await migrateWorld(FIGURE_MIGRATIONS)).toEqual({ version: 1, ran: [], failed: [] });
    expect(archer.updates.length).toBe(updates);
  });

  it("does nothing on a player's client, and on a GM's client that is not the active GM", async () => {
    const archer = loadWorldActor(oldShape("old00000000000007", "Archer"));
    setCurrentUser(createUser("Player"));
    expect(await migrateWorld(FIGURE_MIGRATIONS)).toEqual({ version: 0, ran: [], failed: [] });
    setCurrentUser(createUser("Second GM", { isGM: true, id: "zzzzzzzzzzzzzzzz" }));
    expect(await migrateWorld(FIGURE_MIGRATIONS)).toEqual({ version: 0, ran: [], failed: [] });
    expect(archer?.stored.system).toEqual(oldShape("", "").system);
    expect(archer?.updates).toEqual([]);
  });

  it("keeps the version when a document cannot be updated, names it, and tries again next time", async () => {
    const archer = loadWorldActor(oldShape("old00000000000008", "Archer"));
    const stuck = loadWorldActor(oldShape("old00000000000009", "Stuck"));
    if (!archer || !stuck) throw new Error("not loaded");
    const update = stuck.update.bind(stuck);
    stuck.update = async () => {
      throw new Error("the server is gone");
    };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await migrateWorld(FIGURE_MIGRATIONS)).toEqual({ version: 0, ran: [], failed: ["Stuck"] });
    expect(schemaVersion()).toBe(0);
    expect(world.standIn.notifications.at(-1)).toEqual({ level: "error", message: expect.stringMatching(/could not update Stuck to data version 1/) });
    stuck.update = update;
    expect(await migrateWorld(FIGURE_MIGRATIONS)).toEqual({ version: 1, ran: [1], failed: [] });
    expect(stuck.stored.system).toEqual(CURRENT_SHAPE);
  });

  it("registers the version as a hidden world setting", () => {
    const data = world.standIn.settings.settings.get("shelf-wars.schemaVersion");
    expect(data).toMatchObject({ scope: "world", config: false, type: Number, default: 0 });
  });
});
