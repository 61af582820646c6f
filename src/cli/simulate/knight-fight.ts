import { SeededRoller } from "../../rules/common/seeded-roller";
import type { Offset } from "../../rules/common/geometry";
import { forceCost, KF_DEFAULT_BUDGET, KF_DEFAULT_POOL } from "../../rules/knight-fight/force";
import { KF_DEFAULT_MAX_TURNS, gameRunner, type KfGameRunner, type KfPolicy } from "../../rules/knight-fight/simulate";
import type { KfObserver } from "../../rules/knight-fight/step-context";
import type { KfFigureStats } from "../../rules/knight-fight/figure";
import type { KfSetup, KfSideSetup } from "../../rules/knight-fight/setup";
import type { KfState } from "../../rules/knight-fight/state";
import { figureViolation } from "../../data/knight-fight/figure-check";
import { toKfStats, type KfFigureSource } from "../../data/knight-fight/figure-source";
import { KF_SAMPLE_SETUP } from "../armies/knight-fight";
import { kfPolicyNamed, policySummary, seatPolicy, type PolicyPicks } from "./policies";
import { kfReadyBoard } from "../../data/scenes/ready-boards";
import { counted } from "../shared/words";
import { actorNamed, memberAt } from "../compendium/pack-sources";
import { GameWatch } from "./game-watch";
import { budgetWarnings, sizeWarnings } from "./side-warnings";
import { sideLabels, spread, type Matchup, type Seat, onReadyBoard, type BoardChoice, type SidePicks } from "./types";

export const KF_FORCE_TYPE = "knight-fight-force";
const KF_FIGURE_TYPE = "knight-fight-figure";

/** The sample side each seat replaces (by its place in the sample: blue the first, red the second). */
const KF_SEAT_INDEX: Record<Seat, number> = { blue: 0, red: 1 };

/** A pack figure through the same rules check the figure's data model makes. */
export function kfStatsFromPack(system: Record<string, unknown>): KfFigureStats {
  const source = system as unknown as KfFigureSource;
  const broken = figureViolation(source);
  if (broken) throw broken;
  return toKfStats(source);
}

interface Force {
  name: string;
  pool: number | undefined;
  figures: { name: string; stats: KfFigureStats }[];
}

export function kfForce(name: string, flag: string): Force {
  const force = actorNamed(KF_FORCE_TYPE, name, "Knight Fight force", flag).actor;
  const members = (force.system.members as string[] | undefined) ?? [];
  const figures = members.map((uuid) => {
    const { actor } = memberAt(uuid, force.name);
    if (actor.type !== KF_FIGURE_TYPE) throw new Error(`${force.name}: member ${actor.name} is not a Knight Fight figure`);
    return { name: actor.name, stats: kfStatsFromPack(actor.system) };
  });
  const pool = force.system.startingPool;
  return { name: force.name, pool: typeof pool === "number" ? pool : undefined, figures };
}

function forceSummary(side: KfSideSetup): string {
  return `${side.name}: ${side.figures.map((f) => f.cls).join(", ")}, ${forceCost(side.figures)} points`;
}

/** The sample side's hexes, or the force spread along the slot's end column when its size differs. */
function slotHexes(slot: number, count: number): Offset[] {
  const { board } = KF_SAMPLE_SETUP;
  const sample = KF_SAMPLE_SETUP.sides[slot]?.figures ?? [];
  if (count === sample.length) return sample.map((f) => f.position);
  const column = sample[0]?.position.j ?? (slot === 0 ? 0 : board.columns - 1);
  return Array.from({ length: count }, (_, k) => ({ i: spread(k, count, board.rows), j: column }));
}

/**
 * Follows one game for the report: the engine tells it of each hit (the danger token an attack
 * gives), the first decision of the side of the first figure to activate, and the last state who
 * is dead (a kill goes to the last enemy that hit the figure: in Knight Fight danger checks kill,
 * not attacks).
 */
class KfWatch extends GameWatch implements KfObserver {
  constructor(
    private readonly indexOf: ReadonlyMap<string, number>,
    sideOf: readonly number[],
  ) {
    super(sideOf);
  }

  /** The game's first decision: the side of the figure activating first. */
  start(state: KfState): void {
    this.started = true;
    const first = this.indexOf.get(state.activeFigureId ?? "") ?? -1;
    this.firstMover = first >= 0 ? (this.sideOf[first] ?? -1) : -1;
  }

  hit(attackerId: string, defenderId: string): void {
    const f = this.indexOf.get(defenderId) ?? -1;
    if (f >= 0) this.lost(f, 1, this.indexOf.get(attackerId) ?? -1);
  }

  /** The game's last state: the dead. */
  end(state: KfState): void {
    for (const figure of state.figures) {
      const f = this.indexOf.get(figure.id) ?? -1;
      if (f >= 0 && !figure.alive) this.fell(f, -1);
    }
  }
}

export function kfMatchup(picks: SidePicks, policyPicks: PolicyPicks = {}, boardChoice?: BoardChoice): Matchup {
  const forces = KF_SAMPLE_SETUP.sides.map((sample, index): KfSideSetup & { seat: Seat } => {
    const seat = (Object.keys(KF_SEAT_INDEX) as Seat[]).find((s) => KF_SEAT_INDEX[s] === index);
    if (!seat) throw new Error(`simulate: no seat for the sample side ${sample.id}`);
    const picked = picks[seat];
    if (picked === undefined) return { ...sample, seat };
    const force = kfForce(picked, seat);
    return {
      id: sample.id,
      name: force.name,
      seat,
      ...(force.pool === undefined ? {} : { pool: force.pool }),
      figures: force.figures.map((f, k) => ({ ...f.stats, id: `${sample.id}-${k}`, name: f.name, position: { i: 0, j: 0 } })),
    };
  });
  // Ready forces play on the ready scene's board, rocks and all, as a GM would set them up.
  const ready = onReadyBoard(picks, boardChoice);
  const board = ready ? kfReadyBoard() : KF_SAMPLE_SETUP.board;
  /** The set-up with `inSlots[s]` at slot s's end of the board (and listed s-th). */
  const setupOf = (inSlots: readonly (KfSideSetup & { seat: Seat })[]): KfSetup => ({
    ...KF_SAMPLE_SETUP,
    board,
    sides: inSlots.map(({ seat: _seat, ...side }, slot) => {
      const hexes = slotHexes(slot, side.figures.length);
      return { ...side, figures: side.figures.map((f, k) => ({ ...f, position: hexes[k] ?? f.position })) };
    }),
  });
  const sides = sideLabels(forces.map((f) => ({ id: f.id, name: f.name, seat: f.seat })));
  const figures = forces.flatMap((force, side) => force.figures.map((f) => ({ side, name: f.name })));
  const ids = forces.flatMap((force) => force.figures.map((f) => f.id));
  const watch = new KfWatch(new Map(ids.map((id, f) => [id, f])), figures.map((f) => f.side));
  const tally = { n: 0 };
  const played = forces.map((f) => ({ id: f.id, name: f.name, policy: seatPolicy(policyPicks, f.seat) }));
  const policies = Object.fromEntries(
    played.map((f): [string, KfPolicy] => {
      const chosen = kfPolicyNamed(f.policy);
      return [
        f.id,
        (state, legal) => {
          tally.n += 1;
          if (!watch.started) watch.start(state);
          return chosen(state, legal);
        },
      ];
    }),
  );
  const policyText = policySummary(played);
  const setup = setupOf(forces);
  // Set up once for every game this thread plays, per way round: each game starts from the same state.
  const runners: (KfGameRunner | undefined)[] = [undefined, undefined];
  const rocks = board.blocked?.length ?? 0;
  const boardText = rocks > 0 ? `the ready scene's ${board.columns} x ${board.rows} hex board (flat-topped hexes in columns, ${counted(rocks, "rocky hex", "rocky hexes")} blocking sight and movement)` : `a ${board.columns} x ${board.rows} hex board without terrain`;
  return {
    summary: `Plays whole Knight Fight games between two forces (${setup.sides.map(forceSummary).join("; ")}; budget ${setup.budget ?? KF_DEFAULT_BUDGET}, pools of ${setup.startingPool ?? KF_DEFAULT_POOL}) on ${boardText}, ${policyText} (sensible: wagers, targets and protection chosen by the exact wager and to-hit odds). A game still running after ${KF_DEFAULT_MAX_TURNS} turns is called and counted as capped.`,
    roundWord: "turns",
    cap: KF_DEFAULT_MAX_TURNS,
    sides,
    figures,
    slots: ["the left end (column 0), listed first", `the right end (column ${board.columns - 1}), listed second`],
    firstMover: "has the first figure to activate in turn 1",
    damage: "hits (danger tokens)",
    warnings: [
      ...sizeWarnings(sides, forces.map((f) => f.figures.length)),
      ...budgetWarnings(sides, forces.map((f) => forceCost(f.figures)), "points", (n) => `${n} points`),
      ...budgetWarnings(sides, forces.map((f) => f.pool ?? setup.startingPool ?? KF_DEFAULT_POOL), "starting pool", (n) => `${n} dice`),
    ],
    play(seed, swapped) {
      const way = swapped ? 1 : 0;
      const runner = (runners[way] ??= gameRunner(swapped ? setupOf([...forces].reverse()) : setup, { maxTurns: KF_DEFAULT_MAX_TURNS, observer: watch }));
      tally.n = 0;
      watch.begin();
      const result = runner(policies, new SeededRoller(seed));
      watch.end(result.state);
      const capped = result.outcome.kind === "draw" && result.outcome.reason === "called";
      // The cap calls the game as the next turn would start, so that turn is not counted as played.
      return {
        winner: result.winner,
        capped,
        rounds: Math.min(result.state.turn, KF_DEFAULT_MAX_TURNS),
        actions: tally.n,
        firstMover: watch.firstMover,
        figures: watch.finish(),
      };
    },
  };
}
