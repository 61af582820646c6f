import { writeFileSync } from "node:fs";
import { it } from "vitest";
import { reportOf } from "../../src/cli/commands/simulate";
import { matchupOf } from "../../src/cli/simulate/matchups";
import { runSimulation } from "../../src/cli/simulate/run";
import { inThisThread } from "../../src/cli/simulate/shards";
import { READY_PAIRINGS } from "../../src/data/ready-pairings";

const GAMES = Number(process.env.FM_GAMES ?? 1000);
const BOARDS = (process.env.FM_BOARDS ?? "ready,plain").split(",");
it("first mover", async () => {
  const lines: string[] = [];
  for (const p of READY_PAIRINGS.filter((q) => q.ruleset === "angry-miniatures")) {
    for (const board of BOARDS) {
      const plan = { ruleset: p.ruleset, picks: { blue: p.blue, red: p.red }, slots: "both", policies: {}, board } as never;
      const tally = await runSimulation(plan, { games: 2 * GAMES, seed: 1, workers: 1, runner: inThisThread });
      const r = reportOf(p.ruleset, 1, matchupOf(plan), tally, "both");
      const id = Object.keys(r.sides).find((k) => r.sides[k] === p.blue) as string;
      const pc = (x: number) => (x * 100).toFixed(1);
      lines.push(`${board}\t${p.blue} v ${p.red}\tboth ${pc(r.winRate[id].rate)}\tslots ${r.slots.perSlot.map((s) => pc(s.sides[id].winRate.rate)).join("/")}\tfirst ${pc(r.firstMover.winRate.rate)}`);
      writeFileSync("/tmp/fm.txt", lines.join("\n") + "\n");
    }
  }
}, 3_000_000);
