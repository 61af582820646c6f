import { SeededRoller } from "../../rules/common/seeded-roller";
import { choirStartingValue, DEFAULT_CHOIR_BUDGET, DEFAULT_MAX_ROUNDS, PM_SIDES, gameRunner, sensiblePolicy, type PmGameRunner, type PmFigureSetup, type PmPolicy, type PmSetup, type PmSide, type PmSideSetup } from "../../rules/precious-moments";
import { pmFigureCheck, toPmFigure, type PmFigureSource } from "../../data/precious-moments/figure-source";
import { PM_SAMPLE_SETUP } from "../armies/precious-moments";
import { actorNamed, memberAt } from "../compendium/pack-sources";
import { counted, plural, type Matchup, type MatchupSide, type Seat, type SidePicks } from "./types";

export const PM_CHOIR_TYPE = "precious-moments-choir";
const PM_FIGURE_TYPE = "precious-moments-figure";

/** The engine's two sides are a and b: blue sits at a, red at b. */
const PM_SEAT_SIDE: Record<Seat, PmSide> = { blue: "a", red: "b" };

/** A pack figure through the same rules check the figure's data model makes; it starts at its whole Value. */
export function pmFigureFromPack(system: Record<string, unknown>, name: string, id: string): PmFigureSetup {
  const source = system as unknown as PmFigureSource;
  const broken = pmFigureCheck(source, name);
  if (broken) throw broken;
  const { value: _current, ...figure } = toPmFigure(source, name);
  return { ...figure, id };
}

export function pmChoir(name: string, flag: string, side: PmSide): PmSideSetup {
  const choir = actorNamed(PM_CHOIR_TYPE, name, "Precious Moments choir", flag).actor;
  const members = (choir.system.members as string[] | undefined) ?? [];
  const figures = members.map((uuid, k) => {
    const { actor } = memberAt(uuid, choir.name);
    if (actor.type !== PM_FIGURE_TYPE) throw new Error(`${choir.name}: member ${actor.name} is not a Precious Moments figure`);
    return pmFigureFromPack(actor.system, actor.name, `${side}-${k}`);
  });
  return { name: choir.name, figures };
}

export function pmMatchup(picks: SidePicks): Matchup {
  const sides: MatchupSide[] = [];
  const choirs = {} as Record<PmSide, PmSideSetup>;
  for (const seat of Object.keys(PM_SEAT_SIDE) as Seat[]) {
    const side = PM_SEAT_SIDE[seat];
    const picked = picks[seat];
    choirs[side] = picked === undefined ? PM_SAMPLE_SETUP.sides[side] : pmChoir(picked, seat, side);
    sides.push({ id: side, name: choirs[side].name, seat });
  }
  sides.sort((p, q) => PM_SIDES.indexOf(p.id as PmSide) - PM_SIDES.indexOf(q.id as PmSide));
  const setup: PmSetup = { ...PM_SAMPLE_SETUP, sides: choirs };
  const choirLine = PM_SIDES.map((id) => `${choirs[id].name}: ${plural(choirs[id].figures.length, "figure")}, $${choirStartingValue(choirs[id].figures)}`).join("; ");
  // Set up once for every game this thread plays: each game starts from the same starting state.
  let runner: PmGameRunner | undefined;
  return {
    summary: `Plays whole Precious Moments games between two choirs (${choirLine}; budget $${setup.budget ?? DEFAULT_CHOIR_BUDGET}) on a ${setup.table.width} x ${setup.table.height} inch table with ${setup.obstacleCount ?? 0} walls placed in set-up, both sides using the engine's sensible policy (songs aimed by the exact singing odds). A game still running after ${DEFAULT_MAX_ROUNDS} rounds is called and counted as capped.`,
    roundWord: "rounds",
    cap: DEFAULT_MAX_ROUNDS,
    sides,
    play(seed) {
      const tally = { n: 0 };
      const policy = counted<PmPolicy>(sensiblePolicy, tally);
      runner ??= gameRunner(setup, { maxRounds: DEFAULT_MAX_ROUNDS });
      const result = runner({ a: policy, b: policy }, new SeededRoller(seed));
      // No round limit is agreed, so a called game is always one the cap stopped.
      const capped = result.outcome.kind === "called";
      return { winner: capped ? null : result.winner, capped, rounds: result.state.round, actions: tally.n };
    },
  };
}
