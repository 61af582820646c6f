import { isClaimingTab } from "../shared/gm-tab";
import { serialLine } from "../shared/serial-line";
import { isRuleViolation, RuleViolation } from "../../rules/common/errors";
import { LANG_PREFIX, SYSTEM_ID } from "../shared/constants";
import { isRelayAsk, isRelayReply, isRelayRequest, isRelayResponse, isRelayWorking, type RelayError, type RelayRequest, type RelayResponse, type RelayWorking } from "./protocol";
import { SOCKET_NAME } from "./socket-name";
import { answerAsk, takeReply } from "./ask-player";

/**
 * Players may update only what they own; anything else is asked of the active GM's client.
 *
 * Transport: the system socket (`system.json` has `socket: true`). The server appends the
 * sender's user id after the arguments a client emitted
 * (https://foundryvtt.com/api/v13/classes/foundry.helpers.SocketInterface.html), and a client
 * may emit any arguments it likes: the relay emits exactly one, so a listener must receive
 * exactly two, and the sender is the last. Anything else is refused.
 *
 * The active GM's client answers requests one at a time, in arrival order, and remembers each
 * request id's answer, so a request that arrives twice is performed once. The listener is
 * registered at `init`, so requests can arrive while the GM's client is still loading: they
 * wait until that client is ready (Game#ready), then are answered in the order they came.
 *
 * While the GM's client has a request (in its line, or waiting for a player's dice), it tells the
 * requester every RELAY_WORKING_MS that it is still working, and each such word from the GM asked
 * gives the requester another RELAY_TIMEOUT_MS, up to RELAY_LONGEST_WAIT_MS in all: an exchange
 * that waits for several players' dice is not reported as lost while it is still going.
 *
 * The other direction (the GM's client asking one player for their own dice) travels on the same
 * socket and listener: see ask-player.ts.
 */
export { SOCKET_NAME } from "./socket-name";
/** How long a player waits for the GM's answer before saying the outcome is unknown. */
export const RELAY_TIMEOUT_MS = 30_000;
/** How often the GM's client says it is still working on a request. */
export const RELAY_WORKING_MS = 10_000;
/** The longest a requester waits in all, however long the GM's client says it is working. */
export const RELAY_LONGEST_WAIT_MS = 300_000;
/** Answers remembered per requester, for de-duplication. */
const REMEMBERED_ANSWERS = 200;

export type GmRequestHandler<P, R> = (payload: P, requester: User.Implementation) => Promise<R>;

interface Pending {
  readonly name: string;
  readonly payload: unknown;
  gmId: string;
  retried: boolean;
  /** When it was first sent (Date.now()). */
  readonly sentAt: number;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

const handlers = new Map<string, GmRequestHandler<unknown, unknown>>();
const pending = new Map<string, Pending>();
const answers = new Map<string, Promise<RelayResponse>>();

/** The names of every request the GM's client answers, `<area>.<action>` ("chat.card", "combat.activate"). */
export function gmRequestNames(): string[] {
  return [...handlers.keys()];
}

/**
 * Registers what the GM's client does for `name`. The payload arrives from another client as
 * plain JSON: `P` is what it claims to be, so the handler must validate every field before use.
 */
export function registerGmRequest<P, R>(name: string, handler: GmRequestHandler<P, R>): void {
  if (handlers.has(name)) throw new Error(`${SYSTEM_ID} | GM request "${name}" is registered twice`);
  handlers.set(name, handler as GmRequestHandler<unknown, unknown>);
}

/** Runs a task after every request already queued on this client (the GM's one-at-a-time line). */
const inLine = serialLine();

/** Resolves once every request already in the active GM's line has been answered (on that client). */
export const relayIdle = (): Promise<void> => inLine(async () => undefined);

/**
 * Runs the handler for `name` on the active GM's client: here, in the same line as remote
 * requests, when this user is the active GM. Rejects with a RuleViolation (code = lang key)
 * when no GM is connected, when the GM refuses, when the GM leaves, or when no answer comes in
 * time (the outcome is then unknown).
 */
export async function requestGm<P, R>(name: string, payload: P): Promise<R> {
  const user = game.user!;
  const gm = game.users!.activeGM;
  if (!gm?.id) throw relayViolation("Relay.NoGm", "No GM is connected to apply this change.");
  if (gm.id === user.id) return (await inLine(() => handlerFor(name)(payload, user))) as R;
  const requestId = foundry.utils.randomID();
  return new Promise<R>((resolve, reject) => {
    const entry: Pending = { name, payload, gmId: gm.id!, retried: false, sentAt: Date.now(), resolve: resolve as (value: unknown) => void, reject, timer: setTimeout(() => undefined, 0) };
    pending.set(requestId, entry);
    send(requestId, entry);
  });
}

/** (Re)starts the wait for the GM's answer: RELAY_TIMEOUT_MS from now, never past the longest wait. */
function armTimeout(requestId: string, entry: Pending): void {
  clearTimeout(entry.timer);
  const gmName = game.users!.get(entry.gmId)?.name ?? "";
  const left = Math.min(RELAY_TIMEOUT_MS, entry.sentAt + RELAY_LONGEST_WAIT_MS - Date.now());
  entry.timer = setTimeout(() => {
    pending.delete(requestId);
    entry.reject(relayViolation("Relay.Timeout", "The GM did not answer in time; the outcome is unknown.", { gm: gmName }));
  }, Math.max(0, left));
}

function send(requestId: string, entry: Pending): void {
  armTimeout(requestId, entry);
  const request: RelayRequest = { kind: "request", requestId, name: entry.name, gmId: entry.gmId, payload: entry.payload };
  game.socket!.emit(SOCKET_NAME, request);
}

/** Listens on the system socket and for GMs leaving; called once at init by the chat service. */
export function registerRelay(): void {
  game.socket!.on(SOCKET_NAME, (...args: unknown[]): Promise<void> | void => {
    // One argument from the client plus the sender id the server appends; anything else is forged.
    if (args.length !== 2) return refuseMalformed(args);
    const [message, senderId] = args;
    if (typeof senderId !== "string") return refuseMalformed(args);
    // Returned so a caller that awaits listeners can; Foundry ignores it.
    if (isRelayRequest(message)) return answer(message, senderId);
    if (isRelayResponse(message)) settle(message, senderId);
    if (isRelayWorking(message)) stillWorking(message, senderId);
    if (isRelayAsk(message)) return answerAsk(message, senderId);
    if (isRelayReply(message)) takeReply(message, senderId);
  });
  Hooks.on("userConnected", (user, connected) => {
    if (!connected && user.id) onGmGone(user.id, user.name ?? "");
  });
}

function refuseMalformed(args: readonly unknown[]): void {
  console.warn(`${SYSTEM_ID} | ignored a socket message with ${args.length} arguments (expected the message and the sender)`);
}

/** Requests sent to a GM who has just left fail now, not after the timeout. */
function onGmGone(userId: string, name: string): void {
  for (const [requestId, entry] of pending) {
    if (entry.gmId !== userId) continue;
    pending.delete(requestId);
    clearTimeout(entry.timer);
    entry.reject(relayViolation("Relay.GmLeft", "The GM left before answering; the outcome is unknown.", { gm: name }));
  }
}

function handlerFor(name: string): GmRequestHandler<unknown, unknown> {
  const handler = handlers.get(name);
  if (!handler) throw relayViolation("Relay.Unknown", `Unknown GM request "${name}".`, { name });
  return handler;
}

/** Resolves once this client has reached `ready` (at once when it has). */
async function clientReady(): Promise<void> {
  while (!game.ready) await new Promise<void>((resolve) => Hooks.once("ready", () => resolve()));
}

async function answer(request: RelayRequest, senderId: string): Promise<void> {
  const me = game.user!;
  if (request.gmId !== me.id) return;
  // Another tab of this GM has the table (gm-tab.ts): it answers; this one stays silent.
  if (!isClaimingTab()) return;
  const working: RelayWorking = { kind: "working", requestId: request.requestId, requesterId: senderId };
  const keepAlive = setInterval(() => game.socket!.emit(SOCKET_NAME, working), RELAY_WORKING_MS);
  try {
    await clientReady();
    const key = `${me.id}/${senderId}/${request.requestId}`;
    let response = answers.get(key);
    if (!response) {
      response = respond(request, senderId);
      answers.set(key, response);
      if (answers.size > REMEMBERED_ANSWERS) answers.delete(answers.keys().next().value!);
    }
    game.socket!.emit(SOCKET_NAME, await response);
  } finally {
    clearInterval(keepAlive);
  }
}

async function respond(request: RelayRequest, senderId: string): Promise<RelayResponse> {
  const base = { kind: "response", requestId: request.requestId, requesterId: senderId } as const;
  try {
    // A GM who is no longer the active GM says so, and the requester asks the new one.
    if (game.users!.activeGM?.id !== game.user!.id) throw relayViolation("Relay.NotActiveGm", "This GM is no longer the active GM.");
    const requester = game.users!.get(senderId);
    if (!requester) throw relayViolation("Relay.UnknownUser", "The request came from an unknown user.");
    const handler = handlerFor(request.name);
    return { ...base, ok: true, result: await inLine(() => handler(request.payload, requester)) };
  } catch (error) {
    const relayError = toRelayError(error);
    console.warn(`${SYSTEM_ID} | refused "${request.name}" from user ${senderId}: ${localiseError(relayError)}`);
    return { ...base, ok: false, error: relayError };
  }
}

/** The GM asked is still working on one of this client's requests: wait on, within the longest wait. */
function stillWorking(message: RelayWorking, senderId: string): void {
  if (message.requesterId !== game.user!.id) return;
  const waiting = pending.get(message.requestId);
  // Only the GM that was asked can say so; anyone else's word changes nothing.
  if (!waiting || waiting.gmId !== senderId) return;
  armTimeout(message.requestId, waiting);
}

function settle(response: RelayResponse, senderId: string): void {
  if (response.requesterId !== game.user!.id) return;
  const waiting = pending.get(response.requestId);
  // An answer counts only from the GM that was asked.
  if (!waiting || waiting.gmId !== senderId) return;
  if (!response.ok && response.error.code === "Relay.NotActiveGm" && !waiting.retried) {
    const next = game.users!.activeGM;
    if (next?.id && next.id !== waiting.gmId) {
      waiting.gmId = next.id;
      waiting.retried = true;
      send(response.requestId, waiting);
      return;
    }
  }
  pending.delete(response.requestId);
  clearTimeout(waiting.timer);
  if (response.ok) waiting.resolve(response.result);
  else waiting.reject(new RuleViolation(response.error.code, localiseError(response.error), response.error.data));
}

function toRelayError(error: unknown): RelayError {
  if (isRuleViolation(error)) return { code: error.code, data: { ...error.data } };
  return { code: "Relay.Failed", data: { reason: error instanceof Error ? error.message : String(error) } };
}

export function localiseError(error: RelayError): string {
  const data = Object.fromEntries(Object.entries(error.data).map(([key, value]) => [key, String(value)]));
  return game.i18n!.format(`${LANG_PREFIX}.${error.code}`, data);
}

function relayViolation(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(code, message, data);
}
