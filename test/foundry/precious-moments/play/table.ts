import { createActor, type StandIn } from "../../../foundry-stand-in";
import type { StandInActor, StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { standInSocket, type StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import { registerDocument, setCurrentUser, type StandInUser } from "../../../foundry-stand-in/parts/documents";
import { createCombat, type StandInCombat, type StandInToken } from "../../../foundry-stand-in/parts/combat";
import { StandInSceneToken, type StandInScene } from "../../../foundry-stand-in/parts/scenes";
import { GRID_TYPES } from "../../../foundry-stand-in/parts/canvas";
import type { Point } from "../../../../src/rules/common/geometry";
import { asUser, bootShelfWars, seatPlayers, viewScene } from "../../boot-world";
import { uniformForFace } from "../../../foundry-stand-in/parts/dice";

export const PIXELS_PER_INCH = 50;
/** A 48 x 36 inch table, with core's default padding of a quarter around it. */
export const TABLE = { width: 48, height: 36 } as const;

export type ShelfWarsCombatView = InstanceType<typeof import("../../../../src/foundry/combat/combat-document").ShelfWarsCombat> & StandInCombat;

/**
 * A booted Shelf Wars world on the stand-in with three clients (the GM, Alice and Bob) and a
 * gridless scene in inches (50 px an inch, padded), for Precious Moments.
 */
export interface PmTable {
  standIn: StandIn;
  gm: StandInUser;
  alice: StandInUser;
  bob: StandInUser;
  scene: StandInScene;
  as(user: StandInUser): void;
  figure(name: string, owner: StandInUser | null, system?: Record<string, unknown>): Promise<StandInModelActor>;
  choir(name: string, owner: StandInUser | null, members: readonly StandInModelActor[]): Promise<StandInModelActor>;
  /** A linked 1 x 1 inch token of the figure with its centre at (x, y) inches from the table's top-left. */
  place(actor: StandInModelActor, at: Point): StandInSceneToken;
  /** Scene pixels of a point given in table inches. */
  pixels(at: Point): Point;
  combat(tokens: readonly StandInSceneToken[]): Promise<ShelfWarsCombatView>;
  /** The next Foundry dice: a number is a d6 face, [face, faces] any other die. */
  dice(...results: (number | [number, number])[]): void;
  settle(): Promise<void>;
  messages(): StandInChatMessage[];
  lastWarning(): string;
  setting(name: string, value: unknown): Promise<void>;
}

export const FIGURE_STATS = { cuteness: 7, brightness: 5, piety: 4, devotion: { items: 1, activities: 1 }, startingValue: 20 };

export async function pmTable(): Promise<PmTable> {
  const standIn = await bootShelfWars({ setup: true });
  const { gm, alice, bob } = seatPlayers();
  const scene = viewScene(
    { type: GRID_TYPES.GRIDLESS, size: PIXELS_PER_INCH, distance: 1 },
    { _id: "pmscene000000001", width: TABLE.width * PIXELS_PER_INCH, height: TABLE.height * PIXELS_PER_INCH, padding: 0.25 },
  );
  const ownership = (owner: StandInUser | null) => (owner ? { [owner.id]: 3 } : {});
  const refusedBecause = () => standIn.notifications.map((n) => n.message).join("; ");
  const pixels = (at: Point): Point => ({ x: scene.dimensions.sceneX + at.x * PIXELS_PER_INCH, y: scene.dimensions.sceneY + at.y * PIXELS_PER_INCH });
  return {
    standIn,
    gm,
    alice,
    bob,
    scene,
    as: (user) => setCurrentUser(user),
    figure: (name, owner, system = {}) =>
      asUser(gm, async () => {
        const actor = await createActor({ name, type: "precious-moments-figure", system: { ...FIGURE_STATS, ...system }, ownership: ownership(owner) }, { via: "Actor.create" });
        if (!actor) throw new Error(`figure ${name} refused: ${refusedBecause()}`);
        return actor;
      }),
    choir: (name, owner, members) =>
      asUser(gm, async () => {
        const actor = await createActor({ name, type: "precious-moments-choir", system: { members: members.map((m) => m.uuid) }, ownership: ownership(owner) }, { via: "Actor.create" });
        if (!actor) throw new Error(`choir ${name} refused`);
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
    async combat(tokens) {
      const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
      const entries = tokens.map((token) => ({ actor: token.actor as unknown as StandInActor, token: token as unknown as StandInToken }));
      return (await asUser(gm, () => createCombat(entries, CombatClass))) as ShelfWarsCombatView;
    },
    dice(...results) {
      const queue = results.map((r) => (typeof r === "number" ? [r, 6] : r));
      (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => {
        const next = queue.shift();
        if (!next) throw new Error("pm table: the scripted dice ran out");
        return uniformForFace(next[0]!, next[1]!);
      };
    },
    async settle() {
      for (let n = 0; n < 5; n++) {
        await standInSocket.settled();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    messages: () => (game as unknown as { messages: { contents: StandInChatMessage[] } }).messages.contents,
    lastWarning: () => standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "",
    setting: (name, value) =>
      asUser(gm, async () => {
        await (game.settings as unknown as { set(ns: string, key: string, v: unknown): Promise<unknown> }).set("shelf-wars", `precious-moments.${name}`, value);
      }),
  };
}

/** A chat message's visible text: tags dropped, Handlebars' entities decoded, spaces collapsed. */
export function plain(html: string): string {
  const entities: Record<string, string> = { "&#x3D;": "=", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&#x60;": "`" };
  return html.replace(/<[^>]*>/g, " ").replace(/&#x3D;|&amp;|&lt;|&gt;|&quot;|&#x27;|&#39;|&#x60;/g, (e) => entities[e] ?? e).replace(/\s+/g, " ").trim();
}
