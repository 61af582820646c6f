import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import { createActorPack, type StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInActorSheetV2 } from "../../foundry-stand-in/parts/applications";
import { createUser, OWNERSHIP, setCurrentUser, USER_ROLES, type StandInUser } from "../../foundry-stand-in/parts/documents";
import type { AmTeamModel } from "../../../src/foundry/angry-miniatures/documents/team-model";
import { bootWorld, packFigures, type DocumentsWorld } from "../angry-miniatures/documents/setup";

/**
 * A compendium figure dropped on a side's roster (here a team sheet; choirs and forces share the
 * roster drop) is imported first, which creates a world actor: core's ACTOR_CREATE permission,
 * Assistant and up by default. A user without it gets the roster's own message, not the server's
 * error, and nothing is lost.
 */
describe("the roster drop of a compendium figure, as a Player and as an Assistant", () => {
  let world: DocumentsWorld;
  let AmTeamSheet: new (options: never) => object;
  let packed: StandInModelActor;
  const members = (team: StandInModelActor) => (team.system as unknown as AmTeamModel).memberUuids;
  const importRefused = (name: string) => `${name} could not be imported from its compendium, so it did not join the team.`;

  beforeEach(async () => {
    world = await bootWorld();
    ({ AmTeamSheet } = await import("../../../src/foundry/angry-miniatures/sheets/team-sheet"));
    const record = packFigures()[0]!;
    packed = createActorPack("shelf-wars.angry-miniatures-figures", [{ ...record, _id: record._id }], { locked: true, packageType: "system" }).contents[0]!;
  });
  afterEach(() => removeStandIn());

  /** The GM makes a team for `owner`; then `owner` opens its sheet and drops the compendium figure. */
  async function dropAs(owner: StandInUser): Promise<{ team: StandInModelActor; dropped: Promise<unknown> }> {
    const team = (await createActor({ name: "Team", type: "angry-miniatures-team", system: { members: [] }, ownership: { [owner.id]: OWNERSHIP.OWNER } }, { via: "Actor.create" }))!;
    setCurrentUser(owner);
    const sheet = new AmTeamSheet({ document: team } as never) as unknown as StandInActorSheetV2;
    await sheet.render(true);
    return { team, dropped: sheet.drop({ type: "Actor", uuid: packed.uuid }) };
  }
  const imports = () => game.actors!.contents.filter((a) => a.name === packed.name);

  it("a Player (no ACTOR_CREATE) gets the team's own message; nothing is imported, the roster is kept, the server is not asked", async () => {
    const { team, dropped } = await dropAs(createUser("Piet", { role: USER_ROLES.PLAYER }));
    await expect(dropped).resolves.toBeNull();
    expect(members(team)).toEqual([]);
    expect(imports()).toEqual([]);
    expect(world.standIn.notifications).toEqual([{ level: "warn", message: importRefused(packed.name) }]);
  });

  it("a Player whose client believes it may import (its permissions changed a moment ago) meets the server's refusal: core shows it, then the team's own message", async () => {
    const player = createUser("Piet", { role: USER_ROLES.PLAYER });
    // The client's check says yes once; the server's own check (the stand-in's) says no.
    vi.spyOn(player, "can").mockReturnValueOnce(true);
    const { team, dropped } = await dropAs(player);
    await expect(dropped).resolves.toBeNull();
    expect(members(team)).toEqual([]);
    expect(imports()).toEqual([]);
    expect(world.standIn.notifications).toEqual([
      { level: "error", message: expect.stringMatching(/^User Piet lacks permission to create Actor/) },
      { level: "warn", message: importRefused(packed.name) },
    ]);
  });

  it("an Assistant (ACTOR_CREATE by default) imports the figure and the team stores the world copy", async () => {
    const { team, dropped } = await dropAs(createUser("Asha", { role: USER_ROLES.ASSISTANT }));
    await expect(dropped).resolves.not.toBeNull();
    const [copy] = imports();
    expect(members(team)).toEqual([copy!.uuid]);
    expect(world.standIn.notifications).toEqual([{ level: "info", message: `${packed.name} was imported from its compendium into the world and joined the team.` }]);
  });
});
