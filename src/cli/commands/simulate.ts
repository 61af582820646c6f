import { availableParallelism } from "node:os";
import { helpText, readFlags, UsageError, type FlagSpec, type ParsedArgs } from "../shared/args";
import type { CliCommand, CliIo, CliOutput } from "./command";
import { actorsOfType } from "../compendium/pack-sources";
import { json } from "../shared/format";
import { CLI_RULESETS, rulesetArg, type CliRuleset } from "../shared/rulesets";
import { gamesOf, matchupOf, SIDE_SOURCES, type SimulationPlan } from "../simulate/matchups";
import { renderReport } from "../simulate/render";
import { reportOf, type SimulationReport } from "../simulate/report";
import { runSimulation } from "../simulate/run";
import type { ShardRunner } from "../simulate/shards";
import { SEATS, type SidePicks, type SlotMode } from "../simulate/types";
import { READY_PAIRINGS } from "../../data/ready-pairings";
import { DEFAULT_POLICY, policyHelp, policyName, type PolicyPicks } from "../simulate/policies";

export const SIMULATE_GAMES = { min: 1, max: 10_000_000, default: 100 } as const;
/** Seeds stay inside 32 bits even after adding the last game's index (the roller seeds from an int32). */
export const SIMULATE_SEED = { min: 0, max: 2_000_000_000, default: 1 } as const;
export const SIMULATE_WORKERS = { min: 1, max: 64 } as const;

export { reportOf, type SimulationReport } from "../simulate/report";

export interface SimulateSettings {
  /** Seeds to play: each is one game one way round, two games both ways round. */
  games: number;
  seed: number;
  workers?: number;
  picks?: SidePicks;
  /** The policy each seat plays by, by name (default sensible). */
  policies?: PolicyPicks;
  /** Both ways round (the default) or one way. */
  slots?: SlotMode;
  runner?: ShardRunner;
  progress?: CliIo["progress"];
}

/**
 * Plays the games and reports them. Seed i (from 0) is `seed + i`; both ways round it is played
 * twice, the second time with the sides in each other's slots. The result never depends on the workers.
 */
export async function simulate(ruleset: CliRuleset, settings: SimulateSettings): Promise<SimulationReport> {
  const slots = settings.slots ?? "both";
  const plan: SimulationPlan = { ruleset, picks: settings.picks ?? {}, slots, policies: settings.policies ?? {} };
  const matchup = matchupOf(plan);
  const tally = await runSimulation(plan, {
    games: gamesOf(settings.games, slots),
    seed: settings.seed,
    workers: settings.workers ?? 1,
    runner: settings.runner,
    progress: settings.progress,
  });
  return reportOf(ruleset, settings.seed, matchup, tally, slots);
}

/** The first match the ruleset's How to Play journal suggests: what `simulate <ruleset>` plays unless told otherwise. */
export function suggestedPicks(ruleset: CliRuleset): SidePicks {
  const match = READY_PAIRINGS.find((p) => p.ruleset === ruleset);
  return match ? { blue: match.blue, red: match.red } : {};
}

/** The sides the command line asked for: a seat left out takes the first suggested match's side, or with --sample the built-in sample's. */
function picksOf(ruleset: CliRuleset, values: Record<string, unknown>): SidePicks {
  const picks: SidePicks = values.sample === true ? {} : suggestedPicks(ruleset);
  for (const seat of SEATS) {
    const name = values[seat];
    if (typeof name === "string") picks[seat] = name;
  }
  return picks;
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
    ...SEATS.map((seat): FlagSpec => ({ name: seat, kind: "string", description: `the ${seat} ${what}, by its compendium name (default: ${ruleset ? `${suggestedPicks(ruleset)[seat] ?? "the sample"}, from the first suggested match` : "the first suggested match's"})${names}` })),
    ...SEATS.map((seat): FlagSpec => ({ name: `${seat}-policy`, kind: "string", description: `the policy the ${seat} ${what} plays by (default ${DEFAULT_POLICY})${ruleset ? `: ${policyHelp(ruleset)}` : ""}` })),
    { name: "sample", kind: "boolean", description: `a ${what} left out plays the built-in sample, not its side of the first suggested match (with neither named, on the simulator's plain board)` },
    { name: "games", kind: "integer", ...SIMULATE_GAMES, description: `game seeds to play, ${SIMULATE_GAMES.min}-${SIMULATE_GAMES.max} (default ${SIMULATE_GAMES.default}); each is played both ways round, so twice, unless --one-way` },
    { name: "seed", kind: "integer", ...SIMULATE_SEED, description: `first seed, ${SIMULATE_SEED.min}-${SIMULATE_SEED.max}; game i uses seed+i (default ${SIMULATE_SEED.default})` },
    { name: "workers", kind: "integer", ...SIMULATE_WORKERS, description: `threads playing games (this one and K-1 workers), ${SIMULATE_WORKERS.min}-${SIMULATE_WORKERS.max} (default: the machine's cores); never changes the result` },
    { name: "one-way", kind: "boolean", description: "play each seed once, each side in the slot its seat gives it (blue the sample's first side), not both ways round" },
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

const USAGE_FLAGS = "[--blue SIDE] [--red SIDE] [--blue-policy P] [--red-policy P] [--sample] [--games N] [--seed S] [--workers K] [--one-way] [--json]";
const usageOf = (ruleset: string): string => `shelf-wars simulate ${ruleset} ${USAGE_FLAGS}`;

export const simulateCommand: CliCommand = {
  name: "simulate",
  switches: ["one-way", "sample"],
  summary: `simulated battles between the suggested ready sides, any compendium sides or the samples (${CLI_RULESETS.join(", ")})`,
  help(args) {
    if (args.positionals[0] === undefined) {
      return [
        `usage: shelf-wars simulate <${CLI_RULESETS.join("|")}> ${USAGE_FLAGS}`,
        "",
        "Plays whole games between two sides with the engine's sensible policies and counts the results,",
        "with a 95% (Wilson score) interval for each side's win rate. Each seed is played both ways round",
        "(each side once in each slot: deployment edge, listing order), reported together and per slot, with",
        "the slot's own advantage and its interval (--one-way plays each seed once). Also: going first and",
        "its effect on winning, game lengths, and each figure's kills, damage and survival. --blue and --red",
        "take a team, force or choir from the compendium by name; a side left out plays its side of the first",
        "match the ruleset's How to Play journal suggests, on the ready scene's board (--sample: the built-in",
        "sample on the simulator's plain board).",
        "The same --seed and --games always give the same report, whatever --workers.",
        "",
        ...CLI_RULESETS.map((r) => `  ${usageOf(r)}\n      ${matchupOf({ ruleset: r, picks: suggestedPicks(r) }).summary}`),
      ].join("\n");
    }
    const ruleset = rulesetOf(args);
    return helpText(usageOf(ruleset), matchupOf({ ruleset, picks: suggestedPicks(ruleset) }).summary, flagsOf(ruleset));
  },
  async run(args, io): Promise<CliOutput> {
    const ruleset = rulesetOf(args);
    const values = readFlags(args, flagsOf(ruleset));
    const picks = picksOf(ruleset, values);
    const slots: SlotMode = values["one-way"] === true ? "one-way" : "both";
    const policies: PolicyPicks = {};
    for (const seat of SEATS) {
      const asked = values[`${seat}-policy`];
      if (typeof asked === "string") policies[seat] = policyName(ruleset, asked, `--${seat}-policy`);
    }
    const plan: SimulationPlan = { ruleset, picks, slots, policies };
    const matchup = matchupOf(plan);
    const seed = orDefault(values.seed, SIMULATE_SEED.default);
    const tally = await runSimulation(plan, {
      games: gamesOf(orDefault(values.games, SIMULATE_GAMES.default), slots),
      seed,
      workers: orDefault(values.workers, defaultWorkers()),
      progress: io?.progress,
    });
    const report = reportOf(ruleset, seed, matchup, tally, slots);
    return { stdout: values.json ? json(report) : renderReport(report, matchup) };
  },
};
