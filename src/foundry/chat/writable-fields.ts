import { RuleViolation } from "../../rules/common/errors";
import type { RulesetId } from "../shared/constants";

/**
 * A number a card may change on a ruleset's actors, kept within bounds the rules set. `path` is
 * exact; a path ending in `.*` stands for one more key of letters and digits (an id).
 */
export interface WritableField {
  readonly path: string;
  /** The lowest and highest value the rules allow on this actor (read from its prepared data). */
  bounds(actor: WritableActor): { readonly min: number; readonly max: number };
}

/** What the writer needs of an actor. */
export interface WritableActor {
  readonly documentName: string;
  readonly type: string;
  readonly uuid: string;
  readonly name: string | null;
  readonly system: unknown;
  toObject(): object;
  testUserPermission(user: User.Implementation, level: "OWNER"): boolean;
  update(changes: Record<string, unknown>, options?: object): Promise<unknown>;
}

interface RulesetFields {
  readonly actorTypes: readonly string[];
  readonly fields: ReadonlyMap<string, WritableField>;
}

const registry = new Map<RulesetId, RulesetFields>();

/**
 * Declares what cards of a ruleset may change: which actor types, which numeric paths. Nothing
 * else is ever written through a card (no other document, no other field, no special keys).
 */
export function registerWritableFields(ruleset: RulesetId, actorTypes: readonly string[], fields: readonly WritableField[]): void {
  if (registry.has(ruleset)) throw new Error(`Shelf Wars: writable fields of ${ruleset} are declared twice`);
  registry.set(ruleset, { actorTypes, fields: new Map(fields.map((field) => [field.path, field])) });
}

/**
 * Keys JavaScript gives every object: as an id they would name the object's prototype machinery,
 * not a stored entry (`markedBy.constructor` reads a function), so no path may hold one.
 */
const RESERVED_KEYS: ReadonlySet<string> = new Set(["constructor", "prototype", "__proto__"]);

/** Is this key one a path may never hold, as a field or as an id? */
export function isReservedKey(key: string): boolean {
  return RESERVED_KEYS.has(key);
}

/** `a.b.<id>` as its declared pattern `a.b.*`, when the last key is an id (letters and digits only). */
function idPattern(path: string): string {
  const cut = path.lastIndexOf(".");
  return cut > 0 && /^[A-Za-z0-9]{1,64}$/.test(path.slice(cut + 1)) ? `${path.slice(0, cut)}.*` : "";
}

/** The fields cards may change on actors of this type, whichever ruleset declared them. */
export function writableFieldsOf(actorType: string): readonly WritableField[] {
  return [...registry.values()].filter((declared) => declared.actorTypes.includes(actorType)).flatMap((declared) => [...declared.fields.values()]);
}

export function clearWritableFields(): void {
  registry.clear();
}

/** The declared field for a change, or a RuleViolation saying why the change is not allowed. */
export function writableField(ruleset: RulesetId, document: unknown, path: string): { actor: WritableActor; field: WritableField } {
  const declared = registry.get(ruleset);
  const actor = document as Partial<WritableActor> | null;
  if (!declared || !actor || actor.documentName !== "Actor" || typeof actor.type !== "string" || !declared.actorTypes.includes(actor.type)) {
    throw new RuleViolation("Card.NotWritableDocument", "A card may change only its ruleset's Shelf Wars actors.", {
      uuid: String(actor?.uuid ?? ""),
    });
  }
  const field = path.split(".").some(isReservedKey) ? undefined : (declared.fields.get(path) ?? declared.fields.get(idPattern(path)));
  if (!field) throw new RuleViolation("Card.ForbiddenPath", `A card may not change "${path}".`, { path });
  return { actor: actor as WritableActor, field };
}
