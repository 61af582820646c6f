import { isRuleViolation } from "../../rules/common/errors";
import { registerGmRequest, requestGm } from "../relay";
import { activationConfigOf, ShelfWarsCombat } from "./combat-document";
import { judgeActivation, judgeEndActivation, type Judgement } from "./judge";

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

function parseRequest(payload: unknown): ActivationRequest | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { combatId, combatantId } = payload as Record<string, unknown>;
  if (typeof combatId !== "string" || typeof combatantId !== "string") return null;
  return { combatId, combatantId };
}

const BAD_REQUEST: ActivationReply = { status: "refused", code: "Combat.Refusal.BadRequest", data: {} };

function findCombat(combatId: string): ShelfWarsCombat | null {
  const combat = game.combats?.get(combatId);
  return combat instanceof ShelfWarsCombat ? combat : null;
}

function reply(judgement: Judgement): ActivationReply {
  return { status: judgement.verdict === "refuse" ? "refused" : "done", code: judgement.code, data: judgement.data };
}

/** GM side: never trusts the payload; checks ownership and the turn order, then activates. */
export async function handleActivateRequest(payload: unknown, requester: User.Implementation): Promise<ActivationReply> {
  const request = parseRequest(payload);
  const combat = request ? findCombat(request.combatId) : null;
  const combatant = request ? combat?.combatants.get(request.combatantId) : undefined;
  const config = combat ? activationConfigOf(combat as Combat.Implementation) : null;
  if (!combat || !combatant || !config) return BAD_REQUEST;
  const judgement = judgeActivation(combat, config, combatant as Combatant.Implementation, requester);
  if (judgement.verdict !== "refuse") await combat.activateCombatant(request?.combatantId ?? "");
  return reply(judgement);
}

/** GM side: ends the running activation when the requester may. */
export async function handleEndActivationRequest(payload: unknown, requester: User.Implementation): Promise<ActivationReply> {
  const request = parseRequest(payload);
  const combat = request ? findCombat(request.combatId) : null;
  if (!combat || !request) return BAD_REQUEST;
  if (combat.activationState?.active !== request.combatantId) {
    return { status: "refused", code: "Combat.Refusal.NoActivation", data: {} };
  }
  const judgement = judgeEndActivation(combat, requester);
  if (judgement.verdict !== "refuse") await combat.endActivation();
  return reply(judgement);
}

export function registerCombatRequests(): void {
  registerGmRequest<unknown, ActivationReply>(COMBAT_REQUESTS.activate, handleActivateRequest);
  registerGmRequest<unknown, ActivationReply>(COMBAT_REQUESTS.endActivation, handleEndActivationRequest);
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
export async function requestActivation(combat: ShelfWarsCombat, combatantId: string): Promise<void> {
  await ask(COMBAT_REQUESTS.activate, { combatId: combat.id ?? "", combatantId });
}

export async function requestEndActivation(combat: ShelfWarsCombat): Promise<void> {
  const combatantId = combat.activationState?.active;
  if (!combatantId) return;
  await ask(COMBAT_REQUESTS.endActivation, { combatId: combat.id ?? "", combatantId });
}
