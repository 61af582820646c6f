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
  window: { document: DetachedDocument };
}

/** Per user id: the detached windows that client has open. */
const byUser = new Map<string, Set<DetachedWindowDescriptor>>();

export function clearDetachedWindows(): void {
  byUser.clear();
}

/** A new detached window showing `root` for that user's client (v14 only). */
export function openDetachedWindow(userId: string, root: StandInElement): DetachedWindowDescriptor {
  if (standInGeneration() !== 14) throw new Error("stand-in: detached windows are v14's; on v13 they are not modelled");
  const descriptor: DetachedWindowDescriptor = { window: { document: { querySelectorAll: (selector) => root.querySelectorAll(selector) } } };
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
