import { isActiveGm } from "../../shared/active-gm";
import { markActorDefeated } from "../../combat/mark-defeated";
import { isKfFigureType } from "./actor-types";
import { isWriteAccepted } from "../../guard/judge";


/** Did this update change whether the figure is killed? null when `killed` was not touched. */
export function killedChange(changed: unknown, killedNow: number): boolean | null {
  const value = (changed as { system?: { killed?: unknown } } | null)?.system?.killed;
  if (value === undefined) return null;
  return killedNow > 0;
}


/** `killed` changing by any path (a card, its undo, a GM's edit) marks or unmarks the figure. */
export function registerKfDefeatHook(): void {
  Hooks.on("updateActor", (actor, changed, _options, userId) => {
    if (!isKfFigureType(actor.type) || !isActiveGm() || !isWriteAccepted(actor, userId)) return;
    const killed = (actor.system as { killed?: number }).killed ?? 0;
    const defeated = killedChange(changed, killed);
    if (defeated !== null) void markActorDefeated(actor, defeated);
  });
}
