import { AsyncLocalStorage } from "node:async_hooks";
import type { StandInUser } from "./parts/documents";

/**
 * Several connected clients in one process. Core runs one client per connected user, each with
 * its own `game.user`; the stand-in runs them one after another in the same process:
 * - `runAsClient(user, work)`: `work` runs as `user`'s client, so `game.user` is that user for the
 *   whole call, awaits and any work it leaves running included (a real client's code never
 *   becomes another user's).
 * - `onEveryClient(work)`: once as each connected (User#active) user's client.
 * - Document hooks (`create*`, `update*`, `delete*`) run on every connected client after the
 *   database change, each with its own `game.user`; their `userId` argument is the writer's
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html,
 *   https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html,
 *   https://foundryvtt.com/api/v13/functions/hookEvents.deleteDocument.html; docs/foundry-v13-api.md,
 *   Corrections: "updateActor (and every update* hook) runs on every connected client"). Each
 *   client gets its own copy of the change data, as each receives it from the server.
 * - `setUserActive(user, active)`: the user connects or leaves; every other connected client runs
 *   `userConnected(user, active)` (https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html).
 * - `game.ready` (https://foundryvtt.com/api/v13/classes/foundry.Game.html#ready, "whether the Game
 *   has successfully reached the ready hook") is per client. A client with no user (the stand-in
 *   booting, before a user is seated) is not ready; a seated user's client is ready (a session in
 *   play) unless a test says it is still loading (`startLoading`), until `finishLoading` marks it
 *   ready and runs the `ready` hook as that client. Core sets `ready` when it calls the hook; the
 *   stand-in sets it just before, which is all code that checks `game.ready` can see.
 * - A user may have several browser tabs open (`openTab`): each tab is a client of its own (its
 *   own socket, `game.socket.id`), runs every document hook and receives every socket message
 *   sent to its user, its own emits excepted (a broadcast skips only the sending socket:
 *   https://foundryvtt.wiki/en/development/api/sockets; socketlib issue 3 shows a user's two tabs
 *   both running a call; docs/research/v14-evidence-2026-12.md §5).
 * Module state is shared by all the stand-in's clients (one module instance): what the adapter
 * keeps in module variables is seen by every client, which real clients would each keep apart.
 */
const clientContext = new AsyncLocalStorage<{ user: StandInUser | null; tab: number }>();

/** Extra tabs per user id (a user has one tab unless `openTab` opened more). */
const extraTabs = new Map<string, number>();

/** The user opens another browser tab on the same world: one more client as that user. Returns its tab number. */
export function openTab(user: StandInUser): number {
  const tabs = tabsOf(user);
  extraTabs.set(user.id, tabs);
  return tabs;
}

/** How many tabs (clients) the user has open. */
export function tabsOf(user: { id: string }): number {
  return 1 + (extraTabs.get(user.id) ?? 0);
}

/** The tab the current code runs in (0: the user's first). */
export function currentTab(): number {
  return clientContext.getStore()?.tab ?? 0;
}

interface Game {
  users: { values(): IterableIterator<StandInUser> };
}

function connectedUsers(): StandInUser[] {
  return [...(globalThis as unknown as { game: Game }).game.users.values()].filter((u) => u.active);
}

function hooks(): { callAll(hook: string, ...args: unknown[]): unknown } {
  return (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): unknown } }).Hooks;
}

export function runAsClient<T>(user: StandInUser, work: () => T, tab = 0): T {
  return clientContext.run({ user, tab }, work);
}

export function onEveryClient(work: () => void): void {
  for (const user of connectedUsers()) for (let tab = 0; tab < tabsOf(user); tab++) clientContext.run({ user, tab }, work);
}

/**
 * A document hook (`createX`, `updateX`, `deleteX`) on every connected client: `document`, then
 * a fresh copy of each of `data` for each client (the changes, the options), then the writer's id.
 */
export function documentHookOnEveryClient(hook: string, document: unknown, data: readonly unknown[], userId: string): void {
  onEveryClient(() => hooks().callAll(hook, document, ...data.map((entry) => structuredClone(entry)), userId));
}

export function setUserActive(user: StandInUser, active: boolean): void {
  user.active = active;
  for (const other of connectedUsers().filter((u) => u !== user)) runAsClient(other, () => hooks().callAll("userConnected", user, active));
}

const loading = new Set<string>();

/** `user`'s client has connected and is loading: `game.ready` is false on it until `finishLoading`. */
export function startLoading(user: StandInUser): void {
  loading.add(user.id);
}

/** `user`'s client reaches `ready`: `game.ready` becomes true there, and the `ready` hook runs as that client. */
export function finishLoading(user: StandInUser, tab = 0): void {
  loading.delete(user.id);
  runAsClient(user, () => hooks().callAll("ready"), tab);
}

/** `game.user` and `game.ready` answer for the client a piece of stand-in code runs as. */
export function installClients(game: Record<string, unknown>): void {
  let local: StandInUser | null = null;
  loading.clear();
  extraTabs.clear();
  const user = () => {
    const client = clientContext.getStore();
    return client ? client.user : local;
  };
  Object.defineProperty(game, "user", {
    enumerable: true,
    configurable: true,
    get: user,
    set: (next: StandInUser | null) => {
      const client = clientContext.getStore();
      if (client) client.user = next;
      else local = next;
    },
  });
  Object.defineProperty(game, "ready", {
    enumerable: true,
    configurable: true,
    get: () => {
      const current = user();
      return current !== null && !loading.has(current.id);
    },
  });
}
