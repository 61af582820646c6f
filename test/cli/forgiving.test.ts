import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main";
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
  it("warns when one slot wins more than chance allows (Knight Fight's ready match), and not when the slots are even", async () => {
    const skewed = await cli("simulate", "knight-fight", "--blue", "The Knights of the Silver Shelf", "--red", "The Bookend Brigands", "--games", "1500", "--workers", "1");
    expect(skewed.out).toMatch(/warning: the set-up favours slot 2 by \d+\.\d points \(its interval leaves out zero\)/);
    const even = await cli("simulate", "precious-moments", "--blue", "The Chapel Window Choir", "--red", "The Nursery Shelf Choir", "--games", "300", "--workers", "1");
    expect(even.out).not.toMatch(/the set-up favours slot/);
  }, 120_000);
});
