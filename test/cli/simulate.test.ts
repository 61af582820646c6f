import { READY_PAIRINGS } from "../../src/data/ready-pairings";
import { describe, expect, it } from "vitest";
import { AM_SAMPLE_BOARD_SIZE, AM_SAMPLE_SETUP } from "../../src/cli/armies/angry-miniatures";
import { KF_SAMPLE_BUDGET, KF_SAMPLE_SETUP } from "../../src/cli/armies/knight-fight";
import { PM_SAMPLE_BUDGET, PM_SAMPLE_SETUP } from "../../src/cli/armies/precious-moments";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { reportOf, simulate, SIMULATE_GAMES, SIMULATE_SEED, type SimulationReport } from "../../src/cli/commands/simulate";
import { PACK_ENTRIES } from "../../src/cli/compendium/pack-sources";
import { gameAt, matchupOf, tallyShape } from "../../src/cli/simulate/matchups";
import { claimChunk, gameQueue, MAX_CHUNK } from "../../src/cli/simulate/game-queue";
import { inThisThread, playShard } from "../../src/cli/simulate/shards";
import { addGame, emptyTally, mergeTallies } from "../../src/cli/simulate/tally";
import { threadRunner } from "../../src/cli/simulate/threads";
import { wilsonInterval } from "../../src/cli/simulate/wilson";
import { runCli } from "../../src/cli/main";
import { CLI_RULESETS, type CliRuleset } from "../../src/cli/shared/rulesets";
import { createGame as createAmGame } from "../../src/rules/angry-miniatures/game-setup";
import { figureWarnings, validateFigure as validateAmFigure } from "../../src/rules/angry-miniatures/figure";
import { assertForce, checkForce, KF_FORCE_SIZE } from "../../src/rules/knight-fight/force";
import { createGame as createKfGame } from "../../src/rules/knight-fight/setup";
import { KF_SAMPLE_BOARD, onBoard } from "../../src/rules/knight-fight/board";
import { validateFigure as validateKfFigure } from "../../src/rules/knight-fight/figure";
import { checkChoirBudget, DEFAULT_CHOIR_BUDGET } from "../../src/rules/precious-moments/choir";
import { createGame as createPmGame } from "../../src/rules/precious-moments/setup";
import { PM_SIDES } from "../../src/rules/precious-moments/types";
import { validateFigure as validatePmFigure } from "../../src/rules/precious-moments/figure";

async function cli(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const status = await runCli(argv, { out: (s) => (out += `${s}\n`), err: (s) => (err += `${s}\n`) });
  return { status, out, err };
}

async function jsonOf(...argv: string[]): Promise<SimulationReport> {
  const result = await cli(...argv, "--json");
  expect(result.err).toBe("");
  expect(result.status).toBe(0);
  return JSON.parse(result.out) as SimulationReport;
}

/** Each (ruleset, games, seed) is played once per test file: the tests share the results. */
const played = new Map<string, SimulationReport>();
async function sim(ruleset: CliRuleset, games: number, seed: number): Promise<SimulationReport> {
  const key = `${ruleset}/${games}/${seed}`;
  const known = played.get(key);
  if (known) return known;
  const report = await simulate(ruleset, { games, seed, runner: inThisThread });
  played.set(key, report);
  return report;
}

const SIDE_IDS: Record<CliRuleset, string[]> = {
  "precious-moments": ["a", "b"],
  "knight-fight": ["lions", "ravens"],
  "angry-miniatures": ["red", "blue"],
};

/** A compendium side per ruleset and seat, by the name its pack source gives it. */
const COMPENDIUM_SIDES: Record<CliRuleset, { blue: string; red: string }> = {
  "precious-moments": { blue: "The Nursery Shelf Choir", red: "The Chapel Window Choir" },
  "knight-fight": { blue: "The Bookend Brigands", red: "The Knights of the Silver Shelf" },
  "angry-miniatures": { blue: "The Hearthguard Bridge Watch", red: "The Gloomfen Briar Pack" },
};

const sum = (record: Record<string, number>): number => Object.values(record).reduce((a, b) => a + b, 0);

describe("shelf-wars simulate: reproducible", () => {
  it.each(CLI_RULESETS)("%s: the same seed gives the same report, as JSON and as a table", async (ruleset) => {
    const args = ["simulate", ruleset, "--games", "2", "--seed", "11"];
    const first = await cli(...args, "--json");
    expect(first.status).toBe(0);
    expect(await cli(...args, "--json")).toEqual(first);
    const table = await cli("simulate", ruleset, "--games", "1", "--seed", "11");
    expect(table.status).toBe(0);
    expect(await cli("simulate", ruleset, "--games", "1", "--seed", "11")).toEqual(table);
  });

  it.each(CLI_RULESETS)("%s: different seeds give a different report for at least one of several seeds", async (ruleset) => {
    const reports = new Set<string>();
    for (const seed of [11, 12, 13, 14]) {
      const { ruleset: _r, seed: _s, ...rest } = await sim(ruleset, 1, seed);
      reports.add(JSON.stringify(rest));
      if (reports.size > 1) break;
    }
    expect(reports.size).toBeGreaterThan(1);
  });

  it.each(CLI_RULESETS)("%s: game i is played with seed S+i", async (ruleset) => {
    const both = await sim(ruleset, 2, 11);
    const first = await sim(ruleset, 1, 11);
    const second = await sim(ruleset, 1, 12);
    for (const side of SIDE_IDS[ruleset]) expect(both.wins[side]).toBe((first.wins[side] ?? 0) + (second.wins[side] ?? 0));
    expect(both.draws).toBe(first.draws + second.draws);
    expect(both.capped).toBe(first.capped + second.capped);
    expect(both.rounds.max).toBe(Math.max(first.rounds.max, second.rounds.max));
    expect(both.rounds.mean).toBeCloseTo((first.rounds.mean + second.rounds.mean) / 2, 12);
    expect(both.actions.mean).toBeCloseTo((first.actions.mean + second.actions.mean) / 2, 12);
  });
});

describe("shelf-wars simulate --workers: the same result whatever the split", () => {
  /** Every game a queue hands out, claimed by `threads` takers in the order `turns` gives, until it runs dry. */
  function drain(games: number, threads: number, turns: (step: number) => number): number[][] {
    const queue = gameQueue(games, threads);
    const taken: number[][] = Array.from({ length: threads }, () => []);
    for (let step = 0; ; step++) {
      const chunk = claimChunk(queue);
      if (!chunk) return taken;
      const mine = taken[turns(step) % threads] ?? [];
      for (let i = chunk.from; i < chunk.to; i++) mine.push(i);
    }
  }

  it("the queue hands out every game exactly once, however the threads take turns", () => {
    for (const [games, threads] of [[1, 1], [7, 7], [101, 4], [60, 3], [5000, 2], [1_000_000, 3]] as const) {
      for (const turns of [(s: number) => s, (s: number) => (s % 5 === 0 ? 1 : 0), (s: number) => (s * 7919) % 13]) {
        const all = drain(games, threads, turns).flat().sort((a, b) => a - b);
        expect(all).toHaveLength(games);
        expect(all.every((game, k) => game === k)).toBe(true);
      }
    }
  });

  it("a slow thread takes fewer chunks instead of holding up the run", () => {
    // Thread 0 claims five chunks for each one thread 1 claims: the shares follow the pace.
    const [fast = [], slow = []] = drain(6400, 2, (s) => (s % 6 === 5 ? 1 : 0));
    expect(fast.length + slow.length).toBe(6400);
    expect(fast.length).toBeGreaterThan(4 * slow.length);
  });

  it("chunks are small against the run and never above the cap", () => {
    expect(gameQueue(10, 2).chunkSize).toBe(1);
    expect(gameQueue(30_000, 2).chunkSize).toBeLessThanOrEqual(30_000 / 2 / 200);
    expect(gameQueue(10_000_000, 2).chunkSize).toBe(MAX_CHUNK);
    const queue = gameQueue(3, 1);
    while (claimChunk(queue)) continue;
    expect(claimChunk(queue)).toBeNull();
    expect(claimChunk(queue)).toBeNull();
  });

  it.each(CLI_RULESETS)("%s: workers 1, 2 and 3 give identical reports, byte for byte", async (ruleset) => {
    const reports = await Promise.all([1, 2, 3].map((workers) => simulate(ruleset, { games: 7, seed: 5, workers, runner: inThisThread })));
    const [one, two, three] = reports.map((r) => JSON.stringify(r));
    expect(two).toBe(one);
    expect(three).toBe(one);
  });

  it("a shard plays exactly the games a single run plays for those indices", () => {
    const plan = { ruleset: "knight-fight" as const, picks: {} };
    const matchup = matchupOf(plan);
    const ids = matchup.sides.map((s) => s.id);
    const byHand = emptyTally(tallyShape(matchup));
    for (let i = 3; i < 6; i++) {
      const game = gameAt(20, i);
      addGame(byHand, matchup.play(game.seed, game.swapped), ids, game.swapped);
    }
    expect(playShard(plan, 20, { from: 3, to: 6 })).toEqual(byHand);
  });

  const built = fs.existsSync("dist-cli/simulate-worker.mjs");
  it.each(CLI_RULESETS)("%s: the built CLI gives the same JSON on 1, 2 and 3 worker threads", (ruleset) => {
    expect(built, "npm test builds before vitest; dist-cli must hold the simulate worker").toBe(true);
    const outs = [1, 2, 3].map((workers) =>
      execFileSync(process.execPath, ["bin/shelf-wars.js", "simulate", ruleset, "--games", "9", "--seed", "40", "--workers", String(workers), "--json"], { encoding: "utf8" }),
    );
    expect(outs[1]).toBe(outs[0]);
    expect(outs[2]).toBe(outs[0]);
    const report = JSON.parse(outs[0] ?? "") as SimulationReport;
    // Nine seeds, each played both ways round.
    expect(sum(report.wins) + report.draws + report.capped).toBe(18);
  });

  it("the built CLI with compendium sides, on threads: names the sides and adds up", () => {
    expect(built).toBe(true);
    const out = execFileSync(
      process.execPath,
      ["bin/shelf-wars.js", "simulate", "angry-miniatures", "--blue", "hearthguard bridge watch", "--red", "the gloomfen briar pack", "--games", "6", "--workers", "2", "--json"],
      { encoding: "utf8" },
    );
    const report = JSON.parse(out) as SimulationReport;
    expect(report.sides).toEqual({ red: "The Gloomfen Briar Pack", blue: "The Hearthguard Bridge Watch" });
    expect(sum(report.wins) + report.draws + report.capped).toBe(12);
  });

  it("--workers beyond 64 is refused by the built CLI before any thread starts", () => {
    expect(built).toBe(true);
    const result = spawnSync(process.execPath, ["bin/shelf-wars.js", "simulate", "knight-fight", "--workers", "65"], { encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--workers must be a whole number from 1 to 64/);
  });
});

describe("shelf-wars simulate: counts", () => {
  it.each(CLI_RULESETS)("%s: wins + draws + capped = games, and rounds stay within the cap", async (ruleset) => {
    const totals = await sim(ruleset, 4, 1);
    expect(Object.keys(totals.wins).sort()).toEqual([...SIDE_IDS[ruleset]].sort());
    expect(totals.games).toBe(8);
    expect(sum(totals.wins) + totals.draws + totals.capped).toBe(8);
    expect(totals.rounds.max).toBeGreaterThanOrEqual(1);
    expect(totals.rounds.max).toBeLessThanOrEqual(ruleset === "angry-miniatures" ? 30 : 100);
    expect(totals.rounds.mean).toBeGreaterThanOrEqual(1);
    expect(totals.rounds.mean).toBeLessThanOrEqual(totals.rounds.max);
    expect(totals.actions.mean).toBeGreaterThan(0);
    expect(totals.actions.mean).toBeLessThanOrEqual(totals.actions.max);
  });

  it("the report's rates and intervals come from its own counts", () => {
    const matchup = matchupOf({ ruleset: "knight-fight", picks: {} });
    const roundCounts = emptyTally(tallyShape(matchup)).roundCounts.map((_, r) => (r === 3 ? 4 : r === 5 ? 2 : r === 9 ? 4 : 0));
    const tally = { ...emptyTally(tallyShape(matchup)), games: 10, wins: { lions: 7, ravens: 2 }, draws: 0, capped: 1, roundSum: 54, roundMax: 9, actionSum: 300, actionMax: 40, roundCounts };
    const report = reportOf("knight-fight", 3, matchup, tally);
    expect(report.winRate.lions).toEqual({ rate: 0.7, ...wilsonInterval(7, 10) });
    expect(report.winRate.ravens).toEqual({ rate: 0.2, ...wilsonInterval(2, 10) });
    expect(report.rounds).toEqual({ mean: 5.4, max: 9, median: 5, p10: 3, p90: 9, distribution: { "3": 4, "5": 2, "9": 4 } });
    expect(report.actions).toEqual({ mean: 30, max: 40 });
  });
});

describe("Wilson score interval (95%)", () => {
  it("matches worked values", () => {
    // 7 of 10: the textbook Wilson interval is 0.3968 to 0.8922.
    const seven = wilsonInterval(7, 10);
    expect(seven.low).toBeCloseTo(0.39676, 4);
    expect(seven.high).toBeCloseTo(0.89224, 4);
    // 50 of 100: symmetric about one half, 0.4038 to 0.5962.
    const half = wilsonInterval(50, 100);
    expect(half.low).toBeCloseTo(0.40383, 4);
    expect(half.high).toBeCloseTo(1 - half.low, 12);
  });

  it("is not zero-width at 0 or n successes and stays inside [0, 1]", () => {
    const none = wilsonInterval(0, 20);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.16113, 4);
    const all = wilsonInterval(20, 20);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(1 - none.high, 12);
    const one = wilsonInterval(1, 1);
    expect(one.low).toBeGreaterThan(0);
    expect(one.high).toBe(1);
  });

  it("narrows as games grow and always holds the observed rate", () => {
    let width = 1;
    for (const n of [10, 100, 1_000, 1_000_000]) {
      const interval = wilsonInterval(Math.round(n * 0.3), n);
      expect(interval.low).toBeLessThanOrEqual(0.3);
      expect(interval.high).toBeGreaterThanOrEqual(0.3);
      expect(interval.high - interval.low).toBeLessThan(width);
      width = interval.high - interval.low;
    }
  });

  it("refuses counts that are not a proportion", () => {
    expect(() => wilsonInterval(3, 0)).toThrow(RangeError);
    expect(() => wilsonInterval(4, 3)).toThrow(RangeError);
    expect(() => wilsonInterval(1.5, 3)).toThrow(RangeError);
  });
});

describe("shelf-wars simulate --blue / --red: sides from the compendium", () => {
  it.each(CLI_RULESETS)("%s: both seats from the compendium, names in the report, counts add up", async (ruleset) => {
    const { blue, red } = COMPENDIUM_SIDES[ruleset];
    const report = await jsonOf("simulate", ruleset, "--blue", blue, "--red", red, "--games", "3", "--workers", "1");
    expect(Object.values(report.sides).sort()).toEqual([blue, red].sort());
    expect(sum(report.wins) + report.draws + report.capped).toBe(6);
  });

  it.each(CLI_RULESETS)("%s: with --sample, one seat named, the other keeps its sample side", async (ruleset) => {
    const sample = (await jsonOf("simulate", ruleset, "--sample", "--games", "1")).sides;
    const report = await jsonOf("simulate", ruleset, "--sample", "--red", COMPENDIUM_SIDES[ruleset].red, "--games", "1");
    expect(Object.keys(report.sides)).toEqual(Object.keys(sample));
    expect(Object.values(report.sides)).toContain(COMPENDIUM_SIDES[ruleset].red);
    const unchanged = Object.entries(report.sides).filter(([id, name]) => sample[id] === name);
    expect(unchanged).toHaveLength(1);
  });

  it("names match without case, extra spaces or a leading The", async () => {
    const report = await jsonOf("simulate", "knight-fight", "--blue", "  bookend   BRIGANDS ", "--games", "1");
    expect(report.sides.lions).toBe("The Bookend Brigands");
  });

  it("plays the members' builds as the pack stores them, through the rules' checks", () => {
    const matchup = matchupOf({ ruleset: "angry-miniatures", picks: { blue: "The Hearthguard Lantern Patrol" } });
    const team = PACK_ENTRIES.find((e) => e.actor.name === "The Hearthguard Lantern Patrol");
    expect(matchup.summary).toContain(`The Hearthguard Lantern Patrol (${(team?.actor.system.members as string[]).length} figures)`);
  });

  it.each([
    ["angry-miniatures", "--blue", "The Lost Legion", /--blue: no Angry Miniatures team named "The Lost Legion" in the compendium \(available: The Gloomfen Bog Lurkers, The Gloomfen Briar Pack, The Gloomfen Mire Coven, The Hearthguard Bridge Watch, The Hearthguard Hedge Riders, The Hearthguard Lantern Patrol\)/],
    ["knight-fight", "--red", "Hearthguard", /--red: no Knight Fight force named "Hearthguard" in the compendium \(available: The Bookend Brigands, The Knights of the Silver Shelf\)/],
    ["precious-moments", "--blue", "Gloria", /--blue: no Precious Moments choir named "Gloria" in the compendium \(available: The Chapel Window Choir, The Nursery Shelf Choir\)/],
  ])("%s %s %s: exit 2 naming the side and listing the names there are", async (ruleset, flag, name, message) => {
    const result = await cli("simulate", ruleset, flag, name);
    expect(result.status).toBe(2);
    expect(result.out).toBe("");
    expect(result.err.trimEnd().split("\n")).toHaveLength(1);
    expect(result.err).toMatch(message);
  });

  it("a team's figure that breaks a rule is refused with the rule, not played", async () => {
    const { amFigureFromPack } = await import("../../src/cli/simulate/angry-miniatures");
    expect(() => amFigureFromPack({ mind: 5, body: 5, spirit: 5, attackTypes: ["melee"], perk: "swift", flaw: "fat", crit: "stealthy", critTrigger: [], presentation: "male" }, "Giant")).toThrow(/9/);
  });
});

describe("shelf-wars simulate --json (contract)", () => {
  it.each(CLI_RULESETS)("%s: the contract's keys, with the engine's numbers", async (ruleset) => {
    const out = await jsonOf("simulate", ruleset, "--sample", "--games", "2", "--seed", "11");
    expect(Object.keys(out).sort()).toEqual(["actions", "capped", "draws", "figures", "firstMover", "games", "rounds", "ruleset", "seed", "seeds", "sides", "slots", "warnings", "winRate", "wins"]);
    expect(out.ruleset).toBe(ruleset);
    expect(out.games).toBe(4);
    expect(out.seeds).toBe(2);
    expect(out.seed).toBe(11);
    expect(Object.keys(out.wins).sort()).toEqual([...SIDE_IDS[ruleset]].sort());
    expect(Object.keys(out.winRate).sort()).toEqual([...SIDE_IDS[ruleset]].sort());
    expect(Object.keys(out.rounds).sort()).toEqual(["distribution", "max", "mean", "median", "p10", "p90"]);
    expect(out).toEqual(await sim(ruleset, 2, 11));
  });

  it("defaults: 100 games from seed 1", async () => {
    expect(SIMULATE_GAMES).toEqual({ min: 1, max: 10_000_000, default: 100 });
    expect(SIMULATE_SEED.default).toBe(1);
    expect((await cli("simulate", "knight-fight", "--help")).out).toContain("(default 100)");
    expect((await jsonOf("simulate", "angry-miniatures", "--games", "1")).seed).toBe(1);
  });

  it("a readable table without --json", async () => {
    const result = await cli("simulate", "knight-fight", "--sample", "--games", "2", "--seed", "11");
    expect(result.status).toBe(0);
    expect(result.err).toBe("");
    const totals = await sim("knight-fight", 2, 11);
    expect(result.out).toMatch(/^ruleset\s+knight-fight$/m);
    expect(result.out).toMatch(/^games\s+4 \(2 seeds, each played both ways round\)$/m);
    expect(result.out).toMatch(/^seeds\s+11\.\.12$/m);
    expect(result.out).toMatch(new RegExp(`^Lions win\\s+${totals.wins.lions} \\(`, "m"));
    expect(result.out).toMatch(new RegExp(`^Ravens win\\s+${totals.wins.ravens} \\(`, "m"));
    expect(result.out).toMatch(/^Lions 95% interval\s+\d+\.\d\d% to \d+\.\d\d%$/m);
    expect(result.out).toMatch(/^draws\s+\d+ \(/m);
    expect(result.out).toMatch(/^capped at 100 turns\s+\d+ \(/m);
    expect(result.out).toMatch(new RegExp(`^turns mean\\s+${totals.rounds.mean.toFixed(2).replace(".", "\\.")}$`, "m"));
    expect(result.out).toMatch(new RegExp(`^turns max\\s+${totals.rounds.max}$`, "m"));
    expect(result.out).toMatch(/^actions mean\s+\d+\.\d$/m);
  });
});

describe("shelf-wars simulate: bad input exits 2 with one line naming the rule", () => {
  it.each([
    [["simulate"], /needs a ruleset/],
    [["simulate", "chess"], /unknown ruleset "chess"/],
    [["simulate", "knight-fight", "extra"], /one ruleset; unexpected "extra"/],
    [["simulate", "knight-fight", "--games", "0"], /--games must be a whole number from 1 to 10000000 \(got 0\)/],
    [["simulate", "knight-fight", "--games", "10000001"], /--games must be a whole number from 1 to 10000000/],
    [["simulate", "knight-fight", "--games", "2.5"], /--games must be a whole number, got "2\.5"/],
    [["simulate", "knight-fight", "--games"], /--games needs a value/],
    [["simulate", "knight-fight", "--seed", "-1"], /--seed must be a whole number from 0 to 2000000000 \(got -1\)/],
    [["simulate", "knight-fight", "--seed", "2000000001"], /--seed must be a whole number from 0 to 2000000000/],
    [["simulate", "knight-fight", "--workers", "0"], /--workers must be a whole number from 1 to 64 \(got 0\)/],
    [["simulate", "knight-fight", "--workers", "two"], /--workers must be a whole number, got "two"/],
    [["simulate", "knight-fight", "--workers"], /--workers needs a value/],
    [["simulate", "knight-fight", "--blue"], /--blue needs a value/],
    [["simulate", "knight-fight", "--red", "x", "--red", "y"], /--red given twice/],
    [["simulate", "knight-fight", "--green", "x"], /unknown option --green/],
    [["simulate", "knight-fight", "--turbo"], /unknown option --turbo/],
    [["simulate", "knight-fight", "--json=yes"], /--json takes no value/],
    [["simulate", "chess", "--help"], /unknown ruleset "chess"/],
  ])("%j", async (argv, message) => {
    const result = await cli(...argv);
    expect(result.status).toBe(2);
    expect(result.out).toBe("");
    expect(result.err.trimEnd().split("\n")).toHaveLength(1);
    expect(result.err).toMatch(/^shelf-wars simulate: /);
    expect(result.err).toMatch(message);
  });
});

describe("shelf-wars simulate --help", () => {
  it("for the command: every ruleset's usage", async () => {
    const result = await cli("simulate", "--help");
    expect(result.status).toBe(0);
    for (const ruleset of CLI_RULESETS) expect(result.out).toContain(`shelf-wars simulate ${ruleset} [--blue SIDE] [--red SIDE] [--blue-policy P] [--red-policy P] [--sample] [--games N] [--seed S] [--workers K] [--one-way] [--json]`);
  });

  it.each(CLI_RULESETS)("for %s: usage, the sample, every option and the compendium's side names", async (ruleset) => {
    const result = await cli("simulate", ruleset, "--help");
    expect(result.status).toBe(0);
    expect(result.out).toMatch(new RegExp(`^usage: shelf-wars simulate ${ruleset} `));
    for (const flag of ["--blue", "--red", "--sample", "--games", "--seed", "--workers", "--one-way", "--json", "--help"]) expect(result.out).toContain(flag);
    expect(result.out).toContain(COMPENDIUM_SIDES[ruleset].blue);
  });

  it("the help describes what a bare simulate plays: the first suggested match, its numbers from the packs", async () => {
    expect((await cli("simulate", "precious-moments", "--help")).out).toMatch(/The Chapel Window Choir: 4 figures, \$\d+; The Nursery Shelf Choir: 6 figures, \$\d+; budget \$125\) on the ready scene's 36 x 24 inch parlour table/);
    expect((await cli("simulate", "knight-fight", "--help")).out).toContain("The Knights of the Silver Shelf: fighter, shooter, thrower, 83 points; The Bookend Brigands: thrower, shooter, shooter, 136 points; budget 300");
  });

  it.each(CLI_RULESETS)("%s: with no side named, plays the first match its journal suggests; --sample plays the built-in samples", async (ruleset) => {
    const suggested = READY_PAIRINGS.find((p) => p.ruleset === ruleset);
    const bare = await jsonOf("simulate", ruleset, "--games", "1");
    expect(Object.values(bare.sides).sort()).toEqual([suggested?.blue, suggested?.red].sort());
    const sample = await jsonOf("simulate", ruleset, "--sample", "--games", "1");
    for (const name of Object.values(sample.sides)) expect([suggested?.blue, suggested?.red]).not.toContain(name);
    // One seat named: the other seat keeps its side of the suggested match.
    const one = await jsonOf("simulate", ruleset, "--blue", COMPENDIUM_SIDES[ruleset].red, "--games", "1");
    expect(Object.values(one.sides)).toContain(suggested?.red);
  });

  it("the top-level help lists the command", async () => {
    expect((await cli("--help")).out).toMatch(/^ {2}simulate /m);
  });
});

describe("sample setups are legal", () => {
  it("Precious Moments: two choirs of valid figures, each within the $125 budget, on a table", () => {
    expect(PM_SAMPLE_BUDGET).toBe(DEFAULT_CHOIR_BUDGET);
    expect(PM_SAMPLE_SETUP.table.width).toBeGreaterThan(0);
    expect(PM_SAMPLE_SETUP.table.height).toBeGreaterThan(0);
    for (const side of PM_SIDES) {
      const figures = PM_SAMPLE_SETUP.sides[side].figures;
      expect(figures.length).toBeGreaterThan(0);
      for (const figure of figures) expect(validatePmFigure(figure)).toMatchObject({ name: figure.name, value: figure.startingValue });
      const budget = checkChoirBudget(figures.map((f) => validatePmFigure(f)), DEFAULT_CHOIR_BUDGET);
      expect(budget.ok).toBe(true);
      expect(budget.total).toBeLessThanOrEqual(125);
    }
    const state = createPmGame(PM_SAMPLE_SETUP);
    expect(state.warnings).toEqual([]);
    expect(state.budget).toBe(125);
  });

  it("Knight Fight: forces of 1-3 valid figures within 300 points, on the 7 x 5 sample board", () => {
    expect(KF_SAMPLE_BUDGET).toBe(300);
    expect(KF_SAMPLE_SETUP.board.columns).toBe(7);
    expect(KF_SAMPLE_SETUP.board.rows).toBe(5);
    expect(KF_SAMPLE_SETUP.board.orientation).toEqual(KF_SAMPLE_BOARD.orientation);
    expect(KF_SAMPLE_SETUP.sides).toHaveLength(2);
    for (const side of KF_SAMPLE_SETUP.sides) {
      expect(side.figures.length).toBeGreaterThanOrEqual(KF_FORCE_SIZE.min);
      expect(side.figures.length).toBeLessThanOrEqual(KF_FORCE_SIZE.max);
      for (const figure of side.figures) {
        expect(() => validateKfFigure(figure)).not.toThrow();
        expect(onBoard(KF_SAMPLE_BOARD, figure.position)).toBe(true);
      }
      expect(() => assertForce(side.figures, 300)).not.toThrow();
      expect(checkForce(side.figures, 300).every((check) => check.ok)).toBe(true);
    }
    expect(KF_SAMPLE_SETUP.forceCheck).toBe("enforce");
    expect(createKfGame(KF_SAMPLE_SETUP).warnings).toEqual([]);
  });

  it("Angry Miniatures: two teams of 3 legal figures with no warnings, on the square board", () => {
    expect(AM_SAMPLE_SETUP.sides).toHaveLength(2);
    const inside = (n: number) => Number.isInteger(n) && n >= 0 && n < AM_SAMPLE_BOARD_SIZE;
    for (const side of AM_SAMPLE_SETUP.sides) {
      const team = AM_SAMPLE_SETUP.figures.filter((f) => f.side === side.id);
      expect(team).toHaveLength(3);
      for (const figure of team) {
        expect(() => validateAmFigure(figure.sheet)).not.toThrow();
        expect(figure.sheet.mind + figure.sheet.body + figure.sheet.spirit).toBe(9);
        expect(figureWarnings(figure.sheet)).toEqual([]);
        expect(inside(figure.position.i) && inside(figure.position.j)).toBe(true);
      }
    }
    for (const key of Object.keys(AM_SAMPLE_SETUP.board?.terrain ?? {})) {
      const [i = -1, j = -1] = key.split(",").map(Number);
      expect(inside(i) && inside(j)).toBe(true);
    }
    const state = createAmGame(AM_SAMPLE_SETUP);
    expect(Object.keys(state.figures)).toHaveLength(6);
  });
});

describe("simulate worker threads (the built worker)", () => {
  const url = pathToFileURL(path.resolve("dist-cli/simulate-worker.mjs"));
  const plan = { ruleset: "knight-fight" as const, picks: {} };

  it("threads sharing one queue add up to the tally of every game played in this thread, with progress", async () => {
    expect(fs.existsSync(url), "npm test builds before vitest; dist-cli must hold the simulate worker").toBe(true);
    const shape = tallyShape(matchupOf(plan));
    const heard = new Map<number, number>();
    const threaded = await threadRunner(url)(plan, 9, gameQueue(600, 3), 3, (thread, done) => heard.set(thread, done));
    expect(threaded).toHaveLength(3);
    const [alone] = await inThisThread(plan, 9, gameQueue(600, 1), 1, () => undefined);
    expect(mergeTallies(threaded, shape)).toEqual(mergeTallies(alone ? [alone] : [], shape));
    expect(heard.size).toBeGreaterThan(0);
    for (const [thread, done] of heard) expect(done).toBeLessThanOrEqual(threaded[thread]?.games ?? 0);
  });

  it("this thread plays too: it starts on the first chunks before any worker has loaded", async () => {
    const queue = gameQueue(400, 2);
    const heardDuringCall: number[] = [];
    let returned = false;
    const running = threadRunner(url)(plan, 3, queue, 2, (thread) => !returned && heardDuringCall.push(thread));
    returned = true;
    // Only this thread can play before the call returns: a worker's news arrives as a later event.
    expect(heardDuringCall.length).toBeGreaterThan(0);
    expect(new Set(heardDuringCall)).toEqual(new Set([0]));
    const threaded = await running;
    expect(threaded).toHaveLength(2);
    expect(threaded[0]?.games).toBeGreaterThanOrEqual(queue.chunkSize);
    expect(threaded.reduce((sum, tally) => sum + tally.games, 0)).toBe(400);
  });

  it("a shard that fails fails the run (no partial counts)", async () => {
    const broken = { ruleset: "chess", picks: {} } as unknown as typeof plan;
    await expect(threadRunner(url)(broken, 1, gameQueue(4, 2), 2, () => undefined)).rejects.toThrow();
  });
});
