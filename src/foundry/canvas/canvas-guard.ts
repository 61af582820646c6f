import { LANG_PREFIX, SYSTEM_ID } from "../shared/constants";

/**
 * The places where core's render loop runs the system's code: each ruleset's token ruler hooks.
 * Their label is `SHELFWARS.Canvas.Place.<value>`. (Dialogs' area highlights are not drawn in the
 * loop: AreaHighlight reports its own failures.)
 */
export const CANVAS_PLACES = {
  knightFightRuler: "KnightFightRuler",
  angryMiniaturesRuler: "AngryMiniaturesRuler",
  preciousMomentsRuler: "PreciousMomentsRuler",
} as const;
export type CanvasPlace = keyof typeof CANVAS_PLACES;

/** The rulesets' `preMoveToken` checks; their label is `SHELFWARS.Canvas.MoveCheck.<value>`. */
export const MOVE_CHECKS = {
  knightFightMove: "KnightFightMove",
  angryMiniaturesMove: "AngryMiniaturesMove",
  preciousMomentsMove: "PreciousMomentsMove",
  preciousMomentsDeployment: "PreciousMomentsDeployment",
} as const;
export type MoveCheck = keyof typeof MOVE_CHECKS;

const reported = new Set<CanvasPlace>();

function text(key: string, data: Record<string, string> = {}): string {
  const i18n = game.i18n;
  if (!i18n) return key;
  return Object.keys(data).length > 0 ? i18n.format(key, data) : i18n.localize(key);
}

/**
 * Tells the table once that a place failed (one notification, the error once in the console);
 * later failures of the same place say nothing, so a canvas that redraws many times a second
 * does not bury the table in notices. Reporting never throws.
 */
export function reportCanvasFailure(place: CanvasPlace, error: unknown): void {
  if (reported.has(place)) return;
  reported.add(place);
  try {
    console.error(`${SYSTEM_ID} | ${CANVAS_PLACES[place]} failed; it is drawn plainly from now on`, error);
    const what = text(`${LANG_PREFIX}.Canvas.Place.${CANVAS_PLACES[place]}`);
    ui.notifications?.error(text(`${LANG_PREFIX}.Canvas.DrawFailed`, { what }));
  } catch {
    // A broken notifier must not break the canvas either; the error is already in the console.
  }
}

/**
 * Runs drawing work that core calls from its render loop. An error thrown there escapes the
 * loop and stops the canvas ticker (the table freezes), so it is caught here, reported once per
 * place, and the plain answer given instead.
 */
export function guardCanvas<T>(place: CanvasPlace, plain: () => T, work: () => T): T {
  try {
    return work();
  } catch (error) {
    reportCanvasFailure(place, error);
    return plain();
  }
}

/**
 * Wraps a `preMoveToken` handler. Core calls the hook through `Hooks.call`, which logs a throwing
 * handler and goes on as if it had said nothing, so the move would go through unchecked (and the
 * error would reach the canvas' drag handling): here an error refuses the move instead (false,
 * the one answer v13 lets this hook give), with one notification for that move. The system's own
 * writes (marked automated) are let through unchecked.
 */
export function guardMoveCheck<A extends unknown[]>(check: MoveCheck, handler: (...args: A) => boolean | void): (...args: A) => boolean | void {
  return (...args: A) => {
    // The GM's client putting a token back (move-watch.ts) is no move to check: `operation`, the hook's third argument, carries its options.
    const options = (args[2] as Record<string, { automated?: unknown } | undefined> | undefined)?.[SYSTEM_ID];
    if (options?.automated === true) return;
    try {
      return handler(...args);
    } catch (error) {
      try {
        console.error(`${SYSTEM_ID} | the ${MOVE_CHECKS[check]} check failed; the move is refused`, error);
        const what = text(`${LANG_PREFIX}.Canvas.MoveCheck.${MOVE_CHECKS[check]}`);
        ui.notifications?.error(text(`${LANG_PREFIX}.Canvas.MoveCheckFailed`, { what }));
      } catch {
        // A broken notifier must not let the move through either.
      }
      return false;
    }
  };
}
