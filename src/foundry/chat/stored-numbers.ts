import { isActiveGm } from "../shared/active-gm";
import { LANG_PREFIX, SYSTEM_ID } from "../shared/constants";
import { isPlainObject } from "../../data/source-merge";
import { fieldLabel } from "./change-writer";
import { writableFieldsOf, type WritableActor, type WritableField } from "./writable-fields";

/** One stored figure that no rule can work with, named for the GM. */
export interface BadStoredNumber {
  readonly actor: string;
  readonly field: string;
  readonly value: string;
  readonly problem: "notSafeWhole" | "outOfBounds" | "notFinite";
}

/** Every number in `value` whose size no rule can mean (beyond ±2^53, where whole numbers stop being exact). */
function* hugeNumbers(value: unknown, path: string, depth = 0): Generator<[string, number]> {
  if (depth > 16) return;
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) yield [path, value];
    return;
  }
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((entry, k) => [String(k), entry]) : isPlainObject(value) ? Object.entries(value) : [];
  for (const [key, entry] of entries) yield* hugeNumbers(entry, `${path}.${key}`, depth + 1);
}

/** The stored paths a declared field stands for on this actor: itself, or each id under a `.*` pattern. */
function pathsOf(field: WritableField, source: object): string[] {
  if (!field.path.endsWith(".*")) return foundry.utils.getProperty(source, field.path) === undefined ? [] : [field.path];
  const parent = foundry.utils.getProperty(source, field.path.slice(0, -2));
  return isPlainObject(parent) ? Object.keys(parent).map((key) => `${field.path.slice(0, -2)}.${key}`) : [];
}

function checkField(actor: WritableActor, field: WritableField, path: string, source: object): BadStoredNumber | undefined {
  const value = foundry.utils.getProperty(source, path);
  const named = { actor: actor.name ?? actor.uuid, field: fieldLabel(path), value: String(value) };
  if (typeof value !== "number" || !Number.isSafeInteger(value)) return { ...named, problem: "notSafeWhole" };
  const bounds = field.bounds(actor);
  return value < bounds.min || value > bounds.max ? { ...named, problem: "outOfBounds" } : undefined;
}

/**
 * The stored figures of one actor that the rules cannot work with: every declared field (a safe
 * whole number within the rules' bounds) and any number in its system data beyond ±2^53.
 */
export function badStoredNumbers(actor: WritableActor): BadStoredNumber[] {
  const source = actor.toObject();
  const found = new Map<string, BadStoredNumber>();
  for (const field of writableFieldsOf(actor.type)) {
    for (const path of pathsOf(field, source)) {
      const bad = checkField(actor, field, path, source);
      if (bad) found.set(path, bad);
    }
  }
  for (const [path, value] of hugeNumbers((source as { system?: unknown }).system, "system")) {
    if (!found.has(path)) found.set(path, { actor: actor.name ?? actor.uuid, field: fieldLabel(path), value: String(value), problem: "notFinite" });
  }
  return [...found.values()];
}

/**
 * At the active GM's ready: names, in one lasting notice and in the console, every stored figure
 * of the world's actors that a card could not work with, so the GM corrects it before play
 * rather than meeting it in the middle of an apply.
 */
export function reportBadStoredNumbers(): BadStoredNumber[] {
  if (!isActiveGm()) return [];
  const found = (game.actors?.contents ?? []).flatMap((actor) => badStoredNumbers(actor as unknown as WritableActor));
  if (found.length === 0) return found;
  const text = found
    .map((bad) => game.i18n!.format(`${LANG_PREFIX}.StoredNumbers.${bad.problem}`, { actor: bad.actor, field: bad.field, value: bad.value }))
    .join("; ");
  console.warn(`${SYSTEM_ID} | stored numbers no rule can use`, found);
  ui.notifications?.warn(game.i18n!.format(`${LANG_PREFIX}.StoredNumbers.Report`, { list: text }), { permanent: true });
  return found;
}
