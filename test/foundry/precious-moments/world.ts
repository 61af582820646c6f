import { createActor, type StandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { registerDocument, type StandInUser } from "../../foundry-stand-in/parts/documents";
import { placeToken, StandInSceneToken, type StandInScene } from "../../foundry-stand-in/parts/scenes";
import { GRID_TYPES } from "../../foundry-stand-in/parts/canvas";
import type { Point } from "../../../src/rules/common/geometry";
import { asUser, bootShelfWars, seatPlayers, viewScene } from "../boot-world";
import { rulesetWorldBasics, scriptFaces, settleRounds, type RulesetWorld } from "../world";

export const PIXELS_PER_INCH = 50;
/** A 48 x 36 inch table, with core's default padding of a quarter around it. */
export const TABLE = { width: 48, height: 36 } as const;

export const FIGURE_STATS = { cuteness: 7, brightness: 5, piety: 4, devotion: { items: 1, activities: 1 }, startingValue: 20 };

/** What both Precious Moments worlds have beyond `RulesetWorld`: the ruleset's pieces, dice and settings. */
interface PmWorldMembers extends RulesetWorld {
  /** A choir of these figures, owned by `owner` (by nobody but the GM when null). */
  choir(name: string, owner: StandInUser | null, members: readonly StandInModelActor[]): Promise<StandInModelActor>;
  /** The next Foundry dice: a number is a d6 face, [face, faces] any other die. */
  dice(...results: (number | [number, number])[]): void;
  /** A figure's Value, as stored. */
  value(actor: StandInModelActor): number;
  /** Sets the world setting `precious-moments.<name>` (an automation level is `automation.<check>`), as the GM. */
  setting(name: string, value: unknown): Promise<void>;
}

/**
 * A Precious Moments world (`RulesetWorld`), on the ruleset's real registered round (2d6
 * initiative, movement then singing): its scene is the gridless table in inches (48 x 36, 50 px
 * an inch, padded as core pads), positions measured from the table's top-left corner.
 */
export interface PmWorld extends PmWorldMembers {
  figure(name: string, owner: StandInUser | null, system?: Record<string, unknown>): Promise<StandInModelActor>;
  /** A linked 1 x 1 inch token of the figure with its centre at (x, y) inches from the table's top-left. */
  place(actor: StandInModelActor, at: Point): StandInSceneToken;
  /** Scene pixels of a point given in table inches. */
  pixels(at: Point): Point;
}

export interface PmFigureStats {
  cuteness: number;
  piety: number;
  value: number;
}

/**
 * A Precious Moments world on a bare board: a gridless scene of core's default size at 100 px an
 * inch and no table, where a figure is made with its token and placed by its centre in inches
 * from the canvas's top-left (padding included), so a pixel is just inches x 100.
 *
 * It is kept apart from `pmWorld` because the tests on it (singing, and the compatibility checks
 * that sing) draw walls and move tokens by pixel on that board, and their figures are the bare
 * singers `figure` makes (no devotion, Piety 0 unless given, a disposition by owner): on the table
 * every coordinate and figure would differ, so merging them would rewrite those tests, not move
 * them. Everything else is `pmWorld`'s, under the same names.
 */
export interface PmBareWorld extends PmWorldMembers {
  /** A figure owned by `owner` and its linked token with its centre at (x, y) inches; friendly for Alice, hostile for Bob. */
  figure(name: string, owner: StandInUser, stats: Partial<PmFigureStats>, at: { x: number; y: number }): Promise<{ actor: StandInModelActor; token: StandInSceneToken }>;
}

/** The members both worlds make alike. */
async function pmWorldMembers(standIn: StandIn, scene: StandInScene, players: ReturnType<typeof seatPlayers>, settleRoundCount: number): Promise<PmWorldMembers> {
  const basics = await rulesetWorldBasics(standIn, players, scene);
  const ownership = (owner: StandInUser | null) => (owner ? { [owner.id]: 3 } : {});
  const refusedBecause = () => standIn.notifications.map((n) => n.message).join("; ");
  return {
    ...basics,
    choir: (name, owner, members) =>
      asUser(players.gm, async () => {
        const actor = await createActor({ name, type: "precious-moments-choir", system: { members: members.map((m) => m.uuid) }, ownership: ownership(owner) }, { via: "Actor.create" });
        if (!actor) throw new Error(`choir ${name} refused: ${refusedBecause()}`);
        return actor;
      }),
    dice: (...results) => scriptFaces("pm world", results),
    settle: () => settleRounds(settleRoundCount),
    value: (actor) => (actor._source.system as { value: number }).value,
    setting: (name, value) =>
      asUser(players.gm, async () => {
        await (game.settings as unknown as { set(ns: string, key: string, v: unknown): Promise<unknown> }).set("shelf-wars", `precious-moments.${name}`, value);
      }),
  };
}

export async function pmWorld(): Promise<PmWorld> {
  const standIn = await bootShelfWars({ setup: true });
  const players = seatPlayers();
  const scene = viewScene(
    { type: GRID_TYPES.GRIDLESS, size: PIXELS_PER_INCH, distance: 1 },
    { _id: "pmscene000000001", width: TABLE.width * PIXELS_PER_INCH, height: TABLE.height * PIXELS_PER_INCH, padding: 0.25 },
  );
  const ownership = (owner: StandInUser | null) => (owner ? { [owner.id]: 3 } : {});
  const refusedBecause = () => standIn.notifications.map((n) => n.message).join("; ");
  const pixels = (at: Point): Point => ({ x: scene.dimensions.sceneX + at.x * PIXELS_PER_INCH, y: scene.dimensions.sceneY + at.y * PIXELS_PER_INCH });
  return {
    ...(await pmWorldMembers(standIn, scene, players, 5)),
    figure: (name, owner, system = {}) =>
      asUser(players.gm, async () => {
        const actor = await createActor({ name, type: "precious-moments-figure", system: { ...FIGURE_STATS, ...system }, ownership: ownership(owner) }, { via: "Actor.create" });
        if (!actor) throw new Error(`figure ${name} refused: ${refusedBecause()}`);
        return actor;
      }),
    pixels,
    place(actor, at) {
      const centre = pixels(at);
      const token = new StandInSceneToken(
        "Token",
        { name: actor.name, x: centre.x - PIXELS_PER_INCH / 2, y: centre.y - PIXELS_PER_INCH / 2, width: 1, height: 1, actorId: actor.id, actorLink: true, ownership: actor._source.ownership ?? {} },
        scene,
      );
      scene.tokens.add(token);
      return registerDocument(token);
    },
  };
}

export async function pmBareWorld(): Promise<PmBareWorld> {
  const standIn = await bootShelfWars({ setup: true });
  const players = seatPlayers();
  const scene = viewScene({ type: GRID_TYPES.GRIDLESS, size: 100, distance: 1 }, { _id: "pmscene000000001" });
  const refusedBecause = () => standIn.notifications.map((n) => n.message).join("; ");
  return {
    ...(await pmWorldMembers(standIn, scene, players, 6)),
    figure: (name, owner, stats, at) =>
      asUser(players.gm, async () => {
        const value = stats.value ?? 20;
        const system = { cuteness: stats.cuteness ?? 7, brightness: 5, piety: stats.piety ?? 0, devotion: { items: 0, activities: 0 }, startingValue: Math.max(1, value), value };
        const actor = await createActor({ name, type: "precious-moments-figure", system, ownership: { [owner.id]: 3 } }, { via: "Actor.create" });
        if (!actor) throw new Error(`figure ${name} refused: ${refusedBecause()}`);
        const token = placeToken(scene, actor, { i: 0, j: 0 }, { disposition: owner === players.alice ? 1 : -1 });
        token._source.x = at.x * 100 - 50;
        token._source.y = at.y * 100 - 50;
        return { actor, token };
      }),
  };
}
