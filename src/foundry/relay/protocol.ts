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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export function isRelayRequest(value: unknown): value is RelayRequest {
  return (
    isRecord(value) && value.kind === "request" && typeof value.requestId === "string" &&
    typeof value.name === "string" && typeof value.gmId === "string"
  );
}

export function isRelayResponse(value: unknown): value is RelayResponse {
  return (
    isRecord(value) && value.kind === "response" && typeof value.requestId === "string" &&
    typeof value.requesterId === "string" && typeof value.ok === "boolean"
  );
}
