/**
 * Dice enter the rules through a roller the caller injects: the Foundry adapter feeds the
 * results of real `Roll`s, the CLI and tests a seeded generator. Rules never draw randomness
 * themselves.
 */
export interface DiceRoller {
  /** Roll `count` dice with `faces` sides; each result is a whole number 1..faces. */
  roll(count: number, faces: number): number[];
}

/**
 * A roller that can hand out another party's dice. Where a rule has someone other than the acting
 * figure roll (a defender's defence, a target's save), it asks `rollerFor(roller, partyId)`, so an
 * adapter can have that party's owner roll them; any other roller rolls them itself, in the same order.
 */
export interface PartyDiceRoller extends DiceRoller {
  forParty(partyId: string): DiceRoller;
}

/** The roller for `partyId`'s own dice: the party's, when the roller knows parties, else the roller itself. */
export function rollerFor(roller: DiceRoller, partyId: string): DiceRoller {
  const forParty = (roller as Partial<PartyDiceRoller>).forParty;
  return typeof forParty === "function" ? forParty.call(roller, partyId) : roller;
}

/** A roller that hands out prepared results in order; throws when they run out. */
export class ScriptedRoller implements DiceRoller {
  readonly #queue: number[];
  constructor(results: readonly number[]) {
    this.#queue = [...results];
  }
  roll(count: number, faces: number): number[] {
    if (this.#queue.length < count) {
      throw new RangeError(`ScriptedRoller: asked for ${count} d${faces} but only ${this.#queue.length} results are left`);
    }
    const out = this.#queue.splice(0, count);
    for (const value of out) {
      if (!Number.isInteger(value) || value < 1 || value > faces) {
        throw new RangeError(`ScriptedRoller: ${value} is not a face of a d${faces}`);
      }
    }
    return out;
  }
  get remaining(): number {
    return this.#queue.length;
  }
}

export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
