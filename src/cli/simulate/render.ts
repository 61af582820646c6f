import { nameDoes } from "../shared/words";
import { columns, percent, table } from "../shared/format";
import type { Rate, SimulationReport, WinRecord } from "./report";
import type { Matchup } from "./types";

type Row = [string, string];

const interval = (r: Pick<Rate, "low" | "high">): string => `${percent(r.low)} to ${percent(r.high)}`;
const points = (p: number): string => `${p >= 0 ? "+" : "−"}${Math.abs(p * 100).toFixed(2)}`;
const won = (r: WinRecord): string => (r.winRate ? `won ${r.wins} of ${r.games} (${percent(r.winRate.rate)})` : "no games");

function totalsRows(report: SimulationReport, matchup: Matchup): Row[] {
  const share = (n: number): string => `${n} (${percent(n / report.games)})`;
  const last = report.seed + report.seeds - 1;
  const word = matchup.roundWord;
  const { rounds } = report;
  return [
    ["ruleset", report.ruleset],
    ["games", report.slots.mode === "both" ? `${report.games} (${report.seeds} seeds, each played both ways round)` : `${report.games} (one per seed, one way round)`],
    ["seeds", report.seeds === 1 ? String(report.seed) : `${report.seed}..${last}`],
    ...matchup.sides.flatMap((s): Row[] => [
      [nameDoes(s.label, "wins", "win"), share(report.wins[s.id] ?? 0)],
      [`${s.label} 95% interval`, interval(report.winRate[s.id] ?? { low: 0, high: 0 })],
    ]),
    ["draws", share(report.draws)],
    [`capped at ${matchup.cap} ${word}`, share(report.capped)],
    [`${word} mean`, rounds.mean.toFixed(2)],
    [`${word} median`, `${rounds.median} (a tenth of the games ${rounds.p10} or fewer, nine tenths ${rounds.p90} or fewer)`],
    [`${word} max`, String(rounds.max)],
    ["actions mean", report.actions.mean.toFixed(1)],
    ["actions max", String(report.actions.max)],
  ];
}

function slotRows(report: SimulationReport, matchup: Matchup): string[] {
  const { slots } = report;
  const heading = slots.mode === "both" ? "Slots (every seed played with the sides both ways round)" : "Slots (one way round: each side always in the same slot)";
  const rows: Row[] = slots.perSlot.map((s): Row => [`slot ${s.slot} won`, `${s.wins} (${percent(s.winRate.rate)}, 95% ${interval(s.winRate)})`]);
  if (slots.difference) rows.push(["slot 1 minus slot 2", `${points(slots.difference.rate)} points (95% normal interval ${points(slots.difference.low)} to ${points(slots.difference.high)})`]);
  for (const side of matchup.sides) for (const s of slots.perSlot) rows.push([`${side.label} in slot ${s.slot}`, won(s.sides[side.id] ?? { games: 0, wins: 0, winRate: null })]);
  const notes = slots.mode === "both" ? [] : ["(one way round, a slot's wins are its side's: play both ways, the default, to see the slot's own effect)"];
  const edge = slots.difference;
  // An edge whose interval leaves out zero is the set-up's, not chance's: said in words.
  // Only over enough games for the interval to mean something (a handful of games can exclude zero by luck).
  if (edge && report.games >= 200 && (edge.low > 0 || edge.high < 0)) {
    notes.push(`warning: the set-up favours slot ${edge.rate > 0 ? 1 : 2} by ${(Math.abs(edge.rate) * 100).toFixed(1)} points (its interval leaves out zero): the board or the deployment is not even for the two slots`);
  }
  return [heading, ...slots.places.map((place, k) => `slot ${k + 1}: ${place}`), table(rows), ...notes];
}

function firstMoverRows(report: SimulationReport, matchup: Matchup): string[] {
  const first = report.firstMover;
  const rows: Row[] = [
    ...matchup.sides.map((s): Row => [`${s.label} went first`, `${first.games[s.id] ?? 0} of ${report.games} games (${percent(first.share[s.id]?.rate ?? 0)})`]),
    ["first mover won", `${first.wins} (${percent(first.winRate.rate)}, 95% ${interval(first.winRate)})`],
    ["second mover won", `${first.secondWins} (${percent(first.secondWinRate.rate)}, 95% ${interval(first.secondWinRate)})`],
    ["first minus second", `${points(first.difference.rate)} points (95% normal interval ${points(first.difference.low)} to ${points(first.difference.high)})`],
    ...matchup.sides.flatMap((s): Row[] => {
      const side = first.sides[s.id];
      return side ? [[`${s.label} going first`, won(side.first)], [`${s.label} going second`, won(side.second)]] : [];
    }),
  ];
  return [`Going first: the side that ${first.meaning}`, table(rows)];
}

/** At most `most` bars of equal width from the shortest game to the longest, each with its share. */
export function lengthBars(distribution: Readonly<Record<string, number>>, games: number, most = 12, width = 30): string[] {
  const lengths = Object.keys(distribution).map(Number);
  if (lengths.length === 0) return [];
  const low = Math.min(...lengths);
  const high = Math.max(...lengths);
  const step = Math.max(1, Math.ceil((high - low + 1) / most));
  const buckets: { label: string; n: number }[] = [];
  for (let from = low; from <= high; from += step) {
    const to = Math.min(high, from + step - 1);
    let n = 0;
    for (let r = from; r <= to; r++) n += distribution[String(r)] ?? 0;
    buckets.push({ label: from === to ? String(from) : `${from}-${to}`, n });
  }
  const peak = Math.max(...buckets.map((b) => b.n));
  const labelWidth = Math.max(...buckets.map((b) => b.label.length));
  return buckets.map((b) => `  ${b.label.padStart(labelWidth)}  ${"#".repeat(Math.round((b.n / peak) * width)).padEnd(width)}  ${percent(b.n / games).padStart(7)}`);
}

function figureRows(report: SimulationReport, matchup: Matchup): string[] {
  const label = (id: string): string => matchup.sides.find((s) => s.id === id)?.label ?? id;
  const rows = report.figures.map((f) => [f.name, label(f.side), f.kills.toFixed(2), f.damageDealt.toFixed(2), f.damageTaken.toFixed(2), percent(f.survival.rate)]);
  return [
    `Figures (per game; damage: ${matchup.damage}; a kill goes to the attack that took the figure out, else to the last enemy that hurt it)`,
    columns(["figure", "side", "kills", "damage dealt", "damage taken", "survived"], rows, 2),
  ];
}

/** The report as people read it: warnings, totals, slots, going first, game length, figures. */
export function renderReport(report: SimulationReport, matchup: Matchup): string {
  return [
    ...report.warnings.map((w) => `warning: ${w}`),
    table(totalsRows(report, matchup)),
    "",
    ...slotRows(report, matchup),
    "",
    ...firstMoverRows(report, matchup),
    "",
    `Game length (${matchup.roundWord}: share of games)`,
    ...lengthBars(report.rounds.distribution, report.games),
    "",
    ...figureRows(report, matchup),
  ].join("\n");
}
