import type { RegistrationContext } from "../../shared/registration";
import { onPmCombatChange, onPmFigureChange } from "./outcome";
import { PM_OUTCOME_CARD_TEMPLATE } from "./outcome-context";
import { PM_INITIATIVE_CARD_TEMPLATE } from "./initiative-context";
import { isWriteAccepted } from "../../guard/judge";

/** Precious Moments on the shared tracker, and the game's end (last choir standing, called game). */
export function registerPreciousMomentsCombat(context: RegistrationContext): void {
  Hooks.on("updateActor", (actor, _changed, _options, userId) => {
    if (isWriteAccepted(actor, userId)) onPmFigureChange(actor);
  });
  Hooks.on("updateCombat", (combat) => onPmCombatChange(combat as Combat.Implementation));
  context.addTemplates(PM_INITIATIVE_CARD_TEMPLATE, PM_OUTCOME_CARD_TEMPLATE);
}
