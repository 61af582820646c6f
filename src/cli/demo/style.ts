/** How the demo paints its text: ANSI colours for a terminal, nothing at all when piped. */
export interface Style {
  heading(text: string): string;
  blue(text: string): string;
  red(text: string): string;
  dice(text: string): string;
  good(text: string): string;
  bad(text: string): string;
  dim(text: string): string;
  /** Without colour a figure's side cannot be seen, so lines name it. */
  readonly tags: boolean;
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
  tags: false,
};

const same = (text: string): string => text;
export const PLAIN_STYLE: Style = { heading: same, blue: same, red: same, dice: same, good: same, bad: same, dim: same, tags: true };

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

/** Who plays a battle: its sides (in order) and its figures, by id. */
export interface Cast {
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  readonly figures: ReadonlyMap<string, { readonly name: string; readonly side: string }>;
}

/** Names from a cast, painted in their side's colour; `tagged` adds the side's name when there is no colour. */
export function castNames(style: Style, cast: Cast) {
  const paint = sidePainter(
    style,
    cast.sides.map((s) => s.id),
  );
  const sideName = (id: string): string => cast.sides.find((s) => s.id === id)?.name ?? id;
  const name = (id: string): string => cast.figures.get(id)?.name ?? id;
  const sideOf = (id: string): string => cast.figures.get(id)?.side ?? "";
  return {
    /** A side's name in its colour. */
    side: (id: string): string => paint(id, sideName(id)),
    /** A side's name, unpainted. */
    sideName,
    /** A figure's name, unpainted. */
    name,
    /** A figure's name in its side's colour. */
    who: (id: string): string => paint(sideOf(id), name(id)),
    /** A figure's name in its side's colour, and its side's name (without a leading "The") when there is no colour. */
    tagged: (id: string): string => paint(sideOf(id), style.tags ? `${name(id)} (${sideName(sideOf(id)).replace(/^The /, "")})` : name(id)),
    sideOf,
  };
}

/** A narrated battle: a title, the lines, the result in one line, and what was played (for --json). */
export interface Narration {
  title: string;
  lines: string[];
  result: string;
  /** The battle as data: its sides and figures and the engine's whole event log. */
  log: { sides: Record<string, string>; figures: Record<string, { name: string; side: string }>; events: readonly unknown[] };
}

/** The battle as data, for --json. */
export function logOf(cast: Cast, events: readonly unknown[]): Narration["log"] {
  return {
    sides: Object.fromEntries(cast.sides.map((s) => [s.id, s.name])),
    figures: Object.fromEntries([...cast.figures].map(([id, f]) => [id, { name: f.name, side: f.side }])),
    events,
  };
}

/**
 * One narrator per event kind: the compiler insists that every kind the engine can log is told.
 * A narrator returns null for an event another line already tells.
 */
export type Narrators<E extends { type: string }> = { [K in E["type"]]: (event: Extract<E, { type: K }>) => string | null };

export function narrateEvents<E extends { type: string }>(events: readonly E[], narrators: Narrators<E>): string[] {
  const lines: string[] = [];
  for (const event of events) {
    const line = (narrators[event.type as E["type"]] as (e: E) => string | null)(event);
    if (line !== null) lines.push(line);
  }
  return lines;
}

/** A list of names joined for a sentence: "a", "a and b", "a, b and c". */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}
