import { deepAssign, type StandInPart } from "../index";

/**
 * Documents, users and `fromUuid`, as the v13 API describes them:
 * - https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html: `id`, `uuid`
 *   (`Actor.<id>`, embedded `Scene.<id>.Token.<id>`), `update(changes)` (dotted paths are
 *   expanded and merged into the source), `getFlag(scope, key)`, `setFlag(scope, key, value)`,
 *   `testUserPermission(user, level)`, `isOwner` (the current user has OWNER), `toObject()`.
 *   An update by a user without OWNER is rejected by the server; here the promise rejects.
 * - https://foundryvtt.com/api/v13/functions/global.fromUuid.html: resolves a uuid or null.
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html: `activeGM`,
 *   the active GM with the lowest id; `game.user` is the current user.
 * Ownership levels follow CONST.DOCUMENT_OWNERSHIP_LEVELS (NONE 0, LIMITED 1, OBSERVER 2, OWNER 3);
 * a GM passes every permission test.
 */
export const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
type OwnershipName = keyof typeof OWNERSHIP;

export class StandInUser {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly isGM: boolean,
    public active = true,
  ) {}
  get uuid(): string {
    return `User.${this.id}`;
  }
}

export interface StandInDocumentData {
  _id?: string;
  name?: string;
  type?: string;
  system?: Record<string, unknown>;
  flags?: Record<string, Record<string, unknown>>;
  /** User id (or "default") to ownership level. */
  ownership?: Record<string, number>;
  [field: string]: unknown;
}

let nextId = 1;
function newId(): string {
  return `sw${String(nextId++).padStart(14, "0")}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** foundry.utils.getProperty: a dotted path into an object, undefined when absent. */
export function getProperty(object: unknown, path: string): unknown {
  let here: unknown = object;
  for (const part of path.split(".")) {
    if (typeof here !== "object" || here === null) return undefined;
    here = (here as Record<string, unknown>)[part];
  }
  return here;
}

/** foundry.utils.setProperty: writes a dotted path, creating objects on the way. */
export function setProperty(object: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  const last = parts.pop() as string;
  let here = object;
  for (const part of parts) {
    if (!isPlainObject(here[part])) here[part] = {};
    here = here[part] as Record<string, unknown>;
  }
  here[last] = value;
}

/** A generic document: enough of `foundry.abstract.Document` for the adapter's calls. */
export class StandInDocument {
  readonly _source: StandInDocumentData & { _id: string };
  /** Every accepted update, in order, with the user who made it. */
  readonly updates: { userId: string; changes: Record<string, unknown> }[] = [];

  constructor(
    readonly documentName: string,
    data: StandInDocumentData,
    readonly parent: StandInDocument | null = null,
  ) {
    this._source = { system: {}, flags: {}, ownership: {}, ...structuredClone(data), _id: data._id ?? newId() };
  }

  get id(): string {
    return this._source._id;
  }
  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent ? `${this.parent.uuid}.${own}` : own;
  }
  get name(): string {
    return String(this._source.name ?? "");
  }
  get system(): Record<string, unknown> {
    return this._source.system ?? {};
  }
  get flags(): Record<string, Record<string, unknown>> {
    return this._source.flags ?? {};
  }

  testUserPermission(user: StandInUser, level: OwnershipName | number): boolean {
    if (user.isGM) return true;
    const needed = typeof level === "number" ? level : OWNERSHIP[level];
    const ownership = this._source.ownership ?? {};
    return (ownership[user.id] ?? ownership.default ?? OWNERSHIP.NONE) >= needed;
  }
  get isOwner(): boolean {
    return this.testUserPermission(currentUser(), "OWNER");
  }

  async update(changes: Record<string, unknown>): Promise<this> {
    const user = currentUser();
    if (!this.testUserPermission(user, "OWNER")) {
      throw new Error(`User ${user.name} lacks permission to update ${this.documentName} [${this.id}]`);
    }
    for (const [path, value] of Object.entries(changes)) {
      if (isPlainObject(value)) for (const [inner, v] of Object.entries(flatten(value))) setProperty(this._source, `${path}.${inner}`, structuredClone(v));
      else setProperty(this._source, path, structuredClone(value));
    }
    this.updates.push({ userId: user.id, changes: structuredClone(changes) });
    return this;
  }

  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags[scope], key);
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }

  toObject(): StandInDocumentData & { _id: string } {
    return structuredClone(this._source);
  }
}

function flatten(object: Record<string, unknown>, prefix = "", out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(object)) {
    const here = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, here, out);
    else out[here] = value;
  }
  return out;
}

/** A world collection (game.actors, game.messages, game.users…): `get(id)`, `contents`, iteration over its documents. */
export class StandInCollection<T extends { id: string }> extends Map<string, T> {
  /** Ids of records that failed validation on load and were not initialised (DocumentCollection#invalidDocumentIds). */
  readonly invalidDocumentIds = new Set<string>();
  add(document: T): T {
    this.set(document.id, document);
    return document;
  }
  get contents(): T[] {
    return [...this.values()];
  }
}
iterateValues(StandInCollection);

/**
 * Foundry's Collection iterates its values, not its key-value pairs ("when iterating over a
 * Collection, we should iterate over its values", DocumentCollection docs). A Map subclass cannot
 * retype its iterator, so the runtime one is replaced; tests iterate `.values()` or `contents`.
 */
export function iterateValues(collection: { prototype: Map<string, unknown> }): void {
  Object.defineProperty(collection.prototype, Symbol.iterator, {
    value: function values(this: Map<string, unknown>) {
      return this.values();
    },
  });
}

export class StandInUsers extends StandInCollection<StandInUser> {
  /** The active GM with the lowest id, as Users#activeGM designates. */
  get activeGM(): StandInUser | null {
    return this.contents.filter((u) => u.isGM && u.active).sort((a, b) => a.id.localeCompare(b.id))[0] ?? null;
  }
}

export interface StandInWorld {
  users: StandInUsers;
  actors: StandInCollection<StandInDocument>;
  scenes: StandInCollection<StandInDocument>;
  /** Every document by uuid, embedded ones included, for `fromUuid`. */
  byUuid: Map<string, StandInDocument>;
}

let world: StandInWorld | undefined;

function theWorld(): StandInWorld {
  if (!world) throw new Error("stand-in: installStandIn() first");
  return world;
}

/** The user whose client is running: `game.user`. */
export function currentUser(): StandInUser {
  const user = (globalThis as { game?: { user?: StandInUser } }).game?.user;
  if (!user) throw new Error("stand-in: no current user; call setCurrentUser");
  return user;
}

export function setCurrentUser(user: StandInUser): void {
  (globalThis as unknown as { game: { user: StandInUser } }).game.user = user;
}

export function createUser(name: string, options: { isGM?: boolean; active?: boolean; id?: string } = {}): StandInUser {
  const user = new StandInUser(options.id ?? newId(), name, options.isGM ?? false, options.active ?? true);
  theWorld().users.add(user);
  return user;
}

/** Registers any document for `fromUuid` (and its world collection when it has one). */
export function registerDocument<T extends StandInDocument>(document: T): T {
  theWorld().byUuid.set(document.uuid, document);
  return document;
}

/** An Actor owned by the given users (OWNER); `system` is its system data. */
export function createActor(data: StandInDocumentData & { owners?: StandInUser[] }): StandInDocument {
  const { owners = [], ...rest } = data;
  const ownership = { ...rest.ownership, ...Object.fromEntries(owners.map((u) => [u.id, OWNERSHIP.OWNER])) };
  const actor = new StandInDocument("Actor", { type: "figure", ...rest, ownership });
  theWorld().actors.add(actor);
  return registerDocument(actor);
}

export function createScene(data: StandInDocumentData = {}): StandInDocument {
  const scene = new StandInDocument("Scene", data);
  theWorld().scenes.add(scene);
  return registerDocument(scene);
}

/** A Token embedded in a scene, linked to an actor; owned like its actor unless told. */
export function createTokenDocument(scene: StandInDocument, data: StandInDocumentData & { actor?: StandInDocument }): StandInDocument {
  const { actor, ...rest } = data;
  const token = new StandInDocument("Token", { ownership: actor?._source.ownership ?? {}, actorId: actor?.id ?? null, ...rest }, scene);
  return registerDocument(token);
}

export const installPart: StandInPart = (globals) => {
  world = {
    users: new StandInUsers(),
    actors: new StandInCollection(),
    scenes: new StandInCollection(),
    byUuid: new Map(),
  };
  const w = world;
  deepAssign(globals, {
    game: { users: w.users, actors: w.actors, scenes: w.scenes, user: null },
    // https://foundryvtt.com/api/v13/functions/global.fromUuid.html
    fromUuid: async (uuid: string) => w.byUuid.get(uuid) ?? null,
    fromUuidSync: (uuid: string) => w.byUuid.get(uuid) ?? null,
    CONST: { DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP },
    foundry: {
      utils: {
        getProperty,
        setProperty,
        deepClone: <T>(value: T): T => structuredClone(value),
        // https://foundryvtt.com/api/v13/functions/foundry.utils.randomID.html
        randomID: (length = 16) => newId().padEnd(length, "0").slice(0, length),
      },
    },
  });
};
