// simulate --blue-policy / --red-policy: each seat plays by the policy named, whichever slot its
// side is in; the games are the engine's own with those policies.
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main";
import { simulate } from "../../src/cli/commands/simulate";
import { matchupOf } from "../../src/cli/simulate/matchups";
import { inThisThread } from "../../src/cli/simulate/shards";
import { CLI_RULESETS } from "../../src/cli/shared/rulesets";
import { PM_SAMPLE_SETUP } from "../../src/cli/armies/precious-moments";
import { runGame as runPm, simplePolicy as pmSimple } from "../../src/rules/precious-moments/run";
import { sensiblePolicy as pmSensible } from "../../src/rules/precious-moments/policy";
import { SeededRoller } from "../../src/rules/common/seeded-roller";

async function cli(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const status = await runCli(argv, { out: (s) => (out += `${s}\n`), err: (s) => (err += `${s}\n`) });
  return { status, out, err };
}

describe("simulate: a policy per side", () => {
  it.each(CLI_RULESETS)("%s: --help lists both flags and every policy the ruleset has", async (ruleset) => {
    const { out } = await cli("simulate", ruleset, "--help");
    expect(out).toMatch(/--blue-policy/);
    expect(out).toMatch(/--red-policy/);
    expect(out).toMatch(/simple \(/);
    expect(out).toMatch(/sensible \(/);
    if (ruleset === "angry-miniatures") expect(out).toMatch(/search \(/);
  });

  it("names match forgivingly; an unknown policy is refused with the ones there are", async () => {
    const ok = await cli("simulate", "knight-fight", "--blue-policy", "SIMPLE", "--games", "1", "--workers", "1");
    expect(ok.status, ok.err).toBe(0);
    expect(ok.out).not.toMatch(/both sides using/);
    const bad = await cli("simulate", "knight-fight", "--red-policy", "smart", "--games", "1");
    expect(bad.status).toBe(2);
    expect(bad.err).toMatch(/unknown --red-policy policy "smart": (did you mean|choose one of) /);
  });

  it("the report's summary says which side played by which policy", () => {
    const mixed = matchupOf({ ruleset: "angry-miniatures", picks: { blue: "The Hearthguard Bridge Watch", red: "The Gloomfen Briar Pack" }, policies: { blue: "search" } });
    expect(mixed.summary).toMatch(/The Hearthguard Bridge Watch using the search policy/);
    expect(mixed.summary).toMatch(/The Gloomfen Briar Pack using the sensible policy/);
    const same = matchupOf({ ruleset: "angry-miniatures", picks: { blue: "The Hearthguard Bridge Watch", red: "The Gloomfen Briar Pack" } });
    expect(same.summary).toMatch(/both sides using the engine's sensible policy/);
  });

  it("a choir keeps its policy when the choirs swap slots (the engine's sides a and b)", () => {
    const matchup = matchupOf({ ruleset: "precious-moments", picks: {}, policies: { blue: "simple" } });
    const setup = PM_SAMPLE_SETUP;
    const swappedSetup = { ...setup, sides: { a: setup.sides.b, b: setup.sides.a } };
    for (let seed = 1; seed <= 4; seed++) {
      const straight = runPm(setup, { a: pmSimple, b: pmSensible }, new SeededRoller(seed));
      const swapped = runPm(swappedSetup, { a: pmSensible, b: pmSimple }, new SeededRoller(seed));
      const winnerOf = (w: string | null, flip: boolean) => (w === null ? null : flip ? (w === "a" ? "b" : "a") : w);
      expect(matchup.play(seed, false).winner, `seed ${seed}`).toBe(winnerOf(straight.winner, false));
      expect(matchup.play(seed, true).winner, `seed ${seed} swapped`).toBe(winnerOf(swapped.winner, true));
    }
  });

  it("simple against sensible is not the same match as sensible against itself", async () => {
    const even = await simulate("knight-fight", { games: 40, seed: 1, runner: inThisThread });
    const lopsided = await simulate("knight-fight", { games: 40, seed: 1, runner: inThisThread, policies: { blue: "simple" } });
    expect(lopsided.wins).not.toEqual(even.wins);
  });

  it("the board follows the sides unless told: ready sides on the ready board, samples on the plain one, and either on the other when asked", () => {
    const ready = { blue: "The Knights of the Silver Shelf", red: "The Bookend Brigands" };
    expect(matchupOf({ ruleset: "knight-fight", picks: ready }).summary).toMatch(/the ready scene's 7 x 5 hex board \(flat-topped hexes in columns, 3 rocky hexes/);
    expect(matchupOf({ ruleset: "knight-fight", picks: {} }).summary).toMatch(/a 7 x 5 hex board without terrain/);
    expect(matchupOf({ ruleset: "knight-fight", picks: {}, board: "ready" }).summary).toMatch(/3 rocky hexes/);
    expect(matchupOf({ ruleset: "knight-fight", picks: ready, board: "plain" }).summary).toMatch(/without terrain/);
    expect(matchupOf({ ruleset: "angry-miniatures", picks: {}, board: "ready" }).summary).toMatch(/Crossing Field \(20 x 14 squares/);
    expect(matchupOf({ ruleset: "precious-moments", picks: {}, board: "ready" }).summary).toMatch(/parlour table \(its obstacles standing, home edges left or right\)/);
  });
});
