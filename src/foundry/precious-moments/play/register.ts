import { PM_SING_ACTION } from "./sing";
import { registerActionCard } from "../../dice/action-card";
import type { RegistrationContext } from "../../shared/registration";
import { PM_PLAY_TEMPLATES } from "../cards/names";
import { registerPmHeavenHook } from "./heaven";

/** Precious Moments at the table: the song's card, Heaven at 0 Value, their templates. */
export function registerPreciousMomentsPlay(context: RegistrationContext): void {
  registerActionCard(PM_SING_ACTION);
  registerPmHeavenHook();
  context.addTemplates(PM_PLAY_TEMPLATES.singCard, PM_PLAY_TEMPLATES.heavenCard, PM_PLAY_TEMPLATES.singDialog);
}
