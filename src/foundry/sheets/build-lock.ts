import { gameInProgress } from "../guard/judge";

/**
 * Is a figure's build locked on this user's sheet? For a player while a combat has started: a card
 * rolled in the game derives from the build, and the guard puts a player's change back (its
 * "build" fields). A GM may always change it.
 */
export function buildLockedFor(isGM: boolean): boolean {
  return !isGM && gameInProgress();
}

/** The sheet context's two build keys: the build inputs are enabled, and the lock note is shown. */
export function buildLockContext(editable: boolean, locked: boolean): { buildEditable: boolean; buildLocked: boolean } {
  return { buildEditable: editable && !locked, buildLocked: editable && locked };
}
