import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, removeStandIn } from "../../../foundry-stand-in";
import { addCompendiumDocument, forgetDocument } from "../../../foundry-stand-in/parts/documents";
import type { RosterDropWorld } from "../../../../src/foundry/sides/roster-drop";
import type { AmTeamModel } from "../../../../src/foundry/angry-miniatures/documents/team-model";
import { bootWorld, LEGAL_SYSTEM, type DocumentsWorld } from "./setup";

describe("Angry Miniatures teams: drops from compendiums and members that are gone", () => {
  let world: DocumentsWorld;
  let drops: typeof import("../../../../src/foundry/angry-miniatures/documents/team-drop");
  beforeEach(async () => {
    world = await bootWorld();
    drops = await import("../../../../src/foundry/angry-miniatures/documents/team-drop");
  });
  afterEach(() => removeStandIn());

  function fakeWorld(imported: { uuid: string } | null): RosterDropWorld & { notes: string[]; importFromCompendium: ReturnType<typeof vi.fn> } {
    const notes: string[] = [];
    return {
      notes,
      importFromCompendium: vi.fn(async () => imported),
      notify: (_level, message) => void notes.push(message),
      localize: (key, data) => (data ? game.i18n!.format(key, data) : game.i18n!.localize(key)),
    };
  }

  it("a figure dropped straight from a compendium is imported into the world first, and the world copy joins", async () => {
    const live = fakeWorld({ uuid: "Actor.imported00000001" });
    const uuid = await drops.memberUuidForDrop({ type: "angry-miniatures-figure", uuid: "Compendium.shelf-wars.figures.Actor.abc", name: "Brakka", pack: "shelf-wars.figures", id: "abc" }, live);
    expect(live.importFromCompendium).toHaveBeenCalledWith("shelf-wars.figures", "abc");
    expect(uuid).toBe("Actor.imported00000001");
    expect(live.notes).toEqual(["Brakka was imported from its compendium into the world and joined the team."]);
  });

  it("a refused import adds nothing and says so; a world figure joins as it is; other actors are refused", async () => {
    const refused = fakeWorld(null);
    expect(await drops.memberUuidForDrop({ type: "angry-miniatures-figure", uuid: "Compendium.p.Actor.x", name: "Brakka", pack: "p", id: "x" }, refused)).toBeNull();
    expect(refused.notes[0]).toContain("could not be imported");
    const plain = fakeWorld(null);
    expect(await drops.memberUuidForDrop({ type: "angry-miniatures-figure", uuid: "Actor.w", name: "W", pack: null, id: "w" }, plain)).toBe("Actor.w");
    expect(plain.importFromCompendium).not.toHaveBeenCalled();
    expect(await drops.memberUuidForDrop({ type: "angry-miniatures-team", uuid: "Actor.t", name: "T", pack: null, id: "t" }, plain)).toBeNull();
    expect(plain.notes).toEqual(["Only Angry Miniatures figures can join a team."]);
  });

  it("a roster entry naming a compendium index entry or a deleted actor shows as missing instead of breaking the sheet", async () => {
    const present = await world.figure({ name: "Present", system: LEGAL_SYSTEM });
    const deleted = await world.figure({ name: "Deleted", system: LEGAL_SYSTEM });
    const inPack = addCompendiumDocument("shelf-wars.angry-miniatures-figures", { name: "Packed", type: "angry-miniatures-figure", system: { ...LEGAL_SYSTEM, health: { value: 5 } } });
    const team = await createActor({ name: "Team", type: "angry-miniatures-team", system: { members: [present.uuid, deleted.uuid, inPack.uuid] } }, { via: "Actor.create" });
    forgetDocument(deleted);
    const members = (team!.system as unknown as AmTeamModel).memberFigures;
    expect(members.map((m) => [m.name, m.missing])).toEqual([
      ["Present", false],
      [deleted.uuid, true],
      ["Packed", true],
    ]);
    expect((team!.system as unknown as AmTeamModel).totals.figures).toBe(1);
  });
});
