import { describe, expect, it } from "vitest";
import { AM_SAMPLE_BOARD_SIZE, AM_SAMPLE_SETUP } from "../../src/cli/armies/angry-miniatures";
import { KF_SAMPLE_BUDGET, KF_SAMPLE_SETUP } from "../../src/cli/armies/knight-fight";
import { PM_SAMPLE_BUDGET, PM_SAMPLE_SETUP } from "../../src/cli/armies/precious-moments";
import { simulate, SIMULATE_GAMES, SIMULATE_SEED, type SimulationTotals } from "../../src/cli/commands/simulate";
import { runCli } from "../../src/cli/main";
import { CLI_RULESETS, type CliRuleset } from "../../src/cli/rulesets";
import {
  createGame as createAmGame,
  figureWarnings,
  validateFigure as validateAmFigure,
} from "../../src/rules/angry-miniatures";
import {
  assertForce,
  checkForce,
  createGame as createKfGame,
  KF_FORCE_SIZE,
  KF_SAMPLE_BOARD,
  onBoard,
  validateFigure as validateKfFigure,
} from "../../src/rules/knight-fight";
import {
  checkChoirBudget,
  createGame as createPmGame,
  DEFAULT_CHOIR_BUDGET,
  PM_SIDES,
  validateFigure as validatePmFigure,
} from "../../src/rules/precious-moments";

function cli(...argv: string[]): { status: number; out: string; err: string } {
  let out = "";
  let err = "";
  const status = runCli(argv, { out: (s) => (out += `${s}\n`), err: (s) => (err += `${s}\n`) });
  return { status, out, err };
}

function jsonOf(...argv: string[]): Record<string, unknown> {
  const result = cli(...argv, "--json");
  expect(result.err).toBe("");
  expect(result.status).toBe(0);
  return JSON.parse(result.out) as Record<string, unknown>;
}

/** Each (ruleset, games, seed) is played once per test file: the tests share the results. */
const played = new Map<string, SimulationTotals>();
function sim(ruleset: CliRuleset, games: number, seed: number): SimulationTotals {
  const key = `${ruleset}/${games}/${seed}`;
  const known = played.get(key);
  if (known) return known;
  const totals = simulate(ruleset, games, seed);
  played.set(key, totals);
  return totals;
}

const SIDE_IDS: Record<CliRuleset, string[]> = {
  "precious-moments": ["a", "b"],
  "knight-fight": ["lions", "ravens"],
  "angry-miniatures": ["red", "blue"],
};

describe("shelf-wars simulate: reproducible", () => {
  it.each(CLI_RULESETS)("%s: the same seed gives the same report, as JSON and as a table", (ruleset) => {
    const args = ["simulate", ruleset, "--games", "2", "--seed", "11"];
    const first = cli(...args, "--json");
    expect(first.status).toBe(0);
    expect(cli(...args, "--json")).toEqual(first);
    const table = cli("simulate", ruleset, "--games", "1", "--seed", "11");
    expect(table.status).toBe(0);
    expect(cli("simulate", ruleset, "--games", "1", "--seed", "11")).toEqual(table);
  });

  it.each(CLI_RULESETS)("%s: different seeds give a different report for at least one of several seeds", (ruleset) => {
    const reports = new Set<string>();
    for (const seed of [11, 12, 13, 14]) {
      const { ruleset: _r, seed: _s, ...rest } = sim(ruleset, 1, seed);
      reports.add(JSON.stringify(rest));
      if (reports.size > 1) break;
    }
    expect(reports.size).toBeGreaterThan(1);
  });

  it.each(CLI_RULESETS)("%s: game i is played with seed S+i", (ruleset) => {
    const both = sim(ruleset, 2, 11);
    const first = sim(ruleset, 1, 11);
    const second = sim(ruleset, 1, 12);
    for (const side of SIDE_IDS[ruleset]) expect(both.wins[side]).toBe((first.wins[side] ?? 0) + (second.wins[side] ?? 0));
    expect(both.draws).toBe(first.draws + second.draws);
    expect(both.capped).toBe(first.capped + second.capped);
    expect(both.rounds.max).toBe(Math.max(first.rounds.max, second.rounds.max));
    expect(both.rounds.mean).toBeCloseTo((first.rounds.mean + second.rounds.mean) / 2, 12);
    expect(both.actions.mean).toBeCloseTo((first.actions.mean + second.actions.mean) / 2, 12);
  });
});

describe("shelf-wars simulate: counts", () => {
  it.each(CLI_RULESETS)("%s: wins + draws + capped = games, and rounds stay within the cap", (ruleset) => {
    const totals = sim(ruleset, 4, 1);
    expect(Object.keys(totals.wins).sort()).toEqual([...SIDE_IDS[ruleset]].sort());
    const wins = Object.values(totals.wins).reduce((a, b) => a + b, 0);
    expect(wins + totals.draws + totals.capped).toBe(4);
    expect(totals.rounds.max).toBeGreaterThanOrEqual(1);
    expect(totals.rounds.max).toBeLessThanOrEqual(ruleset === "angry-miniatures" ? 30 : 100);
    expect(totals.rounds.mean).toBeGreaterThanOrEqual(1);
    expect(totals.rounds.mean).toBeLessThanOrEqual(totals.rounds.max);
    expect(totals.actions.mean).toBeGreaterThan(0);
    expect(totals.actions.mean).toBeLessThanOrEqual(totals.actions.max);
  });
});

describe("shelf-wars simulate --json (contract)", () => {
  it.each(CLI_RULESETS)("%s: exactly the contract's keys, with the engine's numbers", (ruleset) => {
    const out = jsonOf("simulate", ruleset, "--games", "2", "--seed", "11");
    expect(Object.keys(out).sort()).toEqual(["capped", "draws", "games", "rounds", "ruleset", "seed", "wins"]);
    expect(out.ruleset).toBe(ruleset);
    expect(out.games).toBe(2);
    expect(out.seed).toBe(11);
    expect(Object.keys(out.wins as object).sort()).toEqual([...SIDE_IDS[ruleset]].sort());
    expect(Object.keys(out.rounds as object).sort()).toEqual(["max", "mean"]);
    const { actions: _actions, ...contract } = sim(ruleset, 2, 11);
    expect(out).toEqual(contract);
  });

  it("defaults: 100 games from seed 1", () => {
    expect(SIMULATE_GAMES).toEqual({ min: 1, max: 10_000, default: 100 });
    expect(SIMULATE_SEED.default).toBe(1);
    expect(cli("simulate", "knight-fight", "--help").out).toContain("(default 100)");
    expect(jsonOf("simulate", "angry-miniatures", "--games", "1").seed).toBe(1);
  });

  it("a readable table without --json", () => {
    const result = cli("simulate", "knight-fight", "--games", "2", "--seed", "11");
    expect(result.status).toBe(0);
    expect(result.err).toBe("");
    const totals = sim("knight-fight", 2, 11);
    expect(result.out).toMatch(/^ruleset\s+knight-fight$/m);
    expect(result.out).toMatch(/^games\s+2$/m);
    expect(result.out).toMatch(/^seeds\s+11\.\.12$/m);
    expect(result.out).toMatch(new RegExp(`^Lions \\(lions\\) wins\\s+${totals.wins.lions} \\(`, "m"));
    expect(result.out).toMatch(new RegExp(`^Ravens \\(ravens\\) wins\\s+${totals.wins.ravens} \\(`, "m"));
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
    [["simulate", "knight-fight", "--games", "0"], /--games must be a whole number from 1 to 10000 \(got 0\)/],
    [["simulate", "knight-fight", "--games", "10001"], /--games must be a whole number from 1 to 10000/],
    [["simulate", "knight-fight", "--games", "2.5"], /--games must be a whole number, got "2\.5"/],
    [["simulate", "knight-fight", "--games"], /--games needs a value/],
    [["simulate", "knight-fight", "--seed", "-1"], /--seed must be a whole number from 0 to 2000000000 \(got -1\)/],
    [["simulate", "knight-fight", "--seed", "2000000001"], /--seed must be a whole number from 0 to 2000000000/],
    [["simulate", "knight-fight", "--turbo"], /unknown option --turbo/],
    [["simulate", "knight-fight", "--json=yes"], /--json takes no value/],
    [["simulate", "chess", "--help"], /unknown ruleset "chess"/],
  ])("%j", (argv, message) => {
    const result = cli(...argv);
    expect(result.status).toBe(2);
    expect(result.out).toBe("");
    expect(result.err.trimEnd().split("\n")).toHaveLength(1);
    expect(result.err).toMatch(/^shelf-wars simulate: /);
    expect(result.err).toMatch(message);
  });
});

describe("shelf-wars simulate --help", () => {
  it("for the command: every ruleset's usage", () => {
    const result = cli("simulate", "--help");
    expect(result.status).toBe(0);
    for (const ruleset of CLI_RULESETS) expect(result.out).toContain(`shelf-wars simulate ${ruleset} [--games N] [--seed S] [--json]`);
  });

  it.each(CLI_RULESETS)("for %s: usage, the sample and every option", (ruleset) => {
    const result = cli("simulate", ruleset, "--help");
    expect(result.status).toBe(0);
    expect(result.out).toMatch(new RegExp(`^usage: shelf-wars simulate ${ruleset} `));
    for (const flag of ["--games", "--seed", "--json", "--help"]) expect(result.out).toContain(flag);
  });

  it("the help's numbers come from the sample setups", () => {
    expect(cli("simulate", "precious-moments", "--help").out).toContain("Chapel Choir: 4 figures, $118; Garden Chorus: 3 figures, $123; budget $125");
    expect(cli("simulate", "knight-fight", "--help").out).toContain("Lions: fighter and shooter, 280 points; Ravens: thrower and fighter, 295 points; budget 300");
  });

  it("the top-level help lists the command", () => {
    expect(cli("--help").out).toMatch(/^ {2}simulate /m);
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
