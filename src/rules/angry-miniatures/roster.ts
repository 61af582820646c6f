import type { AmFigureState, AmState } from "./game-types";
import { carryIndex, reindex } from "./roster-index";

type FigureRecord = Readonly<Record<string, AmFigureState>>;

/**
 * A state's figures as the rules read them: a list in the `figures` record's order (the order
 * every "first found" rule reads them in), each found by id through `slots`, which every state of
 * a game shares (figures never join or leave). A step that changes figures copies the list of
 * references, not a record: the record is built from the list only when someone outside asks.
 */
export class Roster {
  #list: AmFigureState[];
  readonly #slots: ReadonlyMap<string, number>;
  #record: FigureRecord | undefined;
  /** Whether #list is another roster's too (copied before the first change). */
  #sharedList: boolean;

  private constructor(list: AmFigureState[], slots: ReadonlyMap<string, number>, record: FigureRecord | undefined, sharedList: boolean) {
    this.#list = list;
    this.#slots = slots;
    this.#record = record;
    this.#sharedList = sharedList;
  }

  /** The figures of a record, in its order (the record is the roster's record from then on). */
  static fromRecord(record: FigureRecord): Roster {
    const list: AmFigureState[] = [];
    const slots = new Map<string, number>();
    for (const id in record) {
      const figure = record[id];
      if (!figure) continue;
      slots.set(id, list.length);
      list.push(figure);
    }
    return new Roster(list, slots, record, false);
  }

  /** A roster holding the same figures that `put` may change without touching this one. */
  derive(): Roster {
    return new Roster(this.#list, this.#slots, this.#record, true);
  }

  get list(): readonly AmFigureState[] {
    return this.#list;
  }

  figure(id: string): AmFigureState | undefined {
    const slot = this.#slots.get(id);
    return slot === undefined ? undefined : this.#list[slot];
  }

  /** Where the figure `id` stands in the list (undefined: no such figure). */
  slotOf(id: string): number | undefined {
    return this.#slots.get(id);
  }

  /** The figures as the record `AmState.figures` promises, built once. */
  get record(): FigureRecord {
    if (this.#record === undefined) {
      const record: Record<string, AmFigureState> = {};
      for (const [id, slot] of this.#slots) {
        const figure = this.#list[slot];
        if (figure) record[id] = figure;
      }
      this.#record = record;
    }
    return this.#record;
  }

  /**
   * Replace the figure at `slot` by `after`. Only `Work` calls this, on the roster it derived for
   * its step, while no caller holds the state that roster belongs to.
   */
  put(slot: number, after: AmFigureState): void {
    const before = this.#list[slot];
    if (before === undefined) throw new Error(`Angry Miniatures roster: no figure in place ${slot}`);
    if (this.#sharedList) {
      const copy = this.#list.slice();
      carryIndex(this.#list, copy);
      this.#list = copy;
      this.#sharedList = false;
    }
    this.#list[slot] = after;
    this.#record = undefined;
    reindex(this.#list, slot, before, after);
  }
}

/** Fields read in this order: JSON, spreads and Object.keys see them as in a literal state. */
type StateFields = Omit<AmState, "figures">;

/** Rosters of states made outside the rules (by hand, or spread from another), by their record. */
const rostersOfRecords = new WeakMap<FigureRecord, Roster>();

/**
 * A game state whose figures live in a Roster. `figures` is an own enumerable property in its
 * usual place, read through a getter that builds the record the first time: JSON, spreads,
 * Object.keys/entries and deep equality see a state as before, and `step` never copies a record.
 */
export class RosterState implements AmState {
  declare readonly round: number;
  declare readonly over: boolean;
  declare readonly winner: string | null;
  declare readonly sides: AmState["sides"];
  declare readonly figures: FigureRecord;
  declare readonly initiative: AmState["initiative"];
  declare readonly turn: number;
  declare readonly active: AmState["active"];
  declare readonly pending: AmState["pending"];
  declare readonly board: AmState["board"];
  declare readonly options: AmState["options"];
  readonly #roster: Roster;

  static readonly #FIGURES: PropertyDescriptor = {
    get(this: RosterState): FigureRecord {
      return this.#roster.record;
    },
    enumerable: true,
  };

  constructor(fields: StateFields, roster: Roster) {
    this.#roster = roster;
    this.round = fields.round;
    this.over = fields.over;
    this.winner = fields.winner;
    this.sides = fields.sides;
    Object.defineProperty(this, "figures", RosterState.#FIGURES);
    this.initiative = fields.initiative;
    this.turn = fields.turn;
    this.active = fields.active;
    this.pending = fields.pending;
    this.board = fields.board;
    this.options = fields.options;
  }

  /** The figures of any state: its own roster, or one read once from a record made outside the rules. */
  static rosterOf(state: AmState): Roster {
    if (#roster in state) return state.#roster;
    let roster = rostersOfRecords.get(state.figures);
    if (!roster) {
      roster = Roster.fromRecord(state.figures);
      rostersOfRecords.set(state.figures, roster);
    }
    return roster;
  }
}

export function rosterOf(state: AmState): Roster {
  return RosterState.rosterOf(state);
}
