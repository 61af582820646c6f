import type { StandInElement } from "../dom";
import { standInGeneration } from "../generation";

/**
 * v14's detached windows (core issues foundryvtt#13128, #13132; 14.349 release notes): any
 * ApplicationV2 can be popped out into its own browser window. The API is
 * `foundry.applications.detached`; `windows` iterates descriptors `{ window }` (#13128: "for (const
 * { window: win } of foundry.applications.detached.windows)"). In such a window the global
 * `document` is another one (only `foundry`, `game`, `ui`, `Math` are redirected to the main
 * workspace, #13128), so a lookup in the main `document` does not find what is shown there.
 * Only a popped-out chat log is modelled; v13 has no `foundry.applications.detached`.
 */
export interface DetachedDocument {
  querySelectorAll(selector: string): StandInElement[];
}

interface DetachedWindowDescriptor {
  window: { document: DetachedDocument; windowId: string };
}

/** Per user id: the detached windows that client has open. */
const byUser = new Map<string, Set<DetachedWindowDescriptor>>();

export function clearDetachedWindows(): void {
  byUser.clear();
}

let nextWindow = 1;

/** A new detached window showing `root` for that user's client (v14 only). */
export function openDetachedWindow(userId: string, root: StandInElement): DetachedWindowDescriptor {
  if (standInGeneration() !== 14) throw new Error("stand-in: detached windows are v14's; on v13 they are not modelled");
  const shown = [root];
  const document: DetachedDocument & { show(root: StandInElement): void } = {
    querySelectorAll: (selector) => shown.flatMap((r) => r.querySelectorAll(selector)),
    show: (another) => void shown.push(another),
  };
  const descriptor: DetachedWindowDescriptor = { window: { document, windowId: `detached-${nextWindow++}` } };
  let windows = byUser.get(userId);
  if (!windows) byUser.set(userId, (windows = new Set()));
  windows.add(descriptor);
  return descriptor;
}

/** `foundry.applications.detached` for the current user's client, or undefined on v13. */
export function detachedApi(currentUserId: () => string): { readonly windows: Iterable<DetachedWindowDescriptor> } | undefined {
  if (standInGeneration() !== 14) return undefined;
  return {
    get windows() {
      return byUser.get(currentUserId()) ?? new Set<DetachedWindowDescriptor>();
    },
  };
}

/** The detached window with this id on that user's client; an unknown id is refused. */
export function detachedWindow(userId: string, windowId: string): DetachedWindowDescriptor {
  const found = [...(byUser.get(userId) ?? [])].find((d) => d.window.windowId === windowId);
  if (!found) throw new Error(`stand-in: no detached window "${windowId}" on this client`);
  return found;
}

/**
 * Which window an ApplicationV2 renders into (v14,
 * https://foundryvtt.com/api/v14/interfaces/foundry.applications.types.ApplicationWindowRenderOptions.html):
 * `detached` ("render inside the main application, or in a separate, detached window") with
 * `windowId` ("the ID of an existing detached window to render into"), both passed as dnd5e 5.3
 * passes them (`_detachOptions`: `{window: {detached: true, windowId}}`); an application already
 * detached stays in its window (its `window.windowId`, as crucible PR 865 reads it). Undefined:
 * the main window. What core does with a `windowId` not marked `detached`, or `detached` with no
 * window named (a new window), is not public: refused. v13 has neither option: refused.
 */
export function renderWindowId(current: string | undefined, options: { window?: { windowId?: string; detached?: boolean } }): string | undefined {
  const asked = options.window?.windowId;
  const detached = options.window?.detached;
  if (asked === undefined && detached === undefined) return current;
  if (standInGeneration() !== 14) throw new Error("stand-in: render options window.detached / windowId are v14's; on v13 they are not modelled");
  if (detached !== true || asked === undefined) throw new Error("stand-in: render({ window }) other than { detached: true, windowId } is not modelled");
  return asked;
}
