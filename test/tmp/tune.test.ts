import { appendFileSync } from "node:fs";
import { it } from "vitest";
import { reportOf } from "../../src/cli/commands/simulate";
import { PACK_ENTRIES } from "../../src/cli/compendium/pack-sources";
import { matchupOf } from "../../src/cli/simulate/matchups";
import { runSimulation } from "../../src/cli/simulate/run";
import { inThisThread } from "../../src/cli/simulate/shards";
import { READY_PAIRINGS } from "../../src/data/ready-pairings";
import { healthMaxOf } from "../../src/data/angry-miniatures/figure-source";

// TUNE='[{"match":0,"mods":{"Grumbolt Ironbrow":{"body":5,"spirit":2}}}]'
const variants = JSON.parse(process.env.TUNE ?? "[]") as { match: number; mods: Record<string, Record<string, unknown>> }[];
const GAMES = Number(process.env.FM_GAMES ?? 1000);
it("tune", async () => {
  const am = READY_PAIRINGS.filter((q) => q.ruleset === "angry-miniatures");
  for (const v of variants) {
    const saved = new Map<object, Record<string, unknown>>();
    for (const [name, patch] of Object.entries(v.mods)) {
      const e = PACK_ENTRIES.find((x) => x.actor.name === name);
      if (!e) throw new Error(name);
      const sys = e.actor.system as Record<string, unknown>;
      saved.set(sys, { ...sys });
      Object.assign(sys, patch);
      sys.health = { value: healthMaxOf(sys as never) };
    }
    const p = am[v.match]!;
    const plan = { ruleset: p.ruleset, picks: { blue: p.blue, red: p.red }, slots: "both", policies: {} } as never;
    const tally = await runSimulation(plan, { games: 2 * GAMES, seed: 1, workers: 1, runner: inThisThread });
    const r = reportOf(p.ruleset, 1, matchupOf(plan), tally, "both");
    const id = Object.keys(r.sides).find((k) => r.sides[k] === p.blue) as string;
    const pc = (x: number) => (x * 100).toFixed(1);
    appendFileSync(process.env.TUNE_OUT ?? "/tmp/tune.txt", `${v.match} ${JSON.stringify(v.mods)}\tboth ${pc(r.winRate[id]!.rate)}\tslots ${r.slots.perSlot.map((s) => pc(s.sides[id]!.winRate.rate)).join("/")}\tfirst ${pc(r.firstMover.winRate.rate)}\n`);
    for (const [sys, old] of saved) { for (const k of Object.keys(sys)) delete (sys as Record<string, unknown>)[k]; Object.assign(sys, old); }
  }
}, 3_000_000);
