import { SYSTEM_ID } from "../shared/constants";
import { readActivationState, tableRound } from "../shared/combat-flags";

/** A token's top-left in pixels, as core's movement waypoints give it. */
export interface MovePoint {
  readonly x: number;
  readonly y: number;
}

/** One move the GM's client let stand: where the token stood before it (the GM's record), then the waypoints moved through. */
export interface MoveLeg {
  readonly from: MovePoint;
  readonly waypoints: readonly MovePoint[];
}

interface StoredLeg extends MoveLeg {
  readonly token: string;
}

/**
 * The GM's own record of which tokens moved in the running activation, and how, kept on the
 * Combat (`flags.shelf-wars.moved`: the activation's key and the legs, each naming its token; an
 * array, which an update replaces whole, so no deletion operator is needed). A player cannot
 * update a Combat, unlike a token's `movementHistory`, which its owner can write. Only the active
 * GM's client writes it, from the moves it saw (canvas/move-watch.ts); a record of an earlier
 * activation counts as empty, so it is cleared when an activation starts.
 */
interface StoredRecord {
  readonly activation: string;
  readonly legs: readonly StoredLeg[];
}

type CombatLike = NonNullable<typeof game.combats> extends Iterable<infer C> ? C : never;

/** The running activation's key: the round, the phase and the activating combatant (as dice/activation-of.ts names it). */
export function activationKeyOf(combat: CombatLike): string | null {
  const state = readActivationState(combat);
  if (!state || !combat.started || !state.active) return null;
  return `${tableRound(combat)}/${state.phase}/${state.active}`;
}

/** The started Shelf Wars combat in which this token fights, with an activation running. */
export function activationCombatOf(sceneId: string, tokenId: string): { combat: CombatLike; key: string } | null {
  for (const combat of game.combats ?? []) {
    const key = activationKeyOf(combat);
    if (key && combat.combatants.contents.some((c) => c.tokenId === tokenId && c.sceneId === sceneId)) return { combat, key };
  }
  return null;
}

function isPoint(value: unknown): value is MovePoint {
  const p = value as Record<string, unknown> | null;
  return typeof p === "object" && p !== null && Number.isFinite(p.x) && Number.isFinite(p.y);
}

function isLeg(value: unknown): value is MoveLeg {
  const leg = value as Record<string, unknown> | null;
  return typeof leg === "object" && leg !== null && isPoint(leg.from) && Array.isArray(leg.waypoints) && leg.waypoints.every(isPoint);
}

function storedOf(combat: CombatLike): StoredRecord | null {
  const ours = (combat.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID];
  const raw = ours?.moved as { activation?: unknown; legs?: unknown } | undefined;
  if (typeof raw !== "object" || raw === null || typeof raw.activation !== "string" || !Array.isArray(raw.legs)) return null;
  const legs = raw.legs.filter((leg: unknown): leg is StoredLeg => isLeg(leg) && typeof (leg as { token?: unknown }).token === "string");
  return { activation: raw.activation, legs };
}

/** The legs this token moved in the running activation, oldest first (none outside one). */
export function legsThisActivation(sceneId: string, tokenId: string): readonly MoveLeg[] {
  const found = activationCombatOf(sceneId, tokenId);
  if (!found) return [];
  const stored = storedOf(found.combat);
  return stored?.activation === found.key ? stored.legs.filter((leg) => leg.token === tokenId) : [];
}

/** Every point the token stood on this activation, oldest first: each leg's start, then its waypoints. */
export function routeThisActivation(sceneId: string, tokenId: string): MovePoint[] {
  return legsThisActivation(sceneId, tokenId).flatMap((leg) => [leg.from, ...leg.waypoints]);
}

function moved(leg: MoveLeg): boolean {
  return leg.waypoints.some((w) => w.x !== leg.from.x || w.y !== leg.from.y);
}

/** Did the token move in the running activation, by the GM's record? */
export function movedThisActivation(sceneId: string, tokenId: string): boolean {
  return legsThisActivation(sceneId, tokenId).some(moved);
}

let writing: Promise<unknown> = Promise.resolve();

/** Waits for the record writes already asked for, so a reader sees every move the GM's client took in. */
export function recordSettled(): Promise<void> {
  return writing.then(() => undefined);
}

/** Adds a leg the GM's client let stand (active GM only); a record of an earlier activation is replaced. */
export function recordLeg(sceneId: string, tokenId: string, leg: MoveLeg): Promise<void> {
  const run = writing.then(async () => {
    const found = activationCombatOf(sceneId, tokenId);
    if (!found) return;
    const stored = storedOf(found.combat);
    const earlier = stored?.activation === found.key ? stored.legs : [];
    const added: StoredLeg = { token: tokenId, from: { x: leg.from.x, y: leg.from.y }, waypoints: leg.waypoints.map((w) => ({ x: w.x, y: w.y })) };
    await found.combat.update({ [`flags.${SYSTEM_ID}.moved`]: { activation: found.key, legs: [...earlier, added] } } as never);
  });
  writing = run.catch((error: unknown) => console.error("Shelf Wars | the move record could not be written", error));
  return run;
}
