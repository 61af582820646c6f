import { SYSTEM_ID } from "../shared/constants";
import { startedCombatantOf } from "../shared/token-combatant";
import type { MovePoint } from "./move-record";

type TokenRef = Parameters<typeof startedCombatantOf>[0];

/**
 * Where the active GM's client last let each fighting token stand, kept on the started combat it
 * fights in (`flags.shelf-wars.stood.<tokenId>`), which players cannot write. The GM's client keeps
 * its own record in memory while it runs; this one outlives it, so a move made while no GM's client
 * was connected is judged when one connects, from here, never from the token's own data (its owner
 * writes that). One key per fighting token: the combat's record never grows with the moves.
 */
function isPoint(value: unknown): value is MovePoint {
  const p = value as Record<string, unknown> | null;
  return typeof p === "object" && p !== null && Number.isFinite(p.x) && Number.isFinite(p.y);
}

function storedMap(combat: { flags: unknown }): Record<string, unknown> {
  const ours = (combat.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID];
  const stood = ours?.stood;
  return typeof stood === "object" && stood !== null ? (stood as Record<string, unknown>) : {};
}

/** Where the GM's client last let this fighting token stand; undefined outside a started combat or before any record. */
export function stoodOf(token: TokenRef): MovePoint | undefined {
  const found = startedCombatantOf(token);
  const point = found && token.id ? storedMap(found.combat)[token.id] : undefined;
  return isPoint(point) ? { x: point.x, y: point.y } : undefined;
}

/** Records where a fighting token stands (the active GM's client; nothing outside a started combat). */
export async function recordStood(token: TokenRef, point: MovePoint): Promise<void> {
  const found = startedCombatantOf(token);
  if (!found || !token.id || !game.user?.isGM) return;
  const known = storedMap(found.combat)[token.id];
  if (isPoint(known) && known.x === point.x && known.y === point.y) return;
  await found.combat.update({ [`flags.${SYSTEM_ID}.stood.${token.id}`]: { x: point.x, y: point.y } } as never);
}
