import type { Terrain } from "./movement";

/**
 * Cover (+1 defence die). The source names cover without saying what gives it; Shelf Wars reads
 * it from what the table shows between the attacker and the defender, and leaves the rest to a
 * judgement that the defender's side or the GM makes, never the attacker:
 * - "wall": a wall crosses the line from the attacker's centre to the defender's centre (a low
 *   wall that stops only movement, a terrain wall that only limits sight, or a full wall);
 * - "terrain": the defender stands in, or behind, terrain that hides a figure (difficult or
 *   blocking terrain: rubble, woods, hedges); water and open ground hide nobody;
 * - "conceded": the attacker grants it (it only ever helps the defender);
 * - "confirmed": the defender's owner or a GM says the defender is in cover where the table cannot
 *   show it.
 * Other figures give no cover (they do not block sight in this game either).
 */
export const COVER_SOURCES = ["wall", "terrain", "conceded", "confirmed"] as const;
export type CoverSource = (typeof COVER_SOURCES)[number];

/** Cover the table shows by itself. */
export type TableCoverSource = Extract<CoverSource, "wall" | "terrain">;

/** Terrain that hides a figure standing in or behind it. */
export const COVERING_TERRAIN = ["difficult", "blocking"] as const satisfies readonly Terrain[];

/** What the table shows along one attacker-to-defender line. */
export interface CoverLine {
  /** Walls crossed by the centre-to-centre line that stop movement or sight (an open door stops neither). */
  readonly wallsCrossed: number;
  /** Terrain of the squares strictly between the two figures on the straight path. */
  readonly between: readonly Terrain[];
  /** Terrain of the defender's own square. */
  readonly defenderSquare: Terrain;
}

const hides = (terrain: Terrain): boolean => (COVERING_TERRAIN as readonly Terrain[]).includes(terrain);

/** The cover the table itself gives the defender on this line, or null when it gives none. */
export function tableCover(line: CoverLine): TableCoverSource | null {
  if (line.wallsCrossed > 0) return "wall";
  if (hides(line.defenderSquare) || line.between.some(hides)) return "terrain";
  return null;
}

/** One defender's cover from every source: the table's, the attacker's concession, a confirmation. */
export interface DefenderCoverInput {
  readonly table: TableCoverSource | null;
  readonly conceded: boolean;
  readonly confirmed: boolean;
}

/** Why the defender is in cover (the table first), or null: the attacker can add cover, never take it away. */
export function coverSource(input: DefenderCoverInput): CoverSource | null {
  if (input.table) return input.table;
  if (input.confirmed) return "confirmed";
  if (input.conceded) return "conceded";
  return null;
}

/**
 * The defenders in cover for an attack: every figure the table puts in cover, every one the
 * defender's side or a GM confirmed, and every one the attacker conceded. Ids in order of `figureIds`.
 */
export function defendersInCover(
  figureIds: readonly string[],
  table: (id: string) => TableCoverSource | null,
  conceded: readonly string[],
  confirmed: readonly string[],
): string[] {
  return figureIds.filter((id) => coverSource({ table: table(id), conceded: conceded.includes(id), confirmed: confirmed.includes(id) }) !== null);
}
