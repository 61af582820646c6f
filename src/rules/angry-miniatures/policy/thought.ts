import type { Offset } from "../../common/geometry";
import { gameAttackOdds } from "../attack-odds";
import { figureAt } from "../game-queries";
import type { AmAction, AmState } from "../game-types";
import { rosterOf } from "../roster";

/**
 * Why a policy took a decision, as plain data a table can word: who acts, on whom, and the odds
 * it saw (the exact odds of the attack it makes, as `step` would resolve it).
 */
export type AmThought =
  | { readonly kind: "activate"; readonly figureId: string }
  | { readonly kind: "walk"; readonly figureId: string; readonly to: Offset; readonly preyId: string | null; readonly steps: number }
  | {
      readonly kind: "attack";
      readonly figureId: string;
      readonly targetId: string;
      readonly attackType: string;
      readonly charging: boolean;
      readonly free: boolean;
      /** P(the attacker wins the contest), 0..1. */
      readonly winChance: number;
      readonly expectedDamage: number;
      readonly expectedDamageBack: number;
    }
  | { readonly kind: "heal"; readonly figureId: string; readonly targetId: string }
  | { readonly kind: "decline"; readonly figureId: string }
  | { readonly kind: "end"; readonly figureId: string | null };

const sum = (values: Readonly<Record<number, number>>): number => Object.values(values).reduce((a, b) => a + b, 0);

/** The enemy nearest the square the walk ends on (the one it closes in on), or null when none stands. */
function nearestEnemy(state: AmState, figureId: string, at: Offset): string | null {
  const mover = rosterOf(state).figure(figureId);
  let best: { id: string; distance: number } | null = null;
  for (const f of rosterOf(state).list) {
    if (f.defeated || !mover || f.side === mover.side) continue;
    const distance = Math.max(Math.abs(f.position.i - at.i), Math.abs(f.position.j - at.j));
    if (!best || distance < best.distance) best = { id: f.id, distance };
  }
  return best?.id ?? null;
}

/** What `action`, decided in `state`, is and why, for the table's thought line. */
export function amThought(state: AmState, action: AmAction): AmThought {
  const activeId = state.active?.figureId ?? null;
  switch (action.type) {
    case "activate":
      return { kind: "activate", figureId: action.figureId };
    case "move": {
      const to = action.path.at(-1) ?? rosterOf(state).figure(action.figureId)?.position ?? { i: 0, j: 0 };
      return { kind: "walk", figureId: action.figureId, to, preyId: nearestEnemy(state, action.figureId, to), steps: action.path.length };
    }
    case "attack":
    case "freeAttack": {
      const targetId = action.targetId ?? (action.targetSquare ? figureAt(state, action.targetSquare)?.id : undefined) ?? "";
      const odds = gameAttackOdds(state, action, { free: action.type === "freeAttack", defenderId: targetId });
      return {
        kind: "attack",
        figureId: action.attackerId,
        targetId,
        attackType: action.attackType,
        charging: action.charging ?? false,
        free: action.type === "freeAttack",
        winChance: sum(odds.attackerWins),
        expectedDamage: odds.expectedDamageToDefender,
        expectedDamageBack: odds.expectedDamageToAttacker,
      };
    }
    case "heal":
      return { kind: "heal", figureId: activeId ?? "", targetId: action.targetId };
    case "declineFollowUp":
      return { kind: "decline", figureId: activeId ?? "" };
    default:
      return { kind: "end", figureId: activeId };
  }
}
