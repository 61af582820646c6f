import { buildLockContext } from "./build-lock";

/** What every figure sheet's header reads: who the figure is, and what this user may edit. */
export function figureHeaderContext(actor: { readonly uuid: string; readonly name: string; readonly img?: string | null }, options: { readonly editable: boolean; readonly buildLocked?: boolean }) {
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    editable: options.editable,
    ...buildLockContext(options.editable, options.buildLocked === true),
  };
}
