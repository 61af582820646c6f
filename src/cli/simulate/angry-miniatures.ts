import { gameRunner, type AmGameRunner, type AmPolicy } from "../../rules/angry-miniatures/game-run";
import { validateFigure, type AmFigure } from "../../rules/angry-miniatures/figure";
import type { AmObserver, AmSetup, AmState } from "../../rules/angry-miniatures/game-types";
import { squareName, type Offset } from "../../rules/common/geometry";
import { SeededRoller } from "../../rules/common/seeded-roller";
import { toAmFigure, type FigureSource } from "../../data/angry-miniatures/figure-source";
import { AM_SAMPLE_BOARD_SIZE, AM_SAMPLE_SETUP } from "../armies/angry-miniatures";
import { amReadyBoard } from "../../data/scenes/ready-boards";
import { actorNamed, memberAt } from "../compendium/pack-sources";
import { GameWatch } from "./game-watch";
import { amPolicyNamed, policySummary, seatPolicy, type PolicyPicks } from "./policies";
import { sizeWarnings } from "./side-warnings";
import { plural, sideLabels, spread, type Matchup, type Seat, onReadyBoard, type BoardChoice, type SidePicks } from "./types";

/** Rounds the Angry Miniatures runner plays before it stops a game (its own default). */
export const AM_ROUND_CAP = 30;

export const AM_TEAM_TYPE = "angry-miniatures-team";
const AM_FIGURE_TYPE = "angry-miniatures-figure";

/** The sample side each seat replaces; their ids key the report whichever team sits there. */
const AM_SEAT_SIDE: Record<Seat, string> = { blue: "blue", red: "red" };

/** A pack figure through the same rules check the figure's data model makes. */
export function amFigureFromPack(system: Record<string, unknown>, name: string): AmFigure {
  const figure = toAmFigure(system as unknown as FigureSource, name);
  validateFigure(figure);
  return figure;
}

interface TeamFigures {
  name: string;
  sheets: AmFigure[];
}

/** A compendium team's figures, each checked by the rules. */
export function amTeam(name: string, flag: string): TeamFigures {
  const team = actorNamed(AM_TEAM_TYPE, name, "Angry Miniatures team", flag).actor;
  const members = (team.system.members as string[] | undefined) ?? [];
  const sheets = members.map((uuid) => {
    const { actor } = memberAt(uuid, team.name);
    if (actor.type !== AM_FIGURE_TYPE) throw new Error(`${team.name}: member ${actor.name} is not an Angry Miniatures figure`);
    return amFigureFromPack(actor.system, actor.name);
  });
  return { name: team.name, sheets };
}

/** The figure named `name` in the compendium, checked by the rules. */
export function amFigureNamed(name: string, flag: string): AmFigure {
  const { actor } = actorNamed(AM_FIGURE_TYPE, name, "Angry Miniatures figure", flag);
  return amFigureFromPack(actor.system, actor.name);
}

interface AmTeam {
  id: string;
  name: string;
  seat: Seat;
  figures: { id: string; sheet: AmFigure }[];
}

/** The sample side's squares, or the team spread along the slot's edge column when its size differs. */
function slotSquares(slot: number, count: number, size: number): Offset[] {
  const sampleId = AM_SAMPLE_SETUP.sides[slot]?.id;
  const sample = AM_SAMPLE_SETUP.figures.filter((f) => f.side === sampleId).map((f) => f.position);
  if (count === sample.length && size === AM_SAMPLE_BOARD_SIZE) return sample;
  const column = slot === 0 ? 0 : size - 1;
  return Array.from({ length: count }, (_, k) => ({ i: spread(k, count, size), j: column }));
}

/**
 * Follows one game for the report: the engine tells it of each Health lost and each figure
 * defeated, with the figure whose attack did it (a Melee defender's counter-damage is the
 * defender's); the first decision tells it the side that won round 1's initiative.
 */
class AmWatch extends GameWatch implements AmObserver {
  constructor(
    private readonly indexOf: ReadonlyMap<string, number>,
    private readonly sideIndex: ReadonlyMap<string, number>,
    sideOf: readonly number[],
  ) {
    super(sideOf);
  }

  /** The game's first decision: the side that won round 1's initiative. */
  start(state: AmState): void {
    this.started = true;
    this.firstMover = this.sideIndex.get(state.initiative[0] ?? "") ?? -1;
  }

  damaged(figureId: string, amount: number, byId: string | undefined): void {
    const f = this.indexOf.get(figureId) ?? -1;
    if (f >= 0) this.lost(f, amount, byId === undefined ? -1 : (this.indexOf.get(byId) ?? -1));
  }

  defeated(figureId: string, byId: string | undefined): void {
    const f = this.indexOf.get(figureId) ?? -1;
    if (f >= 0) this.fell(f, byId === undefined ? -1 : (this.indexOf.get(byId) ?? -1));
  }
}

export function amMatchup(picks: SidePicks, policyPicks: PolicyPicks = {}, boardChoice?: BoardChoice): Matchup {
  const teams: AmTeam[] = AM_SAMPLE_SETUP.sides.map((sample) => {
    const seat = (Object.keys(AM_SEAT_SIDE) as Seat[]).find((s) => AM_SEAT_SIDE[s] === sample.id);
    if (!seat) throw new Error(`simulate: no seat for the sample side ${sample.id}`);
    const picked = picks[seat];
    if (picked === undefined) {
      const figures = AM_SAMPLE_SETUP.figures.filter((f) => f.side === sample.id).map((f) => ({ id: f.id, sheet: f.sheet }));
      return { id: sample.id, name: sample.name ?? sample.id, seat, figures };
    }
    const team = amTeam(picked, seat);
    return { id: sample.id, name: team.name, seat, figures: team.sheets.map((sheet, k) => ({ id: `${sample.id}-${k}`, sheet })) };
  });
  // Ready teams fight on the ready scene's Crossing Field, as the demo and a GM set them up.
  const ready = onReadyBoard(picks, boardChoice);
  const size = Math.max(AM_SAMPLE_BOARD_SIZE, ...teams.map((t) => t.figures.length));
  const board: NonNullable<AmSetup["board"]> = ready ? amReadyBoard() : { ...AM_SAMPLE_SETUP.board, size: { rows: size, columns: size } };
  const { rows, columns } = board.size ?? { rows: size, columns: size };
  /** The squares of slot `slot`'s edge: the sample's own on the sample board, else spread down the end column. */
  const squaresOf = (slot: number, count: number): Offset[] =>
    ready ? Array.from({ length: count }, (_, k) => ({ i: spread(k, count, rows), j: slot === 0 ? 0 : columns - 1 })) : slotSquares(slot, count, size);
  /** The set-up with `inSlots[s]` deploying in slot s (listed s-th, at the slot's edge). */
  const setupOf = (inSlots: readonly AmTeam[]): AmSetup => ({
    ...AM_SAMPLE_SETUP,
    sides: inSlots.map((t) => ({ id: t.id, name: t.name })),
    figures: inSlots.flatMap((team, slot) => {
      const squares = squaresOf(slot, team.figures.length);
      return team.figures.map((f, k) => ({ id: f.id, side: team.id, sheet: f.sheet, position: squares[k] ?? { i: 0, j: 0 } }));
    }),
    board,
  });
  const sides = sideLabels(teams.map((t) => ({ id: t.id, name: t.name, seat: t.seat })));
  const figures = teams.flatMap((t, side) => t.figures.map((f) => ({ side, name: f.sheet.name ?? f.id })));
  const ids = teams.flatMap((t) => t.figures.map((f) => f.id));
  const watch = new AmWatch(new Map(ids.map((id, f) => [id, f])), new Map(teams.map((t, k) => [t.id, k])), figures.map((f) => f.side));
  const tally = { n: 0 };
  const played = teams.map((t) => ({ id: t.id, name: t.name, policy: seatPolicy(policyPicks, t.seat) }));
  const policies = Object.fromEntries(
    played.map((t): [string, AmPolicy] => {
      const chosen = amPolicyNamed(t.policy);
      return [
        t.id,
        (state) => {
          tally.n += 1;
          if (!watch.started) watch.start(state);
          return chosen(state);
        },
      ];
    }),
  );
  const policyText = policySummary(played);
  const teamLine = teams.map((t) => `${t.name} (${plural(t.figures.length, "figure")})`).join(" and ");
  // Set up once for every game this thread plays, per way round: each game starts from the same state.
  const runners: (AmGameRunner | undefined)[] = [undefined, undefined];
  return {
    summary: `Plays whole Angry Miniatures games between ${teamLine} on ${ready ? `the ready scene's Crossing Field (${columns} x ${rows} squares: stone walls, a cottage, woods and ponds, the same from either edge)` : `a ${size} x ${size} square board with a little terrain`}, ${policyText} (sensible: attacks, charges, Magic aim and walks chosen by the exact contest odds, never off the board). A game still running after ${AM_ROUND_CAP} rounds is stopped and counted as capped.`,
    roundWord: "rounds",
    cap: AM_ROUND_CAP,
    sides,
    figures,
    slots: ready
      ? ["the left edge (column A), listed first", `the right edge (column ${squareName({ i: 0, j: columns - 1 }).replace(/\d+$/, "")}), listed second`]
      : ["the left edge (column 0), listed first", `the right edge (column ${size - 1}), listed second`],
    firstMover: "acts first in round 1 (won the initiative)",
    damage: "Health lost",
    warnings: sizeWarnings(sides, teams.map((t) => t.figures.length)),
    play(seed, swapped) {
      const way = swapped ? 1 : 0;
      const runner = (runners[way] ??= gameRunner(setupOf(swapped ? [...teams].reverse() : teams), { roundCap: AM_ROUND_CAP, keepEvents: false, observer: watch }));
      tally.n = 0;
      watch.begin();
      const result = runner(policies, new SeededRoller(seed));
      return {
        winner: result.state.winner,
        capped: result.capped,
        rounds: Math.min(result.state.round, AM_ROUND_CAP),
        actions: tally.n,
        firstMover: watch.firstMover,
        figures: watch.finish(),
      };
    },
  };
}
