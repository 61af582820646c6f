import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main";
import { contestOdds } from "../../src/rules/angry-miniatures/odds";
import { toHitNeed, toHitOdds } from "../../src/rules/knight-fight/odds";
import { singingOdds, songValueLoss } from "../../src/rules/precious-moments/odds";

async function cli(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const status = await runCli(argv, { out: (s) => (out += `${s}\n`), err: (s) => (err += `${s}\n`) });
  return { status, out, err };
}

async function jsonOf(...argv: string[]): Promise<Record<string, unknown>> {
  const result = await cli(...argv, "--json");
  expect(result.err).toBe("");
  expect(result.status).toBe(0);
  return JSON.parse(result.out) as Record<string, unknown>;
}

const sum = (record: unknown): number => Object.values(record as Record<string, number>).reduce((a, b) => a + b, 0);

describe("odds angry-miniatures: who takes the damage", () => {
  it("plain dice: damageToDefender and damageToAttacker beside the kept attacker / defender keys", async () => {
    const out = await jsonOf("odds", "angry-miniatures", "--attack", "6", "--defend", "4", "--melee");
    const odds = contestOdds(6, 4, true);
    expect(out.damageToDefender).toEqual(out.attacker);
    expect(out.damageToAttacker).toEqual(out.defender);
    expect((out.damageToDefender as Record<string, number>)["2"]).toBe(odds.attacker[2]);
    expect((out.damageToAttacker as Record<string, number>)["1"]).toBe(odds.defender[1]);
    expect(sum(out.damageToDefender) + sum(out.damageToAttacker) + Number(out.none)).toBeCloseTo(1, 12);
  });

  it("plain dice without --melee: the attacker never takes damage", async () => {
    const out = await jsonOf("odds", "angry-miniatures", "--attack", "3", "--defend", "5");
    expect(out.damageToAttacker).toEqual({});
    expect(sum(out.damageToDefender)).toBeGreaterThan(0);
  });

  it("two compendium figures: the same keys", async () => {
    const out = await jsonOf("odds", "angry-miniatures", "--attacker", "Gorla the Cleaver", "--defender", "Wisp");
    expect(out.damageToDefender).toEqual(out.attacker);
    expect(out.damageToAttacker).toEqual(out.defender);
    expect(out).toHaveProperty("expectedDamageToDefender");
  });
});

describe("odds knight-fight: the die a hit needs, and the rule that set it", () => {
  const cases = [
    [["--combat", "5", "--defence", "5", "--class", "thrower"], 5, 5, "thrower", /^needs on the die\s+4\+ \(as the table asks\)$/m],
    [["--combat", "5", "--defence", "4", "--class", "shooter"], 5, 4, "shooter", /^needs on the die\s+4\+ \(3\+ on the table, Shooter -1\)$/m],
    [["--combat", "5", "--defence", "5", "--class", "fighter"], 5, 5, "fighter", /^needs on the die\s+3\+ \(4\+ on the table, Fighter \+1\)$/m],
    [["--combat", "10", "--defence", "5", "--class", "fighter"], 10, 5, "fighter", /^needs on the die\s+2\+ \(a natural 1 always misses\)$/m],
    [["--combat", "1", "--defence", "10", "--class", "shooter"], 1, 10, "shooter", /^needs on the die\s+6\+ \(a natural 6 always hits\)$/m],
  ] as const;
  for (const [flags, combat, defence, cls, line] of cases) {
    it(`${combat} against ${defence}, ${cls}`, async () => {
      const out = await jsonOf("odds", "knight-fight", ...flags);
      expect(out).toEqual({ ...toHitOdds(combat, defence, cls), ...toHitNeed(combat, defence, cls) });
      const text = await cli("odds", "knight-fight", ...flags);
      expect(text.out).toMatch(line);
      expect(text.out).toMatch(new RegExp(`^Combat ${combat} against Defence ${defence}\\s+.*: ${out.tableTarget}\\+ on the table$`, "m"));
      expect(text.out).toMatch(/^hit\s+\d+\.\d\d%$/m);
    });
  }
});

describe("odds precious-moments --value: Heaven and the Value lost, as the Sing dialog shows them", () => {
  it("adds the target's Value, its chance of Heaven and the distribution of Value lost", async () => {
    const out = await jsonOf("odds", "precious-moments", "--cuteness", "7", "--piety", "4", "--value", "6");
    const loss = songValueLoss(7, 4, 6);
    expect(out).toMatchObject({ ...singingOdds(7, 4), value: 6, heaven: loss.heaven });
    expect(out.valueLost).toEqual(Object.fromEntries(loss.lost.map((l) => [String(l.amount), l.chance])));
    expect(sum(out.valueLost)).toBeCloseTo(1, 12);
    // The rules' two ways to the chance of Heaven agree.
    expect(out.heaven).toBeCloseTo(singingOdds(7, 4, 6).heaven ?? -1, 12);
  });

  it("tells each loss with the Value it leaves (never below $0) and the chance of Heaven", async () => {
    const { out } = await cli("odds", "precious-moments", "--cuteness", "7", "--piety", "4", "--value", "6");
    expect(out).toMatch(/^loses nothing \(off key or spared\)\s+51\.39%$/m);
    expect(out).toMatch(/^loses \$2 \(Value \$6 → \$4\)\s+1\.35%$/m);
    expect(out).toMatch(/^loses \$12 \(Value \$6 → \$0\)\s+1\.35%$/m);
    expect(out).toMatch(/^goes to Heaven \(Value \$6\)\s+35\.11%$/m);
  });

  it("without --value the output is as before; a Value of 0 is refused (the figure is in Heaven already)", async () => {
    expect(await jsonOf("odds", "precious-moments", "--cuteness", "7", "--piety", "4")).toEqual(singingOdds(7, 4));
    const refused = await cli("odds", "precious-moments", "--cuteness", "7", "--piety", "4", "--value", "0");
    expect(refused.status).toBe(2);
    expect(refused.err).toMatch(/--value must be a whole number of at least 1/);
  });
});

describe("figure precious-moments --value: a price rounds to the nearest dollar (DECISIONS: 22.95 -> 23)", () => {
  it("rounds 22.95 to 23 and says so", async () => {
    expect(await jsonOf("figure", "precious-moments", "--items", "3", "--activities", "1", "--value", "22.95")).toEqual({ piety: 8, value: 23 });
    const { out, status } = await cli("figure", "precious-moments", "--items", "3", "--activities", "1", "--value", "$22.95");
    expect(status).toBe(0);
    expect(out).toMatch(/^value\s+23$/m);
    expect(out).toMatch(/a price of \$22\.95 rounds to \$23/);
  });

  it("keeps a whole price as it is, without a note, and rounds 22.49 down", async () => {
    const { out } = await cli("figure", "precious-moments", "--items", "3", "--activities", "1", "--value", "23");
    expect(out).not.toMatch(/rounds/);
    expect(await jsonOf("figure", "precious-moments", "--items", "0", "--activities", "0", "--value", "22.49")).toEqual({ piety: 0, value: 22 });
  });
});
