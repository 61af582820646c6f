import { postSong, SING_ROLL } from "./sing";
import { registerActionRoller } from "../../dice/roll-request";
import type { RegistrationContext } from "../../shared/registration";
import { PM_PLAY_TEMPLATES } from "../cards/names";
import { registerPmHeavenHook } from "./heaven";

/** Precious Moments at the table: the song's card, Heaven at 0 Value, their templates. */
export function registerPreciousMomentsPlay(context: RegistrationContext): void {
  registerActionRoller(SING_ROLL, postSong);
  registerPmHeavenHook();
  context.addTemplates(PM_PLAY_TEMPLATES.singCard, PM_PLAY_TEMPLATES.heavenCard, PM_PLAY_TEMPLATES.singDialog);
}
