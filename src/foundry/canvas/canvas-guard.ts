import { LANG_PREFIX, SYSTEM_ID } from "../constants";

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
