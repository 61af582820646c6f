import { SeededRoller } from "../../rules/common/seeded-roller";
import { forceCost, KF_DEFAULT_BUDGET, KF_DEFAULT_MAX_TURNS, KF_DEFAULT_POOL, gameRunner, sensiblePolicy, type KfGameRunner, type KfFigureStats, type KfPolicy, type KfSetup, type KfSideSetup } from "../../rules/knight-fight";
import { figureViolation } from "../../data/knight-fight/figure-check";
import { toKfStats, type KfFigureSource } from "../../data/knight-fight/figure-source";
import { KF_SAMPLE_SETUP } from "../armies/knight-fight";
import { actorNamed, memberAt } from "../compendium/pack-sources";
import { counted, spread, type Matchup, type MatchupSide, type Seat, type SidePicks } from "./types";

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

export function kfMatchup(picks: SidePicks): Matchup {
  const { board } = KF_SAMPLE_SETUP;
  const sides: MatchupSide[] = [];
  const setupSides = KF_SAMPLE_SETUP.sides.map((sample, index): KfSideSetup => {
    const seat = (Object.keys(KF_SEAT_INDEX) as Seat[]).find((s) => KF_SEAT_INDEX[s] === index);
    if (!seat) throw new Error(`simulate: no seat for the sample side ${sample.id}`);
    const picked = picks[seat];
    if (picked === undefined) {
      sides.push({ id: sample.id, name: sample.name, seat });
      return sample;
    }
    const force = kfForce(picked, seat);
    sides.push({ id: sample.id, name: force.name, seat });
    // The force takes the sample side's end of the board: its column, rows spread out.
    const column = sample.figures[0]?.position.j ?? (index === 0 ? 0 : board.columns - 1);
    return {
      id: sample.id,
      name: force.name,
      ...(force.pool === undefined ? {} : { pool: force.pool }),
      figures: force.figures.map((f, k) => ({ ...f.stats, id: `${sample.id}-${k}`, name: f.name, position: { i: spread(k, force.figures.length, board.rows), j: column } })),
    };
  });
  const setup: KfSetup = { ...KF_SAMPLE_SETUP, sides: setupSides };
  // Set up once for every game this thread plays: each game starts from the same starting state.
  let runner: KfGameRunner | undefined;
  return {
    summary: `Plays whole Knight Fight games between two forces (${setupSides.map(forceSummary).join("; ")}; budget ${setup.budget ?? KF_DEFAULT_BUDGET}, pools of ${setup.startingPool ?? KF_DEFAULT_POOL}) on a ${board.columns} x ${board.rows} hex board without terrain, both sides using the engine's sensible policy (wagers, targets and protection chosen by the exact wager and to-hit odds). A game still running after ${KF_DEFAULT_MAX_TURNS} turns is called and counted as capped.`,
    roundWord: "turns",
    cap: KF_DEFAULT_MAX_TURNS,
    sides,
    play(seed) {
      const tally = { n: 0 };
      const policy = counted<KfPolicy>(sensiblePolicy, tally);
      const policies = Object.fromEntries(setupSides.map((s) => [s.id, policy]));
      runner ??= gameRunner(setup, { maxTurns: KF_DEFAULT_MAX_TURNS });
      const result = runner(policies, new SeededRoller(seed));
      const capped = result.outcome.kind === "draw" && result.outcome.reason === "called";
      // The cap calls the game as the next turn would start, so that turn is not counted as played.
      return { winner: result.winner, capped, rounds: Math.min(result.state.turn, KF_DEFAULT_MAX_TURNS), actions: tally.n };
    },
  };
}
