import { buildLockContext } from "./build-lock";

/**
 * What every figure sheet's header reads: who the figure is, what this user may edit, and the
 * sheet's mode. In play mode (`editing` false) the build reads as text and only play happens; the
 * edit mode opens the build to change (where the build lock allows).
 */
export function figureHeaderContext(
  actor: { readonly uuid: string; readonly name: string; readonly img?: string | null },
  options: { readonly editable: boolean; readonly buildLocked?: boolean; readonly editing?: boolean },
) {
  const editing = options.editing !== false;
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    editable: options.editable,
    editing,
    canToggleMode: options.editable,
    ...buildLockContext(options.editable && editing, options.buildLocked === true),
  };
}
