import { isV14 } from "./generation";

/**
 * v14's detached-window API (core issues foundryvtt#13128, #13132): `foundry.applications.detached`,
 * whose `windows` iterates `{ window }` descriptors. fvtt-types 13.345 does not know it, hence
 * this narrow local interface.
 */
interface DetachedWindows {
  readonly windows: Iterable<{ readonly window: { readonly document: ParentNode } }>;
}

function detachedWindows(): DetachedWindows | undefined {
  return (foundry.applications as unknown as { detached?: DetachedWindows }).detached;
}

/**
 * Every document this client shows applications in: the main one and, on v14, each detached
 * window's own (a lookup in the global `document` does not reach into a popped-out window).
 */
export function shownDocuments(): ParentNode[] {
  const documents: ParentNode[] = [document];
  if (!isV14()) return documents;
  for (const { window } of detachedWindows()?.windows ?? []) documents.push(window.document);
  return documents;
}

/**
 * What v14 keeps of a detached application: `window.windowId` (crucible PR 865 reads it to tell a
 * detached application). Local type: fvtt-types 13.345 has no such property.
 */
interface MaybeDetached {
  readonly window?: { readonly windowId?: string };
}

interface DetachedWindowWithId {
  readonly window: { readonly document: ParentNode; readonly windowId?: string };
}

/** The detached window (v14) an element is shown in, by its document; undefined in the main window. */
function windowIdOfElement(element: { readonly ownerDocument?: unknown }): string | undefined {
  const windows = (detachedWindows()?.windows ?? []) as Iterable<DetachedWindowWithId>;
  for (const { window } of windows) if (window.document === element.ownerDocument) return window.windowId;
  return undefined;
}

/**
 * Render options for a dialog opened from `origin`: an application (a sheet whose button was
 * clicked) or an element (a button on a chat card). On v14 an origin shown in a detached window
 * gets its dialog in that same window, asked as the v14 API and dnd5e 5.3 ask it:
 * `{window: {detached: true, windowId}}`
 * (https://foundryvtt.com/api/v14/interfaces/foundry.applications.types.ApplicationWindowRenderOptions.html;
 * docs/research/v14-evidence-2026-12.md §7); otherwise, and on v13, the dialog opens in the main window.
 */
export function childRenderOptions(origin?: object): { force: true; window?: { detached: true; windowId: string } } {
  if (!isV14() || !origin) return { force: true };
  const windowId = "ownerDocument" in origin ? windowIdOfElement(origin as { ownerDocument?: unknown }) : (origin as MaybeDetached).window?.windowId;
  return windowId ? { force: true, window: { detached: true, windowId } } : { force: true };
}
