import type { DiceRoller } from "../../../src/rules/common/dice";

const TOO_DEEP = Symbol("too deep");

/** Hands out the dice of one path through the tree of every possible roll, extending it with 1s. */
class PathRoller implements DiceRoller {
  used = 0;
  constructor(
    private readonly path: number[],
    private readonly limit: number,
  ) {}
  roll(count: number, faces: number): number[] {
    if (faces !== 6) throw new RangeError(`PathRoller enumerates d6 only (asked for d${faces})`);
    const out: number[] = [];
    for (let k = 0; k < count; k++) {
      if (this.used >= this.limit) throw TOO_DEEP;
      if (this.used >= this.path.length) this.path.push(1);
      out.push(this.path[this.used++] ?? 1);
    }
    return out;
  }
}

/**
 * Runs `run` once for every sequence of d6 results it can ask for after the fixed `prefix`, each
 * weighted by its exact chance 6^-(dice read after the prefix). Sequences longer than `limit`
 * dice in all are cut; their total chance is returned so a caller can bound the error.
 */
export function enumerateDice<T>(
  run: (roller: DiceRoller) => T,
  limit: number,
  visit: (result: T, chance: number, dice: readonly number[]) => void,
  prefix: readonly number[] = [],
): { cut: number } {
  const path: number[] = [...prefix];
  let cut = 0;
  for (;;) {
    const roller = new PathRoller(path, limit);
    try {
      const result = run(roller);
      if (roller.used < prefix.length) throw new RangeError("enumerateDice: the run read less than its fixed prefix");
      path.length = roller.used;
      visit(result, 6 ** (prefix.length - roller.used), path);
    } catch (error) {
      if (error !== TOO_DEEP) throw error;
      path.length = roller.used;
      cut += 6 ** (prefix.length - roller.used);
    }
    while (path.length > prefix.length && path[path.length - 1] === 6) path.pop();
    if (path.length === prefix.length) return { cut };
    path[path.length - 1] = (path[path.length - 1] ?? 0) + 1;
  }
}
