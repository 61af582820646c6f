import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { contestOdds } from "../../src/rules/angry-miniatures/odds";
import { toHitOdds, wagerOdds } from "../../src/rules/knight-fight/odds";
import { singingOdds } from "../../src/rules/precious-moments/odds";
import { runCli } from "../../src/cli/main";

async function cli(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const status = await runCli(argv, { out: (s) => (out += `${s}\n`), err: (s) => (err += `${s}\n`) });
  return { status, out, err };
}

const jsonOf = async (...argv: string[]) => {
  const result = await cli(...argv, "--json");
  expect(result.err).toBe("");
  expect(result.status).toBe(0);
  return JSON.parse(result.out) as Record<string, unknown>;
};

describe("shelf-wars odds (contract)", () => {
  it("angry-miniatures: the engine's exact odds under the contract's names", async () => {
    const odds = contestOdds(6, 4, true);
    const out = await jsonOf("odds", "angry-miniatures", "--attack", "6", "--defend", "4", "--melee");
    expect(Object.keys(out).sort()).toEqual(["attacker", "attackerCrit", "damageToAttacker", "damageToDefender", "defender", "none"]);
    expect(out.none).toBe(odds.none);
    expect(out.attackerCrit).toBe(odds.attackerCrit);
    expect((out.attacker as Record<string, number>)["1"]).toBe(odds.attacker[1]);
    expect((out.defender as Record<string, number>)["1"]).toBe(odds.defender[1]);
    const total = [out.attacker, out.defender].flatMap((d) => Object.values(d as Record<string, number>)).reduce((a, b) => a + b, 0) + Number(out.none);
    expect(total).toBeCloseTo(1, 12);
  });

  it("angry-miniatures without --melee: the defender deals nothing back", async () => {
    const out = await jsonOf("odds", "angry-miniatures", "--attack", "3", "--defend", "5");
    expect(out.defender).toEqual({});
  });

  it("knight-fight to-hit and wager", async () => {
    expect(await jsonOf("odds", "knight-fight", "--combat", "4", "--defence", "4", "--class", "fighter")).toMatchObject(toHitOdds(4, 4, "fighter"));
    const wager = await jsonOf("odds", "knight-fight-wager", "--dice", "4", "--declare", "3");
    expect(wager.success).toBe(wagerOdds(4, 3).success);
    expect(Object.keys(wager).sort()).toEqual(["actionPoints", "returned", "success"]);
  });

  it("precious-moments singing", async () => {
    expect(await jsonOf("odds", "precious-moments", "--cuteness", "7", "--piety", "4")).toEqual(singingOdds(7, 4));
  });

  it("prints a readable table without --json", async () => {
    const result = await cli("odds", "knight-fight", "--combat", "8", "--defence", "4", "--class", "thrower");
    expect(result.out).toMatch(/^hit\s+83\.33%$/m);
  });
});

describe("shelf-wars figure (contract)", () => {
  it("angry-miniatures derived values", async () => {
    expect(await jsonOf("figure", "angry-miniatures", "--mind", "3", "--body", "3", "--spirit", "3", "--attack", "range")).toEqual({ health: 4, speed: 5, range: 5, distance: 6 });
    expect(await jsonOf("figure", "angry-miniatures", "--mind", "1", "--body", "4", "--spirit", "4", "--attack", "melee", "--perk", "swift")).toEqual({ health: 4, speed: 6, melee: 7 });
  });

  it("knight-fight cost and precious-moments piety", async () => {
    expect(await jsonOf("figure", "knight-fight", "--speed", "3", "--combat", "4", "--defence", "5", "--class", "shooter")).toMatchObject({ cost: 12 });
    expect(await jsonOf("figure", "precious-moments", "--items", "3", "--activities", "1")).toEqual({ piety: 8 });
    expect(await jsonOf("figure", "precious-moments", "--items", "1", "--activities", "1", "--cuteness", "6")).toEqual({ piety: 4, cuteness: 6 });
  });
});

describe("bad input: exit 2 and one line naming the rule", () => {
  const cases: [string, string[], RegExp][] = [
    ["stats not summing to 9", ["figure", "angry-miniatures", "--mind", "3", "--body", "3", "--spirit", "4", "--attack", "melee"], /sum to exactly 9/],
    ["stat out of range", ["figure", "angry-miniatures", "--mind", "8", "--body", "0", "--spirit", "1", "--attack", "melee"], /1 to 7/],
    ["unknown perk", ["figure", "angry-miniatures", "--mind", "3", "--body", "3", "--spirit", "3", "--attack", "melee", "--perk", "laser-eyes"], /unknown perk/],
    ["forbidden perk", ["figure", "angry-miniatures", "--mind", "3", "--body", "3", "--spirit", "3", "--attack", "range", "--perk", "berzerk"], /forbids/],
    ["not a number", ["odds", "angry-miniatures", "--attack", "lots", "--defend", "2"], /whole number/],
    ["too many dice", ["odds", "angry-miniatures", "--attack", "16", "--defend", "2"], /15/],
    ["unknown class", ["odds", "knight-fight", "--combat", "4", "--defence", "4", "--class", "wizard"], /class/],
    ["missing option", ["odds", "knight-fight-wager", "--dice", "4"], /--declare is required/],
    ["unknown option", ["odds", "precious-moments", "--cuteness", "4", "--piety", "2", "--charm", "9"], /unknown option --charm/],
    ["wager over 6 dice", ["odds", "knight-fight-wager", "--dice", "7", "--declare", "3"], /\b6\b/],
    ["piety out of range", ["odds", "precious-moments", "--cuteness", "4", "--piety", "9"], /piety/i],
    ["unknown ruleset", ["odds", "chess"], /unknown ruleset/],
    ["unknown command", ["dance"], /unknown command/],
  ];
  for (const [label, argv, message] of cases) {
    it(label, async () => {
      const result = await cli(...argv);
      expect(result.status).toBe(2);
      expect(result.out).toBe("");
      expect(result.err.trim().split("\n")).toHaveLength(1);
      expect(result.err).toMatch(message);
    });
  }
});

describe("help", () => {
  it("exists for every command and ruleset", async () => {
    for (const argv of [["--help"], ["odds", "--help"], ["figure", "--help"], ["odds", "angry-miniatures", "--help"], ["odds", "knight-fight-wager", "--help"], ["figure", "precious-moments", "--help"]]) {
      const result = await cli(...argv);
      expect(result.status, argv.join(" ")).toBe(0);
      expect(result.out).toMatch(/usage: shelf-wars/);
    }
  });
});

describe("bin/shelf-wars.js (as a user runs it after npm run build)", () => {
  const built = fs.existsSync("dist-cli/shelf-wars-cli.mjs");
  it("runs the bundled CLI", async () => {
    expect(built, "npm test builds before vitest; dist-cli must exist").toBe(true);
    const out = execFileSync(process.execPath, ["bin/shelf-wars.js", "odds", "precious-moments", "--cuteness", "7", "--piety", "4", "--json"], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual(singingOdds(7, 4));
  });
  it("exits 2 with one line and no stack trace on bad input", async () => {
    const result = spawnSync(process.execPath, ["bin/shelf-wars.js", "odds", "precious-moments", "--cuteness", "12", "--piety", "0"], { encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).not.toMatch(/at .*\.mjs/);
  });
});
