import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { placementBoard } from "../../../src/foundry/sides/placement-board";
import { placeSide, SIDE_DROP_KEYS, type FigureActorRef, type SideActorRef, type SideDropWorld } from "../../../src/foundry/sides/side-drop";
import { SideTypeRegistry, type SideTypeEntry } from "../../../src/foundry/sides/side-types";
import { registerSideDrop, type PlaceSide } from "../../../src/foundry/sides/foundry-side-drop";
import { AM_TEAM_SIDE } from "../../../src/foundry/angry-miniatures/documents/team-drop";
import { PM_CHOIR_SIDE } from "../../../src/foundry/precious-moments/documents/choir-drop";
import { KF_FORCE_SIDE } from "../../../src/foundry/knight-fight/documents/force-drop";
import { createActor, installStandIn, removeStandIn } from "../../foundry-stand-in";
import { dropOnCanvas, GRID_TYPES, standInGrid } from "../../foundry-stand-in/parts/canvas";
import { addCompendiumDocument } from "../../foundry-stand-in/parts/documents";

const PACK = "shelf-wars.angry-miniatures-figures";
const TEAMS = "shelf-wars.angry-miniatures-teams";
const compendiumUuid = (pack: string, id: string) => `Compendium.${pack}.Actor.${id}`;

interface TableActor {
  id: string;
  type: string;
  name: string;
  owners: string[];
  members?: string[];
}

/** A world as the side drop sees it: actors, compendium entries, a square scene and a user. */
class Table implements SideDropWorld {
  readonly world = new Map<string, TableActor>();
  readonly compendium = new Map<string, TableActor>();
  readonly tokens: { actorId: string; x: number; y: number }[] = [];
  readonly notes: { level: string; key: string; data: Record<string, string> }[] = [];
  readonly imports: string[] = [];
  #next = 0;
  /** Players here hold TOKEN_CREATE (a GM gave it to them) unless told otherwise. */
  constructor(
    readonly user: { id: string; isGM: boolean },
    readonly mayCreateTokens = true,
  ) {}

  get isGM(): boolean {
    return this.user.isGM;
  }
  addWorld(actor: TableActor): TableActor {
    this.world.set(actor.id, actor);
    return actor;
  }
  addCompendium(pack: string, actor: TableActor): string {
    this.compendium.set(compendiumUuid(pack, actor.id), actor);
    return compendiumUuid(pack, actor.id);
  }
  #import(pack: string, id: string): TableActor | null {
    // Actors#importFromCompendium creates a world actor: a player without that permission is refused.
    const source = this.compendium.get(compendiumUuid(pack, id));
    if (!this.user.isGM || !source) return null;
    this.imports.push(source.name);
    return this.addWorld({ ...source, id: `world${String(this.#next++).padStart(11, "0")}`, owners: [this.user.id] });
  }
  async importFromCompendium(pack: string, id: string) {
    const imported = this.#import(pack, id);
    return imported ? { uuid: `Actor.${imported.id}` } : null;
  }
  async importSide(pack: string, id: string) {
    const imported = this.#import(pack, id);
    return imported ? this.side(imported) : null;
  }
  side(actor: TableActor, pack: string | null = null): SideActorRef {
    return {
      uuid: pack ? compendiumUuid(pack, actor.id) : `Actor.${actor.id}`,
      type: actor.type,
      name: actor.name,
      pack,
      id: actor.id,
      isOwner: this.user.isGM || actor.owners.includes(this.user.id),
      members: [...(actor.members ?? [])],
    };
  }
  compendiumName(uuid: string): string {
    return this.compendium.get(uuid)?.name ?? uuid;
  }
  async figure(uuid: string): Promise<FigureActorRef | null> {
    const actor = this.world.get(uuid.replace(/^Actor\./, ""));
    if (!actor) return null;
    return { uuid, id: actor.id, type: actor.type, name: actor.name, isOwner: this.user.isGM || actor.owners.includes(this.user.id) };
  }
  async setMembers(side: SideActorRef, members: readonly string[]) {
    const actor = this.world.get(side.id);
    if (!actor || !(this.user.isGM || actor.owners.includes(this.user.id))) return false;
    actor.members = [...members];
    return true;
  }
  onScene(actorId: string): boolean {
    return this.tokens.some((t) => t.actorId === actorId);
  }
  get board() {
    const grid = standInGrid(GRID_TYPES.SQUARE, { size: 100 });
    return placementBoard(grid, { x: 0, y: 0, width: this.size * 100, height: this.size * 100 }, this.tokens.map((t) => ({ ...t, width: 1, height: 1 })), []);
  }
  size = 10;
  async placeTokens(placements: readonly { figure: FigureActorRef; at: { x: number; y: number } }[]) {
    for (const { figure, at } of placements) this.tokens.push({ actorId: figure.id, ...at });
    return placements.length;
  }
  notify(level: "info" | "warn", message: string): void {
    const { key, data } = JSON.parse(message) as { key: string; data: Record<string, string> };
    this.notes.push({ level, key, data });
  }
  localize(key: string, data: Record<string, string> = {}): string {
    return JSON.stringify({ key, data });
  }
}

const figure = (id: string, name: string, owners: string[] = []): TableActor => ({ id, type: AM_TEAM_SIDE.figureType, name, owners });
const GM = { id: "gm00000000000001", isGM: true };
const PLAYER = { id: "player0000000001", isGM: false };
const CENTRE = { x: 450, y: 450 };

describe("dropping a side on the scene places its figures", () => {
  it("GM, compendium team: imports the team and its figures, points the roster at the imports, one token each around the drop", async () => {
    const table = new Table(GM);
    const members = ["Ana", "Bo", "Cy"].map((n, k) => table.addCompendium(PACK, figure(`fig${k}000000000000`, n)));
    const team: TableActor = { id: "team000000000001", type: AM_TEAM_SIDE.sideType, name: "Reds", owners: [], members };
    table.addCompendium(TEAMS, team);

    const placed = await placeSide(table.side(team, TEAMS), CENTRE, AM_TEAM_SIDE, table);

    expect(placed).toBe(3);
    expect(table.imports).toEqual(["Reds", "Ana", "Bo", "Cy"]);
    const worldTeam = [...table.world.values()].find((a) => a.type === AM_TEAM_SIDE.sideType);
    const worldFigures = [...table.world.values()].filter((a) => a.type === AM_TEAM_SIDE.figureType);
    expect(worldTeam?.members).toEqual(worldFigures.map((f) => `Actor.${f.id}`));
    expect(table.tokens.map((t) => t.actorId).sort()).toEqual(worldFigures.map((f) => f.id).sort());
    expect(table.tokens[0]).toMatchObject({ x: 400, y: 400 });
    expect(new Set(table.tokens.map((t) => `${t.x},${t.y}`)).size).toBe(3);
    expect(table.tokens.every((t) => Math.abs(t.x - 400) <= 100 && Math.abs(t.y - 400) <= 100)).toBe(true);
    expect(table.notes).toEqual([{ level: "info", key: SIDE_DROP_KEYS.placed, data: { side: "Reds", count: "3" } }]);
  });

  it("a world side: places only figures not yet on the scene, on free squares, and leaves out entries that are not its figures", async () => {
    const table = new Table(GM);
    const ana = table.addWorld(figure("ana0000000000000", "Ana"));
    table.addWorld(figure("bo00000000000000", "Bo"));
    table.addWorld({ id: "stray00000000000", type: "knight-fight-figure", name: "Stray", owners: [] });
    const team = table.addWorld({ id: "team000000000001", type: AM_TEAM_SIDE.sideType, name: "Reds", owners: [], members: ["Actor.ana0000000000000", "Actor.bo00000000000000", "Actor.stray00000000000", "Actor.gone000000000000"] });
    table.tokens.push({ actorId: ana.id, x: 900, y: 900 }, { actorId: "someoneelse00000", x: 400, y: 400 });

    expect(await placeSide(table.side(team), CENTRE, AM_TEAM_SIDE, table)).toBe(1);
    expect(table.tokens.slice(2)).toEqual([{ actorId: "bo00000000000000", x: expect.any(Number), y: expect.any(Number) }]);
    expect(table.tokens[2]).not.toMatchObject({ x: 400, y: 400 });
    expect(team.members).toHaveLength(4);
  });

  it("says which figures found no room when the scene is full", async () => {
    const table = new Table(GM);
    table.size = 1;
    const team = table.addWorld({ id: "team000000000001", type: AM_TEAM_SIDE.sideType, name: "Reds", owners: [], members: ["Actor.a000000000000000", "Actor.b000000000000000"] });
    table.addWorld(figure("a000000000000000", "Ana"));
    table.addWorld(figure("b000000000000000", "Bo"));
    expect(await placeSide(table.side(team), { x: 50, y: 50 }, AM_TEAM_SIDE, table)).toBe(1);
    expect(table.notes).toContainEqual({ level: "warn", key: SIDE_DROP_KEYS.noRoom, data: { side: "Reds", names: "Bo" } });
  });

  it("a refused import among imported ones keeps its roster entry: the roster names the imports and the entry that stayed in the compendium", async () => {
    const table = new Table(GM);
    const members = [table.addCompendium(PACK, figure("a000000000000000", "Ana")), "Compendium.shelf-wars.gone.Actor.b000000000000000"];
    const team = table.addWorld({ id: "team000000000001", type: AM_TEAM_SIDE.sideType, name: "Reds", owners: [], members });
    expect(await placeSide(table.side(team), CENTRE, AM_TEAM_SIDE, table)).toBe(1);
    const ana = [...table.world.values()].find((a) => a.name === "Ana")!;
    expect(team.members).toEqual([`Actor.${ana.id}`, members[1]]);
    expect(table.notes.map((n) => n.key)).toEqual([AM_TEAM_SIDE.keys.importRefused, SIDE_DROP_KEYS.placed]);
  });

  describe("a hostile player", () => {
    it("cannot place a side they do not own: nothing is created or changed", async () => {
      const table = new Table(PLAYER);
      table.addWorld(figure("a000000000000000", "Ana", [PLAYER.id]));
      const team = table.addWorld({ id: "team000000000001", type: AM_TEAM_SIDE.sideType, name: "Reds", owners: ["other00000000000"], members: ["Actor.a000000000000000"] });
      expect(await placeSide(table.side(team), CENTRE, AM_TEAM_SIDE, table)).toBe(0);
      expect(table.tokens).toEqual([]);
      expect(table.notes).toEqual([{ level: "warn", key: SIDE_DROP_KEYS.notOwner, data: { side: "Reds" } }]);
    });

    it("cannot place a compendium side (nothing imported)", async () => {
      const table = new Table(PLAYER);
      const members = [table.addCompendium(PACK, figure("a000000000000000", "Ana"))];
      const team: TableActor = { id: "team000000000001", type: AM_TEAM_SIDE.sideType, name: "Reds", owners: [], members };
      table.addCompendium(TEAMS, team);
      expect(await placeSide({ ...table.side(team, TEAMS), isOwner: true }, CENTRE, AM_TEAM_SIDE, table)).toBe(0);
      expect([table.imports, table.tokens, table.world.size]).toEqual([[], [], 0]);
      expect(table.notes[0]?.key).toBe(SIDE_DROP_KEYS.compendiumGmOnly);
    });

    it("owning a side does not place other players' figures on it: only their own", async () => {
      const table = new Table(PLAYER);
      table.addWorld(figure("mine000000000000", "Mine", [PLAYER.id]));
      table.addWorld(figure("theirs0000000000", "Theirs", ["other00000000000"]));
      const team = table.addWorld({ id: "team000000000001", type: AM_TEAM_SIDE.sideType, name: "Reds", owners: [PLAYER.id], members: ["Actor.mine000000000000", "Actor.theirs0000000000"] });
      expect(await placeSide(table.side(team), CENTRE, AM_TEAM_SIDE, table)).toBe(1);
      expect(table.tokens.map((t) => t.actorId)).toEqual(["mine000000000000"]);
      expect(table.notes).toContainEqual({ level: "warn", key: SIDE_DROP_KEYS.notYours, data: { side: "Reds", names: "Theirs" } });
    });

    it("cannot import compendium figures through a side they own (the import is refused, nothing placed, the roster keeps the entry)", async () => {
      const table = new Table(PLAYER);
      const members = [table.addCompendium(PACK, figure("a000000000000000", "Ana"))];
      const team = table.addWorld({ id: "team000000000001", type: AM_TEAM_SIDE.sideType, name: "Reds", owners: [PLAYER.id], members });
      expect(await placeSide(table.side(team), CENTRE, AM_TEAM_SIDE, table)).toBe(0);
      expect(table.tokens).toEqual([]);
      expect(table.notes.map((n) => n.key)).toEqual([AM_TEAM_SIDE.keys.importRefused, SIDE_DROP_KEYS.nothingToPlace]);
      expect(table.notes[0]?.data).toEqual({ name: "Ana" });
      expect(team.members).toEqual(members);
    });

    it("without TOKEN_CREATE a player's drop is refused before anything is imported or written", async () => {
      const table = new Table(PLAYER, false);
      table.addWorld(figure("a000000000000000", "Ana", [PLAYER.id]));
      const members = ["Actor.a000000000000000", table.addCompendium(PACK, figure("b000000000000000", "Bo"))];
      const team = table.addWorld({ id: "team000000000001", type: AM_TEAM_SIDE.sideType, name: "Reds", owners: [PLAYER.id], members });
      expect(await placeSide(table.side(team), CENTRE, AM_TEAM_SIDE, table)).toBe(0);
      expect([table.imports, table.tokens, team.members]).toEqual([[], [], members]);
      expect(table.notes).toEqual([{ level: "warn", key: SIDE_DROP_KEYS.tokensNotAllowed, data: { side: "Reds" } }]);
    });
  });
});

describe("the dropCanvasData hook (stand-in canvas drop)", () => {
  const entries: SideTypeEntry[] = [AM_TEAM_SIDE, PM_CHOIR_SIDE, KF_FORCE_SIDE];
  let place: ReturnType<typeof vi.fn<PlaceSide>>;

  beforeEach(() => {
    installStandIn();
    place = vi.fn<PlaceSide>(async () => 0);
    registerSideDrop(new SideTypeRegistry(entries), place);
  });
  afterEach(() => removeStandIn());

  it.each(entries.map((e) => [e.sideType, e] as const))("takes over the drop of a world %s and hands it the canvas point", (type, entry) => {
    const side = createActor({ name: "Side", type });
    expect(() => dropOnCanvas({ type: "Actor", uuid: side.uuid, x: 120, y: 340 })).not.toThrow();
    expect(place).toHaveBeenCalledWith(side.uuid, { x: 120, y: 340 }, entry);
  });

  it("takes over a compendium side (its index entry names its type)", () => {
    const team = addCompendiumDocument(TEAMS, { _id: "amt0000000000001", name: "Reds", type: AM_TEAM_SIDE.sideType });
    dropOnCanvas({ type: "Actor", uuid: team.uuid, x: 0, y: 0 });
    expect(place).toHaveBeenCalledWith(team.uuid, { x: 0, y: 0 }, AM_TEAM_SIDE);
  });

  it("leaves a figure, an unknown actor and any other drop to core (whose handling the stand-in refuses to fake)", () => {
    const figureActor = createActor({ name: "Ana", type: AM_TEAM_SIDE.figureType });
    expect(() => dropOnCanvas({ type: "Actor", uuid: figureActor.uuid, x: 0, y: 0 })).toThrow(/not modelled/);
    expect(() => dropOnCanvas({ type: "Actor", uuid: "Actor.nosuchactor00000", x: 0, y: 0 })).toThrow(/not modelled/);
    expect(() => dropOnCanvas({ type: "Item", uuid: "Item.x", x: 0, y: 0 })).toThrow(/not modelled/);
    expect(place).not.toHaveBeenCalled();
  });

  it("registers one side type once: a second registration of the same type is an error", () => {
    expect(() => new SideTypeRegistry([AM_TEAM_SIDE, { ...AM_TEAM_SIDE }])).toThrow(/registered twice/);
  });
});
