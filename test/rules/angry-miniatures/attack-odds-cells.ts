import type { AttackOdds } from "../../../src/rules/angry-miniatures/attack-odds";
import type { ContestResult } from "../../../src/rules/angry-miniatures/contest";

/** The outcome cells the exact odds promise, keyed the same way for the engine's results. */
export function cellsOfOdds(odds: AttackOdds): Map<string, number> {
  const cells = new Map<string, number>();
  const put = (key: string, p: number) => cells.set(key, (cells.get(key) ?? 0) + p);
  for (const [d, p] of Object.entries(odds.attackerWins)) put(`attacker deals ${d}`, p);
  for (const [d, p] of Object.entries(odds.defenderWins)) put(`defender deals ${d}`, p);
  put("clean miss", odds.cleanMiss);
  for (const [by, split] of Object.entries(odds.decidedBy)) {
    put(`${by} for attacker`, split.attacker);
    put(`${by} for defender`, split.defender);
  }
  put("attacker crit", odds.attackerCrit);
  put("defender crit", odds.defenderCrit);
  return cells;
}

export function cellsOfResult(result: ContestResult): string[] {
  const cells: string[] = [];
  if (result.winner === "attacker") cells.push(`attacker deals ${result.damageToDefender}`);
  else if (result.winner === "defender") cells.push(`defender deals ${result.damageToAttacker}`);
  else cells.push("clean miss");
  if (result.winner !== "none") cells.push(`${result.decidedBy} for ${result.winner}`);
  if (result.critTriggered) cells.push("attacker crit");
  if (result.defenderCritTriggered) cells.push("defender crit");
  return cells;
}
