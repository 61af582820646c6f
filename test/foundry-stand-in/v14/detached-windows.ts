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
 * Which window an ApplicationV2 renders into (v14): `render({ window: { windowId } })` renders into
 * an existing detached window (https://foundryvtt.com/api/v14/interfaces/foundry.applications.types.ApplicationWindowRenderOptions.html,
 * `windowId`: "The ID of an existing detached window to render into"); an application already
 * detached stays in its window (its `window.windowId`, as crucible PR 865 reads it). Undefined:
 * the main window. v13 has no such option: asking for it is refused.
 */
export function renderWindowId(current: string | undefined, options: { window?: { windowId?: string; detached?: boolean } }): string | undefined {
  const asked = options.window?.windowId;
  if (options.window?.detached !== undefined) throw new Error("stand-in: render({ window: { detached } }) is not modelled (use detachApplication)");
  if (asked === undefined) return current;
  if (standInGeneration() !== 14) throw new Error("stand-in: render option window.windowId is v14's; on v13 it is not modelled");
  return asked;
}
