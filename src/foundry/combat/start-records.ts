/** What a token shows of its side, as a combat records it: its disposition and its ring (the side's colours). */
export interface Look {
  readonly disposition: number;
  readonly ring: unknown;
}

/** What a token offers to read its look and its place from. */
export interface LookSource {
  readonly id: string | null;
  readonly x?: number;
  readonly y?: number;
  readonly disposition: number;
  toObject(): { ring?: unknown };
}

export function lookOf(token: LookSource): Look {
  return { disposition: token.disposition, ring: structuredClone(token.toObject().ring ?? null) };
}

/**
 * The records a combat starts with, written in the same update that starts it (so no write of a
 * player's lands before them): each fighting token's look (canvas/look-guard.ts) and where it
 * stands (canvas/stood-record.ts).
 */
export function recordsAtStart(combatants: readonly { readonly token?: unknown }[]): { look: Record<string, Look>; stood: Record<string, { x: number; y: number }> } {
  const look: Record<string, Look> = {};
  const stood: Record<string, { x: number; y: number }> = {};
  for (const combatant of combatants) {
    const token = combatant.token as LookSource | null | undefined;
    if (!token?.id) continue;
    look[token.id] = lookOf(token);
    stood[token.id] = { x: token.x ?? 0, y: token.y ?? 0 };
  }
  return { look, stood };
}
