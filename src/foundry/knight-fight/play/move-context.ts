import type { FigureBadge } from "../../sides/figure-badge";
import { kfFormat } from "../documents/labels";

/** What the move card shows: the hexes walked, the points they cost, any overshoot the check allowed. */
export function moveCardContext(name: string, hexes: number, before: number, warning: string | null, badge: FigureBadge) {
  return {
    badge,
    title: kfFormat("Move.Title", { name, hexes }),
    cost: kfFormat("Move.Cost", { hexes, before, after: Math.max(0, before - hexes) }),
    over: hexes > before ? kfFormat("Move.Over", { over: hexes - before }) : null,
    warning: warning === null ? null : kfFormat("Move.Warning", { rule: warning }),
  };
}
