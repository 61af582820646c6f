import { isPlainObject } from "../../data/source-merge";
/** The messages the relay sends over the `system.shelf-wars` socket. */
export interface RelayRequest {
  kind: "request";
  requestId: string;
  name: string;
  /** The GM asked to handle it; other clients ignore it. */
  gmId: string;
  payload: unknown;
}

export interface RelayError {
  /** A lang key under `SHELFWARS.`, as in RuleViolation. */
  code: string;
  data: Record<string, string | number>;
}

export type RelayResponse =
  | { kind: "response"; requestId: string; requesterId: string; ok: true; result: unknown }
  | { kind: "response"; requestId: string; requesterId: string; ok: false; error: RelayError };

/** The GM's client is still working on a request (waiting in its line, or for a player's dice): the requester keeps waiting. */
export interface RelayWorking {
  kind: "working";
  requestId: string;
  requesterId: string;
}

/**
 * The active GM's client asks one player's client for what only that player gives (their own
 * dice); the player's client replies once. The other direction of the same socket.
 */
export interface RelayAsk {
  kind: "ask";
  askId: string;
  name: string;
  /** The player asked; other clients ignore it. */
  userId: string;
  payload: unknown;
}

export interface RelayReply {
  kind: "reply";
  askId: string;
  result: unknown;
}

const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 64;

export function isRelayRequest(value: unknown): value is RelayRequest {
  return isPlainObject(value) && value.kind === "request" && isId(value.requestId) && isId(value.name) && isId(value.gmId);
}

export function isRelayError(value: unknown): value is RelayError {
  return (
    isPlainObject(value) && typeof value.code === "string" && isPlainObject(value.data) &&
    Object.values(value.data).every((v) => typeof v === "string" || typeof v === "number")
  );
}

export function isRelayResponse(value: unknown): value is RelayResponse {
  if (!isPlainObject(value) || value.kind !== "response" || !isId(value.requestId) || !isId(value.requesterId)) return false;
  return value.ok === true || (value.ok === false && isRelayError(value.error));
}

export function isRelayWorking(value: unknown): value is RelayWorking {
  return isPlainObject(value) && value.kind === "working" && isId(value.requestId) && isId(value.requesterId);
}

export function isRelayAsk(value: unknown): value is RelayAsk {
  return isPlainObject(value) && value.kind === "ask" && isId(value.askId) && isId(value.name) && isId(value.userId);
}

export function isRelayReply(value: unknown): value is RelayReply {
  return isPlainObject(value) && value.kind === "reply" && isId(value.askId);
}
