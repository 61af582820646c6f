import { isActiveGm } from "../../shared/active-gm";
import { markActorDefeated } from "../../combat/mark-defeated";
import { isAmFigureType } from "./actor-types";
import { isWriteAccepted } from "../../guard/judge";

/** Did this update move the figure's Health across 0 (either way)? null when Health did not change. */
export function defeatChange(changed: unknown, healthNow: number): boolean | null {
  const value = (changed as { system?: { health?: { value?: unknown } } } | null)?.system?.health?.value;
  if (value === undefined) return null;
  return healthNow <= 0;
}



/** Health reaching 0 by any update path (sheet, chat card, token bar, macro) defeats the figure. */
export function registerDefeatHook(): void {
  Hooks.on("updateActor", (actor, changed, _options, userId) => {
    if (!isAmFigureType(actor.type) || !isActiveGm() || !isWriteAccepted(actor, userId)) return;
    const health = (actor.system as { health?: { value: number } }).health;
    if (!health) return;
    const defeated = defeatChange(changed, health.value);
    if (defeated !== null) void markActorDefeated(actor, defeated);
  });
}
