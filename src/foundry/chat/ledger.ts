import { RuleViolation } from "../../rules/common/errors";
import { readSetting, registerHiddenWorldSetting, settingKey, writeSetting } from "../settings/registry";
import { isRecord, parseFollowUpRef, parseOutcome, sameJson } from "./card-parse";
import type { AppliedChange, CardState, LedgerEntry } from "./card-types";

/**
 * The card ledger: a hidden world setting, so only a GM's client can write it and every client
 * can read it. It is the truth about each card (pending, applied, undone), what it changed, and
 * which of its follow-ups were used; nothing on the player-editable chat message is.
 */
export const LEDGER_KEY = settingKey("core", "cardLedger");

type Ledger = Readonly<Record<string, LedgerEntry>>;

export function registerLedger(onChange: (changedIds: readonly string[]) => void): void {
  let known: Ledger = {};
  registerHiddenWorldSetting(LEDGER_KEY, {}, (value) => {
    const next = parseLedger(value);
    const ids = new Set([...Object.keys(known), ...Object.keys(next)]);
    const changed = [...ids].filter((id) => !sameJson(known[id], next[id]));
    known = next;
    onChange(changed);
  });
}

function parseApplied(value: unknown): AppliedChange | undefined {
  if (!isRecord(value) || typeof value.name !== "string") return undefined;
  const [change] = parseOutcome({ actingUuid: "x", changes: [value], followUps: [] })?.changes ?? [];
  return change ? { ...change, name: value.name } : undefined;
}

function parseEntry(value: unknown): LedgerEntry | undefined {
  if (!isRecord(value) || (value.state !== "applied" && value.state !== "undone") || !Array.isArray(value.applied) || !isRecord(value.used)) return undefined;
  const outcome = parseOutcome({ actingUuid: value.actingUuid, changes: [], followUps: value.followUps });
  const applied = value.applied.map(parseApplied);
  if (!outcome || applied.some((a) => a === undefined)) return undefined;
  const used = Object.fromEntries(Object.entries(value.used).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const consumes = value.consumes === undefined ? undefined : parseFollowUpRef(value.consumes);
  return { state: value.state, actingUuid: outcome.actingUuid, applied: applied as AppliedChange[], followUps: outcome.followUps, used, ...(consumes ? { consumes } : {}) };
}

function parseLedger(value: unknown): Ledger {
  if (!isRecord(value)) return {};
  const ledger: Record<string, LedgerEntry> = {};
  for (const [id, entry] of Object.entries(value)) {
    const parsed = parseEntry(entry);
    if (parsed) ledger[id] = parsed;
  }
  return ledger;
}

export function readLedger(): Ledger {
  return parseLedger(readSetting(LEDGER_KEY));
}

export function ledgerEntry(messageId: string): LedgerEntry | undefined {
  return readLedger()[messageId];
}

export function cardState(messageId: string): CardState {
  return ledgerEntry(messageId)?.state ?? "pending";
}

let writing: Promise<unknown> = Promise.resolve();

/**
 * Records entries (GM only), one write after another so no write reads a ledger another is
 * about to replace. Settings refused by the server do not throw, so the write is read back: a
 * ledger that did not take is an error, never a silent success.
 */
export function writeLedger(entries: Readonly<Record<string, LedgerEntry | null>>): Promise<void> {
  const run = writing.then(() => write(entries));
  writing = run.catch(() => undefined);
  return run;
}

async function write(entries: Readonly<Record<string, LedgerEntry | null>>): Promise<void> {
  const next: Record<string, LedgerEntry> = { ...readLedger() };
  for (const [id, entry] of Object.entries(entries)) {
    if (entry) next[id] = entry;
    else delete next[id];
  }
  await writeSetting(LEDGER_KEY, next);
  const stored = readLedger();
  for (const [id, entry] of Object.entries(entries)) {
    if (!sameJson(stored[id] ?? null, entry ? JSON.parse(JSON.stringify(entry)) : null)) {
      throw new RuleViolation("Card.LedgerRefused", "The card's record could not be saved (only a GM may save it).", {});
    }
  }
}

/** Deleted chat messages take their ledger entries with them (run by the active GM's client). */
export async function forgetCards(messageIds: readonly string[]): Promise<void> {
  const ledger = readLedger();
  const gone = messageIds.filter((id) => id in ledger);
  if (gone.length > 0) await writeLedger(Object.fromEntries(gone.map((id) => [id, null])));
}
