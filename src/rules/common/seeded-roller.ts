import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { DiceRoller } from "./dice";

/** A deterministic roller for the CLI, simulations and tests: the same seed gives the same dice. */
export class SeededRoller implements DiceRoller {
  readonly #rng: ReturnType<typeof xoroshiro128plus>;

  constructor(seed: number) {
    if (!Number.isInteger(seed)) throw new RangeError(`SeededRoller: seed ${seed} is not a whole number`);
    this.#rng = xoroshiro128plus(seed);
  }

  roll(count: number, faces: number): number[] {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`SeededRoller: cannot roll ${count} dice`);
    if (!Number.isInteger(faces) || faces < 1) throw new RangeError(`SeededRoller: a die cannot have ${faces} faces`);
    const results: number[] = [];
    for (let k = 0; k < count; k++) results.push(uniformInt(this.#rng, 1, faces));
    return results;
  }
}
