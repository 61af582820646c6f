import { registerActivationConfig } from "../../combat/activation-config";
import type { RegistrationContext } from "../../shared/registration";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { isKfFigureType, isKfForceType } from "../documents/actor-types";
import { knightFightActivation } from "./activation-config";

/** The tracker shows pools, action points and danger: it follows changes to Knight Fight actors. */
function refreshTracker(actor: Actor.Implementation): void {
  if (!isKfFigureType(actor.type) && !isKfForceType(actor.type)) return;
  const tracker = ui.combat;
  if (tracker?.rendered && tracker.viewed) void tracker.render();
}

export function registerKnightFightCombat(context: RegistrationContext): void {
  registerActivationConfig(knightFightActivation);
  Hooks.on("updateActor", (actor) => refreshTracker(actor));
  context.addTemplates(KF_CARD_TEMPLATES.tieOrder, KF_CARD_TEMPLATES.refill, KF_CARD_TEMPLATES.activationEnd);
}
