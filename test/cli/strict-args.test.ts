import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main";

async function cli(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const status = await runCli(argv, { out: (s) => (out += `${s}\n`), err: (s) => (err += `${s}\n`) });
  return { status, out, err };
}

const AM_ODDS = ["odds", "angry-miniatures", "--attack", "3", "--defend", "2"];
const AM_FIGURE = ["figure", "angry-miniatures", "--mind", "3", "--body", "3", "--spirit", "3", "--attack", "melee"];
const KF_FIGURE = ["figure", "knight-fight", "--speed", "3", "--combat", "4", "--defence", "5", "--class", "shooter"];
const PM_FIGURE = ["figure", "precious-moments", "--items", "1", "--activities", "1"];
const SIMULATE = ["simulate", "knight-fight", "--games", "1"];

describe("the command line refuses what it would otherwise guess at: exit 2, one line on stderr naming the problem", () => {
  const cases: [string, string[], RegExp][] = [
    // Extra positional arguments.
    ["an extra argument after the ruleset (odds)", [...AM_ODDS, "extra"], /^shelf-wars odds: unexpected argument "extra"/],
    ["an extra argument between ruleset and options (figure)", ["figure", "knight-fight", "shooter", ...KF_FIGURE.slice(2)], /^shelf-wars figure: unexpected argument "shooter"/],
    ["an extra argument with --help", ["odds", "angry-miniatures", "extra", "--help"], /^shelf-wars odds: unexpected argument "extra"/],
    ["an extra argument to help", ["help", "odds"], /^shelf-wars: unexpected argument "odds"/],
    ["a single-dash word", [...PM_FIGURE, "-v"], /unexpected argument "-v"/],
    // A value given to --json (or --help).
    ["--json=yes (odds)", [...AM_ODDS, "--json=yes"], /^shelf-wars odds: --json takes no value \(got "yes"\)/],
    // A switch never takes the next word as its value: the word is an argument, refused as one.
    ["--json yes (figure)", [...AM_FIGURE, "--json", "yes"], /^shelf-wars figure: unexpected argument "yes"/],
    ["--json yes (simulate)", [...SIMULATE, "--json", "yes"], /^shelf-wars simulate: simulate takes one ruleset; unexpected "yes"/],
    ["--melee yes", [...AM_ODDS, "--melee", "yes"], /^shelf-wars odds: unexpected argument "yes"/],
    ["--json= (empty value)", [...AM_ODDS, "--json="], /--json takes no value \(got ""\)/],
    ["--help=yes", ["odds", "--help=yes"], /^shelf-wars odds: --help takes no value \(got "yes"\)/],
    ["--melee=yes", [...AM_ODDS, "--melee=yes"], /--melee takes no value/],
    // A flag given twice.
    ["a number flag twice", ["odds", "angry-miniatures", "--attack", "3", "--attack", "4", "--defend", "2"], /^shelf-wars odds: --attack given twice/],
    ["a number flag twice, = form", ["odds", "angry-miniatures", "--attack=3", "--defend", "2", "--attack=3"], /--attack given twice/],
    ["a string flag twice", [...AM_FIGURE, "--perk", "swift", "--perk", "brutish"], /^shelf-wars figure: --perk given twice/],
    ["--json twice", [...AM_ODDS, "--json", "--json"], /--json given twice/],
    ["a switch twice", [...AM_ODDS, "--melee", "--melee"], /--melee given twice/],
    ["--help twice (-h and --help)", ["odds", "-h", "--help"], /--help given twice/],
    ["a flag twice in simulate", [...SIMULATE, "--seed", "1", "--seed", "2"], /^shelf-wars simulate: --seed given twice/],
    // Numbers beyond the rules or beyond safe integers.
    ["--games 1e30", ["simulate", "knight-fight", "--games", "1e30"], /--games must be a whole number, got "1e30"/],
    ["--games beyond safe integers", ["simulate", "knight-fight", "--games", "99999999999999999999"], /--games must be a whole number from 1 to 10000000 \(got 99999999999999999999\)/],
    ["--attack beyond safe integers", ["odds", "angry-miniatures", "--attack", "99999999999999999999", "--defend", "2"], /--attack must be a whole number from 0 to 15 \(got 99999999999999999999\)/],
    ["--attack beyond the 15 dice", ["odds", "angry-miniatures", "--attack", "16", "--defend", "2"], /--attack must be a whole number from 0 to 15 \(got 16\)/],
    ["--defend below 0", ["odds", "angry-miniatures", "--attack", "3", "--defend", "-1"], /--defend must be a whole number from 0 to 15 \(got -1\)/],
    ["--combat beyond safe integers", ["odds", "knight-fight", "--combat", "99999999999999999999", "--defence", "4", "--class", "fighter"], /--combat is too large to be counted exactly \(got 99999999999999999999\)/],
    ["--speed 2^53 (not a safe integer)", ["figure", "knight-fight", "--speed", "9007199254740992", "--combat", "1", "--defence", "1", "--class", "fighter"], /--speed is too large to be counted exactly \(got 9007199254740992\)/],
    ["a Knight Fight cost beyond safe integers", ["figure", "knight-fight", "--speed", "9007199254740991", "--combat", "9007199254740991", "--defence", "4", "--class", "fighter"], /cost .* too large to count exactly/],
    ["--items beyond safe integers", ["figure", "precious-moments", "--items", "99999999999999999999", "--activities", "1"], /--items is too large to be counted exactly/],
    ["--value beyond safe integers", [...PM_FIGURE, "--value", "9007199254740993"], /--value must be at most 9007199254740991 dollars \(got 9007199254740993\)/],
    ["--value that is no price", [...PM_FIGURE, "--value", "22,95"], /--value must be an amount of dollars such as 23 or 22.95 \(got "22,95"\)/],
    ["--value that rounds to nothing", [...PM_FIGURE, "--value", "0.49"], /a price of 0.49 rounds to less than 1 dollar/],
    ["--dice beyond the wager's 6", ["odds", "knight-fight-wager", "--dice", "7", "--declare", "3"], /--dice must be a whole number from 1 to 6 \(got 7\)/],
    ["--mind beyond 7", ["figure", "angry-miniatures", "--mind", "99999999999999999999", "--body", "3", "--spirit", "3", "--attack", "melee"], /--mind must be a whole number from 1 to 7/],
    ["--piety beyond 8", ["odds", "precious-moments", "--cuteness", "4", "--piety", "9"], /--piety must be a whole number from 0 to 8 \(got 9\)/],
  ];
  for (const [label, argv, message] of cases) {
    it(label, async () => {
      const result = await cli(...argv);
      expect(result.status).toBe(2);
      expect(result.out).toBe("");
      expect(result.err.trimEnd().split("\n")).toHaveLength(1);
      expect(result.err).toMatch(message);
    });
  }

  it("still accepts the largest values the rules allow, and a leading zero", async () => {
    expect((await cli("odds", "angry-miniatures", "--attack", "15", "--defend", "0")).status).toBe(0);
    expect((await cli("odds", "angry-miniatures", "--attack", "03", "--defend", "2")).status).toBe(0);
    expect((await cli("figure", "precious-moments", "--items", "9007199254740991", "--activities", "0", "--json")).out).toBe(`${JSON.stringify({ piety: 8 }, null, 2)}\n`);
    expect((await cli("odds", "knight-fight", "--combat", "9007199254740991", "--defence", "1", "--class", "fighter")).status).toBe(0);
    expect((await cli("help")).status).toBe(0);
    expect((await cli("odds", "--help")).status).toBe(0);
  });

  it("reads a switch before the words it stands next to: --json before the command, --color before the ruleset", async () => {
    const before = await cli("--json", ...AM_ODDS);
    expect(before.status).toBe(0);
    expect(before.out).toBe((await cli(...AM_ODDS, "--json")).out);
    expect((await cli("demo", "--plain", "knight-fight", "--seed", "2")).out).toBe((await cli("demo", "knight-fight", "--seed", "2", "--plain")).out);
    // A flag that takes a value still takes the next word.
    expect((await cli("simulate", "knight-fight", "--games", "1", "--workers", "1", "--json")).status).toBe(0);
  });
});
