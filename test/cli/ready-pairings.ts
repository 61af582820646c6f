import { writeFileSync } from "node:fs";
import { expect } from "vitest";
import { simulate, type SimulationReport } from "../../src/cli/commands/simulate";
import { inThisThread } from "../../src/cli/simulate/shards";
import type { ReadyPairing } from "../../src/data/ready-pairings";

export { READY_PAIRINGS } from "../../src/data/ready-pairings";

/** The band: each side wins 45-55% of the games over both slots. */
export const BALANCE_BAND = { low: 0.45, high: 0.55 } as const;
/** Seeds per pairing; each is played both ways round, so 20,000 games. */
export const BALANCE_SEEDS = 10_000;
export const BALANCE_SEED = 1;

export const playPairing = (p: ReadyPairing): Promise<SimulationReport> =>
  simulate(p.ruleset, { games: BALANCE_SEEDS, seed: BALANCE_SEED, picks: { blue: p.blue, red: p.red }, runner: inThisThread });

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** The first side's share of the games, over both slots and in each. */
export function firstSideShare(p: ReadyPairing, report: SimulationReport) {
  const id = Object.keys(report.sides).find((k) => report.sides[k] === p.blue);
  if (!id) throw new Error(`${p.blue} is not in the report (${Object.values(report.sides).join(", ")})`);
  const both = report.winRate[id];
  const perSlot = report.slots.perSlot.map((s) => s.sides[id]?.winRate);
  if (!both || perSlot.some((r) => !r)) throw new Error(`${p.blue}: no win rate`);
  return { both, perSlot: perSlot as NonNullable<(typeof perSlot)[number]>[] };
}

/**
 * Fails when the first side's share over both slots, or in either slot, leaves the band; with
 * SHELFWARS_BALANCE_TABLE set, appends the table row there. Gives the report for further checks.
 */
export async function expectInBand(p: ReadyPairing): Promise<SimulationReport> {
  const report = await playPairing(p);
  expect(report.games).toBe(2 * BALANCE_SEEDS);
  const { both, perSlot } = firstSideShare(p, report);
  const row = `| ${p.blue} v ${p.red} | ${pct(both.rate)} [${pct(both.low)}-${pct(both.high)}] | ${perSlot.map((r) => pct(r.rate)).join(" | ")} |`;
  const out = process.env.SHELFWARS_BALANCE_TABLE;
  if (out) writeFileSync(out, `${p.ruleset}\t${row}\n`, { flag: "a" });
  for (const rate of [both.rate, ...perSlot.map((r) => r.rate)]) {
    expect(rate, row).toBeGreaterThanOrEqual(BALANCE_BAND.low);
    expect(rate, row).toBeLessThanOrEqual(BALANCE_BAND.high);
  }
  return report;
}
