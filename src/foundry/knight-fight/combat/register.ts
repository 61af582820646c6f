import type { RegistrationContext } from "../../shared/registration";
import { KF_CARD_TEMPLATES } from "../cards/templates";

/** The templates of Knight Fight's tracker cards (tie order, refill, activation end). */
export function registerKnightFightCombat(context: RegistrationContext): void {
  context.addTemplates(KF_CARD_TEMPLATES.tieOrder, KF_CARD_TEMPLATES.refill, KF_CARD_TEMPLATES.activationEnd);
}
