import { deepAssign, type StandInPart } from "../index";
import { currentUser, registerDocument, StandInDocument, type StandInDocumentData } from "./documents";

/**
 * Data models, sheets and a model-backed Actor, as the v13 API documents them:
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
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#toggleStatusEffect and
 *   `statuses` (the status ids the actor's effects carry).
 * - https://foundryvtt.com/api/v13/classes/foundry.applications.sheets.ActorSheetV2.html and
 *   `HandlebarsApplicationMixin`: only the class shapes the sheets extend; sheets are tested
 *   through their context builders.
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Actors.html#registersheet
 * - CONFIG.statusEffects / CONFIG.specialStatusEffects (https://foundryvtt.com/api/v13/interfaces/CONFIG.html):
 *   a few of core's entries and DEFEATED = "dead".
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
  blank?: boolean;
  type?: string;
}

class DataField {
  constructor(readonly options: FieldOptions = {}) {}
  getInitialValue(): unknown {
    return structuredClone(this.options.initial);
  }
  clean(value: unknown): unknown {
    return value === undefined ? this.getInitialValue() : value;
  }
  /** An error message, or undefined when the value is valid. */
  validate(_value: unknown): string | undefined {
    return undefined;
  }
}

class NumberField extends DataField {
  override validate(value: unknown): string | undefined {
    if (value === null && this.options.nullable) return undefined;
    if (typeof value !== "number" || Number.isNaN(value)) return "must be a number";
    if (this.options.integer && !Number.isInteger(value)) return "must be an integer";
    if (this.options.min !== undefined && value < this.options.min) return `must be at least ${this.options.min}`;
    if (this.options.max !== undefined && value > this.options.max) return `must be at most ${this.options.max}`;
    return undefined;
  }
}

class StringField extends DataField {
  override validate(value: unknown): string | undefined {
    if (typeof value !== "string") return "must be a string";
    const choices = this.options.choices;
    const allowed = Array.isArray(choices) ? choices : choices ? Object.keys(choices) : null;
    if (allowed && !allowed.includes(value)) return `"${value}" is not a valid choice`;
    return undefined;
  }
}

class HTMLField extends StringField {}
class DocumentUUIDField extends StringField {}

class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super(options);
  }
  override validate(value: unknown): string | undefined {
    if (!Array.isArray(value)) return "must be an array";
    return value.map((v) => this.element.validate(v)).find((e) => e !== undefined);
  }
}

class SchemaField extends DataField {
  constructor(readonly fields: Record<string, DataField>) {
    super({});
  }
  override getInitialValue(): Plain {
    return Object.fromEntries(Object.entries(this.fields).map(([k, f]) => [k, f.getInitialValue()]));
  }
  override clean(value: unknown): Plain {
    const source = isPlain(value) ? value : {};
    return Object.fromEntries(Object.entries(this.fields).map(([k, f]) => [k, f.clean(source[k])]));
  }
  override validate(value: unknown): string | undefined {
    if (!isPlain(value)) return "must be an object";
    for (const [key, field] of Object.entries(this.fields)) {
      const error = field.validate(value[key]);
      if (error) return `${key}: ${error}`;
    }
    return undefined;
  }
}

export class StandInTypeDataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }
  static get schema(): SchemaField {
    return new SchemaField(this.defineSchema());
  }
  readonly _source: Plain;
  readonly parent: unknown;
  constructor(data: Plain = {}, options: { parent?: unknown } = {}) {
    this.parent = options.parent ?? null;
    this._source = (this.constructor as typeof StandInTypeDataModel).schema.clean(structuredClone(data));
    Object.assign(this, structuredClone(this._source));
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  async _preCreate(_data: unknown, _options: unknown, _user: unknown): Promise<boolean | void> {}
  async _preUpdate(_changes: unknown, _options: unknown, _user: unknown): Promise<boolean | void> {}
}

/** foundry.utils.expandObject: dotted keys become nested objects. */
export function expandObject(flat: Plain): Plain {
  const out: Plain = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split(".");
    const last = parts.pop() as string;
    let here = out;
    for (const part of parts) here = (isPlain(here[part]) ? here[part] : (here[part] = {})) as Plain;
    here[last] = isPlain(value) ? expandObject(value) : value;
  }
  return out;
}

function mergeInto(target: Plain, changes: Plain): void {
  for (const [key, value] of Object.entries(changes)) {
    if (isPlain(value) && isPlain(target[key])) mergeInto(target[key] as Plain, value);
    else target[key] = structuredClone(value);
  }
}

type ModelClass = typeof StandInTypeDataModel;

function modelClassFor(type: string): ModelClass {
  const models = (globalThis as unknown as { CONFIG: { Actor: { dataModels: Record<string, ModelClass> } } }).CONFIG.Actor.dataModels;
  const model = models[type];
  if (!model) throw new Error(`stand-in: no data model registered for Actor type "${type}"`);
  return model;
}

/** An Actor whose `system` is its type's registered TypeDataModel. */
export class StandInModelActor extends StandInDocument {
  #system!: StandInTypeDataModel;
  readonly statuses = new Set<string>();
  readonly sheet = { rendered: false, render: () => undefined };

  constructor(data: StandInDocumentData) {
    super("Actor", data);
    this.#prepare();
  }
  override get type(): string {
    return String(this._source.type);
  }
  get img(): string {
    return String(this._source.img ?? "icons/svg/mystery-man.svg");
  }
  override get system(): Plain {
    return this.#system as unknown as Plain;
  }
  get model(): StandInTypeDataModel {
    return this.#system;
  }

  #prepare(): void {
    const Model = modelClassFor(this.type);
    this.#system = new Model(this._source.system ?? {}, { parent: this });
    this._source.system = this.#system._source;
    this.#system.prepareBaseData();
    this.#system.prepareDerivedData();
  }

  /** Local change without a database round trip (used by `_preCreate`). */
  updateSource(changes: Plain): void {
    mergeInto(this._source, expandObject(changes));
    this.#prepare();
  }

  /** Resolves undefined when `_preUpdate` cancels (Document#update does); the base type has no room for that. */
  override async update(changes: Plain): Promise<this | undefined> {
    // The server checks permission before anything else runs; a refusal resolves undefined.
    if (!this.testUserPermission(currentUser(), "OWNER")) return super.update(changes);
    const expanded = expandObject(changes);
    const candidate = structuredClone(this._source) as Plain;
    mergeInto(candidate, expanded);
    const error = modelClassFor(this.type).schema.validate(modelClassFor(this.type).schema.clean(candidate.system));
    if (error) throw new Error(`Actor [${this.id}] system validation errors: ${error}`);
    const user = currentUser();
    if ((await this.#system._preUpdate(expanded, {}, user)) === false) return undefined as unknown as this;
    const hooks = (globalThis as unknown as { Hooks: { call: (...a: unknown[]) => boolean; callAll: (...a: unknown[]) => void } }).Hooks;
    if (!hooks.call("preUpdateActor", this, expanded, {}, user.id)) return undefined as unknown as this;
    if (!(await super.update(expanded))) return undefined;
    this.#prepare();
    hooks.callAll("updateActor", this, expanded, {}, user.id);
    return this;
  }

  async toggleStatusEffect(statusId: string, options: { active?: boolean } = {}): Promise<boolean> {
    const active = options.active ?? !this.statuses.has(statusId);
    if (active) this.statuses.add(statusId);
    else this.statuses.delete(statusId);
    return active;
  }
}

/** Actor.create for a model-backed type: `_preCreate` may refuse (then undefined). */
export async function createModelActor(data: StandInDocumentData): Promise<StandInModelActor | undefined> {
  const actor = new StandInModelActor(data);
  const allowed = await actor.model._preCreate(data, {}, currentUser());
  if (allowed === false) return undefined;
  const game = (globalThis as unknown as { game: { actors: { add: (a: StandInDocument) => void } } }).game;
  game.actors.add(actor);
  return registerDocument(actor);
}

class StandInApplicationV2 {
  static DEFAULT_OPTIONS: Plain = {};
  static PARTS: Plain = {};
  constructor(readonly options: Plain = {}) {}
  async _prepareContext(_options: unknown): Promise<Plain> {
    return {};
  }
}

class StandInActorSheetV2 extends StandInApplicationV2 {
  get actor(): unknown {
    return this.options.document;
  }
}

/** Every `Actors.registerSheet` call, for tests to inspect. */
export const registeredSheets: { scope: string; sheetClass: unknown; options: Plain }[] = [];

export const installPart: StandInPart = (globals) => {
  registeredSheets.length = 0;
  deepAssign(globals, {
    foundry: {
      abstract: { TypeDataModel: StandInTypeDataModel },
      data: { fields: { DataField, NumberField, StringField, HTMLField, DocumentUUIDField, ArrayField, SchemaField } },
      applications: {
        api: {
          ApplicationV2: StandInApplicationV2,
          // TypeScript requires a mixin's base constructor to take `any[]`.
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          HandlebarsApplicationMixin: <T extends abstract new (...args: any[]) => object>(Base: T) => {
            abstract class Handlebars extends Base {}
            return Handlebars;
          },
        },
        sheets: { ActorSheetV2: StandInActorSheetV2 },
      },
      documents: {
        collections: {
          Actors: { registerSheet: (scope: string, sheetClass: unknown, options: Plain) => registeredSheets.push({ scope, sheetClass, options }) },
        },
      },
    },
    CONFIG: {
      Actor: { dataModels: {}, trackableAttributes: {} },
      statusEffects: [
        { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
        { id: "prone", name: "EFFECT.StatusProne", img: "icons/svg/falling.svg" },
      ],
      specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" },
    },
  });
};
