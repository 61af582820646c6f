/**
 * The client side of the tracker's GM requests: what a player's click sends, and how the GM's
 * answer is shown. The GM side is in `requests.ts`.
 */
import { isRuleViolation } from "../../rules/common/errors";
import { requestGm } from "../relay/relay";

/** Relay request names: a player's client asks the GM's client to change the combat. */
export const COMBAT_REQUESTS = {
  activate: "combat.activate",
  endActivation: "combat.endActivation",
  control: "combat.control",
} as const;

/** The GM's tracker controls ("Begin combat" included), each run on the active GM's client in its one request line. */
export const TURN_CONTROLS = ["startCombat", "nextTurn", "previousTurn", "nextRound", "previousRound", "endActivation", "passTurn"] as const;
export type TurnControl = (typeof TURN_CONTROLS)[number];

/**
 * The tracker as the GM saw it when they clicked: a control is refused when the tracker has
 * moved on since (another request ended the activation or the round first), so one click never
 * acts twice on what another request already did.
 */
export interface TrackerSnapshot {
  readonly round: number;
  readonly phase: number | null;
  readonly up: number | null;
  readonly active: string | null;
}

export interface ControlRequest {
  readonly combatId: string;
  readonly control: TurnControl;
  readonly seen: TrackerSnapshot;
}

export interface ActivationRequest {
  readonly combatId: string;
  readonly combatantId: string;
  /** The tracker as the asker saw it when it decided: refused as stale if it has moved on since (the table's requests carry it). */
  readonly seen?: TrackerSnapshot;
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

async function ask(name: string, request: ActivationRequest | ControlRequest): Promise<void> {
  try {
    notifyReply(await requestGm<ActivationRequest | ControlRequest, ActivationReply>(name, request));
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

/** A GM's tracker control: asked of the active GM's client, in the same line as players' requests. */
export async function requestTurnControl(combatId: string, control: TurnControl, seen: TrackerSnapshot): Promise<void> {
  await ask(COMBAT_REQUESTS.control, { combatId, control, seen });
}
