import type { FigureBadge } from "../../sides/figure-badge";
import { dieChip } from "../../dice/die-chip";
import { kfCount, kfFormat } from "../documents/labels";

/** What the end-of-activation card shows: the points left unspent, the danger roll and what came of it. */
export function activationEndCardContext(input: {
  name: string;
  danger: number;
  check: { roll: number; killed: boolean; penalty: number } | null;
  forceName: string | null;
  pool: number;
  unspent: number;
  badge: FigureBadge;
}) {
  const { check } = input;
  return {
    badge: input.badge,
    title: kfFormat("End.Title", { name: input.name }),
    unspent: input.unspent > 0 ? kfCount("End.Unspent", input.unspent) : null,
    roll: check ? kfFormat("End.Roll", { roll: check.roll, danger: input.danger }) : null,
    die: check ? dieChip(check.roll, check.killed ? "miss" : "hit", kfFormat(check.killed ? "End.DieKills" : "End.DieSaves", { face: check.roll })) : null,
    result: check ? kfFormat(check.killed ? "End.Killed" : "End.Survived", { name: input.name }) : null,
    killed: check?.killed ?? false,
    penalty: check?.killed && input.forceName ? kfFormat("End.Penalty", { force: input.forceName, penalty: check.penalty, before: input.pool, after: Math.max(0, input.pool - check.penalty) }) : null,
  };
}
