import { localiseIssue } from "../documents/violations";
import { choirBudgetSettings } from "../documents/choir-budget";
import { choirBudget } from "../documents/choir-members";
import type { PmChoirModel } from "../documents/choir-model";
import { PM_ACTOR_TYPES } from "../documents/actor-types";
import type { SideRef } from "../../combat/activation-config";

/** The choir actor a side stands for (`team:<uuid>`), or null for a side made by disposition. */
function choirOfSide(side: SideRef): Actor.Implementation | null {
  if (!side.key.startsWith("team:")) return null;
  const found = (fromUuidSync as (uuid: string) => unknown)(side.key.slice("team:".length));
  return (found as { type?: unknown } | null)?.type === PM_ACTOR_TYPES.choir ? (found as Actor.Implementation) : null;
}

/**
 * DECISIONS "Choir": a choir whose total starting Value is over the agreed maximum is warned
 * about when combat starts (not blocked); the choir budget check at "off" says nothing.
 */
export function overBudgetWarnings(sides: readonly SideRef[]): string[] {
  const { budget, level } = choirBudgetSettings();
  return sides.flatMap((side) => {
    const choir = choirOfSide(side);
    if (!choir) return [];
    const roster = (choir.system as unknown as PmChoirModel).memberFigures;
    const view = choirBudget(roster, budget, level, choir.name ?? side.name);
    return view.verdict !== "allow" && view.result.warning ? [localiseIssue(view.result.warning)] : [];
  });
}
