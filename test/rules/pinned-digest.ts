import { createHash } from "node:crypto";

/** A short stable fingerprint of a value's JSON (key order as built, which the engines keep fixed). */
export function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);
}

/** What a pinned whole game must come to, exactly. */
export interface PinnedGame {
  seed: number;
  events: number;
  eventsDigest: string;
  stateDigest: string;
  winner: string | null;
}
