/** How the demo paints its text: ANSI colours for a terminal, nothing at all when piped. */
export interface Style {
  heading(text: string): string;
  blue(text: string): string;
  red(text: string): string;
  dice(text: string): string;
  good(text: string): string;
  bad(text: string): string;
  dim(text: string): string;
}

const ansi =
  (open: number, close: number) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;

export const COLOUR_STYLE: Style = {
  heading: ansi(1, 22),
  blue: ansi(34, 39),
  red: ansi(31, 39),
  dice: ansi(33, 39),
  good: ansi(32, 39),
  bad: ansi(35, 39),
  dim: ansi(2, 22),
};

const same = (text: string): string => text;
export const PLAIN_STYLE: Style = { heading: same, blue: same, red: same, dice: same, good: same, bad: same, dim: same };

/**
 * Colour only for a terminal, and never when NO_COLOR is set to anything non-empty (no-color.org);
 * FORCE_COLOR asks for it even when piped.
 */
export function wantsColour(stream: { isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "" && env.FORCE_COLOR !== "0") return true;
  return stream.isTTY === true;
}

/** The side colours, in the order the sides are listed. */
export function sidePainter(style: Style, sideIds: readonly string[]): (sideId: string, text: string) => string {
  return (sideId, text) => (sideIds.indexOf(sideId) === 0 ? style.blue(text) : style.red(text));
}

/** A narrated battle: a title, the lines, and the result in one line. */
export interface Narration {
  title: string;
  lines: string[];
  result: string;
}

/** One narrator per event kind: the compiler insists that every kind the engine can log is told. */
export type Narrators<E extends { type: string }> = { [K in E["type"]]: (event: Extract<E, { type: K }>) => string };

export function narrateEvents<E extends { type: string }>(events: readonly E[], narrators: Narrators<E>): string[] {
  return events.map((event) => (narrators[event.type as E["type"]] as (e: E) => string)(event));
}

/** A list of names joined for a sentence: "a", "a and b", "a, b and c". */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}
