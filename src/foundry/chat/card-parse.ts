import { isPlainObject } from "../../data/source-merge";
import { RULESET_IDS } from "../shared/constants";
import type { CardChange, CardFlag, CardOutcome, FollowUpGrant, FollowUpRef } from "./card-types";

/**
 * Reads card data that came from a chat message's flags or a socket message: any shape at all
 * may arrive. Returns undefined for anything that is not exactly the expected shape.
 */

/** Keys that name an object's prototype machinery, never a stored entry: refused as keys. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(["constructor", "prototype", "__proto__"]);

const isSafeInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 200;

function parseChange(value: unknown): CardChange | undefined {
  if (!isPlainObject(value) || !isId(value.uuid) || !isId(value.path) || !isSafeInteger(value.delta)) return undefined;
  return { uuid: value.uuid, path: value.path, delta: value.delta };
}

function parseGrantData(value: unknown): FollowUpGrant["data"] | undefined {
  if (!isPlainObject(value)) return undefined;
  const data: Record<string, string | number | readonly string[]> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (RESERVED_KEYS.has(key)) return undefined;
    if (typeof entry === "string" || isSafeInteger(entry)) data[key] = entry;
    else if (Array.isArray(entry) && entry.every(isId)) data[key] = [...(entry as string[])];
    else return undefined;
  }
  return data;
}

function parseGrant(value: unknown): FollowUpGrant | undefined {
  if (!isPlainObject(value) || !isId(value.kind) || !Array.isArray(value.actingUuids) || !value.actingUuids.every(isId)) return undefined;
  const data = parseGrantData(value.data);
  return data ? { kind: value.kind, actingUuids: [...(value.actingUuids as string[])], data } : undefined;
}

export function parseFollowUpRef(value: unknown): FollowUpRef | undefined {
  if (!isPlainObject(value) || !isId(value.messageId) || !isSafeInteger(value.index) || value.index < 0) return undefined;
  return { messageId: value.messageId, index: value.index };
}

function parseList<T>(value: unknown, parse: (entry: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const parsed = value.map(parse);
  return parsed.every((entry): entry is T => entry !== undefined) ? parsed : undefined;
}

export function parseOutcome(value: unknown): CardOutcome | undefined {
  if (!isPlainObject(value) || !isId(value.actingUuid)) return undefined;
  const changes = parseList(value.changes, parseChange);
  const followUps = parseList(value.followUps, parseGrant);
  if (!changes || !followUps) return undefined;
  const consumes = value.consumes === undefined ? undefined : parseFollowUpRef(value.consumes);
  if (value.consumes !== undefined && !consumes) return undefined;
  return { actingUuid: value.actingUuid, changes, followUps, ...(consumes ? { consumes } : {}) };
}

/** `flags["shelf-wars"].card`, or undefined when the message is not a well-formed card. */
export function parseCardFlag(value: unknown): CardFlag | undefined {
  if (!isPlainObject(value) || !(RULESET_IDS as readonly unknown[]).includes(value.ruleset) || !isId(value.kind) || !isPlainObject(value.inputs)) {
    return undefined;
  }
  const claim = parseOutcome(value.claim);
  if (!claim) return undefined;
  return { ruleset: value.ruleset as CardFlag["ruleset"], kind: value.kind, inputs: { ...value.inputs }, claim };
}

/** Structural equality of JSON values; key order does not matter. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, k) => sameJson(value, b[k]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
  }
  return false;
}
