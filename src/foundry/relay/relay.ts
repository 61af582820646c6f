import { isRuleViolation, RuleViolation } from "../../rules/common/errors";
import { LANG_PREFIX, SYSTEM_ID } from "../constants";
import { isRelayRequest, isRelayResponse, type RelayError, type RelayRequest, type RelayResponse } from "./protocol";

/**
 * Players may update only what they own; anything else is asked of the active GM's client.
 *
 * Transport: the system socket (`system.json` has `socket: true`). v13's `CONFIG.queries` was the
 * other candidate, but its handlers are not told who asked, and every handler here must check
 * the requester. The socket hands listeners the sender's user id as second argument, set by the
 * server, so a client cannot claim to be someone else.
 */
export const SOCKET_NAME = `system.${SYSTEM_ID}`;
/** How long a player waits for the GM's answer before giving up. */
export const RELAY_TIMEOUT_MS = 30_000;

export type GmRequestHandler<P, R> = (payload: P, requester: User.Implementation) => Promise<R>;

const handlers = new Map<string, GmRequestHandler<unknown, unknown>>();
const pending = new Map<string, { gmId: string; resolve: (value: unknown) => void; reject: (error: unknown) => void; timer: ReturnType<typeof setTimeout> }>();

/**
 * Registers what the GM's client does for `name`. The payload arrives from another client as
 * plain JSON: `P` is what it claims to be, so the handler must validate every field before use.
 */
export function registerGmRequest<P, R>(name: string, handler: GmRequestHandler<P, R>): void {
  if (handlers.has(name)) throw new Error(`${SYSTEM_ID} | GM request "${name}" is registered twice`);
  handlers.set(name, handler as GmRequestHandler<unknown, unknown>);
}

/**
 * Runs the handler for `name`: here when this user is the active GM, otherwise on the active
 * GM's client. Rejects with a RuleViolation (code = lang key) when no GM is connected, when the
 * GM refuses, or when no answer comes in time.
 */
export async function requestGm<P, R>(name: string, payload: P): Promise<R> {
  const user = game.user!;
  const gm = game.users!.activeGM;
  if (!gm) throw relayViolation("Relay.NoGm", "No GM is connected to apply this change.");
  if (gm.id === user.id) return (await handlerFor(name)(payload, user)) as R;
  const requestId = foundry.utils.randomID();
  const request: RelayRequest = { kind: "request", requestId, name, gmId: gm.id!, payload };
  return new Promise<R>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(requestId);
      reject(relayViolation("Relay.Timeout", "The GM did not answer.", { gm: gm.name ?? "" }));
    }, RELAY_TIMEOUT_MS);
    pending.set(requestId, { gmId: gm.id!, resolve: resolve as (value: unknown) => void, reject, timer });
    game.socket!.emit(SOCKET_NAME, request);
  });
}

/** Listens on the system socket; called once at init by the chat service. */
export function registerRelay(): void {
  game.socket!.on(SOCKET_NAME, (message: unknown, senderId: unknown): Promise<void> | void => {
    if (typeof senderId !== "string") return;
    // Returned so a caller that awaits listeners can; Foundry ignores it.
    if (isRelayRequest(message)) return answer(message, senderId);
    if (isRelayResponse(message)) settle(message, senderId);
  });
}

function handlerFor(name: string): GmRequestHandler<unknown, unknown> {
  const handler = handlers.get(name);
  if (!handler) throw relayViolation("Relay.Unknown", `Unknown GM request "${name}".`, { name });
  return handler;
}

async function answer(request: RelayRequest, senderId: string): Promise<void> {
  const me = game.user!;
  // Only the GM the request names answers, and only while still the active GM.
  if (request.gmId !== me.id || game.users!.activeGM?.id !== me.id) return;
  const base = { kind: "response", requestId: request.requestId, requesterId: senderId } as const;
  let response: RelayResponse;
  try {
    const requester = game.users!.get(senderId);
    if (!requester) throw relayViolation("Relay.UnknownUser", "The request came from an unknown user.");
    response = { ...base, ok: true, result: await handlerFor(request.name)(request.payload, requester) };
  } catch (error) {
    const relayError = toRelayError(error);
    console.warn(`${SYSTEM_ID} | refused "${request.name}" from user ${senderId}: ${localiseError(relayError)}`, error);
    response = { ...base, ok: false, error: relayError };
  }
  game.socket!.emit(SOCKET_NAME, response);
}

function settle(response: RelayResponse, senderId: string): void {
  if (response.requesterId !== game.user!.id) return;
  const waiting = pending.get(response.requestId);
  // An answer counts only from the GM that was asked.
  if (!waiting || waiting.gmId !== senderId) return;
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
