import type { StandInPart } from "../index";
import { documentHookOnEveryClient, onEveryClient } from "../clients";
import { standInGeneration } from "../generation";
import type { StandInUser } from "./documents";

/**
 * A token's move as core's movement API carries it out (v13, https://foundryvtt.com/api/v13/):
 * - An update that changes a token's `x` / `y` is a movement: core determines "the movement for
 *   this document update" before it is sent (foundryvtt#11754, `TokenDocument#_preUpdateMovement`,
 *   "called after the movement for this document update has been determined"), whether it came
 *   from a drag, `TokenDocument#move` or a plain `update({x, y})`.
 * - `preMoveToken(document, movement, operation)` "only fires for the client who is initiating
 *   the update request"; returning false rejects the movement entirely
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.preMoveToken.html). The stand-in drops the
 *   whole update then (resolving undefined, no hook): a `_preUpdate` that vetoes cancels its
 *   document's update, and the page says the movement "can only be rejected entirely".
 * - `moveToken(document, movement, operation, user)` "fires for all connected clients after the
 *   update has been processed", `user` being "the User that requested the update operation"
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.moveToken.html). The stand-in runs it on
 *   every client right after `updateToken`; the order of the two in core is not documented, so
 *   adapter code must not depend on it.
 * - `movement` (TokenMovementOperation, https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenMovementOperation.html):
 *   `id`, `origin` (where the token stood), `destination`, `passed.waypoints` (the waypoints moved
 *   through in this update, the destination last), `pending.waypoints` (none: the stand-in's
 *   moves finish in one update), `method` ("api", or as the options say), `chain` ([]).
 *   Waypoints given in `options.movement[tokenId].waypoints` (TokenDocument#move's shape) are the
 *   passed waypoints; without them the token moves straight to its new `x` / `y`.
 *   `operation` carries the update options (DatabaseUpdateOperation holds them; the
 *   updateDocument hook's `options` are the same object).
 * - A hostile player's client runs whatever code it likes: it can drop its own `preMoveToken`
 *   handlers (they run only there) and its own `moveToken` handlers, and the server still takes
 *   the update of a token it owns and tells every other client. `skipOwnMoveChecks(user)` makes
 *   that user's client do so.
 * - v14 planned movement (foundryvtt#13639): `TokenMovementOptions#planned` makes the movement
 *   wait until `TokenDocument#startMovement` (owners only); planned movement "does not trigger
 *   `_preUpdateMovement` / `preMoveToken` or `_onUpdateMovement` / `moveToken`", it triggers
 *   `planToken` instead. The stand-in runs `planToken` on every client when it is planned, and
 *   when it is started commits the position with `updateToken` on every client and neither
 *   movement hook. On v13 `planned` is no option of core's (it was added in v14): ignored.
 * Not modelled: recording into `movementHistory` (tests write `_movementHistory` themselves),
 * animation, pausing, constrained paths and Region events; asking for them throws where they
 * would change what the adapter sees (`startMovement` on v13).
 */
export interface StandInWaypoint {
  readonly x: number;
  readonly y: number;
}

export interface StandInMovement {
  readonly id: string;
  readonly origin: StandInWaypoint;
  readonly destination: StandInWaypoint;
  readonly passed: { readonly waypoints: readonly StandInWaypoint[] };
  readonly pending: { readonly waypoints: readonly StandInWaypoint[] };
  readonly method: string;
  readonly chain: readonly string[];
}

interface MovingToken {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

const hostile = new Set<string>();
let nextMovement = 0;

/** This user's client skips its own `preMoveToken` and `moveToken` handlers from now on (a hostile client). */
export function skipOwnMoveChecks(user: { id: string }): void {
  hostile.add(user.id);
}

export function resetMoveChecks(): void {
  hostile.clear();
}

function hooks(): { call(hook: string, ...args: unknown[]): boolean; callAll(hook: string, ...args: unknown[]): unknown } {
  return (globalThis as unknown as { Hooks: { call(hook: string, ...args: unknown[]): boolean; callAll(hook: string, ...args: unknown[]): unknown } }).Hooks;
}

/** The movement an update makes, or null when it moves nothing. */
export function movementOf(token: MovingToken, diff: Record<string, unknown>, options: Record<string, unknown>): StandInMovement | null {
  if (!("x" in diff) && !("y" in diff)) return null;
  const destination = { x: Number(diff.x ?? token.x), y: Number(diff.y ?? token.y) };
  const asked = (options.movement as Record<string, { waypoints?: StandInWaypoint[]; method?: string } | undefined> | undefined)?.[token.id];
  const given = (asked?.waypoints ?? []).map((w) => ({ x: w.x, y: w.y }));
  const last = given.at(-1);
  if (last && (last.x !== destination.x || last.y !== destination.y)) throw new Error("stand-in movement: waypoints that do not end where the update puts the token are not modelled");
  nextMovement += 1;
  return {
    id: `movement${String(nextMovement).padStart(10, "0")}`,
    origin: { x: token.x, y: token.y },
    destination,
    passed: { waypoints: given.length > 0 ? given : [destination] },
    pending: { waypoints: [] },
    method: asked?.method ?? "api",
    chain: [],
  };
}

/** Whether the initiating client lets the movement go (its preMoveToken handlers, unless it skips them). */
export function askInitiatingClient(user: StandInUser, token: unknown, movement: StandInMovement, options: Record<string, unknown>): boolean {
  if (hostile.has(user.id)) return true;
  return hooks().call("preMoveToken", token, structuredClone(movement), { ...options });
}

/** Is this update a v14 planned movement (the option ignored on v13)? */
export function isPlanned(options: Record<string, unknown>): boolean {
  return standInGeneration() >= 14 && options.planned === true;
}

/** After the database change: `updateToken`, then `moveToken`, on every connected client. */
export function announceMove(token: unknown, diff: Record<string, unknown>, options: Record<string, unknown>, user: StandInUser, movement: StandInMovement | null): void {
  documentHookOnEveryClient("updateToken", token, [diff, options], user.id);
  if (!movement) return;
  onEveryClient(() => {
    const self = (globalThis as unknown as { game: { user: { id: string } | null } }).game.user;
    if (!self || !hostile.has(self.id)) hooks().callAll("moveToken", token, structuredClone(movement), { ...structuredClone(options) }, user);
  });
}

/** v14: the planned movement is told to every client (`planToken`) and waits. */
export function announcePlan(token: unknown, movement: StandInMovement): void {
  onEveryClient(() => hooks().callAll("planToken", token, structuredClone(movement)));
}

export const installPart: StandInPart = () => resetMoveChecks();
