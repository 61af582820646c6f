import { rollerFor, type DiceRoller, type PartyDiceRoller } from "../../rules/common/dice";
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

type RecordedDie = QueuedDie & { readonly at: readonly [number, number, number] };

/** The active dice of recorded rolls, in order, each with where it sits (roll, term, result). */
function recordedDice(rolls: readonly Roll[]): RecordedDie[] {
  return rolls.flatMap((roll, r) =>
    roll.dice.flatMap((term, t) =>
      term.results.flatMap((result, n) => (result.active === false ? [] : [{ faces: term.faces ?? 0, value: result.result, at: [r, t, n] as const }])),
    ),
  );
}

/**
 * Names each roll call by whose dice it rolls and its place among that party's calls: a party's
 * calls (a defender's pool, its rerolls, its tie-breaker dice) by the party, the acting side's by
 * the party whose contest they fall in (none yet: the attack's own pool). So a call one defender
 * gains or loses (a reroll its cover die brought) renames no call of another pool.
 */
class CallNames {
  #contest = "";
  readonly #counts = new Map<string, number>();
  next(party: string | undefined): string {
    const base = party === undefined ? `acting/${this.#contest}` : `party/${party}`;
    if (party !== undefined) this.#contest = party;
    const n = this.#counts.get(base) ?? 0;
    this.#counts.set(base, n + 1);
    return `${base}#${n}`;
  }
}

/** A roller that hands out `dice` in order and notes which dice each roll call took, by the call's name (short calls get 1s). */
class CallRecorder implements PartyDiceRoller {
  readonly calls = new Map<string, RecordedDie[]>();
  readonly #names = new CallNames();
  #next = 0;
  constructor(readonly dice: readonly RecordedDie[]) {}
  roll(count: number, faces: number): number[] {
    return this.#take(count, faces, undefined);
  }
  forParty(party: string): DiceRoller {
    return { roll: (count, faces) => this.#take(count, faces, party) };
  }
  #take(count: number, faces: number, party: string | undefined): number[] {
    const taken = this.dice.slice(this.#next, this.#next + count);
    this.#next += count;
    this.calls.set(this.#names.next(party), taken);
    return Array.from({ length: count }, (_, n) => (taken[n]?.faces === faces ? taken[n].value : 1));
  }
}

/**
 * Hands each roll call the dice the call of the same name took on the card, as many as it asks for
 * now; what it asks for beyond them comes from `rest`, rolled fresh. So one defender's extra cover
 * die (and any reroll it brings) is new dice of its own, never dice the card already showed for
 * another pool (which its owner could have read before answering).
 */
class CallAlignedRoller implements PartyDiceRoller {
  /** The call each fresh die went to, in the order `rest` gave them. */
  readonly freshCalls: number[] = [];
  /** The recorded dice each call kept, by call order. */
  readonly kept: RecordedDie[][] = [];
  readonly #names = new CallNames();
  constructor(
    readonly previous: ReadonlyMap<string, readonly RecordedDie[]>,
    readonly rest: DiceRoller,
  ) {}
  roll(count: number, faces: number): number[] {
    return this.#take(count, faces, this.rest, undefined);
  }
  forParty(party: string): DiceRoller {
    return { roll: (count, faces) => this.#take(count, faces, rollerFor(this.rest, party), party) };
  }
  #take(count: number, faces: number, rest: DiceRoller, party: string | undefined): number[] {
    const call = this.kept.length;
    const old = (this.previous.get(this.#names.next(party)) ?? []).slice(0, count);
    if (old.some((die) => die.faces !== faces)) throw new ReplayMismatch(`Foundry dice: replay asked for a d${faces} where another die was rolled`);
    this.kept.push(old);
    const fresh = count > old.length ? rest.roll(count - old.length, faces) : [];
    for (let n = 0; n < fresh.length; n++) this.freshCalls.push(call);
    return [...old.map((die) => die.value), ...fresh];
  }
}

/**
 * Runs `compute` again over a card's dice when its inputs changed on the GM's client (a defender's
 * side said it is in cover). `previous` is the card's computation under its recorded inputs: it
 * says which recorded dice each roll call took. Each call now takes its own recorded dice again,
 * as many as it needs; more are rolled fresh with Foundry dice and placed right after that call's
 * dice, and recorded dice no longer reached stay on the card as discarded (inactive). The card's
 * dice then replay exactly, in order, and nobody picks which die goes where.
 */
export async function topUpRecordedDice<T>(
  compute: (roller: DiceRoller) => T,
  previous: (roller: DiceRoller) => unknown,
  recorded: readonly Roll[],
  options: { denomination: DiceDenomination },
  rollFormula: RollFormula = foundryRoll,
): Promise<{ result: T; rolls: Roll[] }> {
  const recorder = new CallRecorder(recordedDice(recorded));
  previous(recorder);
  let aligned: CallAlignedRoller | undefined;
  const fresh = await resolveWithFoundryDice(
    (roller) => {
      aligned = new CallAlignedRoller(recorder.calls, roller);
      return compute(aligned);
    },
    options,
    rollFormula,
  );
  const kept = new Set(aligned!.kept.flat().map((die) => die.at.join("/")));
  const marked = recorded.map((roll, r) => discardUnkept(roll, r, kept));
  const rolls = placeFreshRolls(marked, aligned!.kept, fresh.rolls, aligned!.freshCalls);
  if (JSON.stringify(replayRecordedDice(compute, rolls)) !== JSON.stringify(fresh.result)) {
    throw new Error("Foundry dice: the new dice could not be placed in the order the card replays them");
  }
  return { result: fresh.result, rolls };
}

/** The roll with every active die no call kept marked discarded (inactive). */
function discardUnkept(roll: Roll, r: number, kept: ReadonlySet<string>): Roll {
  const unkept = recordedDice([roll]).filter((die) => !kept.has(`${r}/${die.at[1]}/${die.at[2]}`));
  if (unkept.length === 0) return roll;
  const data = roll.toJSON() as { terms: { results?: { active?: boolean; discarded?: boolean }[] }[] };
  for (const { at } of unkept) {
    const term = roll.terms.indexOf(roll.dice[at[1]]!);
    const result = data.terms[term]?.results?.[at[2]];
    if (result) Object.assign(result, { active: false, discarded: true });
  }
  return Roll.fromData(data as never) as Roll;
}

/**
 * The card's rolls in the order of the calls that now take their dice: each call's recorded rolls,
 * then its fresh ones, so the card's active dice read in call order. A roll serves one call
 * (resolveWithFoundryDice rolls exactly the dice one call lacks); a roll whose dice are all
 * discarded stays after the roll before it.
 */
function placeFreshRolls(recorded: readonly Roll[], kept: readonly (readonly RecordedDie[])[], fresh: readonly Roll[], freshCalls: readonly number[]): Roll[] {
  const callOfRoll = new Map<number, number>();
  kept.forEach((dice, call) => dice.forEach((die) => callOfRoll.set(die.at[0], call)));
  const placed: { roll: Roll; call: number; fresh: boolean }[] = [];
  let call = -1;
  recorded.forEach((roll, r) => {
    call = callOfRoll.get(r) ?? call;
    placed.push({ roll, call, fresh: false });
  });
  let offset = 0;
  for (const roll of fresh) {
    placed.push({ roll, call: freshCalls[offset] ?? Number.MAX_SAFE_INTEGER, fresh: true });
    offset += diceResultsOf(roll).length;
  }
  // Stable: within a call, its recorded rolls in their order, then its fresh rolls in theirs.
  return placed.sort((a, b) => a.call - b.call || Number(a.fresh) - Number(b.fresh)).map((entry) => entry.roll);
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
