/**
 * The client side of the tracker's GM requests: what a player's click sends, and how the GM's
 * answer is shown. The GM side is in `requests.ts`.
 */
import { isRuleViolation } from "../../rules/common/errors";
import { requestGm } from "../relay";

/** Relay request names: a player's client asks the GM's client to change the combat. */
export const COMBAT_REQUESTS = {
  activate: "shelf-wars.combat.activate",
  endActivation: "shelf-wars.combat.endActivation",
} as const;

export interface ActivationRequest {
  readonly combatId: string;
  readonly combatantId: string;
}

/** The GM's answer: done (maybe with a warning to show) or refused, with the rule's key. */
export interface ActivationReply {
  readonly status: "done" | "refused";
  readonly code: string | null;
  readonly data: Readonly<Record<string, string>>;
}

/** Shows the requester what the GM decided: refusals and warnings name the rule. */
export function notifyReply(answer: ActivationReply): void {
  if (!answer.code) return;
  const i18n = game.i18n;
  const message = i18n?.format(`SHELFWARS.${answer.code}`, answer.data) ?? answer.code;
  if (answer.status === "refused") ui.notifications?.warn(i18n?.format("SHELFWARS.Combat.Refused", { message }) ?? message);
  else ui.notifications?.warn(i18n?.format("SHELFWARS.Combat.AllowedWithWarning", { message }) ?? message);
}

function stringData(data: Readonly<Record<string, string | number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)]));
}

async function ask(name: string, request: ActivationRequest): Promise<void> {
  try {
    notifyReply(await requestGm<ActivationRequest, ActivationReply>(name, request));
  } catch (error) {
    // The relay rejects with a RuleViolation whose code is a lang key (no GM, timeout, refusal).
    const message = isRuleViolation(error)
      ? (game.i18n?.format(`SHELFWARS.${error.code}`, stringData(error.data)) ?? error.message)
      : String(error);
    ui.notifications?.error(message);
  }
}

/** Any client: asks (through the GM relay) to start this figure's activation. */
export async function requestActivation(combatId: string, combatantId: string): Promise<void> {
  await ask(COMBAT_REQUESTS.activate, { combatId, combatantId });
}

/** Any client: asks to end the running activation of `combatantId`. */
export async function requestEndActivation(combatId: string, combatantId: string): Promise<void> {
  await ask(COMBAT_REQUESTS.endActivation, { combatId, combatantId });
}
