import type { RuleOwnedField } from "./rule-owned";

/**
 * What a GM's client last accepted for each rule-owned field of each actor. A player's write
 * reaches the GM's client as `updateActor` after the actor already holds the new value, and
 * `preUpdateActor` runs only on the writer's client (Document#update, v13), so the GM's client
 * keeps its own copy: taken when the world is ready or the actor is created, and refreshed by
 * every change it accepts. Only GM clients keep it.
 */
const lastKnown = new Map<string, Map<string, unknown>>();

interface SourceActor {
  readonly uuid: string;
  toObject(): object;
}

export function currentValue(actor: SourceActor, path: string): unknown {
  return foundry.utils.getProperty(actor.toObject(), path);
}

/** The copy of `value` kept, so later changes to the actor never reach it. */
function kept(value: unknown): unknown {
  return value === undefined ? undefined : structuredClone(value);
}

/** Remembers the actor's current values of these fields. */
export function rememberFields(actor: SourceActor, fields: readonly Pick<RuleOwnedField, "path" | "follows">[]): void {
  const entry = lastKnown.get(actor.uuid) ?? new Map<string, unknown>();
  for (const field of fields) {
    entry.set(field.path, kept(currentValue(actor, field.path)));
    if (field.follows) entry.set(field.follows, kept(currentValue(actor, field.follows)));
  }
  lastKnown.set(actor.uuid, entry);
}

export function isKnown(uuid: string): boolean {
  return lastKnown.has(uuid);
}

export function lastKnownValue(uuid: string, path: string): unknown {
  return kept(lastKnown.get(uuid)?.get(path));
}

export function forget(uuid: string): void {
  lastKnown.delete(uuid);
}

export function clearLastKnown(): void {
  lastKnown.clear();
}
