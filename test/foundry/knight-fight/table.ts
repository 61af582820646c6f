import { vi } from "vitest";
import { installStandIn, type StandIn } from "../../foundry-stand-in";
import { createModelActor, type StandInModelActor } from "../../foundry-stand-in/parts/am-documents";
import { standInSocket, type StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import { createUser, setCurrentUser, type StandInUser } from "../../foundry-stand-in/parts/documents";

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
  chat: typeof import("../../../src/foundry/chat");
  as(user: StandInUser): void;
  figure(name: string, owner: StandInUser | null, stats?: Partial<KfStats> & Record<string, unknown>): Promise<StandInModelActor>;
  force(name: string, owner: StandInUser | null, members: readonly StandInModelActor[], system?: Record<string, unknown>): Promise<StandInModelActor>;
  /** Waits for every socket message in flight. */
  settle(): Promise<void>;
  pool(force: StandInModelActor): number;
  system(actor: StandInModelActor): Record<string, unknown>;
  messages(): StandInChatMessage[];
  lastWarning(): string;
}

async function asGm<T>(gm: StandInUser, work: () => Promise<T>): Promise<T> {
  const local = (globalThis as unknown as { game: { user: StandInUser } }).game.user;
  setCurrentUser(gm);
  try {
    return await work();
  } finally {
    setCurrentUser(local);
  }
}

export async function kfTable(): Promise<KfTable> {
  vi.resetModules();
  const standIn = installStandIn();
  await import("../../../src/index");
  standIn.hooks.callAll("init");
  const gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
  const alice = createUser("Alice", { id: "alice00000000000" });
  const bob = createUser("Bob", { id: "bob0000000000000" });
  setCurrentUser(gm);
  const chat = await import("../../../src/foundry/chat");
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
      asGm(gm, async () => {
        const actor = await createModelActor({ name, type: "knight-fight-figure", system: { ...KNIGHT, ...stats }, ownership: ownership(owner) });
        if (!actor) throw new Error(`figure ${name} refused: ${refusedBecause()}`);
        return actor;
      }),
    force: (name, owner, members, system = {}) =>
      asGm(gm, async () => {
        const actor = await createModelActor({ name, type: "knight-fight-force", system: { members: members.map((m) => m.uuid), ...system }, ownership: ownership(owner) });
        if (!actor) throw new Error(`force ${name} refused: ${refusedBecause()}`);
        return actor;
      }),
    settle: () => standInSocket.settled(),
    pool: (force) => (force._source.system as { pool: number }).pool,
    system: (actor) => actor._source.system as Record<string, unknown>,
    messages: () => (game as unknown as { messages: { contents: StandInChatMessage[] } }).messages.contents,
    lastWarning: () => standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "",
  };
}
