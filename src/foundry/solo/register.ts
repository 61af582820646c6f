import { registerNoticeKinds } from "../shared/notices";
import { registerSoloSettings } from "./solo-settings";
import { TABLE_THOUGHT_NOTICE, wakeTable } from "./table-player";
import { TABLE_THOUGHT_TEMPLATE } from "./thought-line";
import type { RegistrationContext } from "../shared/registration";
import { registerTableSides } from "./table-sides";
import { registerBannerExtra } from "../combat/banner-extras";
import { SOLO_BANNER } from "./tracker-actions";

// Hooks typed at this door: each handler ignores its arguments.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

// What may give the table a step to take: the tracker, a card, a token, a figure, the GM's records.
const WAKING_HOOKS = ["createCombat", "updateCombat", "createChatMessage", "updateChatMessage", "updateToken", "updateActor", "updateSetting"] as const;

/**
 * Solo play: the table plays the sides a GM hands it, on the active GM's client, in each ruleset
 * that registered its turn taker (`registerTableTurnTaker`, from the ruleset's own registration).
 */
export function registerSolo(context: RegistrationContext): void {
  context.addTemplates(TABLE_THOUGHT_TEMPLATE);
  registerTableSides(wakeTable);
  registerSoloSettings();
  registerNoticeKinds([TABLE_THOUGHT_NOTICE]);
  registerBannerExtra(SOLO_BANNER);
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  for (const hook of WAKING_HOOKS) on(hook, () => wakeTable());
  Hooks.once("ready", () => wakeTable());
}
