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
