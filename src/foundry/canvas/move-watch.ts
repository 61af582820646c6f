import { keysUnder } from "../shared/i18n";
import { isActiveGm } from "../shared/active-gm";
import { inWriteQueue } from "../chat/change-writer";
import { LANG_PREFIX, SYSTEM_ID } from "../shared/constants";
import { AUTOMATED_WRITE } from "../guard/register";
import { MOVE_CHECKS } from "./canvas-guard";
import { moveJudges, type MoveVerdict, type SeenMove } from "./move-judges";
import { recordLeg, routeThisActivation, type MovePoint } from "./move-record";
import { gmIds } from "../shared/gm-whisper";
import { recordStood, stoodOf } from "./stood-record";
import { noticeLines, postNotice, type NoticeKind } from "../shared/notices";

/**
 * The active GM's client checks every move (issue 22 "Moves checked where they count"): a
 * player's client may skip its own `preMoveToken` handlers, which run only there
 * (https://foundryvtt.com/api/v13/functions/hookEvents.preMoveToken.html), while `moveToken` "fires
 * for all connected clients after the update has been processed", with the User who moved
 * (https://foundryvtt.com/api/v13/functions/hookEvents.moveToken.html). Where a token stood is
 * the GM's client's own record (taken when the world is ready, a token is created, or a combat
 * changes, and moved by every move it takes in), never the movement's stated `origin`.
 * A v14 planned movement fires neither movement hook (foundryvtt#13639); its position change
 * still reaches every client as `updateToken`, which is judged here as a straight move when no
 * `moveToken` took it in.
 */

interface MovementLike {
  readonly origin?: MovePoint;
  readonly passed?: { readonly waypoints?: readonly MovePoint[] };
}

const positions = new Map<string, MovePoint>();

function at(token: { x: number; y: number }): MovePoint {
  return { x: token.x, y: token.y };
}

function same(a: MovePoint, b: MovePoint): boolean {
  return a.x === b.x && a.y === b.y;
}

/**
 * The system's own writes (a token put back) carry this option and are not judged again; only a
 * GM's write counts as one, since a player's client can put any option on its own update.
 */
function isAutomated(options: unknown, user: User.Implementation | undefined): boolean {
  return user?.isGM === true && (options as Record<string, { automated?: unknown } | undefined> | null)?.[SYSTEM_ID]?.automated === true;
}

/** A player who owns the token: who a move no GM's client saw is put to (the mover is not known). */
function ownerOf(token: TokenDocument.Implementation): User.Implementation | undefined {
  const actor = token.actor;
  return (game.users?.contents ?? []).find((user) => !user.isGM && actor?.testUserPermission(user, "OWNER")) as User.Implementation | undefined;
}

/**
 * Where the GM's client last saw each token of every scene (tokens it already knows keep their
 * record). A fighting token this client does not know yet is taken from the combat's record of
 * where a GM's client last let it stand: if it stands elsewhere now, it moved while no GM's client
 * was connected, and that move is judged now, put to a player who owns it.
 */
export function rememberTokens(): void {
  if (!isActiveGm()) return;
  for (const scene of game.scenes ?? []) {
    for (const token of scene.tokens) {
      const stood = stoodOf(token);
      const known = positions.get(token.uuid);
      if (known) {
        // A figure that has just begun fighting: its place is recorded once.
        if (!stood) void recordStood(token, known).catch((error: unknown) => console.error("Shelf Wars | could not record where a token stands", error));
        continue;
      }
      const now = at(token);
      const owner = stood && !same(stood, now) ? ownerOf(token) : undefined;
      positions.set(token.uuid, now);
      if (owner) takeIn(token, stood!, [now], owner);
      else if (!stood) void recordStood(token, now).catch((error: unknown) => console.error("Shelf Wars | could not record where a token stands", error));
    }
  }
}

export function forgetPositions(): void {
  positions.clear();
}

let judging: Promise<unknown> = Promise.resolve();

/** The GM's client judges moves one after another, each reading the record the one before wrote. */
function inTurn(work: () => Promise<void>): void {
  judging = judging.then(work).catch((error: unknown) => console.error("Shelf Wars | the move check on the GM's client failed", error));
}

/** Waits for the moves already taken in to be judged (tests, and code that reads the move record). */
export function movesJudged(): Promise<void> {
  return judging.then(() => undefined);
}

const { format } = keysUnder(`${LANG_PREFIX}.Moves`);

/** Whispered from the GM's client: at enforce to the GMs and the mover, at warn to the GMs. */
async function report(outcome: "PutBack" | "Kept", move: SeenMove, rule: string): Promise<void> {
  const gms = gmIds();
  const whisper = [...new Set([...gms, ...(outcome === "PutBack" && move.user.id ? [move.user.id] : [])])];
  if (whisper.length === 0) return;
  const text = format(outcome, { user: move.user.name ?? "", name: move.token.name ?? "", rule });
  await postNotice(MOVE_REPORT_NOTICE, { content: noticeLines([text], "sw-move-report"), whisper, speaker: { alias: game.i18n?.localize(`${LANG_PREFIX}.Moves.Speaker`) ?? "" } });
}

function verdictsOn(move: SeenMove): MoveVerdict[] {
  return moveJudges().flatMap((judge) => {
    try {
      const verdict = judge.judge(move);
      return verdict ? [verdict] : [];
    } catch (error) {
      // A check that cannot judge (a broken scene) must not move the token: the GM is told.
      console.error(`Shelf Wars | ${MOVE_CHECKS[judge.check]} failed on the GM's client`, error);
      return [{ verdict: "warn" as const, rule: format("Unjudged", { what: game.i18n?.localize(`${LANG_PREFIX}.Canvas.MoveCheck.${MOVE_CHECKS[judge.check]}`) ?? judge.check }) }];
    }
  });
}

/** A player's move that breaks a rule at enforce goes back where the GM's record says it began. */
async function putBack(move: SeenMove): Promise<void> {
  positions.set(move.token.uuid, move.from);
  await inWriteQueue(async () => {
    await move.token.update({ x: move.from.x, y: move.from.y } as never, AUTOMATED_WRITE as never);
  });
  await recordStood(move.token, move.from);
}

/** Judges one move, puts it back or reports it, and records and follows up (pays) a move that stands. */
async function judge(token: TokenDocument.Implementation, from: MovePoint, waypoints: readonly MovePoint[], user: User.Implementation): Promise<void> {
  const sceneId = token.parent?.id;
  const tokenId = token.id;
  if (!sceneId || !tokenId) return;
  const move: SeenMove = { token, from, waypoints, earlier: routeThisActivation(sceneId, tokenId), user };
  if (!user.isGM) {
    const verdicts = verdictsOn(move);
    const refused = verdicts.find((v) => v.verdict === "refuse");
    if (refused) {
      await putBack(move);
      await report("PutBack", move, refused.rule ?? "");
      return;
    }
    for (const warned of verdicts.filter((v) => v.verdict === "warn")) await report("Kept", move, warned.rule ?? "");
  }
  await recordLeg(sceneId, tokenId, { from, waypoints });
  await recordStood(token, waypoints.at(-1) ?? at(token));
  for (const each of moveJudges()) await each.stood?.(move);
}

function takeIn(token: TokenDocument.Implementation, from: MovePoint, waypoints: readonly MovePoint[], user: User.Implementation | undefined): void {
  if (user) inTurn(() => judge(token, from, waypoints, user));
}

/** moveToken on the active GM's client. */
export function onMoveToken(token: TokenDocument.Implementation, movement: MovementLike, operation: unknown, user: User.Implementation): void {
  if (!isActiveGm()) return;
  const to = at(token);
  const from = positions.get(token.uuid) ?? movement.origin ?? to;
  positions.set(token.uuid, to);
  if (isAutomated(operation, user) || same(from, to)) return;
  const passed = movement.passed?.waypoints ?? [];
  takeIn(token, from, passed.length > 0 && same(passed.at(-1)!, to) ? passed : [to], user);
}

/** updateToken on the active GM's client: a position change no moveToken took in (a v14 planned movement) is judged as a straight move. */
export function onUpdateToken(token: TokenDocument.Implementation, changed: Record<string, unknown>, options: unknown, userId: string): void {
  if (!isActiveGm() || !("x" in changed || "y" in changed)) return;
  // After the hooks of this update have all run: core's order of updateToken and moveToken is not documented.
  void Promise.resolve().then(() => {
    const to = at(token);
    const from = positions.get(token.uuid);
    positions.set(token.uuid, to);
    const user = game.users?.get(userId) as User.Implementation | undefined;
    if (!from || same(from, to) || isAutomated(options, user)) return;
    takeIn(token, from, [to], user);
  });
}

// Hooks fvtt-types 13.345.1 does not list (the v13 movement API); typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

/** The GM-side move check: the record of where tokens stand, and the judging of every move. */
export function registerMoveWatch(): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  Hooks.on("ready", () => rememberTokens());
  Hooks.on("userConnected", () => rememberTokens());
  Hooks.on("updateCombat", () => rememberTokens());
  Hooks.on("createToken", (token) => {
    if (isActiveGm()) positions.set(token.uuid, at(token as unknown as MovePoint));
  });
  on("moveToken", (token: TokenDocument.Implementation, movement: MovementLike, operation: unknown, user: User.Implementation) => onMoveToken(token, movement, operation, user));
  on("updateToken", (token: TokenDocument.Implementation, changed: Record<string, unknown>, options: unknown, userId: string) => onUpdateToken(token, changed, options, userId));
}

/** A move judged after the fact (put back, or kept at warn), whispered. */
export const MOVE_REPORT_NOTICE: NoticeKind = { flag: "moveReport" };
