import type { RuleOwnedField } from "./rule-owned";

/**
 * What a GM's client last accepted for each rule-owned field of each actor. A player's write
 * reaches the GM's client as `updateActor` after the actor already holds the new value, and
 * `preUpdateActor` runs only on the writer's client (Document#update, v13), so the GM's client
 * keeps its own copy: taken when the world is ready or the actor is created, and refreshed by
 * every change it accepts. Only the active GM's client keeps it: a client that is not the active GM
 * drops an actor's record on its next change (it does not judge, so it cannot tell what was
 * accepted), and takes it again when it becomes the active GM (register.ts).
 * Kept per client (the user the client runs as): one per page in Foundry, and the stand-in runs
 * several clients in one module.
 */
const records = new Map<string, Map<string, Map<string, unknown>>>();

function clientRecord(): Map<string, Map<string, unknown>> {
  const id = game.user?.id ?? "";
  const record = records.get(id) ?? new Map<string, Map<string, unknown>>();
  records.set(id, record);
  return record;
}

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
  const lastKnown = clientRecord();
  const entry = lastKnown.get(actor.uuid) ?? new Map<string, unknown>();
  for (const field of fields) {
    entry.set(field.path, kept(currentValue(actor, field.path)));
    if (field.follows) entry.set(field.follows, kept(currentValue(actor, field.follows)));
  }
  lastKnown.set(actor.uuid, entry);
}

export function isKnown(uuid: string): boolean {
  return clientRecord().has(uuid);
}

export function lastKnownValue(uuid: string, path: string): unknown {
  return kept(clientRecord().get(uuid)?.get(path));
}

export function forget(uuid: string): void {
  clientRecord().delete(uuid);
}

export function clearLastKnown(): void {
  records.clear();
}
