import { deepAssign } from "../deep-assign";
import type { StandInPart } from "../index";
import { currentUser } from "./documents";

/**
 * Dice, as the v13 API describes them. What is not modelled (modifiers, numeric or
 * parenthetical terms, fulfillment methods other than manual entry) is refused loudly.
 *
 * - https://foundryvtt.com/api/v13/classes/foundry.dice.terms.DiceTerm.html: a term
 *   `{number, faces, modifiers, results, options, method}`; `static DENOMINATION` "used to
 *   register this DiceTerm type in CONFIG.Dice.terms"; `denomination` (the instance's) is the
 *   class's DENOMINATION, which Coin (`c`) and FateDie (`f`) inherit; `expression` is `NdX`, X the
 *   faces for `d` and the DENOMINATION otherwise; `randomFace()` maps `CONFIG.Dice.randomUniform()`
 *   through `mapRandomFace(u)` ("maps a randomly-generated value in the interval [0, 1) to a face
 *   value", DiceTerm#mapRandomFace), which core computes as `ceil((1 - u) * faces)`: u near 0 is
 *   the top face, u near 1 face 1. The formula is not printed on the API page; it is core's client
 *   code (dice/terms/dice.mjs, read in its public copies), modelled as observed. Coin and FateDie
 *   override it and are not modelled. `getResultLabel` is the number;
 *   `getTooltipData()` gives each result's label and CSS classes (what chat tooltips show);
 *   `total` sums active results; `toJSON()` keeps `class` (the constructor's name), `options`,
 *   `evaluated` and SERIALIZE_ATTRIBUTES (number, faces, modifiers, results, method);
 *   `static fromData(data)` finds the class by name in `CONFIG.Dice.termTypes`, then among
 *   `CONFIG.Dice.terms`, and falls back to Die (so an unregistered term comes back as plain dice).
 * - https://foundryvtt.com/api/v13/classes/foundry.dice.terms.Die.html: DENOMINATION `d`; Die
 *   *overrides* `denomination`, which is `d<faces>` (`d6`), and `total`.
 * - https://foundryvtt.com/api/v13/variables/CONFIG.Dice.html and
 *   https://foundryvtt.com/api/v13/interfaces/CONFIG.DiceFulfillmentConfiguration.html:
 *   `terms` (denomination to class), `termTypes`, `rolls`, `randomUniform`, and `fulfillment`
 *   (`dice` keyed by denomination: the rows of Dice Configuration; `methods`; `defaultMethod`,
 *   blank to use randomUniform). The user's choice per row is the core setting
 *   `Roll.DICE_CONFIGURATION_SETTING` ("diceConfiguration"), read by each term's denomination
 *   when it is evaluated (`DiceTerm#method`). Manual entry is only for a user with the
 *   MANUAL_ROLLS permission (https://foundryvtt.com/api/v13/variables/foundry.CONST.USER_PERMISSIONS.html,
 *   default role Trusted): DiceConfig hides the "manual" choice from anyone else, and a term whose
 *   row says "manual" for such a user is rolled digitally with randomUniform (core's fulfillment
 *   handler returns nothing, `roll` falls back to `randomFace`; observed in core's client code,
 *   not stated on a public page), its `method` left unset.
 * - https://foundryvtt.com/api/v13/classes/foundry.applications.dice.RollResolver.html: manual
 *   entry asks one whole number per die between 1 and the term's `faces`; the form refuses
 *   anything else. Tests answer it with `enterManually`.
 * - https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html: `new Roll(formula, data,
 *   options)` parses the formula into `terms` by denomination through `CONFIG.Dice.terms`
 *   (an unknown denomination is an error); async `evaluate()` (once: an evaluated Roll is
 *   immutable); `dice`; `total`; `formula`; `toJSON()` = `{class, options, dice, formula, terms,
 *   total, evaluated}`; `static fromData(data)` recreates the Roll class named by `data.class`
 *   from `CONFIG.Dice.rolls` ("Unable to recreate ... instance" when none), rebuilds each term
 *   with `RollTerm.fromData` and restores the total; `static fromJSON(json)`.
 */
export interface StandInDieResult {
  result: number;
  active: boolean;
}

interface TermData {
  number?: number;
  faces?: number;
  modifiers?: string[];
  results?: StandInDieResult[];
  options?: Record<string, unknown>;
  method?: string;
  evaluated?: boolean;
}

interface TermClass {
  readonly name: string;
  _fromData(data: Record<string, unknown>): StandInRollTerm;
}

interface DiceConfig {
  terms: Record<string, TermClass & (new (data: TermData) => StandInDiceTerm)>;
  termTypes: Record<string, TermClass>;
  rolls: (typeof StandInRoll)[];
  randomUniform: () => number;
  fulfillment: { defaultMethod: string; dice: Record<string, { label: string; icon: string }>; methods: Record<string, { label: string; interactive?: boolean }> };
}

function diceConfig(): DiceConfig {
  return (globalThis as unknown as { CONFIG: { Dice: DiceConfig } }).CONFIG.Dice;
}

function coreSetting(key: string): unknown {
  return (globalThis as unknown as { game: { settings: { get(ns: string, key: string): unknown } } }).game.settings.get("core", key);
}

/**
 * Core asks `game.user.hasPermission("MANUAL_ROLLS")`: the user's role against the world's
 * permission settings (Trusted by default), which `User#can` models (parts/documents.ts).
 */
function mayRollManually(): boolean {
  return currentUser().can("MANUAL_ROLLS");
}

/** Gives a stand-in class the name core's class has: `toJSON` stores it and `fromData` looks it up. */
function named<T extends abstract new (...args: never[]) => unknown>(cls: T, name: string): T {
  Object.defineProperty(cls, "name", { value: name });
  return cls;
}

export type StandInRollTerm = StandInDiceTerm | StandInOperatorTerm;

let manualQueue: number[] = [];
/** Each die manual entry was asked for, as the RollResolver form shows it. */
export let manualPrompts: { denomination: string; faces: number }[] = [];

/** Queues what the user types into the manual-entry form, one value per die. */
export function enterManually(values: readonly number[]): void {
  manualQueue.push(...values);
}

export class StandInDiceTerm {
  static DENOMINATION = "";
  static SERIALIZE_ATTRIBUTES = ["number", "faces", "modifiers", "results", "method"] as const;
  number: number;
  faces: number;
  modifiers: string[];
  results: StandInDieResult[];
  options: Record<string, unknown>;
  method: string | undefined;
  _evaluated = false;

  constructor({ number = 1, faces = 6, modifiers = [], results = [], options = {}, method }: TermData = {}) {
    if (modifiers.length > 0) throw new Error(`stand-in DiceTerm: modifiers (${modifiers.join("")}) are not modelled`);
    if (!Number.isInteger(number) || number < 0) throw new Error(`stand-in DiceTerm: cannot roll ${number} dice`);
    this.number = number;
    this.faces = faces;
    this.modifiers = modifiers;
    this.results = results;
    this.options = options;
    this.method = method;
  }

  get denomination(): string {
    return (this.constructor as typeof StandInDiceTerm).DENOMINATION;
  }
  get expression(): string {
    const denomination = (this.constructor as typeof StandInDiceTerm).DENOMINATION;
    return `${this.number}d${denomination === "d" ? this.faces : denomination}${this.modifiers.join("")}`;
  }
  get formula(): string {
    return this.expression;
  }
  /** Further DiceTerms involved in resolving this one (none: number and faces are plain numbers here). */
  get dice(): StandInDiceTerm[] {
    return [];
  }
  get values(): number[] {
    return this.results.filter((r) => r.active).map((r) => r.result);
  }
  mapRandomFace(randomUniform: number): number {
    return Math.ceil((1 - randomUniform) * this.faces);
  }
  randomFace(): number {
    return this.mapRandomFace(diceConfig().randomUniform());
  }

  async evaluate(): Promise<this> {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    const config = diceConfig();
    const chosen = (coreSetting(StandInRoll.DICE_CONFIGURATION_SETTING) as Record<string, string> | undefined)?.[this.denomination];
    const method = chosen || config.fulfillment.defaultMethod || undefined;
    this.method = method === "manual" && !mayRollManually() ? undefined : method;
    for (let k = 0; k < this.number; k++) this.results.push({ result: this.#resolveOne(), active: true });
    this._evaluated = true;
    return this;
  }

  #resolveOne(): number {
    if (this.method === undefined) return this.randomFace();
    if (this.method !== "manual") throw new Error(`stand-in DiceTerm: fulfillment method "${this.method}" is not modelled`);
    manualPrompts.push({ denomination: this.denomination, faces: this.faces });
    const value = manualQueue.shift();
    if (value === undefined) throw new Error(`stand-in manual entry: no value was entered for ${this.denomination}`);
    if (!Number.isInteger(value) || value < 1 || value > this.faces) {
      throw new Error(`stand-in manual entry: ${value} is not a whole number from 1 to ${this.faces}; the form refuses it`);
    }
    return value;
  }

  getResultLabel(result: StandInDieResult): string {
    return String(result.result);
  }
  getResultCSS(result: StandInDieResult): (string | null)[] {
    return [this.constructor.name.toLowerCase(), `d${this.faces}`, result.result === 1 ? "min" : null, result.result === this.faces ? "max" : null];
  }
  getTooltipData(): { formula: string; total: number | undefined; faces: number; rolls: { result: string; classes: string }[] } {
    return {
      formula: this.expression,
      total: this.total,
      faces: this.faces,
      rolls: this.results.map((r) => ({ result: this.getResultLabel(r), classes: this.getResultCSS(r).filter(Boolean).join(" ") })),
    };
  }
  get total(): number | undefined {
    if (!this._evaluated) return undefined;
    return this.values.reduce((sum, v) => sum + v, 0);
  }

  toJSON(): Record<string, unknown> {
    const data: Record<string, unknown> = { class: this.constructor.name, options: this.options, evaluated: this._evaluated };
    for (const key of (this.constructor as typeof StandInDiceTerm).SERIALIZE_ATTRIBUTES) data[key] = structuredClone(this[key]);
    return data;
  }
  static fromData(data: Record<string, unknown>): StandInRollTerm {
    const config = diceConfig();
    const cls = config.termTypes[String(data.class)] ?? Object.values(config.terms).find((c) => c.name === data.class) ?? config.terms.d;
    if (!cls) throw new Error("stand-in DiceTerm.fromData: CONFIG.Dice.terms.d is not registered");
    return cls._fromData(data);
  }
  static _fromData(data: Record<string, unknown>): StandInRollTerm {
    const term = new this(data as TermData);
    term._evaluated = (data.evaluated as boolean | undefined) ?? true;
    return term;
  }
  static fromJSON(json: string): StandInRollTerm {
    return this.fromData(JSON.parse(json) as Record<string, unknown>);
  }
}
named(StandInDiceTerm, "DiceTerm");

export class StandInDie extends StandInDiceTerm {
  static override DENOMINATION = "d";
  override get denomination(): string {
    return `d${this.faces}`;
  }
}
named(StandInDie, "Die");

/** The `+` between dice terms (https://foundryvtt.com/api/v13/classes/foundry.dice.terms.OperatorTerm.html). */
export class StandInOperatorTerm {
  _evaluated = false;
  options: Record<string, unknown> = {};
  constructor(readonly operator: "+") {}
  get expression(): string {
    return this.operator;
  }
  get formula(): string {
    return this.operator;
  }
  toJSON(): Record<string, unknown> {
    return { class: "OperatorTerm", options: this.options, evaluated: this._evaluated, operator: this.operator };
  }
  static _fromData(data: Record<string, unknown>): StandInOperatorTerm {
    if (data.operator !== "+") throw new Error(`stand-in OperatorTerm: "${String(data.operator)}" is not modelled`);
    const term = new StandInOperatorTerm("+");
    term._evaluated = (data.evaluated as boolean | undefined) ?? true;
    return term;
  }
}
named(StandInOperatorTerm, "OperatorTerm");

const DICE_TERM = /^(\d*)d(\d+|[a-z])$/;

function parseTerm(part: string): StandInDiceTerm {
  const match = DICE_TERM.exec(part);
  if (!match) throw new Error(`stand-in Roll: cannot parse "${part}" (only NdX dice joined by + are modelled)`);
  const [, count = "", what = ""] = match;
  const terms = diceConfig().terms;
  const numeric = /^\d+$/.test(what);
  const cls = numeric ? terms.d : terms[what];
  if (!cls) throw new Error(`stand-in Roll: no dice term is registered in CONFIG.Dice.terms for denomination "${what}"`);
  return new cls({ number: count === "" ? 1 : Number(count), ...(numeric ? { faces: Number(what) } : {}) });
}

export class StandInRoll {
  static readonly DICE_CONFIGURATION_SETTING = "diceConfiguration";
  terms: StandInRollTerm[];
  _dice: StandInDiceTerm[] = [];
  _formula: string;
  _total: number | undefined = undefined;
  _evaluated = false;

  constructor(
    formula = "",
    readonly data: Record<string, unknown> = {},
    readonly options: Record<string, unknown> = {},
  ) {
    const parts = formula.split("+").map((p) => p.trim());
    this.terms = parts.flatMap((part, n) => (n === 0 ? [parseTerm(part)] : [new StandInOperatorTerm("+"), parseTerm(part)]));
    this._formula = this.formula;
  }
  get formula(): string {
    return this.terms.map((t) => t.formula).join(" ");
  }
  get dice(): StandInDiceTerm[] {
    return [...this._dice, ...this.terms.flatMap((t) => (t instanceof StandInDiceTerm ? [...t.dice, t] : []))];
  }
  get total(): number | undefined {
    return this._total;
  }
  async evaluate(): Promise<this> {
    if (this._evaluated) throw new Error("The Roll has already been evaluated and is now immutable");
    for (const term of this.terms) {
      if (term instanceof StandInDiceTerm) await term.evaluate();
      else term._evaluated = true;
    }
    this._total = this.terms.reduce((sum, t) => sum + (t instanceof StandInDiceTerm ? (t.total ?? 0) : 0), 0);
    this._evaluated = true;
    return this;
  }
  toJSON(): Record<string, unknown> {
    return {
      class: this.constructor.name,
      options: structuredClone(this.options),
      dice: this._dice.map((d) => d.toJSON()),
      formula: this._formula,
      terms: this.terms.map((t) => t.toJSON()),
      total: this._total,
      evaluated: this._evaluated,
    };
  }
  static fromData(data: Record<string, unknown>): StandInRoll {
    if (data.class && data.class !== this.name) {
      const cls = diceConfig().rolls.find((c) => c.name === data.class);
      if (!cls) throw new Error(`Unable to recreate ${String(data.class)} instance from provided data`);
      return cls.fromData(data);
    }
    const roll = new this(String(data.formula), (data.data as Record<string, unknown> | undefined) ?? {}, (data.options as Record<string, unknown> | undefined) ?? {});
    roll.terms = (data.terms as Record<string, unknown>[]).map((t) => StandInDiceTerm.fromData(t));
    if ((data.evaluated as boolean | undefined) ?? true) {
      roll._total = data.total as number | undefined;
      roll._dice = ((data.dice as Record<string, unknown>[] | undefined) ?? []).map((t) => StandInDiceTerm.fromData(t) as StandInDiceTerm);
      roll._evaluated = true;
    }
    return roll;
  }
  static fromJSON(json: string): StandInRoll {
    return this.fromData(JSON.parse(json) as Record<string, unknown>);
  }
}
named(StandInRoll, "Roll");

/**
 * The `CONFIG.Dice.randomUniform()` draw that core's `mapRandomFace` turns into `face` on a
 * `faces`-sided die (the middle of that face's share of [0, 1)), for tests that script dice.
 */
export function uniformForFace(face: number, faces: number): number {
  return 1 - (face - 0.5) / faces;
}

/** Makes `CONFIG.Dice.randomUniform` hand out the given faces (for `faces`-sided dice) in order. */
export function scriptDice(values: readonly number[], faces = 6): void {
  const queue = [...values];
  diceConfig().randomUniform = () => {
    const next = queue.shift();
    if (next === undefined) throw new Error("stand-in dice: the scripted results ran out");
    return uniformForFace(next, faces);
  };
}

/** Core's own fulfillment rows (the standard dice), as Dice Configuration lists them. */
const CORE_FULFILLMENT_DICE = Object.fromEntries(
  ["d4", "d6", "d8", "d10", "d12", "d20", "d100"].map((d) => [d, { label: d, icon: `<i class="fas fa-dice-${d === "d100" ? "d10" : d}"></i>` }]),
);

export const installPart: StandInPart = (globals, standIn) => {
  manualQueue = [];
  manualPrompts = [];
  standIn.settings.register("core", StandInRoll.DICE_CONFIGURATION_SETTING, { scope: "client", config: false, type: Object, default: {} });
  deepAssign(globals, {
    Roll: StandInRoll,
    CONFIG: {
      Dice: {
        terms: { d: StandInDie },
        termTypes: { DiceTerm: StandInDiceTerm, OperatorTerm: StandInOperatorTerm },
        fulfillment: { defaultMethod: "", dice: { ...CORE_FULFILLMENT_DICE }, methods: { manual: { label: "DICE.FULFILLMENT.Manual", interactive: true } } },
        rolls: [StandInRoll],
        randomUniform: Math.random,
      },
    },
    foundry: { dice: { Roll: StandInRoll, terms: { DiceTerm: StandInDiceTerm, Die: StandInDie, OperatorTerm: StandInOperatorTerm } } },
  });
};
