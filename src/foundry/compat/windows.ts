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

/**
 * Render options for a dialog opened from `parent` (e.g. a sheet's button): on v14 a parent that
 * lives in a detached window gets its dialog in that same window (`window.windowId`, "the ID of
 * an existing detached window to render into":
 * https://foundryvtt.com/api/v14/interfaces/foundry.applications.types.ApplicationWindowRenderOptions.html);
 * otherwise, and on v13, the dialog opens in the main window.
 */
export function childRenderOptions(parent?: object): { force: true; window?: { windowId: string } } {
  const windowId = isV14() ? (parent as MaybeDetached | undefined)?.window?.windowId : undefined;
  return windowId ? { force: true, window: { windowId } } : { force: true };
}
