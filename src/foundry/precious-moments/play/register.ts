import { PM_SING_ACTION } from "./sing";
import { registerActionCard } from "../../dice/action-card";
import { registerPmHeavenHook } from "./heaven";

/** Precious Moments at the table: the song's action card, Heaven at 0 Value. */
export function registerPreciousMomentsPlay(): void {
  registerActionCard(PM_SING_ACTION);
  registerPmHeavenHook();
}
