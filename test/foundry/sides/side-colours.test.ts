import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ringBackground, SIDE_PALETTE } from "../../../src/data/side-colours";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import { createActorPack, type StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { dropOnCanvas } from "../../foundry-stand-in/parts/canvas";
import { createUser, OWNERSHIP, setCurrentUser, setWorldPermission, USER_ROLES, type StandInDocumentData, type StandInUser } from "../../foundry-stand-in/parts/documents";
import { createGridScene, placeToken, type StandInScene, type StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { bootWorld, type DocumentsWorld } from "../angry-miniatures/documents/setup";

const sources = (pack: string) =>
  fs
    .readdirSync(`packs/_source/${pack}`)
    .map((f) => JSON.parse(fs.readFileSync(path.join(`packs/_source/${pack}`, f), "utf8")) as StandInDocumentData & { _id: string; name: string });

const TEAMS = "shelf-wars.angry-miniatures-teams";
const FIGURES = "shelf-wars.angry-miniatures-figures";
const BRIDGE_WATCH = "amt192f970e179fb";
const BRIDGE_WATCH_GOLD = "#c9a227";

interface WorldActor {
  id: string;
  type: string;
  name: string;
  prototypeToken: { disposition?: number; ring?: { enabled?: boolean; colors?: { ring?: string; background?: string } } };
  system: { color?: string; _source?: { members?: string[] } };
}

const worldActors = () => (globalThis as unknown as { game: { actors: { contents: WorldActor[] } } }).game.actors.contents;
const look = (token: StandInSceneToken) => ({ disposition: token.disposition, enabled: token.ring.enabled, ring: token.ring.colors.ring, background: token.ring.colors.background });
const dressed = (colour: string, disposition: number) => ({ disposition, enabled: true, ring: colour, background: ringBackground(colour) });

function viewScene(scene: StandInScene, width: number, height: number): void {
  const canvas = (globalThis as unknown as { canvas: Record<string, unknown> }).canvas;
  Object.assign(canvas, { scene, grid: scene.grid, dimensions: { sceneRect: { x: 0, y: 0, width, height } } });
}

describe("side colour on the board (the booted system, stand-in canvas)", () => {
  let world: DocumentsWorld;
  let scene: StandInScene;

  beforeEach(async () => {
    world = await bootWorld();
    scene = createGridScene({ type: 1, size: 100 }, { width: 2000, height: 1400 });
    viewScene(scene, 2000, 1400);
  });
  afterEach(() => removeStandIn());

  it("a GM's drop of a ready team places its figures in the team's gold ring, friendly; their prototypes follow", async () => {
    createActorPack(FIGURES, sources("angry-miniatures-figures"), { locked: true, packageType: "system" });
    createActorPack(TEAMS, sources("angry-miniatures-teams"), { locked: true, packageType: "system" });
    dropOnCanvas({ type: "Actor", uuid: `Compendium.${TEAMS}.Actor.${BRIDGE_WATCH}`, x: 950, y: 650 });
    await vi.waitFor(() => expect(scene.tokens.size).toBe(3));
    expect([...scene.tokens].map(look)).toEqual(Array(3).fill(dressed(BRIDGE_WATCH_GOLD, 1)));
    const figures = worldActors().filter((a) => a.type === "angry-miniatures-figure");
    await vi.waitFor(() => expect(figures.map((f) => f.prototypeToken.ring?.colors?.ring)).toEqual(Array(3).fill(BRIDGE_WATCH_GOLD)));
    expect(figures.every((f) => f.prototypeToken.ring?.enabled === true && f.prototypeToken.disposition === 1)).toBe(true);
  });

  it("new sides take the palette in turn and the first free slot: friendly, then hostile", async () => {
    const first = (await createActor({ name: "Blues", type: "angry-miniatures-team", system: { members: [] } }, { via: "Actor.create" }))!;
    const second = (await createActor({ name: "Reds", type: "knight-fight-force", system: { members: [] } }, { via: "Actor.create" }))!;
    const third = (await createActor({ name: "Greens", type: "angry-miniatures-team", system: { members: [] } }, { via: "Actor.create" }))!;
    const of = (actor: StandInModelActor) => [(actor.system as { color: string }).color, actor.prototypeToken.disposition];
    // Another ruleset's side does not take a slot or colour from a team.
    expect([of(first), of(second), of(third)]).toEqual([
      [SIDE_PALETTE[0], 1],
      [SIDE_PALETTE[0], 1],
      [SIDE_PALETTE[1], -1],
    ]);
    // A side made with its own colour and slot keeps them.
    const own = (await createActor({ name: "Own", type: "precious-moments-choir", system: { members: [], color: "#123456" }, prototypeToken: { disposition: -1 } }, { via: "Actor.create" }))!;
    expect(of(own)).toEqual(["#123456", -1]);
  });

  describe("a GM recolours a side; a figure joins one", () => {
    let team: StandInModelActor;
    let figures: StandInModelActor[];
    let other: StandInScene;

    beforeEach(async () => {
      figures = [await world.figure({ name: "A" }), await world.figure({ name: "B" })];
      const stranger = await world.figure({ name: "Stranger" });
      team = (await createActor({ name: "Blues", type: "angry-miniatures-team", system: { members: figures.map((f) => f.uuid), color: "#3d7cc9" }, prototypeToken: { disposition: 1 } }, { via: "Actor.create" }))!;
      other = createGridScene({ type: 1, size: 100 }, { width: 1000, height: 1000 });
      placeToken(scene, figures[0]!, { i: 1, j: 1 });
      placeToken(scene, figures[1]!, { i: 1, j: 2 });
      placeToken(scene, stranger, { i: 5, j: 5 }, { disposition: 0 });
      placeToken(other, figures[0]!, { i: 2, j: 2 });
    });

    it("every figure token on every scene follows, one token update per scene; the prototypes too; others untouched", async () => {
      const perScene = [vi.spyOn(scene, "updateEmbeddedDocuments"), vi.spyOn(other, "updateEmbeddedDocuments")];
      await team.update({ system: { color: "#2e8b57" } });
      await vi.waitFor(() => expect([...other.tokens].map(look)).toEqual([dressed("#2e8b57", 1)]));
      const onScene = [...scene.tokens];
      expect(onScene.filter((t) => t.actorId !== figures[0]!.id && t.actorId !== figures[1]!.id).map((t) => t.disposition)).toEqual([0]);
      expect(onScene.filter((t) => t.actorId !== null && figures.some((f) => f.id === t.actorId)).map(look)).toEqual([dressed("#2e8b57", 1), dressed("#2e8b57", 1)]);
      expect(perScene.map((spy) => spy.mock.calls.length)).toEqual([1, 1]);
      expect(figures.map((f) => (f.prototypeToken.ring as { colors: { ring: string } }).colors.ring)).toEqual(["#2e8b57", "#2e8b57"]);
      // The same colour again writes nothing.
      await team.update({ system: { color: "#2e8b57" }, name: "Blues again" });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(perScene.map((spy) => spy.mock.calls.length)).toEqual([1, 1]);
    });

    it("a figure that joins the side takes its look on its placed token and its prototype", async () => {
      const joiner = await world.figure({ name: "Joiner" });
      placeToken(scene, joiner, { i: 7, j: 7 }, { disposition: -1 });
      await team.update({ system: { members: [...figures.map((f) => f.uuid), joiner.uuid] } });
      const token = [...scene.tokens].find((t) => t.actorId === joiner.id)!;
      await vi.waitFor(() => expect(look(token)).toEqual(dressed("#3d7cc9", 1)));
      expect(joiner.prototypeToken.disposition).toBe(1);
    });

    it("a GM changing the side's slot (its own token's disposition) turns its figures' tokens", async () => {
      await team.update({ prototypeToken: { disposition: -1 } });
      await vi.waitFor(() => expect([...other.tokens].map(look)).toEqual([dressed("#3d7cc9", -1)]));
    });
  });
});

describe("side colour: what a hostile player tries (the booted system, a GM online)", () => {
  let world: DocumentsWorld;
  let scene: StandInScene;
  let player: StandInUser;
  let mine: StandInModelActor;
  let theirs: StandInModelActor;
  let myFigure: StandInModelActor;
  let theirFigure: StandInModelActor;

  beforeEach(async () => {
    world = await bootWorld();
    player = createUser("Piet", { role: USER_ROLES.PLAYER });
    scene = createGridScene({ type: 1, size: 100 }, { width: 2000, height: 1400 });
    viewScene(scene, 2000, 1400);
    myFigure = await world.figure({ name: "Mine", ownership: { [player.id]: OWNERSHIP.OWNER } });
    theirFigure = await world.figure({ name: "Theirs" });
    mine = (await createActor({ name: "Piet's", type: "angry-miniatures-team", system: { members: [myFigure.uuid], color: "#3d7cc9" }, prototypeToken: { disposition: 1 }, ownership: { [player.id]: OWNERSHIP.OWNER } }, { via: "Actor.create" }))!;
    theirs = (await createActor({ name: "GM's", type: "angry-miniatures-team", system: { members: [theirFigure.uuid], color: "#c0392b" }, prototypeToken: { disposition: -1 } }, { via: "Actor.create" }))!;
    placeToken(scene, myFigure, { i: 1, j: 1 }, { disposition: 1 });
    placeToken(scene, theirFigure, { i: 3, j: 3 }, { disposition: -1 });
    await mine.update({ name: "Piet's side" });
  });
  afterEach(() => removeStandIn());

  const tokenOf = (actor: StandInModelActor) => [...scene.tokens].find((t) => t.actorId === actor.id)!;

  it("cannot recolour the other side: its client refuses (the server would too: the side is not theirs) and no token changes", async () => {
    setCurrentUser(player);
    expect(await theirs.update({ system: { color: "#3d7cc9" } })).toBeUndefined();
    expect((theirs.system as { color: string }).color).toBe("#c0392b");
    await expect(scene.updateEmbeddedDocuments("Token", [{ _id: tokenOf(theirFigure).id, ring: { enabled: true, colors: { ring: "#3d7cc9" } } }])).rejects.toThrow(/lacks permission/);
    expect(tokenOf(theirFigure).ring.enabled).toBe(false);
  });

  it("writing its own side's colour is refused on its client; a client that skips that check still repaints nothing", async () => {
    setCurrentUser(player);
    expect(await mine.update({ system: { color: "#c0392b" } })).toBeUndefined();
    expect((mine.system as { color: string }).color).toBe("#3d7cc9");
    expect(world.standIn.notifications.at(-1)).toEqual({ level: "warn", message: world.standIn.i18n.localize("SHELFWARS.SideColour.GmOnly") });
    // A hostile client writes it anyway (its own _preUpdate skipped): the GM's client sees the change with the player's id.
    setCurrentUser(world.gm);
    const hooks = (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): void } }).Hooks;
    const painted = vi.spyOn(scene, "updateEmbeddedDocuments");
    hooks.callAll("updateActor", mine, { system: { color: "#c0392b" } }, {}, player.id);
    hooks.callAll("updateActor", mine, { prototypeToken: { disposition: -1 } }, {}, player.id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(painted).not.toHaveBeenCalled();
    expect([tokenOf(myFigure).ring.enabled, tokenOf(theirFigure).ring.enabled]).toEqual([false, false]);
    // The same change by a GM repaints.
    hooks.callAll("updateActor", mine, { system: { color: "#3d7cc9" } }, {}, world.gm.id);
    await vi.waitFor(() => expect(tokenOf(myFigure).ring.enabled).toBe(true));
  });

  it("adding the other side's figure to its own roster does not paint that figure's token; its own new figure is painted", async () => {
    const another = await world.figure({ name: "Also mine", ownership: { [player.id]: OWNERSHIP.OWNER } });
    placeToken(scene, another, { i: 5, j: 5 }, { disposition: -1 });
    setCurrentUser(player);
    await mine.update({ system: { members: [myFigure.uuid, another.uuid, theirFigure.uuid] } });
    await vi.waitFor(() => expect(look(tokenOf(another))).toEqual(dressed("#3d7cc9", 1)));
    expect(look(tokenOf(theirFigure))).toEqual({ disposition: -1, enabled: false, ring: null, background: null });
    expect(theirFigure.prototypeToken.ring).toBeUndefined();
  });

  it("a token a player places of their own figure without the look is dressed by the GM's client", async () => {
    setWorldPermission("TOKEN_CREATE", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);
    setCurrentUser(player);
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ actorId: myFigure.id, actorLink: true, x: 500, y: 500, disposition: -1 }])) as StandInSceneToken[];
    await vi.waitFor(() => expect(look(token!)).toEqual(dressed("#3d7cc9", 1)));
    expect(token!.updates.at(-1)?.userId).toBe(world.gm.id);
  });
});
