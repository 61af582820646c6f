import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main";
import { simulate } from "../../src/cli/commands/simulate";
import { matchupOf } from "../../src/cli/simulate/matchups";
import { renderReport } from "../../src/cli/simulate/render";
import { inThisThread } from "../../src/cli/simulate/shards";
import pkg from "../../package.json" with { type: "json" };

/** The CLI takes names as a person types them, says what it assumed, and reads bounds as a person would. */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await runCli(argv, { out: (s) => (out += `${s}\n`), err: (s) => (err += `${s}\n`) });
  return { code, out, err };
}

describe("a CLI that forgives", () => {
  it("--version prints the version", async () => {
    expect(await cli("--version")).toEqual({ code: 0, out: `shelf-wars ${pkg.version}\n`, err: "" });
  });

  it("lists only rulesets as rulesets: the Knight Fight wager is named as a wager", async () => {
    const { out } = await cli("--help");
    expect(out).toContain("exact odds (angry-miniatures, knight-fight, precious-moments; knight-fight-wager for a Knight Fight wager)");
  });

  it("takes classes, traits and rulesets in any case, with spaces for hyphens", async () => {
    expect((await cli("figure", "knight-fight", "--speed", "3", "--combat", "3", "--defence", "3", "--class", "Shooter")).out).toMatch(/class\s+shooter/);
    expect((await cli("figure", "Angry-Miniatures", "--mind", "3", "--body", "3", "--spirit", "3", "--attack", "magic", "--crit", "Fire Magic")).code).toBe(0);
  });

  it("finds a compendium figure by its first name, and suggests the name meant for a near miss", async () => {
    expect((await cli("odds", "angry-miniatures", "--attacker", "Gorla", "--defender", "pip", "--type", "melee")).code).toBe(0);
    const { code, err } = await cli("figure", "angry-miniatures", "--mind", "3", "--body", "3", "--spirit", "3", "--attack", "melee", "--crit", "fire majic");
    expect([code, err.trim()]).toEqual([2, 'shelf-wars figure: unknown crit "fire majic": did you mean "fire-magic"?']);
  });

  it("says which traits it assumed when they were left out", async () => {
    const { out } = await cli("figure", "angry-miniatures", "--mind", "3", "--body", "3", "--spirit", "3", "--attack", "melee", "--perk", "brutish");
    expect(out).not.toContain("assumed perk");
    expect(out).toContain("assumed flaw: cowardly (left out; it changes no derived value)");
    expect(out).toContain("assumed crit: regenerate (left out; it changes no derived value)");
  });

  it("states bounds as a person would: no 9007199254740991", async () => {
    const { err } = await cli("figure", "knight-fight", "--speed", "0", "--combat", "3", "--defence", "3", "--class", "fighter");
    expect(err.trim()).toBe("shelf-wars figure: --speed must be a whole number of at least 1 (got 0)");
  });
});

describe("the simulate report on slots", () => {
  const picks = { blue: "The Knights of the Silver Shelf", red: "The Bookend Brigands" };
  const warning = /warning: the set-up favours slot (\d) by (\d+\.\d) points \(its interval leaves out zero\)/;

  it("warns in words when a slot's edge leaves out zero, naming the slot and the points, and only over 200 games or more", async () => {
    const report = await simulate("knight-fight", { games: 150, seed: 1, picks, runner: inThisThread });
    const matchup = matchupOf({ ruleset: "knight-fight", picks });
    const withEdge = (rate: number, low: number, high: number, games = report.games) => renderReport({ ...report, games, slots: { ...report.slots, difference: { rate, low, high } } }, matchup);
    expect(withEdge(-0.151, -0.17, -0.13).match(warning)?.slice(1)).toEqual(["2", "15.1"]);
    expect(withEdge(0.08, 0.02, 0.14).match(warning)?.slice(1)).toEqual(["1", "8.0"]);
    expect(withEdge(-0.01, -0.03, 0.01)).not.toMatch(warning);
    expect(withEdge(-0.151, -0.17, -0.13, 199)).not.toMatch(warning);
  });

  it("does not warn on the ready matches, whose boards read the same from either end", async () => {
    const knights = await cli("simulate", "knight-fight", "--blue", picks.blue, "--red", picks.red, "--games", "300", "--workers", "1");
    expect(knights.out).toMatch(/slot 1 minus slot 2/);
    expect(knights.out).not.toMatch(/the set-up favours slot/);
    const even = await cli("simulate", "precious-moments", "--blue", "The Chapel Window Choir", "--red", "The Nursery Shelf Choir", "--games", "300", "--workers", "1");
    expect(even.out).not.toMatch(/the set-up favours slot/);
  }, 120_000);
});
