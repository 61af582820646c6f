import type { FigureBadge } from "../../sides/figure-badge";
import { kfCount, kfFormat } from "../documents/labels";

/** What the protect card shows: one danger token off, one action point spent. */
export function protectCardContext(name: string, danger: number, actionPoints: number, badge: FigureBadge) {
  return {
    badge,
    title: kfFormat("Protect.Title", { name }),
    danger: kfFormat("Protect.Danger", { before: danger, after: danger - 1 }),
    apLeft: kfCount("Attack.ApLeft", actionPoints - 1),
  };
}
