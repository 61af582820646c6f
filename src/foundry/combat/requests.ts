import { registerGmRequest } from "../relay";
import { activationConfigOf, ShelfWarsCombat } from "./combat-document";
import { reportOutOfTurn } from "./gm-report";
import { judgeActivation, judgeEndActivation, type Judgement } from "./judge";
import { COMBAT_REQUESTS, type ActivationReply, type ActivationRequest } from "./request-client";

// Requests are answered one at a time, so two arriving together are judged one after the other.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
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
export function handleActivateRequest(payload: unknown, requester: User.Implementation): Promise<ActivationReply> {
  return oneAtATime(() => activateNow(payload, requester));
}

async function activateNow(payload: unknown, requester: User.Implementation): Promise<ActivationReply> {
  const request = parseRequest(payload);
  const combat = request ? findCombat(request.combatId) : null;
  const combatant = request ? combat?.combatants.get(request.combatantId) : undefined;
  const config = combat ? activationConfigOf(combat as Combat.Implementation) : null;
  if (!combat || !combatant || !config) return BAD_REQUEST;
  const judgement = judgeActivation(combat, config, combatant as Combatant.Implementation, requester);
  if (judgement.verdict !== "refuse") await combat.activateCombatant(request?.combatantId ?? "");
  if (judgement.verdict === "warn") await reportOutOfTurn(requester, combatant.name ?? "", judgement);
  return reply(judgement);
}

/** GM side: ends the running activation when the requester may. */
export function handleEndActivationRequest(payload: unknown, requester: User.Implementation): Promise<ActivationReply> {
  return oneAtATime(() => endNow(payload, requester));
}

async function endNow(payload: unknown, requester: User.Implementation): Promise<ActivationReply> {
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
