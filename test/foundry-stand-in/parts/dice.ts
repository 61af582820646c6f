import { deepAssign, type StandInPart } from "../index";

/**
 * Dice, as the v13 API describes them:
 * - https://foundryvtt.com/api/v13/classes/foundry.dice.terms.Die.html (and DiceTerm): a term
 *   `{number, faces, modifiers, results, options}`; `static DENOMINATION`; `evaluate()` rolls
 *   each die with `randomFace()` = `Math.ceil(CONFIG.Dice.randomUniform() * faces)` and stores
 *   `{result, active: true}`; `getResultLabel(result)` is `String(result.result)`;
 *   `getResultCSS(result)` is `[denomination class, "min"/"max" marks]`; `total` sums active
 *   results; `expression` is `NdX`.
 * - https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html: `new Roll(formula)`, async
 *   `evaluate()`, `dice` (the dice terms), `total`, `formula`, `toJSON()`. Only `NdX` terms joined
 *   by `+` are parsed here; the denomination is looked up in `CONFIG.Dice.terms`.
 * - CONFIG.Dice: `terms`, `fulfillment.dice`, `randomUniform` (tests replace it to script dice).
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
}

export class StandInDie {
  static DENOMINATION = "d";
  number: number;
  faces: number;
  modifiers: string[];
  results: StandInDieResult[];
  options: Record<string, unknown>;
  _evaluated = false;

  constructor({ number = 1, faces = 6, modifiers = [], results = [], options = {} }: TermData = {}) {
    this.number = number;
    this.faces = faces;
    this.modifiers = modifiers;
    this.results = results;
    this.options = options;
  }
  get denomination(): string {
    return (this.constructor as typeof StandInDie).DENOMINATION;
  }
  get expression(): string {
    return `${this.number}d${this.denomination === "d" ? this.faces : this.denomination}`;
  }
  randomFace(): number {
    const uniform = (globalThis as unknown as { CONFIG: { Dice: { randomUniform: () => number } } }).CONFIG.Dice.randomUniform;
    return Math.ceil(uniform() * this.faces);
  }
  async evaluate(): Promise<this> {
    for (let k = 0; k < this.number; k++) this.results.push({ result: this.randomFace(), active: true });
    this._evaluated = true;
    return this;
  }
  getResultLabel(result: StandInDieResult): string {
    return String(result.result);
  }
  getResultCSS(result: StandInDieResult): (string | null)[] {
    return [`d${this.faces}`, result.result === 1 ? "min" : null, result.result === this.faces ? "max" : null];
  }
  get total(): number | undefined {
    if (!this._evaluated) return undefined;
    return this.results.filter((r) => r.active).reduce((sum, r) => sum + r.result, 0);
  }
}

export class StandInRoll {
  readonly terms: StandInDie[];
  _evaluated = false;

  constructor(readonly formula: string) {
    const terms = (globalThis as unknown as { CONFIG: { Dice: { terms: Record<string, typeof StandInDie> } } }).CONFIG.Dice.terms;
    this.terms = formula.split("+").map((part) => {
      const match = /^\s*(\d+)d(\d+|[a-z])\s*$/.exec(part);
      if (!match) throw new Error(`stand-in Roll: cannot parse "${part}"`);
      const [, count, what] = match as unknown as [string, string, string];
      const numeric = /^\d+$/.test(what);
      const cls = numeric ? terms.d : terms[what];
      if (!cls) throw new Error(`stand-in Roll: no dice term "${what}"`);
      return new cls({ number: Number(count), ...(numeric ? { faces: Number(what) } : {}) });
    });
  }
  get dice(): StandInDie[] {
    return this.terms;
  }
  async evaluate(): Promise<this> {
    for (const term of this.terms) await term.evaluate();
    this._evaluated = true;
    return this;
  }
  get total(): number | undefined {
    if (!this._evaluated) return undefined;
    return this.terms.reduce((sum, t) => sum + (t.total ?? 0), 0);
  }
  toJSON(): Record<string, unknown> {
    return { class: "Roll", formula: this.formula, total: this.total, terms: this.terms.map((t) => ({ results: t.results })) };
  }
}

/** Makes `CONFIG.Dice.randomUniform` hand out the given faces (for `faces`-sided dice) in order. */
export function scriptDice(values: readonly number[], faces = 6): void {
  const queue = [...values];
  const dice = (globalThis as unknown as { CONFIG: { Dice: { randomUniform: () => number } } }).CONFIG.Dice;
  dice.randomUniform = () => {
    const next = queue.shift();
    if (next === undefined) throw new Error("stand-in dice: the scripted results ran out");
    return (next - 0.5) / faces;
  };
}

export const installPart: StandInPart = (globals) => {
  deepAssign(globals, {
    Roll: StandInRoll,
    CONFIG: { Dice: { terms: { d: StandInDie }, fulfillment: { dice: {} }, rolls: [StandInRoll], randomUniform: Math.random } },
    foundry: { dice: { Roll: StandInRoll, terms: { DiceTerm: StandInDie, Die: StandInDie } } },
  });
};
