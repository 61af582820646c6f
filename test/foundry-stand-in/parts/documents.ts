import { isForcedDeletion, isForcedReplacement, warnLegacyOperatorKey } from "../v14/data-operators";
import { documentHookOnEveryClient } from "../clients";
import { deepAssign } from "../deep-assign";
import type { StandInPart } from "../index";
import { standInGeneration } from "../generation";

/**
 * Documents, users and `fromUuid`, as the v13 API describes them:
 * - https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html: `id`, `uuid`
 *   (`Actor.<id>`, embedded `Scene.<id>.Token.<id>`), `update(changes)` (dotted paths are
 *   expanded and merged into the source), `getFlag(scope, key)`, `setFlag(scope, key, value)`,
 *   `testUserPermission(user, level)`, `isOwner` (the current user has OWNER), `toObject()`.
 *   What a write resolves to is in `StandInDocument#update` and `permissionRefusal`.
 * - https://foundryvtt.com/api/v13/functions/global.fromUuid.html: resolves a uuid or null.
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html: `activeGM`,
 *   "one User who is an active Gamemaster (non-assistant if possible)": a full GM before an
 *   Assistant (foundryvtt#11242; core picks it with `getDesignatedUser`, "a User with the highest
 *   role among the qualifying Users", foundryvtt#11698); among equals the lowest id (no public page
 *   states the tie-break: modelled as observed, docs/foundry-v13-api.md Corrections).
 *   `game.user` is the current user.
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.User.html: `isActiveGM`, true only
 *   for the user that `game.users.activeGM` designates (core compares `this === game.users.activeGM`).
 * Ownership levels follow CONST.DOCUMENT_OWNERSHIP_LEVELS (NONE 0, LIMITED 1, OBSERVER 2, OWNER 3);
 * a GM passes every permission test.
 */
export const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
type OwnershipName = keyof typeof OWNERSHIP;

/**
 * CONST.USER_ROLES (https://foundryvtt.com/api/v13/enums/foundry.CONST.USER_ROLES.html). A user
 * is a GM (`isGM`) from ASSISTANT up.
 */
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;
export type UserRole = (typeof USER_ROLES)[keyof typeof USER_ROLES];

/**
 * The role each modelled permission needs by default, from CONST.USER_PERMISSIONS
 * (https://foundryvtt.com/api/v13/variables/foundry.CONST.USER_PERMISSIONS.html, `defaultRole`):
 * FILES_BROWSE 2 (Trusted), ACTOR_CREATE 3 (Assistant), TOKEN_CREATE 3, MANUAL_ROLLS 2,
 * JOURNAL_CREATE 2, SETTINGS_MODIFY 3; v14's REGION_CREATE 1
 * (Player: docs/foundry-v13-api.md Corrections; asking for it on v13 is not modelled). None of the permissions on that page lets a user update
 * another user's documents: document writes follow ownership (https://foundryvtt.com/article/users/).
 */
const PERMISSION_DEFAULT_ROLES = {
  FILES_BROWSE: USER_ROLES.TRUSTED,
  ACTOR_CREATE: USER_ROLES.ASSISTANT,
  TOKEN_CREATE: USER_ROLES.ASSISTANT,
  MANUAL_ROLLS: USER_ROLES.TRUSTED,
  JOURNAL_CREATE: USER_ROLES.TRUSTED,
  SETTINGS_MODIFY: USER_ROLES.ASSISTANT,
  REGION_CREATE: USER_ROLES.PLAYER,
} as const satisfies Record<string, UserRole>;
export type ModelledPermission = keyof typeof PERMISSION_DEFAULT_ROLES;

/**
 * `game.permissions`: for each permission, the roles that hold it in this world. A GM sets them in
 * the Permission Configuration (Game Settings, "Configure Permissions": https://foundryvtt.com/article/users/),
 * stored in the world setting `core.permissions`; systems read it as
 * `game.permissions.SETTINGS_MODIFY.includes(game.user.role)` (mkscho63/sta, src/module/apps/tracker.js).
 * A world starts with every role from the default role up.
 */
export type WorldPermissions = Record<ModelledPermission, UserRole[]>;

function defaultPermissions(): WorldPermissions {
  const roles = Object.values(USER_ROLES).filter((role) => role > USER_ROLES.NONE);
  const entries = Object.entries(PERMISSION_DEFAULT_ROLES).map(([name, lowest]) => [name, roles.filter((role) => role >= lowest)]);
  return Object.fromEntries(entries) as WorldPermissions;
}

function worldPermissions(): WorldPermissions {
  const permissions = (globalThis as { game?: { permissions?: WorldPermissions } }).game?.permissions;
  if (!permissions) throw new Error("stand-in: no game.permissions; installStandIn() first");
  return permissions;
}

/** The GM's Permission Configuration for one permission: the roles that hold it from now on. */
export function setWorldPermission(permission: ModelledPermission, roles: readonly UserRole[]): void {
  worldPermissions()[permission] = [...roles];
}

export class StandInUser {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly isGM: boolean,
    public active = true,
    readonly role: UserRole = isGM ? USER_ROLES.GAMEMASTER : USER_ROLES.PLAYER,
  ) {
    if (isGM !== role >= USER_ROLES.ASSISTANT) throw new Error(`stand-in: user ${name} with role ${role} cannot have isGM ${isGM}`);
  }
  /**
   * User#can (https://foundryvtt.com/api/v13/classes/foundry.documents.BaseUser.html#can): "Gamemaster
   * users are assumed to be allowed to take all actions"; anyone else holds a permission when the
   * world's configuration (`game.permissions`) gives it to their role. A user's own permission
   * overrides (UserData#permissions) and permissions not listed above are not modelled: they throw.
   */
  can(action: string): boolean {
    if (!Object.prototype.hasOwnProperty.call(PERMISSION_DEFAULT_ROLES, action)) throw new Error(`stand-in: User#can("${action}") is not modelled`);
    if (action === "REGION_CREATE" && standInGeneration() < 14) throw new Error('stand-in: User#can("REGION_CREATE") on v13 is not modelled');
    if (this.role === USER_ROLES.GAMEMASTER) return true;
    return worldPermissions()[action as ModelledPermission].includes(this.role);
  }
  get uuid(): string {
    return `User.${this.id}`;
  }
  /** User#isActiveGM: this user is the one `game.users.activeGM` designates. */
  get isActiveGM(): boolean {
    return (globalThis as unknown as { game: { users: StandInUsers } }).game.users.activeGM === this;
  }
  /** The User document's flags (one document, the same for every tab of the user). */
  readonly flags: Record<string, Record<string, unknown>> = {};
  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags[scope], key);
  }
  /**
   * User#setFlag: a user may update their own User document, a GM anyone's (BaseUser's
   * permission: https://foundryvtt.com/api/v13/classes/foundry.documents.BaseUser.html); then
   * `updateUser` runs on every connected client. Another user's write is refused and rejects.
   */
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    const writer = currentUser();
    if (writer.id !== this.id && !writer.isGM) throw permissionRefusal(writer, "update", { documentName: "User", id: this.id });
    if (sameFlagValue(this.getFlag(scope, key), value)) return this;
    setProperty((this.flags[scope] ??= {}), key, structuredClone(value));
    documentHookOnEveryClient("updateUser", this, [{ flags: { [scope]: { [key]: value } } }, {}], writer.id);
    return this;
  }
}

function sameFlagValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
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
/** A new document id, as the server gives a document it stores. */
export function newId(): string {
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
  get type(): string {
    return String(this._source.type ?? "base");
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

  /**
   * Document#update (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update):
   * the changes are expanded with `expandObject` (dotted keys, inside arrays too) and differenced
   * against the source (DatabaseUpdateOperation `diff`, default true); what is left is merged into
   * the source (`-=key` deletes, `==key` replaces, arrays replace).
   * - Nothing left to change: the client drops the update before sending it; it resolves
   *   undefined and no hook runs, whoever asks (pf2e#11182 "Account for Document#update returning
   *   undefined"; foundryvtt#13025).
   * - A user without OWNER: the server refuses it, the client shows the error and the promise
   *   rejects with it (see `permissionRefusal`).
   */
  async update(changes: Record<string, unknown>): Promise<this | undefined> {
    const user = currentUser();
    const diff = this.diffOf(changes);
    if (!diff) return undefined;
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, "update", this);
    mergeInto(this._source as Record<string, unknown>, diff);
    this.updates.push({ userId: user.id, changes: structuredClone(diff) });
    return this;
  }

  /** The expanded changes that differ from the source, or null when nothing would change. */
  diffOf(changes: Record<string, unknown>): Record<string, unknown> | null {
    const diff = diffChanges(this._source as Record<string, unknown>, expandObject(changes));
    return Object.keys(diff).length > 0 ? diff : null;
  }

  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags[scope], key);
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }

  toObject(): StandInDocumentData & { _id: string } {
    return structuredClone(this._source);
  }
}

/**
 * The server refuses a write the user may not make: the client shows the server's error and the
 * operation's promise rejects with it. Observed in public reports: "Uncaught (in promise) Error: User
 * John lacks permission to update Actor [jJ00r32aTJtGc40u]" (kypvalanx/Foundry-VTT-StarWars-SagaEdition#129),
 * "... lacks permission to create Actor [dX3d710AMgxdXzRw]" with the notification logged first
 * (foundryvtt#11311), "... lacks permission to create Item [id] in parent Actor [id]" (mkscho63/sta#169),
 * the notification shown on screen (asacolips-projects/13th-age#149). Returns the error to throw.
 */
export function permissionRefusal(
  user: { name: string },
  action: "create" | "update" | "delete",
  document: { documentName: string; id: string; parent?: { documentName: string; id: string } | null },
): Error {
  const parent = document.parent ? ` in parent ${document.parent.documentName} [${document.parent.id}]` : "";
  const message = `User ${user.name} lacks permission to ${action} ${document.documentName} [${document.id}]${parent}`;
  (globalThis as { ui?: { notifications?: { error?: (m: string) => void } } }).ui?.notifications?.error?.(message);
  return new Error(message);
}

/**
 * The part of expanded `changes` that would change `source`, as the client's differencing keeps it:
 * objects compared key by key, other values (arrays included) as a whole; `-=key` counts when the
 * key exists, `==key` when the value differs.
 */
export function diffChanges(source: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const diff: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    // v14's operators (v14/data-operators.ts) are the value under the plain key.
    if (isForcedReplacement(value)) {
      if (!sameValue(source[key], value.value)) diff[key] = value;
    } else if (isForcedDeletion(value)) {
      if (key in source) diff[key] = value;
    } else if (key.startsWith("-=")) {
      if (key.slice(2) in source) diff[key] = value;
    } else if (key.startsWith("==")) {
      if (!sameValue(source[key.slice(2)], value)) diff[key] = structuredClone(value);
    } else if (isPlainObject(value) && isPlainObject(source[key])) {
      const inner = diffChanges(source[key] as Record<string, unknown>, value);
      if (Object.keys(inner).length > 0) diff[key] = inner;
    } else if (!sameValue(source[key], value)) {
      diff[key] = structuredClone(value);
    }
  }
  return diff;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === "object" && typeof b === "object" && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * foundry.utils.expandObject (https://foundryvtt.com/api/v13/functions/foundry.utils.expandObject.html):
 * every dotted key becomes nested objects, at any depth, inside arrays as well.
 */
export function expandObject(value: unknown, depth = 0): Record<string, unknown> {
  return expandValue(value, depth) as Record<string, unknown>;
}

function expandValue(value: unknown, depth: number): unknown {
  if (depth > 32) throw new Error("stand-in expandObject: maximum depth exceeded");
  if (Array.isArray(value)) return value.map((entry) => expandValue(entry, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) setProperty(out, key, expandValue(entry, depth + 1));
  return out;
}

/**
 * foundry.utils.mergeObject as Document#update uses it
 * (https://foundryvtt.com/api/v13/functions/foundry.utils.mergeObject.html): objects merge key by
 * key, `-=key` deletes key, `==key` replaces key's value whole (on v14 with core's compatibility
 * warning; its operators do the same: v14/data-operators.ts), anything else (arrays too) replaces.
 */
export function mergeInto(target: Record<string, unknown>, changes: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(changes)) {
    if (isForcedReplacement(value)) {
      target[key] = structuredClone(value.value);
    } else if (isForcedDeletion(value)) {
      delete target[key];
    } else if (key.startsWith("-=")) {
      warnLegacyOperatorKey(key);
      delete target[key.slice(2)];
    } else if (key.startsWith("==")) {
      warnLegacyOperatorKey(key);
      target[key.slice(2)] = structuredClone(value);
    } else if (isPlainObject(value) && isPlainObject(target[key])) {
      mergeInto(target[key] as Record<string, unknown>, value);
    } else {
      target[key] = structuredClone(value);
    }
  }
}

/**
 * A world or embedded collection (game.actors, game.messages, scene.tokens…): `get(id)`,
 * `contents`, and iteration over the documents themselves, not [id, document] pairs
 * (https://foundryvtt.com/api/v13/classes/foundry.utils.Collection.html).
 */
export class StandInCollection<T extends { id: string }> implements Iterable<T> {
  readonly #documents = new Map<string, T>();
  /** Ids of records that failed validation on load and were not initialised (DocumentCollection#invalidDocumentIds). */
  readonly invalidDocumentIds = new Set<string>();
  get size(): number {
    return this.#documents.size;
  }
  get(id: string): T | undefined {
    return this.#documents.get(id);
  }
  has(id: string): boolean {
    return this.#documents.has(id);
  }
  set(id: string, document: T): this {
    this.#documents.set(id, document);
    return this;
  }
  delete(id: string): boolean {
    return this.#documents.delete(id);
  }
  add(document: T): T {
    this.#documents.set(document.id, document);
    return document;
  }
  keys(): MapIterator<string> {
    return this.#documents.keys();
  }
  values(): MapIterator<T> {
    return this.#documents.values();
  }
  entries(): MapIterator<[string, T]> {
    return this.#documents.entries();
  }
  [Symbol.iterator](): MapIterator<T> {
    return this.#documents.values();
  }
  get contents(): T[] {
    return [...this.#documents.values()];
  }
  filter(predicate: (document: T) => boolean): T[] {
    return this.contents.filter(predicate);
  }
  find(predicate: (document: T) => boolean): T | undefined {
    return this.contents.find(predicate);
  }
  /** The first document of that name, or undefined (Collection#getName, strict: false by default). */
  getName(name: string): T | undefined {
    return this.contents.find((document) => (document as { name?: unknown }).name === name);
  }
  some(predicate: (document: T) => boolean): boolean {
    return this.contents.some(predicate);
  }
  map<R>(transform: (document: T) => R): R[] {
    return this.contents.map(transform);
  }
}

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
  /** Users#activeGM: among the active GMs, the highest role (a full GM before an Assistant), then the lowest id. */
  get activeGM(): StandInUser | null {
    const gms = this.contents.filter((u) => u.isGM && u.active);
    return gms.sort((a, b) => b.role - a.role || a.id.localeCompare(b.id))[0] ?? null;
  }
}

/** A pack that can hand out one of its documents (CompendiumCollection#getDocument). */
interface DocumentPack {
  readonly collection: string;
  getDocument(id: string): Promise<StandInDocument | undefined>;
}

type ActorFactory = (data: StandInDocumentData) => Promise<StandInDocument | undefined>;
let createWorldActor: ActorFactory | null = null;

/** How a world Actor is created (Actor.create); parts/data-models.ts sets it (`createActor`). */
export function setActorFactory(factory: ActorFactory): void {
  createWorldActor = factory;
}

/**
 * `game.actors`, with WorldCollection#importFromCompendium
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.abstract.WorldCollection.html#importfromcompendium):
 * the pack's document is fetched, `fromCompendium` prepares its data (no `_id`, `folder`,
 * `sort` or `ownership`; `_stats.compendiumSource` records where it came from) and a new world
 * document is created from it, owned by the importing user.
 */
export class StandInActors extends StandInCollection<StandInDocument> {
  async importFromCompendium(pack: DocumentPack, id: string, updateData: Record<string, unknown> = {}): Promise<StandInDocument | undefined> {
    const source = await pack.getDocument(id);
    if (!source) throw new Error(`stand-in: the Actor ${id} is not in the pack ${pack.collection}`);
    if (!createWorldActor) throw new Error("stand-in: no Actor factory installed for importFromCompendium");
    const { _id, folder: _folder, sort: _sort, ownership: _ownership, ...data } = source.toObject();
    const stats = { ...(data._stats as Record<string, unknown> | undefined), compendiumSource: source.uuid };
    const created = { ...data, ...updateData, _stats: stats, ownership: { [currentUser().id]: OWNERSHIP.OWNER } };
    return createWorldActor(created);
  }
}

export interface StandInWorld {
  /** Compendium documents by uuid (`Compendium.<pack>.Actor.<id>`), not loaded into the world. */
  compendium: Map<string, StandInDocument>;
  users: StandInUsers;
  actors: StandInActors;
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

export function createUser(name: string, options: { isGM?: boolean; active?: boolean; id?: string; role?: UserRole } = {}): StandInUser {
  const isGM = options.isGM ?? (options.role !== undefined && options.role >= USER_ROLES.ASSISTANT);
  const user = new StandInUser(options.id ?? newId(), name, isGM, options.active ?? true, options.role);
  theWorld().users.add(user);
  return user;
}

/** Registers any document for `fromUuid` (and its world collection when it has one). */
export function registerDocument<T extends StandInDocument>(document: T): T {
  theWorld().byUuid.set(document.uuid, document);
  return document;
}

function indexEntry(document: StandInDocument | undefined): Record<string, unknown> | null {
  if (!document) return null;
  const { _id, name, type, img } = document._source;
  return { _id, name, type, img, uuid: document.uuid };
}

/** A document kept in a compendium pack (`Compendium.<pack>.<Type>.<id>`), not in the world. */
export function addCompendiumDocument(pack: string, data: StandInDocumentData): StandInDocument {
  const document = new StandInDocument("Actor", data);
  Object.defineProperty(document, "uuid", { value: `Compendium.${pack}.Actor.${document.id}` });
  Object.defineProperty(document, "pack", { value: pack });
  theWorld().compendium.set(document.uuid, document);
  return document;
}

/** A document a pack holds (a model-backed Actor from `createActorPack`), for `fromUuid` by its `Compendium.` uuid. */
export function registerCompendiumDocument(document: StandInDocument): void {
  theWorld().compendium.set(document.uuid, document);
}

/** A document is deleted: `fromUuid` finds nothing, and its world collection no longer holds it. */
export function forgetDocument(document: StandInDocument): void {
  const w = theWorld();
  w.byUuid.delete(document.uuid);
  if (document.documentName === "Actor") w.actors.delete(document.id);
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
    compendium: new Map(),
    users: new StandInUsers(),
    actors: new StandInActors(),
    scenes: new StandInCollection(),
    byUuid: new Map(),
  };
  const w = world;
  deepAssign(globals, {
    game: { users: w.users, actors: w.actors, scenes: w.scenes, user: null, permissions: defaultPermissions() },
    // https://foundryvtt.com/api/v13/functions/global.fromUuid.html
    fromUuid: async (uuid: string) => w.byUuid.get(uuid) ?? w.compendium.get(uuid) ?? null,
    // https://foundryvtt.com/api/v13/functions/global.fromUuidSync.html: a document in a
    // compendium that is not loaded comes back as its index entry (no system data).
    fromUuidSync: (uuid: string) => w.byUuid.get(uuid) ?? indexEntry(w.compendium.get(uuid)),
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
