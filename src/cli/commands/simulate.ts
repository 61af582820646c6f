import { availableParallelism } from "node:os";
import { helpText, readFlags, UsageError, type FlagSpec, type ParsedArgs } from "../args";
import type { CliCommand, CliIo, CliOutput } from "../command";
import { actorsOfType } from "../compendium/pack-sources";
import { json, percent, table } from "../format";
import { CLI_RULESETS, rulesetArg, type CliRuleset } from "../rulesets";
import { matchupOf, SIDE_SOURCES, type SimulationPlan } from "../simulate/matchups";
import { runSimulation } from "../simulate/run";
import type { ShardRunner } from "../simulate/shards";
import type { Tally } from "../simulate/tally";
import { SEATS, type Matchup, type SidePicks } from "../simulate/types";
import { wilsonInterval, type Interval } from "../simulate/wilson";

export const SIMULATE_GAMES = { min: 1, max: 10_000_000, default: 100 } as const;
/** Seeds stay inside 32 bits even after adding the last game's index (the roller seeds from an int32). */
export const SIMULATE_SEED = { min: 0, max: 2_000_000_000, default: 1 } as const;
export const SIMULATE_WORKERS = { min: 1, max: 64 } as const;

/** The `--json` contract. `workers` is left out: it never changes the result. */
export interface SimulationReport {
  ruleset: CliRuleset;
  games: number;
  seed: number;
  /** Side id to the side's name (a sample's or a compendium side's). */
  sides: Record<string, string>;
  wins: Record<string, number>;
  /** Each side's share of the games won, with its 95% Wilson score interval. */
  winRate: Record<string, { rate: number } & Interval>;
  draws: number;
  capped: number;
  rounds: { mean: number; max: number };
  actions: { mean: number; max: number };
}

export function reportOf(ruleset: CliRuleset, seed: number, matchup: Matchup, tally: Tally): SimulationReport {
  const { games } = tally;
  const winRate = Object.fromEntries(matchup.sides.map((s) => [s.id, { rate: (tally.wins[s.id] ?? 0) / games, ...wilsonInterval(tally.wins[s.id] ?? 0, games) }]));
  return {
    ruleset,
    games,
    seed,
    sides: Object.fromEntries(matchup.sides.map((s) => [s.id, s.name])),
    wins: tally.wins,
    winRate,
    draws: tally.draws,
    capped: tally.capped,
    rounds: { mean: tally.roundSum / games, max: tally.roundMax },
    actions: { mean: tally.actionSum / games, max: tally.actionMax },
  };
}

export interface SimulateSettings {
  games: number;
  seed: number;
  workers?: number;
  picks?: SidePicks;
  runner?: ShardRunner;
  progress?: CliIo["progress"];
}

/** Plays the games and reports them; game i (from 0) uses seed `seed + i`, whatever the workers. */
export async function simulate(ruleset: CliRuleset, settings: SimulateSettings): Promise<SimulationReport> {
  const plan: SimulationPlan = { ruleset, picks: settings.picks ?? {} };
  const matchup = matchupOf(plan);
  const tally = await runSimulation(plan, { games: settings.games, seed: settings.seed, workers: settings.workers ?? 1, runner: settings.runner, progress: settings.progress });
  return reportOf(ruleset, settings.seed, matchup, tally);
}

const interval = (i: Interval): string => `${percent(i.low)} to ${percent(i.high)}`;

function renderTable(report: SimulationReport, matchup: Matchup): string {
  const share = (n: number): string => `${n} (${percent(n / report.games)})`;
  const last = report.seed + report.games - 1;
  const rows: [string, string][] = [
    ["ruleset", report.ruleset],
    ["games", String(report.games)],
    ["seeds", report.games === 1 ? String(report.seed) : `${report.seed}..${last}`],
    ...matchup.sides.flatMap((s): [string, string][] => [
      [`${s.name} (${s.id}) wins`, share(report.wins[s.id] ?? 0)],
      [`${s.name} (${s.id}) 95% interval`, interval(report.winRate[s.id] ?? { low: 0, high: 0 })],
    ]),
    ["draws", share(report.draws)],
    [`capped at ${matchup.cap} ${matchup.roundWord}`, share(report.capped)],
    [`${matchup.roundWord} mean`, report.rounds.mean.toFixed(2)],
    [`${matchup.roundWord} max`, String(report.rounds.max)],
    ["actions mean", report.actions.mean.toFixed(1)],
    ["actions max", String(report.actions.max)],
  ];
  return table(rows);
}

const defaultWorkers = (): number => Math.min(SIMULATE_WORKERS.max, availableParallelism());

function sideNames(ruleset: CliRuleset): string {
  return actorsOfType(SIDE_SOURCES[ruleset].type)
    .map((e) => e.actor.name)
    .sort((a, b) => a.localeCompare(b))
    .join(", ");
}

function flagsOf(ruleset: CliRuleset | null): FlagSpec[] {
  const what = ruleset ? SIDE_SOURCES[ruleset].what : "side";
  const names = ruleset ? `: ${sideNames(ruleset)}` : "";
  return [
    ...SEATS.map((seat): FlagSpec => ({ name: seat, kind: "string", description: `the ${seat} ${what}, by its compendium name (default: the sample)${names}` })),
    { name: "games", kind: "integer", ...SIMULATE_GAMES, description: `games to play, ${SIMULATE_GAMES.min}-${SIMULATE_GAMES.max} (default ${SIMULATE_GAMES.default})` },
    { name: "seed", kind: "integer", ...SIMULATE_SEED, description: `first seed, ${SIMULATE_SEED.min}-${SIMULATE_SEED.max}; game i uses seed+i (default ${SIMULATE_SEED.default})` },
    { name: "workers", kind: "integer", ...SIMULATE_WORKERS, description: `threads playing games (this one and K-1 workers), ${SIMULATE_WORKERS.min}-${SIMULATE_WORKERS.max} (default: the machine's cores); never changes the result` },
  ];
}

/** The flag's value (`readFlags` checked its range) or the default. */
const orDefault = (value: unknown, fallback: number): number => (typeof value === "number" ? value : fallback);

function rulesetOf(args: ParsedArgs): CliRuleset {
  const name = rulesetArg(args.positionals[0], CLI_RULESETS, "simulate") as CliRuleset;
  const extra = args.positionals[1];
  if (extra !== undefined) throw new UsageError(`simulate takes one ruleset; unexpected "${extra}"`);
  return name;
}

const USAGE_FLAGS = "[--blue SIDE] [--red SIDE] [--games N] [--seed S] [--workers K] [--json]";
const usageOf = (ruleset: string): string => `shelf-wars simulate ${ruleset} ${USAGE_FLAGS}`;

export const simulateCommand: CliCommand = {
  name: "simulate",
  summary: `simulated battles between sample or compendium sides (${CLI_RULESETS.join(", ")})`,
  help(args) {
    if (args.positionals[0] === undefined) {
      return [
        `usage: shelf-wars simulate <${CLI_RULESETS.join("|")}> ${USAGE_FLAGS}`,
        "",
        "Plays whole games between two sides with the engine's sensible policies and counts the results,",
        "with a 95% (Wilson score) interval for each side's win rate. --blue and --red take a team, force",
        "or choir from the compendium by name; a side left out plays the built-in sample.",
        "The same --seed and --games always give the same report, whatever --workers.",
        "",
        ...CLI_RULESETS.map((r) => `  ${usageOf(r)}\n      ${matchupOf({ ruleset: r, picks: {} }).summary}`),
      ].join("\n");
    }
    const ruleset = rulesetOf(args);
    return helpText(usageOf(ruleset), matchupOf({ ruleset, picks: {} }).summary, flagsOf(ruleset));
  },
  async run(args, io): Promise<CliOutput> {
    const ruleset = rulesetOf(args);
    const values = readFlags(args, flagsOf(ruleset));
    const picks: SidePicks = {};
    for (const seat of SEATS) {
      const name = values[seat];
      if (typeof name === "string") picks[seat] = name;
    }
    const plan: SimulationPlan = { ruleset, picks };
    const matchup = matchupOf(plan);
    const seed = orDefault(values.seed, SIMULATE_SEED.default);
    const tally = await runSimulation(plan, {
      games: orDefault(values.games, SIMULATE_GAMES.default),
      seed,
      workers: orDefault(values.workers, defaultWorkers()),
      progress: io?.progress,
    });
    const report = reportOf(ruleset, seed, matchup, tally);
    return { stdout: values.json ? json(report) : renderTable(report, matchup) };
  },
};
