import { createHash } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import { expect } from "vitest";

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

/** A played game as its pinned record: event count, digests of the events and the final state. */
export function pinnedScaledOf(seed: number, result: { readonly events: readonly unknown[]; readonly state: unknown }): Omit<PinnedGame, "winner"> {
  return { seed, events: result.events.length, eventsDigest: digest(result.events), stateDigest: digest(result.state) };
}

/** The same, with the game's winner. */
export function pinnedGameOf(seed: number, result: { readonly events: readonly unknown[]; readonly state: unknown }, winner: string | null): PinnedGame {
  return { ...pinnedScaledOf(seed, result), winner };
}

/**
 * Expects a played game to match its pin. With SHELF_WARS_WRITE_PINS set (after a deliberate change
 * to the engine or the dice), records the pin and what was played to test-results/pins.jsonl
 * instead, for tools/repin.mjs to write into the test files.
 */
export function expectPinned<T extends object>(actual: T, pinned: T): void {
  if (process.env.SHELF_WARS_WRITE_PINS) {
    mkdirSync("test-results", { recursive: true });
    appendFileSync("test-results/pins.jsonl", `${JSON.stringify({ pinned, actual })}\n`);
    return;
  }
  expect(actual).toEqual(pinned);
}
