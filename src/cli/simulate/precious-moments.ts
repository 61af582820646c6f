import { SeededRoller } from "../../rules/common/seeded-roller";
import { choirStartingValue, DEFAULT_CHOIR_BUDGET } from "../../rules/precious-moments/choir";
import { DEFAULT_MAX_ROUNDS, gameRunner, type PmGameRunner, type PmPolicy } from "../../rules/precious-moments/run";
import { PM_SIDES, type PmObserver, type PmFigureSetup, type PmSetup, type PmSide, type PmSideSetup, type PmState } from "../../rules/precious-moments/types";
import { isHeavenBound } from "../../rules/precious-moments/aria";
import { pmFigureCheck, toPmFigure, type PmFigureSource } from "../../data/precious-moments/figure-source";
import { PM_SAMPLE_SETUP } from "../armies/precious-moments";
import { pmPolicyNamed, policySummary, seatPolicy, type PolicyPicks } from "./policies";
import { pmReadyTableSetup } from "../../data/scenes/ready-boards";
import { actorNamed, memberAt } from "../compendium/pack-sources";
import { GameWatch } from "./game-watch";
import { budgetWarnings, sizeWarnings } from "./side-warnings";
import { plural, sideLabels, type Matchup, type Seat, onReadyBoard, type BoardChoice, type SidePicks } from "./types";

export const PM_CHOIR_TYPE = "precious-moments-choir";
const PM_FIGURE_TYPE = "precious-moments-figure";

/** The engine's two sides are a and b: blue sits at a, red at b (and the report keys them so). */
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

/**
 * Follows one game for the report: the engine tells it of each song, with the target's Value
 * before and after (the loss counted up to the Value the target still had; at 0 or less it goes
 * to Heaven, the singer's kill); the decisions tell it the side that won round 1's initiative.
 */
class PmWatch extends GameWatch implements PmObserver {
  /** The choirs sit in the engine's sides the other way round this game. */
  swapped = false;
  constructor(private readonly indexOf: ReadonlyMap<string, number>, sideOf: readonly number[]) {
    super(sideOf);
  }

  sang(singerId: string, targetId: string, before: number, after: number): void {
    const singer = this.indexOf.get(singerId) ?? -1;
    const target = this.indexOf.get(targetId) ?? -1;
    if (target < 0) return;
    const lost = Math.min(before - after, Math.max(0, before));
    if (lost > 0) this.lost(target, lost, singer);
    if (isHeavenBound(after) && this.out[target] === 0) this.fell(target, singer);
  }

  /** Round 1's initiative winner, once it is rolled. */
  lookForFirst(state: PmState): void {
    if (state.initiativeWinner === null || state.round < 1) return;
    const slot = PM_SIDES.indexOf(state.initiativeWinner);
    this.firstMover = this.swapped ? 1 - slot : slot;
  }
}

export function pmMatchup(picks: SidePicks, policyPicks: PolicyPicks = {}, boardChoice?: BoardChoice): Matchup {
  const seats = (Object.keys(PM_SEAT_SIDE) as Seat[]).sort((p, q) => PM_SIDES.indexOf(PM_SEAT_SIDE[p]) - PM_SIDES.indexOf(PM_SEAT_SIDE[q]));
  const choirs = seats.map((seat) => {
    const side = PM_SEAT_SIDE[seat];
    const picked = picks[seat];
    return { id: side, seat, choir: picked === undefined ? PM_SAMPLE_SETUP.sides[side] : pmChoir(picked, seat, side) };
  });
  const [first, second] = choirs;
  if (!first || !second) throw new Error("simulate: Precious Moments needs two choirs");
  // Ready choirs sing on the ready scene's parlour table, its obstacles standing and its home zones left and right.
  const ready = onReadyBoard(picks, boardChoice);
  const table = ready ? pmReadyTableSetup() : {};
  const setupOf = (a: PmSideSetup, b: PmSideSetup): PmSetup => ({ ...PM_SAMPLE_SETUP, ...table, sides: { a, b } });
  const setup = setupOf(first.choir, second.choir);
  const sides = sideLabels(choirs.map((c) => ({ id: c.id, name: c.choir.name, seat: c.seat })));
  const figures = choirs.flatMap((c, side) => c.choir.figures.map((f) => ({ side, name: f.name })));
  const ids = choirs.flatMap((c) => c.choir.figures.map((f) => f.id));
  const watch = new PmWatch(new Map(ids.map((id, f) => [id, f])), figures.map((f) => f.side));
  const tally = { n: 0 };
  // Each choir's policy, wherever the engine seats it: the second way round the choirs swap sides a and b.
  const played = choirs.map((c) => ({ name: c.choir.name, policy: seatPolicy(policyPicks, c.seat) }));
  const chosen = played.map((c): PmPolicy => {
    const policy = pmPolicyNamed(c.policy);
    return (state, side) => {
      tally.n += 1;
      if (watch.firstMover < 0) watch.lookForFirst(state);
      return policy(state, side);
    };
  });
  const policyText = policySummary(played);
  const tableText = ready
    ? `the ready scene's ${setup.table.width} x ${setup.table.height} inch parlour table (its obstacles standing, home edges ${(setup.homeEdges ?? []).join(" or ")})`
    : `a ${setup.table.width} x ${setup.table.height} inch table with ${setup.obstacleCount ?? 0} walls placed in set-up`;
  const choirLine = PM_SIDES.map((id) => `${setup.sides[id].name}: ${plural(setup.sides[id].figures.length, "figure")}, $${choirStartingValue(setup.sides[id].figures)}`).join("; ");
  // Set up once for every game this thread plays, per way round: each game starts from the same state.
  const runners: (PmGameRunner | undefined)[] = [undefined, undefined];
  return {
    summary: `Plays whole Precious Moments games between two choirs (${choirLine}; budget $${setup.budget ?? DEFAULT_CHOIR_BUDGET}) on ${tableText}, ${policyText} (sensible: songs aimed by the exact singing odds). A game still running after ${DEFAULT_MAX_ROUNDS} rounds is called and counted as capped.`,
    roundWord: "rounds",
    cap: DEFAULT_MAX_ROUNDS,
    sides,
    figures,
    slots: ready ? ["side a", "side b"] : ["side a (places the first wall)", "side b"],
    firstMover: "wins round 1's initiative (sings first, moves second)",
    damage: "dollars of Value lost to Humiliation",
    warnings: [
      ...sizeWarnings(sides, choirs.map((c) => c.choir.figures.length)),
      ...budgetWarnings(sides, choirs.map((c) => choirStartingValue(c.choir.figures)), "starting Value", (n) => `$${n}`),
    ],
    play(seed, swapped) {
      const way = swapped ? 1 : 0;
      const runner = (runners[way] ??= gameRunner(swapped ? setupOf(second.choir, first.choir) : setup, { maxRounds: DEFAULT_MAX_ROUNDS, observer: watch }));
      tally.n = 0;
      watch.begin();
      watch.swapped = swapped;
      const [inFirst, inSecond] = chosen as [PmPolicy, PmPolicy];
      const result = runner(swapped ? { a: inSecond, b: inFirst } : { a: inFirst, b: inSecond }, new SeededRoller(seed));
      // No round limit is agreed, so a called game is always one the cap stopped.
      const capped = result.outcome.kind === "called";
      const winner = capped || result.winner === null ? null : (choirs[swapped ? 1 - PM_SIDES.indexOf(result.winner) : PM_SIDES.indexOf(result.winner)]?.id ?? null);
      return { winner, capped, rounds: result.state.round, actions: tally.n, firstMover: watch.firstMover, figures: watch.finish() };
    },
  };
}
