import { rollerFor, type DiceRoller } from "../../rules/common/dice";
import { RuleViolation } from "../../rules/common/errors";
import { POKER_FACES } from "../../rules/common/poker";
import { diceResultsOf } from "./roll-data";

export type DiceDenomination = "p" | "d";

/**
 * Rolls one formula for real and returns the evaluated Roll (a parameter so tests can script it).
 * `party` names whose dice they are when the rules say (a defender's id), else they are the acting side's.
 */
export type RollFormula = (formula: string, party?: string) => Promise<Roll>;

/** How many times `compute` may be replayed before we call it a runaway. */
export const MAX_REPLAYS = 64;
/** The most dice one request may ask for; a rules bug asking for more must not hang the table. */
export const MAX_DICE_PER_REQUEST = 200;

export const foundryRoll: RollFormula = async (formula) => new Roll(formula).evaluate();

interface QueuedDie {
  faces: number;
  value: number;
}

/** Thrown inside `compute` when the queue runs dry; never escapes {@link resolveWithFoundryDice}. */
class NeedMoreDice extends Error {
  constructor(
    readonly count: number,
    readonly faces: number,
    readonly party?: string,
  ) {
    super(`need ${count}d${faces}`);
  }
}

/** The rules asked for a different die than the one rolled at that place in the queue. */
class ReplayMismatch extends Error {}

/** A roller over the results rolled so far; asks for exactly the dice it is missing, and says whose. */
class QueueRoller implements DiceRoller {
  #next = 0;
  constructor(readonly queue: readonly QueuedDie[]) {}
  get used(): number {
    return this.#next;
  }
  roll(count: number, faces: number): number[] {
    return this.rollAs(count, faces, undefined);
  }
  /** The same queue, for another party's dice (see `rollerFor`). */
  forParty(party: string): DiceRoller {
    return { roll: (count, faces) => this.rollAs(count, faces, party) };
  }
  rollAs(count: number, faces: number, party: string | undefined): number[] {
    if (!Number.isInteger(count) || count < 0 || count > MAX_DICE_PER_REQUEST) {
      throw new RangeError(`Foundry dice: cannot roll ${count} dice`);
    }
    const available = this.queue.length - this.#next;
    if (available < count) throw new NeedMoreDice(count - available, faces, party);
    const taken = this.queue.slice(this.#next, this.#next + count);
    this.#next += count;
    for (const die of taken) {
      // The rules are pure, so a replay asks for the same dice in the same order.
      if (die.faces !== faces) throw new ReplayMismatch(`Foundry dice: replay asked for a d${faces} where a d${die.faces} was rolled`);
    }
    return taken.map((die) => die.value);
  }
}

function formulaFor(count: number, faces: number, denomination: DiceDenomination): string {
  if (denomination === "p") {
    if (faces !== POKER_FACES.length) throw new Error(`Foundry dice: poker dice have ${POKER_FACES.length} faces, not ${faces}`);
    return `${count}dp`;
  }
  return `${count}d${faces}`;
}

/**
 * Runs the pure `compute` with dice from real Foundry Rolls. Whenever `compute` asks for more
 * dice than have been rolled, exactly those dice are rolled as one Roll and `compute` is replayed
 * from the start with the longer queue. Returns the result and every Roll made, in order, so the
 * chat card can carry them and Dice So Nice shows them.
 */
export async function resolveWithFoundryDice<T>(
  compute: (roller: DiceRoller) => T,
  options: { denomination: DiceDenomination },
  rollFormula: RollFormula = foundryRoll,
): Promise<{ result: T; rolls: Roll[] }> {
  const queue: QueuedDie[] = [];
  const rolls: Roll[] = [];
  for (let attempt = 0; attempt <= MAX_REPLAYS; attempt++) {
    try {
      return { result: compute(new QueueRoller(queue)), rolls };
    } catch (error) {
      if (!(error instanceof NeedMoreDice)) throw error;
      if (attempt === MAX_REPLAYS) break;
      const roll = await rollFormula(formulaFor(error.count, error.faces, options.denomination), error.party);
      const values = diceResultsOf(roll);
      if (values.length !== error.count || values.some((v) => !Number.isInteger(v) || v < 1 || v > error.faces)) {
        throw new Error(`Foundry dice: ${roll.formula} gave ${values.join(", ")}, not ${error.count} results 1..${error.faces}`, { cause: error });
      }
      rolls.push(roll);
      queue.push(...values.map((value) => ({ faces: error.faces, value })));
    }
  }
  throw new Error(`Foundry dice: still asking for dice after ${MAX_REPLAYS} rolls`);
}

/** The dice of recorded rolls, in order, each with where it sits (roll, term, result). */
function recordedDice(rolls: readonly Roll[]): (QueuedDie & { at: [number, number, number] })[] {
  return rolls.flatMap((roll, r) =>
    roll.dice.flatMap((term, t) =>
      term.results.flatMap((result, n) => (result.active === false ? [] : [{ faces: term.faces ?? 0, value: result.result, at: [r, t, n] as [number, number, number] }])),
    ),
  );
}

/**
 * Runs `compute` again over a card's dice when its inputs changed on the GM's client (a defender
 * confirmed in cover): the recorded dice are used in their order, dice the rules now ask for beyond
 * them are rolled fresh with Foundry dice, and recorded dice they no longer reach are kept on the card
 * as discarded (inactive), so the card's dice replay exactly. Nobody picks which die goes where.
 */
export async function topUpRecordedDice<T>(
  compute: (roller: DiceRoller) => T,
  recorded: readonly Roll[],
  options: { denomination: DiceDenomination },
  rollFormula: RollFormula = foundryRoll,
): Promise<{ result: T; rolls: Roll[] }> {
  const old = recordedDice(recorded);
  const fresh = await resolveWithFoundryDice((roller) => compute(new PrefixedRoller(old, roller)), options, rollFormula);
  const used = Math.min(old.length, usedOfPrefix(compute, old));
  const unused = old.slice(used);
  const kept = recorded.map((roll, r) => {
    const mine = unused.filter((die) => die.at[0] === r);
    if (mine.length === 0) return roll;
    const data = roll.toJSON() as { terms: { results?: { active?: boolean; discarded?: boolean }[] }[] };
    for (const { at } of mine) {
      const term = roll.terms.indexOf(roll.dice[at[1]]!);
      const result = data.terms[term]?.results?.[at[2]];
      if (result) Object.assign(result, { active: false, discarded: true });
    }
    return Roll.fromData(data as never) as Roll;
  });
  return { result: fresh.result, rolls: [...kept, ...fresh.rolls] };
}

/** How many of the recorded dice `compute` takes when they are offered first. */
function usedOfPrefix<T>(compute: (roller: DiceRoller) => T, old: readonly QueuedDie[]): number {
  let taken = 0;
  const counting: DiceRoller = {
    roll(count, faces) {
      const out: number[] = [];
      for (let n = 0; n < count; n++) {
        const die = old[taken];
        taken++;
        out.push(die && die.faces === faces ? die.value : 1);
      }
      return out;
    },
  };
  compute(counting);
  return taken;
}

/** Hands out the recorded dice first, then asks the fresh roller for the rest. */
class PrefixedRoller implements DiceRoller {
  #next = 0;
  constructor(
    readonly recorded: readonly QueuedDie[],
    readonly rest: DiceRoller,
  ) {}
  roll(count: number, faces: number): number[] {
    return this.#take(count, faces, this.rest);
  }
  forParty(party: string): DiceRoller {
    return { roll: (count, faces) => this.#take(count, faces, rollerFor(this.rest, party)) };
  }
  #take(count: number, faces: number, rest: DiceRoller): number[] {
    const out: number[] = [];
    while (out.length < count && this.#next < this.recorded.length) {
      const die = this.recorded[this.#next++]!;
      if (die.faces !== faces) throw new ReplayMismatch(`Foundry dice: replay asked for a d${faces} where a d${die.faces} was rolled`);
      out.push(die.value);
    }
    return out.length < count ? [...out, ...rest.roll(count - out.length, faces)] : out;
  }
}

/**
 * Runs the pure `compute` over dice already rolled (a card's Roll objects), in order. The rules
 * are pure, so the same inputs and the same dice give the same outcome; a card whose rolls are
 * too few, too many, or of the wrong dice cannot have come from these inputs and is refused.
 */
export function replayRecordedDice<T>(compute: (roller: DiceRoller) => T, rolls: readonly Roll[]): T {
  const queue: QueuedDie[] = rolls.flatMap((roll) =>
    roll.dice.flatMap((term) => term.results.filter((r) => r.active !== false).map((r) => ({ faces: term.faces ?? 0, value: r.result }))),
  );
  for (const die of queue) {
    if (!Number.isInteger(die.value) || die.value < 1 || die.value > die.faces) throw diceDiffer();
  }
  const roller = new QueueRoller(queue);
  let result: T;
  try {
    result = compute(roller);
  } catch (error) {
    if (error instanceof NeedMoreDice || error instanceof ReplayMismatch) throw diceDiffer();
    throw error;
  }
  if (roller.used !== queue.length) throw diceDiffer();
  return result;
}

function diceDiffer(): RuleViolation {
  return new RuleViolation("Card.DiceDiffer", "The card's dice are not the dice its action rolls.", {});
}
