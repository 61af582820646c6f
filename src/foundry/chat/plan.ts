import { RuleViolation } from "../../rules/common/errors";
import { RULESET_IDS } from "../constants";
import { CARD_STATES, type CardFlag, type ChangePlan, type Snapshot } from "./card-types";

/** Paths a card may never change: identity and permissions are not game state. */
const FORBIDDEN_PATHS = ["_id", "type", "ownership", "author", "_stats", "folder", "sort"] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Checks a plan that came from anywhere (another client, a flag) and returns it typed. */
export function parsePlan(value: unknown): ChangePlan {
  if (!Array.isArray(value)) throw new RuleViolation("Card.BadPlan", "The card's changes are not a list.", {});
  return value.map((entry, index) => {
    if (!isRecord(entry) || typeof entry.uuid !== "string" || entry.uuid === "" || !isRecord(entry.changes)) {
      throw new RuleViolation("Card.BadPlan", `Change ${index + 1} is not a document and its changes.`, {});
    }
    for (const path of Object.keys(entry.changes)) {
      const root = path.split(".")[0] ?? "";
      if (path === "" || path.split(".").some((part) => part === "") || (FORBIDDEN_PATHS as readonly string[]).includes(root)) {
        throw new RuleViolation("Card.ForbiddenPath", `A card may not change "${path}".`, { path });
      }
    }
    return { uuid: entry.uuid, changes: { ...entry.changes } };
  });
}

/** Reads `flags["shelf-wars"].card`; undefined when the message is not a card. */
export function parseCard(value: unknown): CardFlag | undefined {
  if (!isRecord(value)) return undefined;
  const { ruleset, kind, state } = value;
  if (!(RULESET_IDS as readonly unknown[]).includes(ruleset) || typeof kind !== "string") return undefined;
  if (!(CARD_STATES as readonly unknown[]).includes(state)) return undefined;
  const card: CardFlag = { ruleset: ruleset as CardFlag["ruleset"], kind, state: state as CardFlag["state"], plan: parsePlan(value.plan) };
  if (value.undo !== undefined) card.undo = parsePlan(value.undo);
  if (value.after !== undefined) card.after = parsePlan(value.after);
  return card;
}

/** Structural equality of JSON values; key order does not matter. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, k) => sameJson(value, b[k]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
  }
  return false;
}

/**
 * The values at the plan's paths in a document's source data. A path the document lacks is
 * recorded as null, since flags hold JSON (undo then writes null there).
 */
export function snapshotEntry(uuid: string, source: object, paths: readonly string[]): Snapshot[number] {
  const changes: Record<string, unknown> = {};
  for (const path of paths) changes[path] = structuredClone(foundry.utils.getProperty(source, path) ?? null);
  return { uuid, changes };
}
