import { packedMap } from "../common/packed-list";
import type { DiceRoller } from "../common/dice";
import { RuleViolation } from "../common/errors";
import { deriveFigure, type AmDerived, type AmFigure } from "./figure";
import { onBoard } from "./movement";
import { Roster, RosterState } from "./roster";
import { sheetMemo } from "./sheet-memo";
import { DEFAULT_AM_OPTIONS, type AmFigureState, type AmOptions, type AmSetup, type AmState, type InitiativeRoll } from "./game-types";

const OPTION_NAMES: readonly string[] = Object.keys(DEFAULT_AM_OPTIONS);

/**
 * `{ ...DEFAULT_AM_OPTIONS, ...options }`, built as one literal when the set-up names only known
 * options: a spread's copy gets a new hidden class once createGame is optimised, and every
 * optimised function reading `state.options` was then thrown away and compiled again.
 */
function gameOptions(options: Partial<AmOptions> | undefined): AmOptions {
  const own = options === undefined ? [] : Object.keys(options);
  if (options !== undefined && (own.some((name) => !OPTION_NAMES.includes(name)) || Reflect.ownKeys(options).length !== own.length)) return { ...DEFAULT_AM_OPTIONS, ...options };
  const given = (name: keyof AmOptions): boolean => own.includes(name);
  return {
    diagonalRule: options && given("diagonalRule") ? (options.diagonalRule as AmOptions["diagonalRule"]) : DEFAULT_AM_OPTIONS.diagonalRule,
    requireLineOfSight: options && given("requireLineOfSight") ? (options.requireLineOfSight as boolean) : DEFAULT_AM_OPTIONS.requireLineOfSight,
    experimentalMeleeDefender: options && given("experimentalMeleeDefender") ? (options.experimentalMeleeDefender as boolean) : DEFAULT_AM_OPTIONS.experimentalMeleeDefender,
    checks: options && given("checks") ? (options.checks as AmOptions["checks"]) : DEFAULT_AM_OPTIONS.checks,
  };
}

function setupError(rule: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`AngryMiniatures.Rule.${rule}`, `Angry Miniatures: ${message}`, data);
}

/** Derived stats by sheet (simulate starts every game from the same sheets). */
const derivedBySheet = sheetMemo<AmDerived>();

function derivedOf(sheet: AmFigure): AmDerived {
  let derived = derivedBySheet.get(sheet);
  if (!derived) {
    derived = deriveFigure(sheet);
    derivedBySheet.set(sheet, derived);
  }
  return derived;
}

/** A fresh game before the first initiative roll (send `startRound` to begin). */
export function createGame(setup: AmSetup): AmState {
  if (setup.sides.length < 2) throw setupError("SetupSides", "a game needs at least two sides.");
  const sideIds = new Set(setup.sides.map((s) => s.id));
  if (sideIds.size !== setup.sides.length) throw setupError("SetupSides", "side ids must be unique.");
  const figures: Record<string, AmFigureState> = {};
  const squares = new Set<string>();
  for (const entry of setup.figures) {
    if (figures[entry.id]) throw setupError("SetupFigure", `figure id "${entry.id}" is used twice.`, { id: entry.id });
    if (!sideIds.has(entry.side)) throw setupError("SetupFigure", `figure "${entry.id}" belongs to unknown side "${entry.side}".`, { id: entry.id });
    const square = `${entry.position.i},${entry.position.j}`;
    if (!onBoard(setup.board?.size, entry.position)) throw setupError("SetupFigure", `figure "${entry.id}" stands off the board, in square ${square}.`, { id: entry.id, square });
    if (squares.has(square)) throw setupError("SetupFigure", `two figures stand in square ${square}.`, { square });
    squares.add(square);
    const derived = derivedOf(entry.sheet);
    figures[entry.id] = {
      id: entry.id,
      side: entry.side,
      sheet: entry.sheet,
      derived,
      position: { i: entry.position.i, j: entry.position.j },
      health: derived.health,
      statuses: {},
      activated: false,
      defeated: false,
    };
  }
  for (const side of setup.sides) {
    if (!setup.figures.some((f) => f.side === side.id)) throw setupError("SetupSides", `side "${side.id}" has no figures.`, { side: side.id });
  }
  const fields = {
    round: 0,
    over: false,
    winner: null,
    sides: packedMap(setup.sides, (s) => ({ id: s.id, name: s.name ?? s.id })),
    initiative: [],
    turn: 0,
    active: null,
    pending: [],
    board: {
      terrain: { ...(setup.board?.terrain ?? {}) },
      walls: [...(setup.board?.walls ?? [])],
      ...(setup.board?.moveWalls !== undefined && setup.board.moveWalls.length > 0 ? { moveWalls: [...setup.board.moveWalls] } : {}),
      ...(setup.board?.size !== undefined ? { size: { rows: setup.board.size.rows, columns: setup.board.size.columns } } : {}),
    },
    options: gameOptions(setup.options),
  };
  return new RosterState(fields, Roster.fromRecord(figures));
}

/**
 * Every side rolls one poker die; the superior face goes first. Sides that tie reroll among
 * themselves until they differ. Every roll is kept, in order, per side.
 */
export function rollInitiative(sideIds: readonly string[], roller: DiceRoller): { order: string[]; rolls: InitiativeRoll[] } {
  const history = new Map<string, number[]>();
  for (const id of sideIds) history.set(id, []);
  const settle = (group: readonly string[]): string[] => {
    if (group.length <= 1) return [...group];
    const results = roller.roll(group.length, 6);
    group.forEach((id, n) => history.get(id)?.push(results[n] ?? 0));
    const byValue = new Map<number, string[]>();
    group.forEach((id, n) => {
      const value = results[n] ?? 0;
      byValue.set(value, [...(byValue.get(value) ?? []), id]);
    });
    return [...byValue.entries()].sort(([a], [b]) => b - a).flatMap(([, ids]) => settle(ids));
  };
  const order = settle(sideIds);
  return { order, rolls: packedMap(sideIds, (sideId) => ({ sideId, rolls: history.get(sideId) ?? [] })) };
}
