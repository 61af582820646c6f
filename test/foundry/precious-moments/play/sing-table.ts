import { createActor, type StandIn } from "../../../foundry-stand-in";
import type { StandInActor, StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { GRID_TYPES } from "../../../foundry-stand-in/parts/canvas";
import { standInSocket, type StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import { createCombat, type StandInCombat, type StandInToken } from "../../../foundry-stand-in/parts/combat";
import { setCurrentUser, type StandInUser } from "../../../foundry-stand-in/parts/documents";
import { placeToken, type StandInScene, type StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { asUser, bootShelfWars, seatPlayers, viewScene } from "../../boot-world";
import { uniformForFace } from "../../../foundry-stand-in/parts/dice";

export type ShelfWarsCombatView = InstanceType<typeof import("../../../../src/foundry/combat/combat-document").ShelfWarsCombat> & StandInCombat;

export interface PmFigureStats {
  cuteness: number;
  piety: number;
  value: number;
}

/**
 * A booted Shelf Wars world on the stand-in with three clients (the GM, Alice and Bob) and a
 * gridless scene of 100 px inches on the canvas, for Precious Moments play, on the ruleset's
 * real registered round (2d6 initiative, movement then singing).
 */
export interface PmTable {
  standIn: StandIn;
  gm: StandInUser;
  alice: StandInUser;
  bob: StandInUser;
  chat: typeof import("../../api/chat");
  scene: StandInScene;
  as(user: StandInUser): void;
  /** A figure owned by `owner`, its token with its centre at (x, y) inches; friendly for Alice, hostile for Bob. */
  figure(name: string, owner: StandInUser, stats: Partial<PmFigureStats>, at: { x: number; y: number }): Promise<{ actor: StandInModelActor; token: StandInSceneToken }>;
  choir(name: string, members: readonly StandInModelActor[]): Promise<StandInModelActor>;
  combat(tokens: readonly StandInSceneToken[]): Promise<ShelfWarsCombatView>;
  /** The next Foundry dice, each a d6 face. */
  dice(...faces: number[]): void;
  settle(): Promise<void>;
  value(actor: StandInModelActor): number;
  messages(): StandInChatMessage[];
  lastWarning(): string;
  level(check: string, value: "off" | "warn" | "enforce"): Promise<void>;
}

export async function pmTable(): Promise<PmTable> {
  const standIn = await bootShelfWars({ setup: true });
  const { gm, alice, bob } = seatPlayers();
  const chat = await import("../../api/chat");
  const scene = viewScene({ type: GRID_TYPES.GRIDLESS, size: 100, distance: 1 }, { _id: "pmscene000000001" });
  const refusedBecause = () => standIn.notifications.map((n) => n.message).join("; ");
  return {
    standIn,
    gm,
    alice,
    bob,
    chat,
    scene,
    as: (user) => setCurrentUser(user),
    figure: (name, owner, stats, at) =>
      asUser(gm, async () => {
        const value = stats.value ?? 20;
        const system = { cuteness: stats.cuteness ?? 7, brightness: 5, piety: stats.piety ?? 0, devotion: { items: 0, activities: 0 }, startingValue: Math.max(1, value), value };
        const actor = await createActor({ name, type: "precious-moments-figure", system, ownership: { [owner.id]: 3 } }, { via: "Actor.create" });
        if (!actor) throw new Error(`figure ${name} refused: ${refusedBecause()}`);
        const token = placeToken(scene, actor, { i: 0, j: 0 }, { disposition: owner === alice ? 1 : -1 });
        token._source.x = at.x * 100 - 50;
        token._source.y = at.y * 100 - 50;
        return { actor, token };
      }),
    choir: (name, members) =>
      asUser(gm, async () => {
        const actor = await createActor({ name, type: "precious-moments-choir", system: { members: members.map((m) => m.uuid) } }, { via: "Actor.create" });
        if (!actor) throw new Error(`choir ${name} refused: ${refusedBecause()}`);
        return actor;
      }),
    async combat(tokens) {
      const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
      const entries = tokens.map((token) => ({ actor: token.actor as unknown as StandInActor, token: token as unknown as StandInToken }));
      return (await asUser(gm, () => createCombat(entries, CombatClass))) as ShelfWarsCombatView;
    },
    dice(...faces) {
      const queue = [...faces];
      (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => {
        const next = queue.shift();
        if (next === undefined) throw new Error("pm table: the scripted dice ran out");
        return uniformForFace(next, 6);
      };
    },
    async settle() {
      for (let n = 0; n < 6; n++) {
        await standInSocket.settled();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    value: (actor) => (actor._source.system as { value: number }).value,
    messages: () => (game as unknown as { messages: { contents: StandInChatMessage[] } }).messages.contents,
    lastWarning: () => standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "",
    async level(check, value) {
      await asUser(gm, () => game.settings!.set("shelf-wars" as never, `precious-moments.automation.${check}` as never, value as never));
    },
  };
}

/** A chat message's visible text: tags dropped, Handlebars' entities decoded, spaces collapsed. */
export function plain(html: string): string {
  const entities: Record<string, string> = { "&#x3D;": "=", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&#x60;": "`" };
  return html.replace(/<[^>]*>/g, " ").replace(/&#x3D;|&amp;|&lt;|&gt;|&quot;|&#x27;|&#39;|&#x60;/g, (e) => entities[e] ?? e).replace(/\s+/g, " ").trim();
}
