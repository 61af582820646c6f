import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIDE_DROP_KEYS } from "../../../src/foundry/sides/side-drop";
import { createActor, removeStandIn, type StandIn } from "../../foundry-stand-in";
import { createActorPack } from "../../foundry-stand-in/parts/data-models";
import { dropOnCanvas } from "../../foundry-stand-in/parts/canvas";
import { createUser, OWNERSHIP, setCurrentUser, setWorldPermission, USER_ROLES, type StandInDocumentData, type StandInUser } from "../../foundry-stand-in/parts/documents";
import { createGridScene, type StandInScene } from "../../foundry-stand-in/parts/scenes";
import { bootWorld } from "../angry-miniatures/documents/setup";

const sources = (pack: string) =>
  fs
    .readdirSync(`packs/_source/${pack}`)
    .map((f) => JSON.parse(fs.readFileSync(path.join(`packs/_source/${pack}`, f), "utf8")) as StandInDocumentData & { _id: string; name: string });

const FIGURES = "shelf-wars.angry-miniatures-figures";
const TEAMS = "shelf-wars.angry-miniatures-teams";
const BRIDGE_WATCH = "amt192f970e179fb";

interface WorldActor {
  id: string;
  type: string;
  name: string;
  system: { _source?: { members?: string[] } };
}

describe("a GM drops a ready team from its compendium onto the scene (the booted system, stand-in canvas)", () => {
  let standIn: StandIn;
  let scene: StandInScene;
  const actors = () => (globalThis as unknown as { game: { actors: { contents: WorldActor[] } } }).game.actors.contents;

  beforeEach(async () => {
    ({ standIn } = await bootWorld());
    createActorPack(FIGURES, sources("angry-miniatures-figures"), { locked: true, packageType: "system" });
    createActorPack(TEAMS, sources("angry-miniatures-teams"), { locked: true, packageType: "system" });
    scene = createGridScene({ type: 1, size: 100 }, { width: 2000, height: 1400 });
    const canvas = (globalThis as unknown as { canvas: Record<string, unknown> }).canvas;
    Object.assign(canvas, { scene, grid: scene.grid, dimensions: { sceneRect: { x: 0, y: 0, width: 2000, height: 1400 } } });
  });
  afterEach(() => removeStandIn());

  it("imports the team and its three figures, names the imports on the roster and sets three tokens around the drop", async () => {
    dropOnCanvas({ type: "Actor", uuid: `Compendium.${TEAMS}.Actor.${BRIDGE_WATCH}`, x: 950, y: 650 });
    await vi.waitFor(() => expect(scene.tokens.size).toBe(3));

    const team = actors().find((a) => a.type === "angry-miniatures-team");
    const figures = actors().filter((a) => a.type === "angry-miniatures-figure");
    expect(team?.name).toBe("The Hearthguard Bridge Watch");
    expect(figures).toHaveLength(3);
    expect(team?.system._source?.members).toEqual(figures.map((f) => `Actor.${f.id}`));
    const tokens = [...scene.tokens];
    expect(tokens.map((t) => t.actorId).sort()).toEqual(figures.map((f) => f.id).sort());
    expect(new Set(tokens.map((t) => `${t.x},${t.y}`)).size).toBe(3);
    // Within the drop's square and the eight around it; each token keeps its prototype (friendly, linked).
    expect(tokens.every((t) => Math.abs(t.x - 900) <= 100 && Math.abs(t.y - 600) <= 100)).toBe(true);
    expect(tokens.every((t) => t.disposition === 1 && t._source.actorLink === true)).toBe(true);
    expect(standIn.notifications.at(-1)).toEqual({ level: "info", message: expect.stringContaining("The Hearthguard Bridge Watch: 3 of its figures") });
  });

  it("dropping the imported team again places nobody twice", async () => {
    dropOnCanvas({ type: "Actor", uuid: `Compendium.${TEAMS}.Actor.${BRIDGE_WATCH}`, x: 950, y: 650 });
    await vi.waitFor(() => expect(scene.tokens.size).toBe(3));
    const team = actors().find((a) => a.type === "angry-miniatures-team");
    dropOnCanvas({ type: "Actor", uuid: `Actor.${team?.id ?? ""}`, x: 150, y: 150 });
    await vi.waitFor(() => expect(standIn.notifications.at(-1)?.message).toContain(standIn.i18n.format(SIDE_DROP_KEYS.nothingToPlace, { side: "The Hearthguard Bridge Watch" })));
    expect(scene.tokens.size).toBe(3);
  });

  it("a player dropping the compendium team gets a refusal and nothing is imported or placed", async () => {
    setCurrentUser(createUser("Player"));
    const refusal = async (key: string) => {
      const before = standIn.notifications.length;
      dropOnCanvas({ type: "Actor", uuid: `Compendium.${TEAMS}.Actor.${BRIDGE_WATCH}`, x: 950, y: 650 });
      await vi.waitFor(() => expect(standIn.notifications.length).toBe(before + 1));
      expect(standIn.notifications.at(-1)).toEqual({ level: "warn", message: standIn.i18n.format(key, { side: "The Hearthguard Bridge Watch" }) });
    };
    // A Player may not create tokens (TOKEN_CREATE is Assistant and up by default) ...
    await refusal(SIDE_DROP_KEYS.tokensNotAllowed);
    // ... and with it, still may not take a side straight from a compendium.
    setWorldPermission("TOKEN_CREATE", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);
    await refusal(SIDE_DROP_KEYS.compendiumGmOnly);
    expect([actors().length, scene.tokens.size]).toEqual([0, 0]);
  });
});

describe("a Player or an Assistant drops a world team they own (core's ACTOR_CREATE and TOKEN_CREATE, the booted system)", () => {
  let standIn: StandIn;
  let scene: StandInScene;
  let world: Awaited<ReturnType<typeof bootWorld>>;
  let packed: { uuid: string; name: string };
  const failed = () => standIn.notifications.filter((n) => n.message.startsWith("Placing the side failed"));

  beforeEach(async () => {
    world = await bootWorld();
    ({ standIn } = world);
    packed = createActorPack(FIGURES, sources("angry-miniatures-figures").slice(0, 1), { locked: true, packageType: "system" }).contents[0]!;
    scene = createGridScene({ type: 1, size: 100 }, { width: 2000, height: 1400 });
    const canvas = (globalThis as unknown as { canvas: Record<string, unknown> }).canvas;
    Object.assign(canvas, { scene, grid: scene.grid, dimensions: { sceneRect: { x: 0, y: 0, width: 2000, height: 1400 } } });
  });
  afterEach(() => removeStandIn());

  /** The GM makes `owner` a team of one world figure of theirs and, if told, one compendium figure. */
  async function teamOf(owner: StandInUser, withCompendiumFigure: boolean) {
    const mine = await world.figure({ name: "Mine", ownership: { [owner.id]: OWNERSHIP.OWNER } });
    const roster = withCompendiumFigure ? [mine.uuid, packed.uuid] : [mine.uuid];
    const team = (await createActor({ name: "Reds", type: "angry-miniatures-team", system: { members: roster }, ownership: { [owner.id]: OWNERSHIP.OWNER } }, { via: "Actor.create" }))!;
    return { team, roster, rosterNow: () => structuredClone((team._source.system as { members: string[] }).members) };
  }

  async function drop(as: StandInUser, team: { uuid: string }): Promise<void> {
    setCurrentUser(as);
    const before = standIn.notifications.length;
    dropOnCanvas({ type: "Actor", uuid: team.uuid, x: 950, y: 650 });
    await vi.waitFor(() => expect(standIn.notifications.slice(before).some((n) => n.level !== "error")).toBe(true));
  }
  const say = (key: string, data: Record<string, string> = {}) => standIn.i18n.format(key, { side: "Reds", ...data });

  it("a Player (no TOKEN_CREATE) is told they may not create tokens: nothing imported, placed or written, no server error", async () => {
    const player = createUser("Piet", { role: USER_ROLES.PLAYER });
    const { team, roster, rosterNow } = await teamOf(player, true);
    await drop(player, team);
    expect(standIn.notifications).toEqual([{ level: "warn", message: say(SIDE_DROP_KEYS.tokensNotAllowed) }]);
    expect([scene.tokens.size, rosterNow()]).toEqual([0, roster]);
  });

  it("a Player with TOKEN_CREATE but no ACTOR_CREATE places their world figure; the compendium one gets the team's message and stays on the roster", async () => {
    const player = createUser("Piet", { role: USER_ROLES.PLAYER });
    setWorldPermission("TOKEN_CREATE", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);
    const { team, roster, rosterNow } = await teamOf(player, true);
    await drop(player, team);
    await vi.waitFor(() => expect(standIn.notifications.at(-1)?.level).toBe("info"));
    expect(standIn.notifications).toEqual([
      { level: "warn", message: `${packed.name} could not be imported from its compendium, so it did not join the team.` },
      { level: "info", message: say(SIDE_DROP_KEYS.placed, { count: "1" }) },
    ]);
    expect([scene.tokens.size, rosterNow()]).toEqual([1, roster]);
  });

  it("a Player whose client believes it may create tokens meets the server's refusal: core shows it, then the drop's own message; nothing else fails", async () => {
    const player = createUser("Piet", { role: USER_ROLES.PLAYER });
    const { team, roster, rosterNow } = await teamOf(player, false);
    // The client's check says yes once (its permissions changed a moment ago); the server's says no.
    vi.spyOn(player, "can").mockReturnValueOnce(true);
    await drop(player, team);
    expect(standIn.notifications).toEqual([
      { level: "error", message: expect.stringMatching(/^User Piet lacks permission to create Token \[\w+\] in parent Scene/) },
      { level: "warn", message: say(SIDE_DROP_KEYS.tokensRefused, { count: "1" }) },
    ]);
    expect(failed()).toEqual([]);
    expect([scene.tokens.size, rosterNow()]).toEqual([0, roster]);
  });

  it("an Assistant imports the compendium figure, names it on the roster and places both", async () => {
    const assistant = createUser("Asha", { role: USER_ROLES.ASSISTANT });
    const { team, roster, rosterNow } = await teamOf(assistant, true);
    await drop(assistant, team);
    const copy = (globalThis as unknown as { game: { actors: { contents: WorldActor[] } } }).game.actors.contents.find((a) => a.name === packed.name)!;
    expect(rosterNow()).toEqual([roster[0], `Actor.${copy.id}`]);
    expect(scene.tokens.size).toBe(2);
    expect(standIn.notifications).toEqual([{ level: "info", message: say(SIDE_DROP_KEYS.placed, { count: "2" }) }]);
  });
});

describe("a GM drops a ready Knight Fight force from its compendium onto the 7 x 5 board", () => {
  let scene: StandInScene;
  const KF_PACK = "shelf-wars.knight-fight-figures";
  const KNIGHTS = "kfa24e3ad595c332";

  beforeEach(async () => {
    await bootWorld();
    createActorPack(KF_PACK, sources("knight-fight-figures"), { locked: true, packageType: "system" });
    const board = JSON.parse(fs.readFileSync("packs/_source/shelf-wars-scenes/knight-fight-board.json", "utf8")) as { width: number; height: number; grid: { type: number; size: number } };
    scene = createGridScene(board.grid, { width: board.width, height: board.height });
    const canvas = (globalThis as unknown as { canvas: Record<string, unknown> }).canvas;
    Object.assign(canvas, { scene, grid: scene.grid, dimensions: { sceneRect: { x: 0, y: 0, width: board.width, height: board.height } } });
  });
  afterEach(() => removeStandIn());

  it("the force's own import brings its three figures; three tokens on whole hexes next to the drop", async () => {
    const grid = scene.grid;
    const drop = grid.getCenterPoint({ i: 2, j: 0 });
    dropOnCanvas({ type: "Actor", uuid: `Compendium.${KF_PACK}.Actor.${KNIGHTS}`, x: drop.x, y: drop.y });
    await vi.waitFor(() => expect(scene.tokens.size).toBe(3));
    const actors = (globalThis as unknown as { game: { actors: { contents: WorldActor[] } } }).game.actors.contents;
    const force = actors.find((a) => a.type === "knight-fight-force");
    const figures = actors.filter((a) => a.type === "knight-fight-figure");
    expect(figures).toHaveLength(3);
    expect(force?.system._source?.members).toEqual(figures.map((f) => `Actor.${f.id}`));
    const hexes = [...scene.tokens].map((t) => grid.getOffset({ x: t.x + grid.sizeX / 2, y: t.y + grid.sizeY / 2 }));
    expect(hexes).toContainEqual({ i: 2, j: 0 });
    // A HEXEVENR board: even rows hold j 0..6, odd rows j 1..7 (their j 0 is a half hex off the board).
    expect(hexes.filter((h) => !(h.i >= 0 && h.i < 5 && h.j >= h.i % 2 && h.j < 7 + (h.i % 2)))).toEqual([]);
  });
});
