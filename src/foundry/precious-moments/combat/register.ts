import { onPmCombatChange, onPmFigureChange } from "./outcome";
import { isWriteAccepted } from "../../guard/judge";

/** Precious Moments on the shared tracker, and the game's end (last choir standing, called game). */
export function registerPreciousMomentsCombat(): void {
  Hooks.on("updateActor", (actor, _changed, _options, userId) => {
    if (isWriteAccepted(actor, userId)) onPmFigureChange(actor);
  });
  Hooks.on("updateCombat", (combat) => onPmCombatChange(combat as Combat.Implementation));
}
