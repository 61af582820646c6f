import { runGame as runAm, simplePolicy as amPolicy, type AmPolicy } from "../../rules/angry-miniatures";
import { SeededRoller } from "../../rules/common/seeded-roller";
import { forceCost, KF_DEFAULT_BUDGET, KF_DEFAULT_MAX_TURNS, KF_DEFAULT_POOL, runGame as runKf, simplePolicy as kfPolicy, type KfPolicy } from "../../rules/knight-fight";
import { choirStartingValue, DEFAULT_CHOIR_BUDGET, DEFAULT_MAX_ROUNDS, PM_SIDES, runGame as runPm, simplePolicy as pmPolicy, type PmPolicy } from "../../rules/precious-moments";
import { AM_SAMPLE_BOARD_SIZE, AM_SAMPLE_SETUP } from "../armies/angry-miniatures";
import { KF_SAMPLE_SETUP } from "../armies/knight-fight";
import { PM_SAMPLE_SETUP } from "../armies/precious-moments";
import { helpText, readFlags, UsageError, type FlagSpec, type ParsedArgs } from "../args";
import type { CliCommand, CliOutput } from "../command";
import { json, percent, table } from "../format";
import { CLI_RULESETS, rulesetArg, type CliRuleset } from "../rulesets";

export const SIMULATE_GAMES = { min: 1, max: 10_000, default: 100 } as const;
/** Seeds stay well inside 32 bits even after adding the game index (the roller seeds from an int32). */
export const SIMULATE_SEED = { min: 0, max: 2_000_000_000, default: 1 } as const;

/** Rounds the Angry Miniatures runner plays before it stops a game (its own default). */
const AM_ROUND_CAP = 30;

/** What one finished game comes to. A game with no winner that was not capped is a draw. */
export interface GameSummary {
  winner: string | null;
  capped: boolean;
  /** Rounds (or turns) actually played. */
  rounds: number;
  /** Actions the sides' policies chose. */
  actions: number;
}

interface Simulation {
  summary: string;
  /** "rounds" or "turns", as the ruleset calls them. */
  roundWord: string;
  cap: number;
  sides: readonly { id: string; name: string }[];
  play(seed: number): GameSummary;
}

/** Wraps policies so every decision they make is counted. */
function counted<P extends (...args: never[]) => unknown>(policy: P, tally: { n: number }): P {
  return ((...args: Parameters<P>) => {
    tally.n += 1;
    return policy(...args);
  }) as P;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

function pmChoirs(): string {
  return PM_SIDES.map((id) => {
    const choir = PM_SAMPLE_SETUP.sides[id];
    return `${choir.name}: ${plural(choir.figures.length, "figure")}, $${choirStartingValue(choir.figures)}`;
  }).join("; ");
}

function kfForces(): string {
  return KF_SAMPLE_SETUP.sides.map((side) => `${side.name}: ${side.figures.map((f) => f.cls).join(" and ")}, ${forceCost(side.figures)} points`).join("; ");
}

const SIMULATIONS: Record<CliRuleset, Simulation> = {
  "precious-moments": {
    summary: `Plays whole Precious Moments games between two sample choirs (${pmChoirs()}; budget $${PM_SAMPLE_SETUP.budget ?? DEFAULT_CHOIR_BUDGET}) on a ${PM_SAMPLE_SETUP.table.width} x ${PM_SAMPLE_SETUP.table.height} inch table with ${PM_SAMPLE_SETUP.obstacleCount ?? 0} walls placed in set-up, both sides using the engine's simple policy. A game still running after ${DEFAULT_MAX_ROUNDS} rounds is called and counted as capped.`,
    roundWord: "rounds",
    cap: DEFAULT_MAX_ROUNDS,
    sides: PM_SIDES.map((id) => ({ id, name: PM_SAMPLE_SETUP.sides[id].name })),
    play(seed) {
      const tally = { n: 0 };
      const policy = counted<PmPolicy>(pmPolicy, tally);
      const result = runPm(PM_SAMPLE_SETUP, { a: policy, b: policy }, new SeededRoller(seed), { maxRounds: DEFAULT_MAX_ROUNDS });
      // No round limit is agreed in the sample, so a called game is always one the cap stopped.
      const capped = result.outcome.kind === "called";
      return { winner: capped ? null : result.winner, capped, rounds: result.state.round, actions: tally.n };
    },
  },
  "knight-fight": {
    summary: `Plays whole Knight Fight games between two sample forces (${kfForces()}; budget ${KF_SAMPLE_SETUP.budget ?? KF_DEFAULT_BUDGET}, pools of ${KF_SAMPLE_SETUP.startingPool ?? KF_DEFAULT_POOL}) on a ${KF_SAMPLE_SETUP.board.columns} x ${KF_SAMPLE_SETUP.board.rows} hex board without terrain, both sides using the engine's simple policy. A game still running after ${KF_DEFAULT_MAX_TURNS} turns is called and counted as capped.`,
    roundWord: "turns",
    cap: KF_DEFAULT_MAX_TURNS,
    sides: KF_SAMPLE_SETUP.sides.map((s) => ({ id: s.id, name: s.name })),
    play(seed) {
      const tally = { n: 0 };
      const policy = counted<KfPolicy>(kfPolicy, tally);
      const policies = Object.fromEntries(KF_SAMPLE_SETUP.sides.map((s) => [s.id, policy]));
      const result = runKf(KF_SAMPLE_SETUP, policies, new SeededRoller(seed), { maxTurns: KF_DEFAULT_MAX_TURNS });
      const capped = result.outcome.kind === "draw" && result.outcome.reason === "called";
      // The cap calls the game as the next turn would start, so that turn is not counted as played.
      return { winner: result.winner, capped, rounds: Math.min(result.state.turn, KF_DEFAULT_MAX_TURNS), actions: tally.n };
    },
  },
  "angry-miniatures": {
    summary: `Plays whole Angry Miniatures games between two sample teams of three (a melee, a range and a magic figure each, every sheet legal and free of warnings) on a ${AM_SAMPLE_BOARD_SIZE} x ${AM_SAMPLE_BOARD_SIZE} square board with a little terrain, both sides using the engine's simple policy. A game still running after ${AM_ROUND_CAP} rounds is stopped and counted as capped.`,
    roundWord: "rounds",
    cap: AM_ROUND_CAP,
    sides: AM_SAMPLE_SETUP.sides.map((s) => ({ id: s.id, name: s.name ?? s.id })),
    play(seed) {
      const tally = { n: 0 };
      const policy = counted<AmPolicy>(amPolicy, tally);
      const policies = Object.fromEntries(AM_SAMPLE_SETUP.sides.map((s) => [s.id, policy]));
      const result = runAm(AM_SAMPLE_SETUP, policies, new SeededRoller(seed), { roundCap: AM_ROUND_CAP });
      return {
        winner: result.state.winner,
        capped: result.capped,
        rounds: Math.min(result.state.round, AM_ROUND_CAP),
        actions: tally.n,
      };
    },
  },
};

/** The `--json` contract. */
export interface SimulationReport {
  ruleset: CliRuleset;
  games: number;
  seed: number;
  wins: Record<string, number>;
  draws: number;
  capped: number;
  rounds: { mean: number; max: number };
}

export interface SimulationTotals extends SimulationReport {
  actions: { mean: number; max: number };
}

/** Plays `games` games of the sample setup; game i (from 0) uses seed `seed + i`. */
export function simulate(ruleset: CliRuleset, games: number, seed: number): SimulationTotals {
  const simulation = SIMULATIONS[ruleset];
  const wins: Record<string, number> = Object.fromEntries(simulation.sides.map((s) => [s.id, 0]));
  let draws = 0;
  let capped = 0;
  let roundSum = 0;
  let roundMax = 0;
  let actionSum = 0;
  let actionMax = 0;
  for (let i = 0; i < games; i++) {
    const game = simulation.play(seed + i);
    if (game.capped) capped++;
    else if (game.winner === null) draws++;
    else wins[game.winner] = (wins[game.winner] ?? 0) + 1;
    roundSum += game.rounds;
    roundMax = Math.max(roundMax, game.rounds);
    actionSum += game.actions;
    actionMax = Math.max(actionMax, game.actions);
  }
  return {
    ruleset,
    games,
    seed,
    wins,
    draws,
    capped,
    rounds: { mean: roundSum / games, max: roundMax },
    actions: { mean: actionSum / games, max: actionMax },
  };
}

function contract(totals: SimulationTotals): SimulationReport {
  const { ruleset, games, seed, wins, draws, capped, rounds } = totals;
  return { ruleset, games, seed, wins, draws, capped, rounds };
}

function renderTable(totals: SimulationTotals): string {
  const simulation = SIMULATIONS[totals.ruleset];
  const share = (n: number): string => `${n} (${percent(n / totals.games)})`;
  const last = totals.seed + totals.games - 1;
  const rows: [string, string][] = [
    ["ruleset", totals.ruleset],
    ["games", String(totals.games)],
    ["seeds", totals.games === 1 ? String(totals.seed) : `${totals.seed}..${last}`],
    ...simulation.sides.map((s): [string, string] => [`${s.name} (${s.id}) wins`, share(totals.wins[s.id] ?? 0)]),
    ["draws", share(totals.draws)],
    [`capped at ${simulation.cap} ${simulation.roundWord}`, share(totals.capped)],
    [`${simulation.roundWord} mean`, totals.rounds.mean.toFixed(2)],
    [`${simulation.roundWord} max`, String(totals.rounds.max)],
    ["actions mean", totals.actions.mean.toFixed(1)],
    ["actions max", String(totals.actions.max)],
  ];
  return table(rows);
}

const FLAGS: readonly FlagSpec[] = [
  {
    name: "games",
    kind: "integer",
    min: SIMULATE_GAMES.min,
    max: SIMULATE_GAMES.max,
    description: `games to play, ${SIMULATE_GAMES.min}-${SIMULATE_GAMES.max} (default ${SIMULATE_GAMES.default})`,
  },
  {
    name: "seed",
    kind: "integer",
    min: SIMULATE_SEED.min,
    max: SIMULATE_SEED.max,
    description: `first seed, ${SIMULATE_SEED.min}-${SIMULATE_SEED.max}; game i uses seed+i (default ${SIMULATE_SEED.default})`,
  },
];

/** The flag's value (`readFlags` checked its range) or the default. */
const orDefault = (value: unknown, limits: { default: number }): number => (typeof value === "number" ? value : limits.default);

function rulesetOf(args: ParsedArgs): CliRuleset {
  const name = rulesetArg(args.positionals[0], CLI_RULESETS, "simulate") as CliRuleset;
  const extra = args.positionals[1];
  if (extra !== undefined) throw new UsageError(`simulate takes one ruleset; unexpected "${extra}"`);
  return name;
}

const usageOf = (ruleset: string): string => `shelf-wars simulate ${ruleset} [--games N] [--seed S] [--json]`;

export const simulateCommand: CliCommand = {
  name: "simulate",
  summary: `simulated battles of sample forces (${CLI_RULESETS.join(", ")})`,
  help(args) {
    if (args.positionals[0] === undefined) {
      return [
        `usage: shelf-wars simulate <${CLI_RULESETS.join("|")}> [--games N] [--seed S] [--json]`,
        "",
        "Plays whole games of a built-in sample setup with the engine's simple policies and counts the results.",
        "The same --seed and --games always give the same report.",
        "",
        ...CLI_RULESETS.map((r) => `  ${usageOf(r)}\n      ${SIMULATIONS[r].summary}`),
      ].join("\n");
    }
    const ruleset = rulesetOf(args);
    return helpText(usageOf(ruleset), SIMULATIONS[ruleset].summary, FLAGS);
  },
  run(args): CliOutput {
    const ruleset = rulesetOf(args);
    const values = readFlags(args, FLAGS);
    const games = orDefault(values.games, SIMULATE_GAMES);
    const seed = orDefault(values.seed, SIMULATE_SEED);
    const totals = simulate(ruleset, games, seed);
    return { stdout: values.json ? json(contract(totals)) : renderTable(totals) };
  },
};
