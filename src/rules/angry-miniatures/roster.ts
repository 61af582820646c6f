import type { AmFigureState, AmState } from "./game-types";
import { carryIndex, reindex } from "./roster-index";

type FigureRecord = Readonly<Record<string, AmFigureState>>;

/** Where each figure stands in a roster's list: shared by every state of a game (figures never join or leave). */
interface Places {
  readonly slots: ReadonlyMap<string, number>;
  /** The record key of the figure in each place. */
  readonly ids: readonly string[];
}

/**
 * Rosters of at most this many figures keep their record as they go, copying it on the first
 * change of a step (a small copy costs less than a record built on demand behind a getter);
 * bigger ones build it only when someone asks.
 */
const KEPT_RECORD_UP_TO = 32;

/**
 * A state's figures as the rules read them: a list in the `figures` record's order (the order
 * every "first found" rule reads them in), each found by id through the game's places. A step
 * that changes figures copies the list of references; a big roster's record is built from the
 * list only when someone outside asks, a small one's is kept alongside.
 */
export class Roster {
  #list: AmFigureState[];
  readonly #places: Places;
  #record: FigureRecord | undefined;
  /** Whether #list (and a kept #record) are another roster's too (copied before the first change). */
  #shared: boolean;
  /** Whether the record is kept up to date with every change (a small roster) rather than built on demand. */
  readonly keepsRecord: boolean;

  private constructor(list: AmFigureState[], places: Places, record: FigureRecord | undefined, shared: boolean) {
    this.#list = list;
    this.#places = places;
    this.#record = record;
    this.#shared = shared;
    this.keepsRecord = list.length <= KEPT_RECORD_UP_TO;
  }

  /** The figures of a record, in its order (the record is the roster's record from then on). */
  static fromRecord(record: FigureRecord): Roster {
    const list: AmFigureState[] = [];
    const slots = new Map<string, number>();
    const ids: string[] = [];
    for (const id in record) {
      const figure = record[id];
      if (!figure) continue;
      slots.set(id, list.length);
      ids.push(id);
      list.push(figure);
    }
    return new Roster(list, { slots, ids }, record, false);
  }

  /** A roster holding the same figures that `put` may change without touching this one. */
  derive(): Roster {
    return new Roster(this.#list, this.#places, this.#record, true);
  }

  get list(): readonly AmFigureState[] {
    return this.#list;
  }

  figure(id: string): AmFigureState | undefined {
    const slot = this.#places.slots.get(id);
    return slot === undefined ? undefined : this.#list[slot];
  }

  /** Where the figure `id` stands in the list (undefined: no such figure). */
  slotOf(id: string): number | undefined {
    return this.#places.slots.get(id);
  }

  /** The figures as the record `AmState.figures` promises (a big roster's built once, when first asked for). */
  get record(): FigureRecord {
    if (this.#record === undefined) {
      const record: Record<string, AmFigureState> = {};
      this.#places.ids.forEach((id, slot) => {
        const figure = this.#list[slot];
        if (figure) record[id] = figure;
      });
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
    const id = this.#places.ids[slot];
    if (before === undefined || id === undefined) throw new Error(`Angry Miniatures roster: no figure in place ${slot}`);
    if (this.#shared) {
      const copy = this.#list.slice();
      carryIndex(this.#list, copy);
      this.#list = copy;
      if (this.keepsRecord) this.#record = { ...this.record };
      this.#shared = false;
    }
    this.#list[slot] = after;
    if (this.keepsRecord) (this.#record as Record<string, AmFigureState>)[id] = after;
    else this.#record = undefined;
    reindex(this.#list, slot, before, after);
  }
}

/** Fields read in this order: JSON, spreads and Object.keys see them as in a literal state. */
type StateFields = Omit<AmState, "figures">;

/** Rosters of states made outside the rules (by hand, or spread from another), by their record. */
const rostersOfRecords = new WeakMap<FigureRecord, Roster>();

/**
 * A game state whose figures live in a Roster. `figures` is an own enumerable property in its
 * usual place: a small roster's kept record, or for a big one a getter that builds the record
 * the first time it is read. JSON, spreads, Object.keys/entries and deep equality see a state as
 * before, and a step in a big game never copies a record.
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
    if (roster.keepsRecord) this.figures = roster.record;
    else Object.defineProperty(this, "figures", RosterState.#FIGURES);
    this.initiative = fields.initiative;
    this.turn = fields.turn;
    this.active = fields.active;
    this.pending = fields.pending;
    this.board = fields.board;
    this.options = fields.options;
  }

  /** Work, after changing this state's roster mid-step: a kept record is the roster's new one. */
  rosterChanged(): void {
    if (this.#roster.keepsRecord) (this as { figures: FigureRecord }).figures = this.#roster.record;
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
