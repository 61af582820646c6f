import { registerActivationConfig } from "../../combat/activation-config";
import type { RegistrationContext } from "../../shared/registration";
import { isPmFigureType } from "../documents/actor-types";
import { decorateOutcome, onPmCombatChange, onPmFigureChange } from "./outcome";
import { PM_OUTCOME_CARD_TEMPLATE } from "./outcome-context";
import { preciousMomentsActivation } from "./activation-config";
import { PM_INITIATIVE_CARD_TEMPLATE } from "./initiative-context";
import { isWriteAccepted } from "../../guard";

/** The tracker's banner shows each choir's current Value: it follows changes to figures. */
function refreshTracker(actor: Actor.Implementation): void {
  if (!isPmFigureType(actor.type)) return;
  const tracker = ui.combat;
  if (tracker?.rendered && tracker.viewed) void tracker.render();
}

/** Precious Moments on the shared tracker, and the game's end (last choir standing, called game). */
export function registerPreciousMomentsCombat(context: RegistrationContext): void {
  registerActivationConfig(preciousMomentsActivation);
  Hooks.on("updateActor", (actor, _changed, _options, userId) => {
    refreshTracker(actor);
    if (isWriteAccepted(actor, userId)) onPmFigureChange(actor);
  });
  Hooks.on("updateCombat", (combat) => onPmCombatChange(combat as Combat.Implementation));
  // The one cast: fvtt-types' flag typing of ChatMessage.getFlag differs from the narrow view read here.
  Hooks.on("renderChatMessageHTML", (message, html) => decorateOutcome(message as unknown as Parameters<typeof decorateOutcome>[0], html));
  context.addTemplates(PM_INITIATIVE_CARD_TEMPLATE, PM_OUTCOME_CARD_TEMPLATE);
}
