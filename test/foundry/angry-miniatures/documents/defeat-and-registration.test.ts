import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import { createUser, setCurrentUser } from "../../../foundry-stand-in/parts/documents";
import { registeredSheets, type StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { bootWorld, type DocumentsWorld } from "./setup";

vi.mock("../../../../src/foundry/angry-miniatures/play/attack-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../../src/foundry/angry-miniatures/play/attack-dialog")>()),
  openAttackDialog: vi.fn(),
}));

/** A combat holding one combatant for the actor, recording embedded updates (Combat#updateEmbeddedDocuments). */
function combatWith(actor: StandInModelActor) {
  const combatant = { id: "c1", actor, defeated: false };
  const combat = {
    combatants: { contents: [combatant] },
    updates: [] as unknown[],
    async updateEmbeddedDocuments(_name: string, updates: { _id: string; defeated: boolean }[]) {
      this.updates.push(...updates);
      for (const u of updates) if (u._id === combatant.id) combatant.defeated = u.defeated;
    },
  };
  return { combat, combatant };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("Angry Miniatures figures: defeat", () => {
  let world: DocumentsWorld;
  beforeEach(async () => {
    world = await bootWorld();
  });
  afterEach(() => removeStandIn());

  it("marks the figure defeated at 0 Health on the active GM's client, and clears it when healed", async () => {
    const actor = await world.figure();
    const { combat, combatant } = combatWith(actor);
    (globalThis as unknown as { game: { combats: unknown[] } }).game.combats = [combat];
    await actor.update({ "system.health.value": 0 });
    await settle();
    expect(actor.statuses.has("dead")).toBe(true);
    expect(combatant.defeated).toBe(true);
    await actor.update({ "system.health.value": 2 });
    await settle();
    expect(actor.statuses.has("dead")).toBe(false);
    expect(combatant.defeated).toBe(false);
  });

  // updateActor runs on every connected client: the player's own write reaches the GM's client,
  // which marks the figure (once, as the GM); the player's client leaves it alone.
  it("marks a figure a player brought to 0 Health on the active GM's client, once", async () => {
    const actor = await world.figure({ ownership: { default: 3 } });
    setCurrentUser(createUser("Player"));
    const { combat, combatant } = combatWith(actor);
    const writers: string[] = [];
    const record = combat.updateEmbeddedDocuments.bind(combat);
    combat.updateEmbeddedDocuments = async (name, updates) => {
      writers.push(game.user!.name ?? "");
      await record(name, updates);
    };
    (globalThis as unknown as { game: { combats: unknown[] } }).game.combats = [combat];
    (world.gm as { active: boolean }).active = true;
    await actor.update({ "system.health.value": 0 });
    await settle();
    expect(actor.statuses.has("dead")).toBe(true);
    expect(combatant.defeated).toBe(true);
    expect(writers).toEqual([world.gm.name]);
  });

  it("does nothing when Health did not change", async () => {
    const actor = await world.figure();
    (globalThis as unknown as { game: { combats: unknown[] } }).game.combats = [];
    await actor.update({ name: "Renamed" });
    await settle();
    expect(actor.statuses.size).toBe(0);
  });
});

describe("Angry Miniatures documents: registration", () => {
  let world: DocumentsWorld;
  beforeEach(async () => {
    world = await bootWorld();
  });
  afterEach(() => removeStandIn());

  it("registers both data models, default sheets and Health as the token bar", async () => {
    const { AmFigureModel } = await import("../../../../src/foundry/angry-miniatures/documents/figure-model");
    const { AmTeamModel } = await import("../../../../src/foundry/angry-miniatures/documents/team-model");
    const config = CONFIG as unknown as { Actor: { dataModels: Record<string, unknown>; trackableAttributes: Record<string, unknown> } };
    expect(config.Actor.dataModels["angry-miniatures-figure"]).toBe(AmFigureModel);
    expect(config.Actor.dataModels["angry-miniatures-team"]).toBe(AmTeamModel);
    expect(config.Actor.trackableAttributes["angry-miniatures-figure"]).toEqual({ bar: ["health"], value: [] });
    const ours = registeredSheets.filter((s) => s.scope === "shelf-wars" && String(s.options.types).startsWith("angry-miniatures-"));
    expect(ours.map((s) => [s.options.types, s.options.makeDefault])).toEqual([
      [["angry-miniatures-figure"], true],
      [["angry-miniatures-team"], true],
    ]);
  });

  it("registers sheet classes built on the shared Handlebars actor sheet", async () => {
    const { ShelfWarsActorSheet } = await import("../../../../src/foundry/sheets/actor-sheet");
    const { AmFigureSheet } = await import("../../../../src/foundry/angry-miniatures/sheets/figure-sheet");
    const { AmTeamSheet } = await import("../../../../src/foundry/angry-miniatures/sheets/team-sheet");
    const ours = registeredSheets.filter((s) => s.scope === "shelf-wars" && String(s.options.types).startsWith("angry-miniatures-"));
    expect(ours.map((s) => s.sheetClass)).toEqual([AmFigureSheet, AmTeamSheet]);
    for (const { sheetClass } of ours) {
      const prototype = (sheetClass as abstract new () => object).prototype;
      expect(prototype).toBeInstanceOf(ShelfWarsActorSheet);
      expect(prototype).toBeInstanceOf(foundry.applications.sheets.ActorSheetV2);
    }
  });

  it("adds the Angry Miniatures statuses with localised names and core icons, keeping core's", () => {
    // v13: an array; v14: keyed by id (test/foundry-stand-in/v14/status-effects.ts). Object.values reads both.
    const effects = Object.values(CONFIG.statusEffects as unknown as Record<string, { id: string; name: string; img: string }>);
    const ids = effects.map((e) => e.id);
    expect(ids).toContain("dead");
    for (const id of ["prone", "frozen", "burning", "buffed", "activated"]) expect(ids).toContain(`shelf-wars-${id}`);
    for (const effect of effects.filter((e) => e.id.startsWith("shelf-wars-"))) {
      expect(game.i18n?.has(effect.name), effect.name).toBe(true);
      expect(effect.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
    }
  });

  it("preloads the sheet templates and their partial", () => {
    for (const name of ["figure-sheet", "trait-picker", "team-sheet"]) {
      expect(world.standIn.loadedTemplates).toContain(`systems/shelf-wars/templates/angry-miniatures/sheets/${name}.hbs`);
    }
  });
});
