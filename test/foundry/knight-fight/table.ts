import { createActor, type StandIn } from "../../foundry-stand-in";
import type { StandInActor, StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { standInSocket, type StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import { setCurrentUser, type StandInUser } from "../../foundry-stand-in/parts/documents";
import { createCombat, type StandInCombat, type StandInToken } from "../../foundry-stand-in/parts/combat";
import { placeToken, type StandInScene, type StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { GRID_TYPES } from "../../foundry-stand-in/parts/canvas";
import { asUser, bootShelfWars, seatPlayers, viewScene } from "../boot-world";
import { uniformForFace } from "../../foundry-stand-in/parts/dice";

export interface KfStats {
  speed: number;
  combat: number;
  defence: number;
  cls: "fighter" | "thrower" | "shooter";
}

export const KNIGHT: KfStats = { speed: 4, combat: 5, defence: 4, cls: "fighter" };

/**
 * A booted Shelf Wars world on the stand-in with three clients (the GM, Alice and Bob), for
 * Knight Fight: forces and figures are model-backed actors, cards go through the real chat
 * service and GM relay. Every module is loaded fresh, as on a client that starts.
 */
export interface KfTable {
  standIn: StandIn;
  gm: StandInUser;
  alice: StandInUser;
  bob: StandInUser;
  chat: typeof import("../api/chat");
  as(user: StandInUser): void;
  figure(name: string, owner: StandInUser | null, stats?: Partial<KfStats> & Record<string, unknown>): Promise<StandInModelActor>;
  force(name: string, owner: StandInUser | null, members: readonly StandInModelActor[], system?: Record<string, unknown>): Promise<StandInModelActor>;
  /** A hex scene (odd rows shifted, 100 px), the one on the canvas. */
  scene: StandInScene;
  /** A linked token of the figure on the hex (row i, column j), friendly when Alice owns it. */
  place(actor: StandInModelActor, at: { i: number; j: number }, disposition?: number): StandInSceneToken;
  /** A combat over the figures' tokens (the class the system registered). */
  combat(tokens: readonly StandInSceneToken[]): Promise<ShelfWarsCombatView>;
  /** The next Foundry dice: a number is a d6 face, [face, faces] any other die. */
  dice(...results: (number | [number, number])[]): void;
  /** Waits for every socket message in flight, and for work the stand-in's hooks started. */
  settle(): Promise<void>;
  pool(force: StandInModelActor): number;
  system(actor: StandInModelActor): Record<string, unknown>;
  messages(): StandInChatMessage[];
  lastWarning(): string;
}

/** A chat message's visible text: tags dropped, Handlebars' entities decoded, spaces collapsed. */
export function plain(html: string): string {
  const entities: Record<string, string> = { "&#x3D;": "=", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&#x60;": "`" };
  return html.replace(/<[^>]*>/g, " ").replace(/&#x3D;|&amp;|&lt;|&gt;|&quot;|&#x27;|&#39;|&#x60;/g, (e) => entities[e] ?? e).replace(/\s+/g, " ").trim();
}

export type ShelfWarsCombatView = InstanceType<typeof import("../../../src/foundry/combat/combat-document").ShelfWarsCombat> & StandInCombat;

export async function kfTable(): Promise<KfTable> {
  const standIn = await bootShelfWars();
  const { gm, alice, bob } = seatPlayers();
  const chat = await import("../api/chat");
  const scene = viewScene({ type: GRID_TYPES.HEXODDR, size: 100, distance: 1 }, { _id: "kfscene000000001" });
  const ownership = (owner: StandInUser | null) => (owner ? { [owner.id]: 3 } : {});
  const refusedBecause = () => standIn.notifications.map((n) => n.message).join("; ");
  return {
    standIn,
    gm,
    alice,
    bob,
    chat,
    as: (user) => setCurrentUser(user),
    figure: (name, owner, stats = {}) =>
      asUser(gm, async () => {
        const actor = await createActor({ name, type: "knight-fight-figure", system: { ...KNIGHT, ...stats }, ownership: ownership(owner) }, { via: "Actor.create" });
        if (!actor) throw new Error(`figure ${name} refused: ${refusedBecause()}`);
        return actor;
      }),
    force: (name, owner, members, system = {}) =>
      asUser(gm, async () => {
        const actor = await createActor({ name, type: "knight-fight-force", system: { members: members.map((m) => m.uuid), ...system }, ownership: ownership(owner) }, { via: "Actor.create" });
        if (!actor) throw new Error(`force ${name} refused: ${refusedBecause()}`);
        return actor;
      }),
    scene,
    place: (actor, at, disposition) => {
      const owners = Object.keys((actor._source.ownership ?? {}) as Record<string, number>);
      return placeToken(scene, actor, at, { disposition: disposition ?? (owners.includes(alice.id) ? 1 : -1) });
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
        if (!next) throw new Error("kf table: the scripted dice ran out");
        return uniformForFace(next[0]!, next[1]!);
      };
    },
    async settle() {
      for (let n = 0; n < 5; n++) {
        await standInSocket.settled();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    pool: (force) => (force._source.system as { pool: number }).pool,
    system: (actor) => actor._source.system as Record<string, unknown>,
    messages: () => (game as unknown as { messages: { contents: StandInChatMessage[] } }).messages.contents,
    lastWarning: () => standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "",
  };
}

/** The two-figure game the hostile-dice tests play: Ash activating, and the pieces they read. */
export interface AshActivating {
  readonly ash: { actor: StandInModelActor; token: StandInSceneToken };
  readonly reds: StandInModelActor;
  readonly combat: ShelfWarsCombatView;
}

/**
 * Ash (Alice's, Speed 5, in the Reds) and Cedar (Bob's, Speed 3, in the Blues) on the board; the
 * combat started, then `beforeActivation` (a GM's setting, say), then Ash activating.
 */
export async function ashActivating(t: KfTable, beforeActivation: () => Promise<void> = async () => undefined): Promise<AshActivating> {
  const a = await t.figure("Ash", t.alice, { speed: 5 });
  const c = await t.figure("Cedar", t.bob, { speed: 3 });
  const ash = { actor: a, token: t.place(a, { i: 1, j: 1 }) };
  const cedar = t.place(c, { i: 3, j: 4 });
  const reds = await t.force("Reds", t.alice, [a]);
  await t.force("Blues", t.bob, [c]);
  const combat = await t.combat([ash.token, cedar]);
  await combat.startCombat();
  await beforeActivation();
  await combat.activateCombatant(combat.combatants.contents.find((x) => x.actorId === a.id)?.id ?? "");
  await t.settle();
  return { ash, reds, combat };
}
