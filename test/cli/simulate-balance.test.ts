import { nameDoes } from "../../src/cli/shared/words";
import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../src/cli/armies/angry-miniatures";
import { KF_SAMPLE_SETUP } from "../../src/cli/armies/knight-fight";
import { PM_SAMPLE_SETUP } from "../../src/cli/armies/precious-moments";
import { simulate, type SimulationReport } from "../../src/cli/commands/simulate";
import { runCli } from "../../src/cli/main";
import { CLI_RULESETS, type CliRuleset } from "../../src/cli/shared/rulesets";
import { matchupOf } from "../../src/cli/simulate/matchups";
import { inThisThread } from "../../src/cli/simulate/shards";
import type { FigureCounts, Matchup } from "../../src/cli/simulate/types";
import { differenceInterval } from "../../src/cli/simulate/wilson";
import { runGame as runAm } from "../../src/rules/angry-miniatures/game-run";
import type { AmEvent, AmSetup } from "../../src/rules/angry-miniatures/game-types";
import { sensiblePolicy as amPolicy } from "../../src/rules/angry-miniatures/policy";
import { SeededRoller } from "../../src/rules/common/seeded-roller";
import { runGame as runKf } from "../../src/rules/knight-fight/simulate";
import type { KfEvent } from "../../src/rules/knight-fight/events";
import type { KfSetup } from "../../src/rules/knight-fight/setup";
import { sensiblePolicy as kfPolicy } from "../../src/rules/knight-fight/policy";
import { runGame as runPm } from "../../src/rules/precious-moments/run";
import type { PmEvent, PmSide } from "../../src/rules/precious-moments/types";
import { sensiblePolicy as pmPolicy } from "../../src/rules/precious-moments/policy";

async function cli(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const status = await runCli(argv, { out: (s) => (out += `${s}\n`), err: (s) => (err += `${s}\n`) });
  return { status, out, err };
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const copy = (c: FigureCounts): FigureCounts => ({ kills: [...c.kills], dealt: [...c.dealt], taken: [...c.taken], survived: [...c.survived] });

const played = new Map<string, SimulationReport>();
async function sim(ruleset: CliRuleset, games: number, slots: "both" | "one-way" = "both"): Promise<SimulationReport> {
  const key = `${ruleset}/${games}/${slots}`;
  const known = played.get(key);
  if (known) return known;
  const report = await simulate(ruleset, { games, seed: 3, slots, runner: inThisThread });
  played.set(key, report);
  return report;
}

/** The sample set-ups with the sides in each other's slots, built by hand (not by the matchup). */
const SWAPPED = {
  "knight-fight": (): KfSetup => {
    const [lions, ravens] = KF_SAMPLE_SETUP.sides;
    if (!lions || !ravens) throw new Error("two sample forces");
    const at = (side: typeof lions, place: typeof lions) => ({ ...side, figures: side.figures.map((f, k) => ({ ...f, position: place.figures[k]?.position ?? f.position })) });
    return { ...KF_SAMPLE_SETUP, sides: [at(ravens, lions), at(lions, ravens)] };
  },
  "angry-miniatures": (): AmSetup => {
    const red = AM_SAMPLE_SETUP.figures.filter((f) => f.side === "red");
    const blue = AM_SAMPLE_SETUP.figures.filter((f) => f.side === "blue");
    const moved = (team: typeof red, squares: typeof red) => team.map((f, k) => ({ ...f, position: squares[k]?.position ?? f.position }));
    return { ...AM_SAMPLE_SETUP, sides: [...AM_SAMPLE_SETUP.sides].reverse(), figures: [...moved(blue, red), ...moved(red, blue)] };
  },
};

/** The engine's own winner of the sample game `seed`, either way round, by the report's side ids. */
function engineWinner(ruleset: CliRuleset, seed: number, swapped: boolean): string | null {
  if (ruleset === "knight-fight") {
    const setup = swapped ? SWAPPED["knight-fight"]() : KF_SAMPLE_SETUP;
    const result = runKf(setup, { lions: kfPolicy, ravens: kfPolicy }, new SeededRoller(seed));
    return result.winner;
  }
  if (ruleset === "angry-miniatures") {
    const setup = swapped ? SWAPPED["angry-miniatures"]() : AM_SAMPLE_SETUP;
    return runAm(setup, amPolicy, new SeededRoller(seed), { roundCap: 30, keepEvents: false }).state.winner;
  }
  const sides = swapped ? { a: PM_SAMPLE_SETUP.sides.b, b: PM_SAMPLE_SETUP.sides.a } : PM_SAMPLE_SETUP.sides;
  const result = runPm({ ...PM_SAMPLE_SETUP, sides }, { a: pmPolicy, b: pmPolicy }, new SeededRoller(seed));
  if (result.outcome.kind === "called" || result.winner === null) return null;
  const flip: Record<PmSide, PmSide> = { a: "b", b: "a" };
  return swapped ? flip[result.winner] : result.winner;
}

describe("simulate: both slots", () => {
  it.each(CLI_RULESETS)("%s: each seed is played once each way round, reported together and per slot", async (ruleset) => {
    const report = await sim(ruleset, 3);
    expect(report.games).toBe(6);
    expect(report.seeds).toBe(3);
    expect(report.slots.mode).toBe("both");
    const ids = Object.keys(report.sides);
    for (const slot of report.slots.perSlot) for (const id of ids) expect(slot.sides[id]?.games).toBe(3);
    // Every win is some slot's win and some side's win.
    const slotWins = report.slots.perSlot.map((s) => s.wins);
    expect(sum(slotWins)).toBe(sum(Object.values(report.wins)));
    for (const id of ids) expect(sum(report.slots.perSlot.map((s) => s.sides[id]?.wins ?? 0))).toBe(report.wins[id]);
    const [first = 0, second = 0] = slotWins;
    const { difference, low, high } = differenceInterval(first, second, 6);
    expect(report.slots.difference).toEqual({ rate: difference, low, high });
    expect(report.slots.places).toEqual(matchupOf({ ruleset, picks: {} }).slots);
  });

  it.each(CLI_RULESETS)("%s: the games are the engine's own, the sides swapped by hand the second way round", (ruleset) => {
    const matchup = matchupOf({ ruleset, picks: {} });
    for (let seed = 1; seed <= 4; seed++) {
      for (const swapped of [false, true]) expect(matchup.play(seed, swapped).winner, `seed ${seed}${swapped ? " swapped" : ""}`).toBe(engineWinner(ruleset, seed, swapped));
    }
  });

  it.each(CLI_RULESETS)("%s: --one-way plays each seed once, each side in its seat's slot, as simulate always did", async (ruleset) => {
    const report = await sim(ruleset, 4, "one-way");
    expect(report.games).toBe(4);
    expect(report.slots.mode).toBe("one-way");
    expect(report.slots.difference).toBeNull();
    const [id0 = "", id1 = ""] = Object.keys(report.sides);
    expect(report.slots.perSlot[0]?.sides[id0]?.games).toBe(4);
    expect(report.slots.perSlot[0]?.sides[id1]?.games).toBe(0);
    const wins: Record<string, number> = { [id0]: 0, [id1]: 0 };
    for (let seed = 3; seed < 7; seed++) {
      const winner = engineWinner(ruleset, seed, false);
      if (winner !== null) wins[winner] = (wins[winner] ?? 0) + 1;
    }
    expect(report.wins).toEqual(wins);
  });

  it("the flag on the command line; the text says which way the games went", async () => {
    const both = await cli("simulate", "knight-fight", "--games", "2", "--workers", "1");
    expect(both.out).toMatch(/^Slots \(every seed played with the sides both ways round\)$/m);
    expect(both.out).toMatch(/^slot 1 minus slot 2\s+[+−]\d+\.\d\d points \(95% normal interval [+−]\d+\.\d\d to [+−]\d+\.\d\d\)$/m);
    const oneWay = await cli("simulate", "knight-fight", "--games", "2", "--workers", "1", "--one-way");
    expect(oneWay.out).toMatch(/^games\s+2 \(one per seed, one way round\)$/m);
    expect(oneWay.out).not.toMatch(/slot 1 minus slot 2/);
    expect((await cli("simulate", "knight-fight", "--one-way=yes")).status).toBe(2);
  });

  it("the normal interval of a difference between two shares of the same games", () => {
    const d = differenceInterval(60, 40, 100);
    expect(d.difference).toBeCloseTo(0.2, 12);
    expect(d.high - d.difference).toBeCloseTo(1.959963984540054 * Math.sqrt((0.6 + 0.4 - 0.04) / 100), 12);
    expect(differenceInterval(5, 0, 5)).toEqual({ difference: 1, low: 1, high: 1 });
    expect(() => differenceInterval(3, 3, 5)).toThrow(RangeError);
  });
});

describe("simulate: side labels and warnings", () => {
  it.each(CLI_RULESETS)("%s: the text names the sides by their names only", async (ruleset) => {
    const { out } = await cli("simulate", ruleset, "--sample", "--games", "1", "--workers", "1");
    expect(out).not.toMatch(/\((a|b|red|blue|lions|ravens)\)/);
    for (const name of Object.values((await sim(ruleset, 3)).sides)) expect(out).toContain(nameDoes(name, "wins", "win"));
  });

  it("a side against itself: the seat tells the two apart, and no warning", async () => {
    const { out } = await cli("simulate", "knight-fight", "--blue", "bookend brigands", "--red", "bookend brigands", "--games", "1", "--workers", "1");
    expect(out).toMatch(/^The Bookend Brigands \(blue\) wins/m);
    expect(out).toMatch(/^The Bookend Brigands \(red\) wins/m);
    expect(out).not.toMatch(/^warning/m);
  });

  it("warns when the sides differ in size or in what they spent, in the text and the JSON", async () => {
    const pm = await cli("simulate", "precious-moments", "--blue", "chapel window choir", "--red", "nursery shelf choir", "--games", "1", "--workers", "1", "--json");
    const size = (JSON.parse(pm.out) as SimulationReport).warnings[0] ?? "";
    expect(size).toMatch(/the sides differ in size: The Chapel Window Choir has 4 figures, The Nursery Shelf Choir 6/);
    const text = await cli("simulate", "precious-moments", "--blue", "chapel window choir", "--red", "nursery shelf choir", "--games", "1", "--workers", "1");
    expect(text.out.split("\n")[0]).toBe(`warning: ${size}`);
    // The ready Angry Miniatures teams are 3 figures each, as the sample teams: nothing to warn of.
    const am = await cli("simulate", "angry-miniatures", "--blue", "hearthguard bridge watch", "--games", "1", "--workers", "1", "--json");
    expect((JSON.parse(am.out) as SimulationReport).warnings).toEqual([]);
    expect((await sim("knight-fight", 3)).warnings).toEqual(["the sides differ in points: Lions 280 points, Ravens 295 points"]);
    expect((await sim("precious-moments", 3)).warnings).toEqual([
      "the sides differ in size: Chapel Choir has 4 figures, Garden Chorus 3",
      "the sides differ in starting Value: Chapel Choir $118, Garden Chorus $123",
    ]);
  });
});

/** Per figure of the matchup (by id), the counts the engine's own event log gives, and who went first. */
function fromEvents(ruleset: CliRuleset, matchup: Matchup, seed: number): { counts: FigureCounts; first: number } {
  const ids =
    ruleset === "knight-fight"
      ? KF_SAMPLE_SETUP.sides.flatMap((s) => s.figures.map((f) => f.id))
      : ruleset === "angry-miniatures"
        ? AM_SAMPLE_SETUP.figures.map((f) => f.id)
        : [...PM_SAMPLE_SETUP.sides.a.figures, ...PM_SAMPLE_SETUP.sides.b.figures].map((f) => f.id);
  const n = matchup.figures.length;
  expect(ids).toHaveLength(n);
  const at = (id: string): number => ids.indexOf(id);
  const side = (f: number): number => matchup.figures[f]?.side ?? -1;
  const counts: FigureCounts = { kills: Array(n).fill(0), dealt: Array(n).fill(0), taken: Array(n).fill(0), survived: Array(n).fill(1) };
  const lastHitter = Array(n).fill(-1);
  const hurt = (f: number, amount: number, by: number) => {
    counts.taken[f] = (counts.taken[f] ?? 0) + amount;
    if (by >= 0 && side(by) !== side(f)) {
      counts.dealt[by] = (counts.dealt[by] ?? 0) + amount;
      lastHitter[f] = by;
    }
  };
  const fall = (f: number, by: number) => {
    counts.survived[f] = 0;
    const killer = by >= 0 && side(by) !== side(f) ? by : lastHitter[f];
    if (killer >= 0) counts.kills[killer] = (counts.kills[killer] ?? 0) + 1;
  };
  let first = -1;
  if (ruleset === "knight-fight") {
    const { events } = runKf(KF_SAMPLE_SETUP, { lions: kfPolicy, ravens: kfPolicy }, new SeededRoller(seed), { keepEvents: true });
    for (const e of events as KfEvent[]) {
      if (e.type === "activationStarted" && first < 0) first = side(at(e.figureId));
      if (e.type === "attacked" && e.hit) hurt(at(e.defenderId), 1, at(e.attackerId));
      if (e.type === "figureKilled") fall(at(e.figureId), -1);
    }
  } else if (ruleset === "angry-miniatures") {
    const { events } = runAm(AM_SAMPLE_SETUP, amPolicy, new SeededRoller(seed), { roundCap: 30 });
    let contest: { attacker: number; defender: number } | null = null;
    let by = -1;
    for (const e of events as AmEvent[]) {
      if (e.type === "initiative" && first < 0) first = AM_SAMPLE_SETUP.sides.findIndex((s) => s.id === e.order[0]);
      if (e.type === "contest") contest = { attacker: at(e.attackerId), defender: at(e.defenderId) };
      if (e.type === "damage") {
        by = e.source === "counter-damage" ? (contest?.defender ?? -1) : e.source.endsWith("-attack") ? (contest?.attacker ?? -1) : -1;
        hurt(at(e.figureId), e.before - e.after, by);
      }
      if (e.type === "defeated") fall(at(e.figureId), by);
    }
  } else {
    const { events } = runPm(PM_SAMPLE_SETUP, { a: pmPolicy, b: pmPolicy }, new SeededRoller(seed), { keepEvents: true });
    let singer = -1;
    for (const e of events as PmEvent[]) {
      if (e.type === "initiativeRolled" && first < 0) first = e.winner === "a" ? 0 : 1;
      if (e.type === "aria") {
        singer = at(e.singerId);
        const lost = Math.min(e.valueBefore - (e.valueAfter ?? e.valueBefore), Math.max(0, e.valueBefore));
        if (lost > 0) hurt(at(e.targetId), lost, singer);
      }
      if (e.type === "wentToHeaven") fall(at(e.figureId), singer);
    }
  }
  return { counts, first };
}

describe("simulate: figures, going first, game length", () => {
  it.each(CLI_RULESETS)("%s: each figure's kills, damage and survival, and who went first, are what the engine's event log says", (ruleset) => {
    const matchup = matchupOf({ ruleset, picks: {} });
    let kills = 0;
    // Seed 34 is the first sample game of Angry Miniatures with a Melee defender's counter-damage.
    for (const seed of [1, 2, 3, 4, 5, 6, 34]) {
      const game = matchup.play(seed, false);
      const expected = fromEvents(ruleset, matchup, seed);
      expect(copy(game.figures), `seed ${seed}`).toEqual(expected.counts);
      expect(game.firstMover, `seed ${seed}`).toBe(expected.first);
      kills += sum(expected.counts.kills);
    }
    // Figures fell, and their kills were put down to someone: the comparison is not of zeros.
    expect(kills).toBeGreaterThan(0);
  });

  it.each(["knight-fight", "precious-moments"] as const)("%s: one side's damage dealt and kills are the other side's damage taken and losses", async (ruleset) => {
    const report = await sim(ruleset, 3);
    const [a = "", b = ""] = Object.keys(report.sides);
    const of = (id: string) => report.figures.filter((f) => f.side === id);
    const lost = (id: string) => sum(of(id).map((f) => report.games - f.totals.survived));
    expect(sum(of(a).map((f) => f.totals.damageDealt))).toBe(sum(of(b).map((f) => f.totals.damageTaken)));
    expect(sum(of(a).map((f) => f.totals.kills))).toBe(lost(b));
    expect(sum(of(b).map((f) => f.totals.kills))).toBe(lost(a));
    for (const f of report.figures) expect(f.kills).toBeCloseTo(f.totals.kills / report.games, 12);
  });

  it("Knight Fight's sample: the Ravens' Axe Thrower, fastest, always goes first", async () => {
    const report = await sim("knight-fight", 3);
    expect(report.firstMover.games).toEqual({ lions: 0, ravens: 6 });
    expect(report.firstMover.wins).toBe(report.wins.ravens);
    expect(report.firstMover.secondWins).toBe(report.wins.lions);
    expect(report.firstMover.sides.ravens?.second.winRate).toBeNull();
  });

  it.each(CLI_RULESETS)("%s: the game-length distribution counts every game; the text has every section", async (ruleset) => {
    const report = await sim(ruleset, 3);
    expect(sum(Object.values(report.rounds.distribution))).toBe(report.games);
    const lengths = Object.keys(report.rounds.distribution).map(Number);
    expect(Math.max(...lengths)).toBe(report.rounds.max);
    expect(report.rounds.p10).toBeLessThanOrEqual(report.rounds.median);
    expect(report.rounds.median).toBeLessThanOrEqual(report.rounds.p90);
    const { out } = await cli("simulate", ruleset, "--sample", "--games", "3", "--seed", "3", "--workers", "1");
    for (const heading of [/^Slots /m, /^Going first: /m, /^Game length \(/m, /^Figures \(per game; damage: /m, /^figure\s+side\s+kills\s+damage dealt\s+damage taken\s+survived$/m]) expect(out).toMatch(heading);
    for (const figure of report.figures) expect(out).toContain(figure.name);
  });
});
