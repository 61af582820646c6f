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
