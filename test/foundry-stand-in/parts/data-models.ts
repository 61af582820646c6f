import fs from "node:fs";
import { documentHookOnEveryClient } from "../clients";
import { deepAssign } from "../deep-assign";
import type { StandInPart } from "../index";
import { standInGeneration } from "../generation";
import { standInStatusEffects } from "../v14/status-effects";
import { currentUser, expandObject, iterateValues, mergeInto, OWNERSHIP, permissionRefusal, registerCompendiumDocument, registerDocument, setActorFactory, StandInCollection, StandInDocument, type StandInDocumentData, type StandInUser } from "./documents";

/**
 * Actors (one factory, `createActor`), data models, sheets and a model-backed Actor, as the v13
 * API documents them:
 * - https://foundryvtt.com/api/v13/classes/foundry.data.fields.DataField.html (and NumberField,
 *   StringField, ArrayField, SchemaField, HTMLField, DocumentUUIDField): `initial` fills a missing
 *   value; `choices` restricts a string; `integer`, `min` restrict a number. A value that fails
 *   is a validation error and the operation is not performed.
 * - https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html: `defineSchema`,
 *   `_source`, `prepareBaseData` / `prepareDerivedData` (run by the document's `prepareData`),
 *   `_preCreate` ("return false to exclude this Document from the creation operation"),
 *   `_preUpdate` ("a return value of false indicates the update operation should be cancelled").
 * - https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update: changes are
 *   validated, `_preUpdate` runs, then `preUpdateActor`; a cancelled update resolves undefined
 *   and leaves the source untouched; otherwise `updateActor` is called on every client.
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#toggleStatusEffect,
 *   `effects` and `statuses` (the status ids the actor's effects carry): see `toggleStatusEffect`.
 * - Sheets (ApplicationV2, ActorSheetV2, the Handlebars mixin) are in parts/applications.ts.
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Actors.html#registersheet
 * - CONFIG.statusEffects / CONFIG.specialStatusEffects (https://foundryvtt.com/api/v13/interfaces/CONFIG.html):
 *   a few of core's entries and DEFEATED = "dead"; on v14 keyed by id (../v14/status-effects.ts).
 * - `game.system` (https://foundryvtt.com/api/v13/classes/foundry.packages.System.html), built from
 *   the system's manifest (system.json): `id`, `primaryTokenAttribute`, `secondaryTokenAttribute`.
 * - An Actor's `prototypeToken` (https://foundryvtt.com/api/v13/classes/foundry.data.PrototypeToken.html,
 *   the token fields of https://foundryvtt.com/api/v13/classes/foundry.documents.BaseToken.html):
 *   cleaning the source fills a missing `bar1.attribute` with the field's initial,
 *   `game.system.primaryTokenAttribute || null`, and `bar2.attribute` with
 *   `secondaryTokenAttribute || null` (BaseToken#defineSchema; the page lists the fields, the
 *   initial is core's common code, also restated by fvtt-types' doc comments). Only these two of
 *   the prototype token's many fields are filled here.
 */
type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  choices?: readonly string[] | Record<string, string>;
  integer?: boolean;
  min?: number;
  max?: number;
  positive?: boolean;
  blank?: boolean;
  type?: string;
}

/** Per-field validation options: https://foundryvtt.com/api/v13/interfaces/foundry.data.types.DataFieldValidationOptions.html */
interface FieldValidationOptions {
  /** Only the keys present are validated (a change set). */
  partial?: boolean;
  /** "Whether to allow replacing invalid values with valid fallbacks": the field's initial value. */
  fallback?: boolean;
}

/**
 * https://foundryvtt.com/api/v13/classes/foundry.data.fields.DataField.html: `clean` fills a
 * missing value from `initial`; `validate` refuses null unless `nullable` and undefined when
 * `required`. Casting (`_cast`) is not modelled: a value of the wrong type stays as given and
 * fails validation, so the stand-in refuses it instead of guessing a conversion.
 */
class DataField {
  constructor(readonly options: FieldOptions = {}) {}
  getInitialValue(): unknown {
    return structuredClone(this.options.initial);
  }
  clean(value: unknown, _options: FieldValidationOptions = {}): unknown {
    return value === undefined ? this.getInitialValue() : value;
  }
  /** An error message, or undefined when the value is valid. */
  validate(value: unknown, _options: FieldValidationOptions = {}): string | undefined {
    if (value === undefined) return this.options.required ? "may not be undefined" : undefined;
    if (value === null) return this.options.nullable ? undefined : "may not be null";
    return this.validateType(value);
  }
  protected validateType(_value: unknown): string | undefined {
    return undefined;
  }
}

/** https://foundryvtt.com/api/v13/classes/foundry.data.fields.NumberField.html: integer, min, max, positive. */
class NumberField extends DataField {
  protected override validateType(value: unknown): string | undefined {
    if (typeof value !== "number" || Number.isNaN(value)) return "must be a number";
    if (this.options.integer && !Number.isInteger(value)) return "must be an integer";
    if (this.options.positive && value <= 0) return "must be a positive number";
    if (this.options.min !== undefined && value < this.options.min) return `must be at least ${this.options.min}`;
    if (this.options.max !== undefined && value > this.options.max) return `must be at most ${this.options.max}`;
    return undefined;
  }
}

/** https://foundryvtt.com/api/v13/classes/foundry.data.fields.StringField.html: `blank` (default true) and `choices`. */
class StringField extends DataField {
  protected override validateType(value: unknown): string | undefined {
    if (typeof value !== "string") return "must be a string";
    if (value === "" && this.options.blank === false) return "may not be a blank string";
    const choices = this.options.choices;
    const allowed = Array.isArray(choices) ? choices : choices ? Object.keys(choices) : null;
    if (allowed && value !== "" && !allowed.includes(value)) return `"${value}" is not a valid choice`;
    return undefined;
  }
}

class HTMLField extends StringField {}
class DocumentUUIDField extends StringField {}

/**
 * https://foundryvtt.com/api/v13/classes/foundry.data.fields.ColorField.html: "a special
 * StringField which records a standardized CSS color string". Its defaults (nullable, initial null,
 * not blank) and the "#rrggbb" form it accepts are not stated on the page; modelled as observed in
 * stored documents (e.g. a token's `ring.colors.ring`, a user's `color`). Casting other colour
 * forms (a Color object, "rgb(...)") is not modelled: such a value fails validation.
 */
class ColorField extends StringField {
  constructor(options: FieldOptions = {}) {
    super({ nullable: true, initial: null, blank: false, ...options });
  }
  protected override validateType(value: unknown): string | undefined {
    const asString = super.validateType(value);
    if (asString) return asString;
    return /^#[0-9a-f]{6}$/i.test(value as string) ? undefined : "must be a valid color string";
  }
}

class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super(options);
  }
  protected override validateType(value: unknown): string | undefined {
    if (!Array.isArray(value)) return "must be an array";
    return value.map((v, i) => {
      const error = this.element.validate(v);
      return error && `${i}: ${error}`;
    }).find((e) => e !== undefined);
  }
}

/**
 * https://foundryvtt.com/api/v13/classes/foundry.data.fields.SchemaField.html: cleans each of
 * its fields (keys outside the schema are dropped) and validates each; in a partial validation
 * only the keys present.
 */
class SchemaField extends DataField {
  constructor(readonly fields: Record<string, DataField>) {
    super({ required: true });
  }
  override getInitialValue(): Plain {
    return Object.fromEntries(Object.entries(this.fields).map(([k, f]) => [k, f.getInitialValue()]));
  }
  override clean(value: unknown, options: FieldValidationOptions = {}): unknown {
    if (value !== undefined && !isPlain(value)) return value;
    const source = isPlain(value) ? value : {};
    const entries = Object.entries(this.fields).filter(([k]) => !options.partial || k in source);
    return Object.fromEntries(entries.map(([k, f]) => [k, f.clean(source[k], options)]));
  }
  override validate(value: unknown, options: FieldValidationOptions = {}): string | undefined {
    if (!isPlain(value)) return "must be an object";
    const errors: string[] = [];
    for (const [key, field] of Object.entries(this.fields)) {
      if (options.partial && !(key in value)) continue;
      const error = field.validate(value[key], options);
      if (!error) continue;
      if (options.fallback && !(field instanceof SchemaField)) value[key] = field.getInitialValue();
      else errors.push(`${key}: ${error}`);
    }
    return errors.length > 0 ? errors.join("; ") : undefined;
  }
}

/** DataModel#validate options: https://foundryvtt.com/api/v13/interfaces/foundry.abstract.types.DataModelValidationOptions.html */
interface ModelValidationOptions {
  changes?: Plain;
  clean?: boolean;
  fallback?: boolean;
  strict?: boolean;
  fields?: boolean;
  joint?: boolean;
}

/**
 * https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html and TypeDataModel:
 * construction migrates (`migrateData`), cleans and then validates the source, strictly unless
 * told otherwise (a strict failure throws, and a Document that fails on load is not
 * initialised); `validate` checks a change set (partial) or the whole source (joint, with
 * `validateJoint`); `fallback` replaces an invalid value by the field's initial value.
 * `prepareBaseData` / `prepareDerivedData` run from the document's `prepareData`;
 * `_preCreate` ("return false to exclude this Document from the creation operation") and
 * `_preUpdate` ("a return value of false indicates the update operation should be cancelled").
 */
export class StandInTypeDataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }
  static get schema(): SchemaField {
    return new SchemaField(this.defineSchema());
  }
  /** "Migrate candidate source data for this DataModel which may require initial cleaning or transformations." */
  static migrateData(source: Plain): Plain {
    return source;
  }
  static validateJoint(_data: Plain): void {}

  readonly _source: Plain;
  readonly parent: unknown;
  /** The last validation's unresolved failure, as the `invalid` getter reports it. */
  validationFailure: string | null = null;

  constructor(data: unknown = {}, options: { parent?: unknown; strict?: boolean } = {}) {
    this.parent = options.parent ?? null;
    const Model = this.constructor as typeof StandInTypeDataModel;
    const migrated = Model.migrateData(isPlain(data) ? structuredClone(data) : {});
    this._source = Model.schema.clean(migrated) as Plain;
    this.validate({ strict: options.strict ?? true, fields: true, joint: true });
    Object.assign(this, structuredClone(this._source));
  }

  get invalid(): boolean {
    return this.validationFailure !== null;
  }

  /** Returns whether the data is valid; a strict validation throws instead of returning false. */
  validate({ changes, clean = false, fallback = false, strict = true, fields = true, joint }: ModelValidationOptions = {}): boolean {
    const Model = this.constructor as typeof StandInTypeDataModel;
    const partial = changes !== undefined;
    const source = changes ?? this._source;
    const failures: string[] = [];
    if (clean && changes) Object.assign(changes, Model.schema.clean(changes, { partial }));
    if (fields) {
      const error = Model.schema.validate(source, { partial, fallback });
      if (error) failures.push(error);
    }
    if (joint ?? !partial) {
      try {
        Model.validateJoint(source);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    this.validationFailure = failures.length > 0 ? failures.join("; ") : null;
    if (this.validationFailure && strict) throw new Error(`${Model.name} validation errors: ${this.validationFailure}`);
    return this.validationFailure === null;
  }

  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  async _preCreate(_data: unknown, _options: unknown, _user: unknown): Promise<boolean | void> {}
  async _preUpdate(_changes: unknown, _options: unknown, _user: unknown): Promise<boolean | void> {}
}

type ModelClass = typeof StandInTypeDataModel;

function modelClassFor(type: string): ModelClass {
  const models = (globalThis as unknown as { CONFIG: { Actor: { dataModels: Record<string, ModelClass> } } }).CONFIG.Actor.dataModels;
  const model = models[type];
  if (!model) throw new Error(`stand-in: no data model registered for Actor type "${type}"`);
  return model;
}

/** foundry.utils.diffObject: the entries of `other` that differ from `original` (objects compared deeply). */
export function diffObject(original: Plain, other: Plain): Plain {
  const diff: Plain = {};
  for (const [key, value] of Object.entries(other)) {
    const before = original[key];
    if (isPlain(value) && isPlain(before)) {
      const inner = diffObject(before, value);
      if (Object.keys(inner).length > 0) diff[key] = inner;
    } else if (JSON.stringify(value) !== JSON.stringify(before)) diff[key] = structuredClone(value);
  }
  return diff;
}

/**
 * Update options modelled (https://foundryvtt.com/api/v13/interfaces/foundry.abstract.types.DatabaseUpdateOperation.html):
 * `diff` (default true) "difference each update object against current Document data and only
 * use differential data for the update operation"; `recursive` (default true) "merge objects
 * recursively. If false, inner objects will be replaced explicitly".
 */
export interface StandInUpdateOptions {
  diff?: boolean;
  recursive?: boolean;
}

function applyChanges(target: Plain, changes: Plain, recursive: boolean): void {
  if (recursive) mergeInto(target, changes);
  else for (const [key, value] of Object.entries(changes)) target[key] = structuredClone(value);
}

/** `game.packs`: packs by collection id, iterated as Foundry's Collection is (its values). */
export class StandInPacks extends Map<string, StandInCompendium> {}
iterateValues(StandInPacks);

/** A compendium pack of model-backed Actors (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.CompendiumCollection.html). */
export class StandInCompendium {
  readonly documentName = "Actor";
  readonly contents: StandInModelActor[] = [];
  constructor(
    readonly collection: string,
    public locked: boolean,
    readonly metadata: { id: string; label: string; packageType: "world" | "system" | "module"; type: "Actor" },
  ) {}
  /** "Load multiple documents from the Compendium pack using a provided query object." */
  async getDocuments(): Promise<StandInModelActor[]> {
    return [...this.contents];
  }
  /** "Load a single Document from this Compendium by ID" (CompendiumCollection#getDocument). */
  async getDocument(id: string): Promise<StandInModelActor | undefined> {
    return this.contents.find((actor) => actor.id === id);
  }
}

/**
 * An Actor (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html) whose type has no
 * data model registered in `CONFIG.Actor.dataModels`: `system` is the plain data it was given;
 * `type`, `img`; `statuses` and `toggleStatusEffect(statusId, {active})`, which here only adds or
 * removes the id (no ActiveEffect is made and the id is not checked against CONFIG.statusEffects,
 * unlike core's and `StandInModelActor`'s). A type with a registered model makes a
 * `StandInModelActor`, this class's subclass (see `createActor`).
 */
export class StandInActor extends StandInDocument {
  readonly #statuses = new Set<string>();
  constructor(data: StandInDocumentData) {
    super("Actor", data);
  }
  override get type(): string {
    return String(this._source.type ?? "");
  }
  get img(): string | null {
    return typeof this._source.img === "string" ? this._source.img : null;
  }
  /** Actor#statuses: the status ids the actor carries. */
  get statuses(): Set<string> {
    return this.#statuses;
  }
  async toggleStatusEffect(statusId: string, { active }: { active?: boolean; overlay?: boolean } = {}): Promise<StandInActiveEffect | boolean | undefined> {
    const on = active ?? !this.#statuses.has(statusId);
    if (on) this.#statuses.add(statusId);
    else this.#statuses.delete(statusId);
    return on;
  }
}

/**
 * An Actor whose `system` is its type's registered TypeDataModel. `_source` is the client's
 * (migrated and cleaned) copy; `stored` is the database record the server keeps, which changes
 * only by what an update sends (so a migration that only exists in memory is not persisted).
 */
export class StandInModelActor extends StandInActor {
  #system!: StandInTypeDataModel;
  /** Actor#effects: its embedded ActiveEffects (made by `toggleStatusEffect` or `createEmbeddedDocuments`). */
  readonly effects = new StandInCollection<StandInActiveEffect>();
  /** Actor#statuses: the status ids its effects carry. */
  override get statuses(): Set<string> {
    return new Set(this.effects.contents.flatMap((effect) => [...effect.statuses]));
  }
  readonly sheet = { rendered: false, render: () => undefined };
  /** The record in the world database (or the pack) as the server holds it. */
  readonly stored: StandInDocumentData;
  /** The pack holding this document, if it is in one. */
  readonly compendium: StandInCompendium | null;

  constructor(data: StandInDocumentData, options: { strict?: boolean; pack?: StandInCompendium } = {}) {
    super(data);
    fillTokenBarInitials(this._source);
    this.stored = structuredClone(this._source);
    this.compendium = options.pack ?? null;
    this.#prepare(options.strict ?? true);
  }
  override get type(): string {
    return String(this._source.type);
  }
  override get img(): string {
    return String(this._source.img ?? "icons/svg/mystery-man.svg");
  }
  get pack(): string | null {
    return this.compendium?.collection ?? null;
  }
  /** A document in a pack is addressed `Compendium.<pack>.Actor.<id>` (https://foundryvtt.com/api/v13/functions/global.fromUuid.html). */
  override get uuid(): string {
    return this.compendium ? `Compendium.${this.compendium.collection}.Actor.${this.id}` : super.uuid;
  }
  override get system(): Plain {
    return this.#system as unknown as Plain;
  }
  get model(): StandInTypeDataModel {
    return this.#system;
  }
  /**
   * Actor#prototypeToken (https://foundryvtt.com/api/v13/classes/foundry.data.PrototypeToken.html):
   * the stored prototype token's fields (a copy: write it with `update({prototypeToken: ...})`).
   * Fields missing from the source stay missing (core would fill its initials; only the bar
   * attributes and the size are filled here, see `fillTokenBarInitials`).
   */
  get prototypeToken(): Plain {
    return structuredClone((this._source.prototypeToken ?? {}) as Plain);
  }

  /**
   * Actor#getTokenDocument (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#gettokendocument):
   * a TokenDocument, not yet created, from the actor's prototype token with the given data on
   * top and `actorId` this actor. A compendium actor has no world id for a token to name: refused.
   */
  async getTokenDocument(data: Plain = {}): Promise<{ toObject(): Plain }> {
    if (this.compendium) throw new Error("stand-in getTokenDocument: a token of a compendium actor is not modelled");
    const prototype = (this._source.prototypeToken ?? {}) as Plain;
    const source = { ...structuredClone(prototype), ...structuredClone(data), actorId: this.id };
    return { toObject: () => structuredClone(source) };
  }

  /** Construction validates strictly; re-preparation after an accepted change does not validate again. */
  #prepare(strict = false): void {
    const Model = modelClassFor(this.type);
    this.#system = new Model(this._source.system ?? {}, { parent: this, strict });
    this._source.system = this.#system._source;
    this.#system.prepareBaseData();
    applyEffectChanges(this.#system, this.effects);
    this.#system.prepareDerivedData();
  }

  /**
   * Actor#createEmbeddedDocuments / updateEmbeddedDocuments / deleteEmbeddedDocuments for
   * ActiveEffects (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#createembeddeddocuments):
   * an embedded document's permission is its parent's, so the actor's owners and GMs write them and
   * anyone else is refused; the actor is prepared again with the effects applied; the document
   * hooks run on every client with the writer's id. Other embedded types are not modelled.
   */
  async createEmbeddedDocuments(type: string, data: StandInDocumentData[]): Promise<StandInActiveEffect[]> {
    const user = this.#embeddedWriter(type, "create", "new");
    const created = data.map((entry) => new StandInActiveEffect({ name: "Effect", changes: [], disabled: false, ...structuredClone(entry) }, this));
    for (const effect of created) this.effects.set(effect.id, effect);
    this.#prepare();
    for (const effect of created) documentHookOnEveryClient("createActiveEffect", effect, [{}], user.id);
    return created;
  }

  async updateEmbeddedDocuments(type: string, updates: ({ _id: string } & Record<string, unknown>)[]): Promise<StandInActiveEffect[]> {
    const user = this.#embeddedWriter(type, "update", updates[0]?._id ?? "");
    const changed: { effect: StandInActiveEffect; diff: Record<string, unknown> }[] = [];
    for (const { _id, ...changes } of updates) {
      const effect = this.effects.get(_id);
      if (!effect) throw new Error(`stand-in: ActiveEffect ${_id} does not exist in Actor ${this.id}`);
      const diff = effect.diffOf(changes);
      if (diff) changed.push({ effect, diff });
    }
    for (const { effect, diff } of changed) mergeInto(effect._source as Plain, diff);
    if (changed.length > 0) this.#prepare();
    for (const { effect, diff } of changed) documentHookOnEveryClient("updateActiveEffect", effect, [diff, {}], user.id);
    return changed.map(({ effect }) => effect);
  }

  async deleteEmbeddedDocuments(type: string, ids: readonly string[]): Promise<StandInActiveEffect[]> {
    const user = this.#embeddedWriter(type, "delete", ids[0] ?? "");
    const deleted = ids.map((id) => this.effects.get(id)).filter((effect): effect is StandInActiveEffect => !!effect);
    for (const effect of deleted) this.effects.delete(effect.id);
    this.#prepare();
    for (const effect of deleted) documentHookOnEveryClient("deleteActiveEffect", effect, [{}], user.id);
    return deleted;
  }

  #embeddedWriter(type: string, action: "create" | "update" | "delete", id: string): StandInUser {
    if (type !== "ActiveEffect") throw new Error(`stand-in: Actor embedded ${type} is not modelled`);
    const user = currentUser();
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, action, { documentName: "ActiveEffect", id, parent: this });
    return user;
  }

  /**
   * Document#validate with `changes` (https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html#validate),
   * as a sheet's `_prepareSubmitData` calls it: the system part of the change set is cleaned and
   * checked against the schema (partial); a failure throws when strict (the default).
   */
  validate({ changes, clean = false, strict = true }: { changes?: Plain; clean?: boolean; fallback?: boolean; strict?: boolean } = {}): boolean {
    if (!changes) throw new Error("stand-in: Actor#validate without a change set is not modelled");
    if (changes.name !== undefined && typeof changes.name !== "string") {
      if (strict) throw new Error(`Actor [${this.id}] validation errors: name: must be a string`);
      return false;
    }
    if (!isPlain(changes.system)) return true;
    const schema = modelClassFor(this.type).schema;
    const cleaned = schema.clean(structuredClone(changes.system), { partial: true });
    if (clean) changes.system = cleaned;
    const error = schema.validate(cleaned, { partial: true });
    if (error && strict) throw new Error(`Actor [${this.id}] system validation errors: ${error}`);
    return !error;
  }

  /** Local change without a database round trip (used by `_preCreate`). */
  updateSource(changes: Plain): void {
    mergeInto(this._source, expandObject(changes));
    this.#prepare();
  }

  /** The document after creation: the server stores the client's cleaned creation data. */
  markCreated(): void {
    Object.assign(this.stored, structuredClone(this._source));
  }

  /**
   * Document#update: the changes are expanded and the system part validated against the schema
   * (a failure throws); then `_preUpdate` and `preUpdateActor` run on the changes as the caller
   * sent them, unchanged fields included (a sheet sends every enabled field), and may cancel
   * (the update resolves undefined). Only then are they differenced against the source (the
   * `diff` option of DatabaseUpdateOperation, unless `diff: false`): an update with nothing left
   * to change is not performed and resolves undefined, after its pre-update steps ran (core's
   * ClientDatabaseBackend runs `_preUpdate` and the hook before its dry-run `updateSource`
   * keeps the differences; https://foundryvtt.com/api/v13/interfaces/foundry.abstract.types.DatabaseUpdateOperation.html
   * `diff`; issue 34 of this project). A locked pack refuses any change. An update by a user
   * without OWNER passes the client's steps (they run on the writer's client) and is refused by
   * the server: the promise rejects (see `permissionRefusal`).
   */
  override async update(changes: Plain, options: StandInUpdateOptions = {}): Promise<this | undefined> {
    const user = currentUser();
    const recursive = options.recursive !== false;
    const expanded = expandObject(changes);
    for (const key of Object.keys(flattenKeys(expanded))) {
      if (/(^|\.)(-=|==)/.test(key)) throw new Error(`stand-in: the special update key in "${key}" is not modelled`);
    }
    if (this.compendium?.locked) throw new Error(`You may not modify the locked compendium "${this.compendium.collection}"`);
    const sent = expanded;
    // A change of type (foundryvtt#11951, v13): the system must be replaced whole in the same
    // update, by `==system` or `{recursive: false}`; core refuses it otherwise. Only the latter,
    // sent undiffed (`diff: false`), is modelled: how core diffs a replaced system is not public.
    const newType = typeof sent.type === "string" && sent.type !== this.type ? sent.type : null;
    if (newType) {
      if (recursive) throw new Error("The type of a Document can be changed only if the system field is force-replaced (==) or updated with {recursive: false}");
      if (options.diff !== false || !isPlain(sent.system)) throw new Error("stand-in: a type change without its whole system sent with diff: false is not modelled");
    }
    const schema = modelClassFor(newType ?? this.type).schema;
    if (isPlain(sent.system)) {
      const cleaned = schema.clean(structuredClone(sent.system), { partial: recursive });
      const error = schema.validate(cleaned, { partial: recursive });
      if (error) throw new Error(`Actor [${this.id}] system validation errors: ${error}`);
    }
    if ((await this.#system._preUpdate(sent, options, user)) === false) return undefined as unknown as this;
    const hooks = (globalThis as unknown as { Hooks: { call: (...a: unknown[]) => boolean; callAll: (...a: unknown[]) => void } }).Hooks;
    if (!hooks.call("preUpdateActor", this, sent, options, user.id)) return undefined as unknown as this;
    // What the pre-update steps left, differenced: the part of it that changes the actor.
    const changed = options.diff === false ? sent : diffObject(this._source, sent);
    if (Object.keys(changed).length === 0) return undefined as unknown as this;
    // The client's checks and hooks have run; the server now refuses a user without OWNER.
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, "update", this);
    if ("system" in changed && !isPlain(changed.system)) throw new Error(`stand-in: cannot model an update setting system to ${JSON.stringify(changed.system)}`);
    applyChanges(this._source, structuredClone(changed), recursive);
    applyChanges(this.stored, structuredClone(changed), recursive);
    this.updates.push({ userId: user.id, changes: structuredClone(changed) });
    this.#prepare();
    documentHookOnEveryClient("updateActor", this, [changed, options], user.id);
    return this;
  }

  /**
   * Actor#toggleStatusEffect(statusId, {active, overlay})
   * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect): the
   * status must be one of CONFIG.statusEffects ("Invalid status ID" otherwise, as core throws;
   * foundryvtt-hellpiercers' override keeps that refusal). Turning it on creates an ActiveEffect
   * embedded in the actor whose `statuses` hold the id and resolves to it; turning it off deletes
   * the actor's effects carrying the id and resolves false; nothing to do resolves `true` (already
   * on) or undefined (already off). The effect is a document of its own: `createActiveEffect` /
   * `deleteActiveEffect` run on every connected client with the writer's id
   * (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html, deleteDocument).
   * The server lets the actor's owners (and GMs) create and delete its effects: an embedded
   * document's permission is its parent's (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#testuserpermission
   * on embedded documents; Black Flag and hellpiercers let owners toggle statuses this way);
   * anyone else is refused and the promise rejects. `Actor#statuses` is the union of its effects'.
   */
  override async toggleStatusEffect(statusId: string, options: { active?: boolean; overlay?: boolean } = {}): Promise<StandInActiveEffect | boolean | undefined> {
    if (!isRegisteredStatus(statusId)) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
    const user = currentUser();
    const existing = this.effects.filter((effect) => effect.statuses.has(statusId));
    const active = options.active ?? existing.length === 0;
    if (active && existing.length > 0) return true;
    if (!active && existing.length === 0) return undefined;
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, active ? "create" : "delete", { documentName: "ActiveEffect", id: existing[0]?.id ?? "new", parent: this });
    if (!active) {
      for (const effect of existing) {
        this.effects.delete(effect.id);
        documentHookOnEveryClient("deleteActiveEffect", effect, [{}], user.id);
      }
      return false;
    }
    const effect = new StandInActiveEffect({ name: statusId, statuses: [statusId], flags: options.overlay ? { core: { overlay: true } } : {} }, this);
    this.effects.set(effect.id, effect);
    documentHookOnEveryClient("createActiveEffect", effect, [{}], user.id);
    return effect;
  }
}

/**
 * The synthetic Actor of an unlinked token (`TokenDocument#actor` when `actorLink` is false): the
 * base world actor's data with the token's ActorDelta applied, addressed by the token
 * (`Scene.<id>.Token.<id>.Actor.<id>`). Updating it runs the Actor's client steps and hooks
 * (`_preUpdate`, `preUpdateActor`, then `updateActor` on every client, for the synthetic actor)
 * and stores the change in the token's delta, not on the base actor (foundryvtt#8973: "Fires
 * Actor#_onUpdate and updateActor hooks post-update ... console.log(token.delta.name)";
 * foundryvtt#9131: "All hooks and _pre/_on methods should be fired for the Actor as expected").
 * Its ownership is the base actor's (a delta overriding ownership is not modelled). Not modelled,
 * and refused: a delta holding embedded documents, and the base actor changing after the
 * synthetic actor was made (core derives it again).
 */
export class StandInSyntheticActor extends StandInModelActor {
  readonly #token: StandInDocument;
  readonly #base: StandInModelActor;
  readonly #baseUpdates: number;

  constructor(token: StandInDocument, base: StandInModelActor) {
    const delta = structuredClone((token._source.delta as StandInDocumentData | undefined) ?? {});
    if ("items" in delta || "effects" in delta) throw new Error("stand-in: an ActorDelta with embedded documents is not modelled");
    if ("ownership" in delta) throw new Error("stand-in: an ActorDelta overriding ownership is not modelled");
    const source = base.toObject();
    mergeInto(source as Plain, delta as Plain);
    super(source);
    this.#token = token;
    this.#base = base;
    this.#baseUpdates = base.updates.length;
  }
  override get uuid(): string {
    return `${this.#token.uuid}.Actor.${this.id}`;
  }
  get token(): StandInDocument {
    return this.#token;
  }
  get isToken(): boolean {
    return true;
  }
  /** Whether the base actor is unchanged since this synthetic actor was made from it. */
  get current(): boolean {
    return this.#base.updates.length === this.#baseUpdates;
  }
  override async update(changes: Plain, options: StandInUpdateOptions = {}): Promise<this | undefined> {
    const before = this.updates.length;
    const result = await super.update(changes, options);
    const landed = this.updates.slice(before).at(-1);
    if (landed) {
      const delta = ((this.#token._source.delta as Plain | undefined) ??= {});
      mergeInto(delta, structuredClone(landed.changes));
    }
    return result;
  }
}

/** An ActiveEffect embedded in an Actor (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html): `statuses` is a Set of status ids, `parent` its actor. */
/** An ActiveEffect's change (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.EffectChangeData.html). */
interface EffectChange {
  key: string;
  mode: number;
  value: string;
}

export class StandInActiveEffect extends StandInDocument {
  constructor(data: StandInDocumentData, parent: StandInDocument) {
    super("ActiveEffect", data, parent);
  }
  get statuses(): Set<string> {
    return new Set((this._source.statuses as string[] | undefined) ?? []);
  }
  get disabled(): boolean {
    return this._source.disabled === true;
  }
  get changes(): EffectChange[] {
    return structuredClone((this._source.changes as EffectChange[] | undefined) ?? []);
  }
  override async update(changes: Record<string, unknown>): Promise<this | undefined> {
    const [updated] = await (this.parent as StandInModelActor).updateEmbeddedDocuments("ActiveEffect", [{ ...changes, _id: this.id }]);
    return updated as this | undefined;
  }
  async delete(): Promise<this> {
    await (this.parent as StandInModelActor).deleteEmbeddedDocuments("ActiveEffect", [this.id]);
    return this;
  }
}

/**
 * ActiveEffect#apply as Actor#applyActiveEffects runs it, between the system's base and derived
 * preparation (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#applyactiveeffects,
 * CONST.ACTIVE_EFFECT_MODES: MULTIPLY 1, ADD 2, DOWNGRADE 3, UPGRADE 4, OVERRIDE 5): each change of
 * an enabled effect, its string value cast to the target's type, on a `system.` key. CUSTOM (0)
 * and keys outside `system` are not modelled.
 */
function applyEffectChanges(system: object, effects: Iterable<StandInActiveEffect>): void {
  for (const effect of effects) {
    if (effect.disabled) continue;
    for (const change of effect.changes) {
      if (!change.key.startsWith("system.") || change.mode < 1 || change.mode > 5) throw new Error(`stand-in: an active effect change of ${change.key} in mode ${change.mode} is not modelled`);
      const path = change.key.slice("system.".length);
      const current = getPath(system, path);
      const value = Number(change.value);
      if (typeof current !== "number" || !Number.isFinite(value)) throw new Error(`stand-in: an active effect change of a non-number (${change.key}) is not modelled`);
      const next = [current, current * value, current + value, Math.min(current, value), Math.max(current, value), value][change.mode]!;
      setPath(system, path, next);
    }
  }
}

function getPath(target: object, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined), target);
}

function setPath(target: object, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop()!;
  const node = keys.reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, target as Record<string, unknown>);
  node[last] = value;
}

function isRegisteredStatus(id: string): boolean {
  const registered = (globalThis as unknown as { CONFIG: { statusEffects: unknown } }).CONFIG.statusEffects;
  const entries = Array.isArray(registered) ? registered : Object.values(registered as Record<string, unknown>);
  return entries.some((entry) => (entry as { id?: unknown }).id === id);
}

function flattenKeys(object: Plain, prefix = "", out: Plain = {}): Plain {
  for (const [key, value] of Object.entries(object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlain(value) && Object.keys(value).length > 0) flattenKeys(value, path, out);
    else out[path] = value;
  }
  return out;
}

/** The manifest fields `game.system` carries here, read from system.json as core builds the System package from it. */
function manifestSystem(): { id: string; primaryTokenAttribute?: string; secondaryTokenAttribute?: string } {
  const manifest = JSON.parse(fs.readFileSync("system.json", "utf8")) as { id: string; primaryTokenAttribute?: string; secondaryTokenAttribute?: string };
  return { id: manifest.id, primaryTokenAttribute: manifest.primaryTokenAttribute, secondaryTokenAttribute: manifest.secondaryTokenAttribute };
}

/** BaseToken's `bar1` / `bar2` `attribute` initial: the system's primary / secondary token attribute, else null. */
function fillTokenBarInitials(source: Plain): void {
  const system = (globalThis as unknown as { game: { system?: { primaryTokenAttribute?: string; secondaryTokenAttribute?: string } } }).game.system;
  const token = isPlain(source.prototypeToken) ? source.prototypeToken : (source.prototypeToken = {});
  // PrototypeToken's width and height start at 1 grid space (https://foundryvtt.com/api/v13/classes/foundry.data.PrototypeToken.html, TokenDocument's schema).
  for (const side of ["width", "height"] as const) if (token[side] === undefined) token[side] = 1;
  for (const [bar, initial] of [["bar1", system?.primaryTokenAttribute], ["bar2", system?.secondaryTokenAttribute]] as const) {
    const data = isPlain(token[bar]) ? token[bar] : (token[bar] = {});
    if (data.attribute === undefined) data.attribute = initial || null;
  }
}

interface WorldActors {
  add: (a: StandInDocument) => void;
  invalidDocumentIds: Set<string>;
}

function worldActors(): WorldActors {
  return (globalThis as unknown as { game: { actors: WorldActors } }).game.actors;
}

/** What `createActor` takes: an Actor's data, whose `type` is required as BaseActor's is; each of `owners` gets OWNER. */
export type StandInActorData = StandInDocumentData & { type: string; owners?: readonly StandInUser[] };

export interface StandInActorOptions {
  /**
   * How the actor comes to exist:
   * - "world" (the default): the world already holds it, as a world actor is when the world
   *   loads: no permission check, no `_preCreate`, no hook; the actor is returned at once.
   * - "Actor.create": the current user creates it through Actor.create; a promise (see `createThroughCore`).
   */
  via?: "world" | "Actor.create";
}

/**
 * The one way the stand-in makes a world Actor, in `game.actors` and found by `fromUuid`. When
 * `CONFIG.Actor.dataModels` has a model for its type it is a `StandInModelActor` (its `system`
 * validated strictly through the model: invalid data throws); otherwise a bare `StandInActor`.
 * `owners` add OWNER entries to any `ownership` given. Actor.create (`via: "Actor.create"`) is
 * modelled only for a type with a registered model; without one it throws.
 */
export function createActor(data: StandInActorData, options: { via: "Actor.create" }): Promise<StandInModelActor | undefined>;
export function createActor(data: StandInActorData, options?: { via?: "world" }): StandInActor;
export function createActor(data: StandInActorData, options: StandInActorOptions = {}): StandInActor | Promise<StandInModelActor | undefined> {
  const { owners, ...rest } = data;
  if (typeof rest.type !== "string" || rest.type === "") throw new Error(`stand-in createActor: an Actor needs a type (BaseActor's type is required), not ${JSON.stringify(rest.type)}`);
  const source: StandInDocumentData = owners ? { ...rest, ownership: { ...rest.ownership, ...Object.fromEntries(owners.map((u) => [u.id, OWNERSHIP.OWNER])) } } : rest;
  if (options.via === "Actor.create") return createThroughCore(source);
  const actor = hasDataModel(rest.type) ? new StandInModelActor(source, { strict: true }) : new StandInActor(source);
  worldActors().add(actor);
  return registerDocument(actor);
}

function hasDataModel(type: string): boolean {
  const models = (globalThis as unknown as { CONFIG: { Actor?: { dataModels?: Record<string, unknown> } } }).CONFIG.Actor?.dataModels;
  return Boolean(models?.[type]);
}

/**
 * Actor.create for a model-backed type: the data is validated strictly; `_preCreate` may refuse
 * (then undefined, https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html#_precreate);
 * once created, `createActor` runs on every connected client.
 * The server creates a world Actor only for a user with ACTOR_CREATE (default: Assistant,
 * CONST.USER_PERMISSIONS); anyone else is refused and the promise rejects (foundryvtt#11311,
 * see `permissionRefusal`).
 */
async function createThroughCore(data: StandInDocumentData): Promise<StandInModelActor | undefined> {
  const actor = new StandInModelActor(data);
  const user = currentUser();
  const allowed = await actor.model._preCreate(data, {}, user);
  if (allowed === false) return undefined;
  if (!user.can("ACTOR_CREATE")) throw permissionRefusal(user, "create", actor);
  actor.markCreated();
  worldActors().add(actor);
  registerDocument(actor);
  // createActor runs on every connected client after the database change, with the creator's id
  // (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html: "(document, options, userId)").
  documentHookOnEveryClient("createActor", actor, [{}], user.id);
  return actor;
}

/**
 * A world actor as the world loads it from its database record. As DocumentCollection does, a
 * record that fails strict validation is not initialised: its id goes to
 * `invalidDocumentIds` ("the set of document ids where the Document was not initialized because
 * of invalid source data") and the actor is missing from `game.actors`
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.abstract.DocumentCollection.html).
 */
export function loadWorldActor(record: StandInDocumentData & { _id: string }): StandInModelActor | undefined {
  try {
    const actor = new StandInModelActor(record, { strict: true });
    worldActors().add(actor);
    return registerDocument(actor);
  } catch (error) {
    worldActors().invalidDocumentIds.add(record._id);
    loadFailures.push({ id: record._id, message: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

/** Why each record failed to load (Foundry reports these on the console). */
export const loadFailures: { id: string; message: string }[] = [];

/** A pack of actor records, loaded the same way; `locked` as its configuration says. */
export function createActorPack(
  collection: string,
  records: readonly (StandInDocumentData & { _id: string })[],
  options: { locked?: boolean; packageType?: "world" | "system" | "module" } = {},
): StandInCompendium {
  const pack = new StandInCompendium(collection, options.locked ?? false, {
    id: collection,
    label: collection,
    packageType: options.packageType ?? "world",
    type: "Actor",
  });
  for (const record of records) {
    const actor = new StandInModelActor(record, { strict: true, pack });
    pack.contents.push(actor);
    registerCompendiumDocument(actor);
  }
  (globalThis as unknown as { game: { packs: StandInPacks } }).game.packs.set(collection, pack);
  return pack;
}

/** Every `Actors.registerSheet` call, for tests to inspect. */
export const registeredSheets: { scope: string; sheetClass: unknown; options: Plain }[] = [];

export const installPart: StandInPart = (globals) => {
  setActorFactory((data) => createActor(data as StandInActorData, { via: "Actor.create" }));
  registeredSheets.length = 0;
  loadFailures.length = 0;
  deepAssign(globals, {
    game: { packs: new StandInPacks(), system: manifestSystem() },
    foundry: {
      abstract: { TypeDataModel: StandInTypeDataModel },
      data: { fields: { DataField, NumberField, StringField, HTMLField, DocumentUUIDField, ColorField, ArrayField, SchemaField } },
      documents: {
        collections: {
          Actors: { registerSheet: (scope: string, sheetClass: unknown, options: Plain) => registeredSheets.push({ scope, sheetClass, options }) },
        },
      },
    },
    CONFIG: {
      Actor: { dataModels: {}, trackableAttributes: {} },
      statusEffects: standInStatusEffects(standInGeneration()),
      specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" },
    },
  });
};
