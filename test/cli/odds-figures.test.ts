import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main";
import { amFigureNamed } from "../../src/cli/simulate/angry-miniatures";
import { PACK_ENTRIES } from "../../src/cli/compendium/pack-sources";
import { deriveFigure } from "../../src/rules/angry-miniatures/figure";
import { attackOdds } from "../../src/rules/angry-miniatures/attack-odds";
import { matchupOdds } from "../../src/rules/angry-miniatures/matchup-odds";
import { contestOdds } from "../../src/rules/angry-miniatures/odds";

async function cli(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const status = await runCli(argv, { out: (s) => (out += `${s}\n`), err: (s) => (err += `${s}\n`) });
  return { status, out, err };
}

interface FigureOddsJson {
  figures: { attacker: string; defender: string };
  attackType: string;
  attackDice: { base: number; dice: number; modifiers: { source: string; delta: number }[] };
  defenceDice: { base: number; dice: number; modifiers: { source: string; delta: number }[] };
  attacker: Record<string, number>;
  defender: Record<string, number>;
  none: number;
  attackerCrit: number;
}

async function jsonOf(...argv: string[]): Promise<FigureOddsJson> {
  const result = await cli("odds", "angry-miniatures", ...argv, "--json");
  expect(result.err).toBe("");
  expect(result.status).toBe(0);
  return JSON.parse(result.out) as FigureOddsJson;
}

/** The pack source's stored system data for a figure, by name. */
const stored = (name: string) => PACK_ENTRIES.find((e) => e.actor.name === name)?.actor.system as Record<string, number>;

describe("shelf-wars odds angry-miniatures --attacker NAME --defender NAME", () => {
  it("dice come from the figures' builds as the pack stores them, then the engine's exact odds", async () => {
    const out = await jsonOf("--attacker", "Gorla the Cleaver", "--defender", "Wisp");
    const gorla = amFigureNamed("Gorla the Cleaver", "attacker");
    expect(out.figures).toEqual({ attacker: "Gorla the Cleaver", defender: "Wisp" });
    expect(out.attackType).toBe(gorla.attackTypes[0]);
    expect(out.attackDice.base).toBe(deriveFigure(gorla)[out.attackType as "melee"]);
    expect(out.defenceDice.base).toBe(stored("Wisp").body);
    const odds = attackOdds(gorla, amFigureNamed("Wisp", "defender"), { attackType: out.attackType as "melee" });
    expect(out.attackerCrit).toBe(odds.attackerCrit);
    expect(out.attacker["1"]).toBe(odds.attackerWins[1]);
    const total = [out.attacker, out.defender].flatMap((d) => Object.values(d)).reduce((a, b) => a + b, 0) + out.none;
    expect(total).toBeCloseTo(1, 12);
  });

  it("--type picks the defence stat; --cover and --charging each add one die", async () => {
    const plain = await jsonOf("--attacker", "Wisp", "--defender", "Gorla the Cleaver", "--type", "range");
    expect(plain.defenceDice.base).toBe(stored("Gorla the Cleaver").mind);
    const both = await jsonOf("--attacker", "Wisp", "--defender", "Gorla the Cleaver", "--type", "range", "--cover", "--charging");
    expect(both.attackDice.dice).toBe(plain.attackDice.dice + 1);
    expect(both.defenceDice.dice).toBe(plain.defenceDice.dice + 1);
    expect(both.attackDice.modifiers).toContainEqual({ source: "charging", delta: 1 });
    expect(both.defenceDice.modifiers).toContainEqual({ source: "cover", delta: 1 });
    const wisp = amFigureNamed("Wisp", "attacker");
    const gorla = amFigureNamed("Gorla the Cleaver", "defender");
    expect(both.attackerCrit).toBe(attackOdds(wisp, gorla, { attackType: "range", cover: true, charging: true }).attackerCrit);
  });

  it("counts rerolls: for every pair of pack figures the odds are the engine's reroll-aware ones, and differ from plain dice where a trait rerolls", () => {
    const names = PACK_ENTRIES.filter((e) => e.actor.type === "angry-miniatures-figure").map((e) => e.actor.name);
    let differs = 0;
    for (const a of names) {
      for (const d of names) {
        const attacker = amFigureNamed(a, "attacker");
        const defender = amFigureNamed(d, "defender");
        const m = matchupOdds(attacker, defender);
        expect(m.odds).toEqual(attackOdds(attacker, defender, { attackType: m.attackType }));
        const plain = contestOdds(m.attackDice.dice, m.defenceDice.dice, m.attackType === "melee");
        if (Math.abs((m.odds.attackerWins[1] ?? 0) - (plain.attacker[1] ?? 0)) > 1e-9) differs += 1;
      }
    }
    expect(differs).toBeGreaterThan(0);
  });

  it("a readable table with each side's dice, the crits, and what the odds count", async () => {
    const result = await cli("odds", "angry-miniatures", "--attacker", "wisp", "--defender", "gorla the cleaver", "--type", "range", "--cover");
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/^Wisp attacks \(range\)\s+\d+ dice$/m);
    expect(result.out).toMatch(/^Gorla the Cleaver defends\s+\d+ dice \(\d+ \+1 cover/m);
    expect(result.out).toMatch(/^nobody takes damage\s+\d+\.\d\d%$/m);
    expect(result.out).toMatch(/^attacker's crit triggers\s+\d+\.\d\d%$/m);
    expect(result.out).toContain("rerolls from both figures' perks, flaws and crits");
  });

  it.each([
    [["--attacker", "Nobody", "--defender", "Wisp"], /--attacker: no Angry Miniatures figure named "Nobody" in the compendium \(available: Brinescale Oracle, .*Wisp\)/],
    [["--attacker", "Wisp", "--defender", "Gorlo the Cleaver"], /--defender: no Angry Miniatures figure named "Gorlo the Cleaver" in the compendium \(did you mean "Gorla the Cleaver"\?\)/],
    [["--attacker", "Wisp", "--defender", "S"], /"S" could be "Sir Pellam Longreach", "Sister Cinder" or "Skitterfang": which Angry Miniatures figure\?/],
    [["--attacker", "Wisp"], /--defender is required with --attacker/],
    [["--defender", "Wisp"], /--attacker is required with --defender/],
    [["--attacker", "Wisp", "--defender", "Wisp", "--type", "melee"], /Wisp has no melee attack \(it has range\)/],
    [["--attacker", "Wisp", "--defender", "Wisp", "--type", "psychic"], /--type must be one of melee, range, magic/],
    [["--attacker", "Wisp", "--defender", "Wisp", "--attack", "3"], /--attack goes with plain dice/],
    [["--attacker", "Wisp", "--defender", "Wisp", "--melee"], /--melee goes with plain dice/],
    [["--attack", "3", "--defend", "2", "--cover"], /--cover goes with --attacker and --defender/],
    [["--attack", "3", "--defend", "2", "--type", "range"], /--type goes with --attacker and --defender/],
    [["--attack", "3"], /--defend is required/],
    [[], /--attack is required/],
  ])("%j: exit 2 with one line naming the problem", async (argv, message) => {
    const result = await cli("odds", "angry-miniatures", ...argv);
    expect(result.status).toBe(2);
    expect(result.out).toBe("");
    expect(result.err.trimEnd().split("\n")).toHaveLength(1);
    expect(result.err).toMatch(message);
  });
});
