import { serialLine } from "../shared/serial-line";
import { registerGmRequest } from "../relay/relay";
import { activationConfigOf, ShelfWarsCombat, trackerSnapshot } from "./combat-document";
import { reportOutOfTurn } from "./gm-report";
import { judgeActivation, judgeEndActivation, type TrackerDecision } from "./judge";
import { COMBAT_REQUESTS, TURN_CONTROLS, type ActivationReply, type ActivationRequest, type ControlRequest, type TrackerSnapshot, type TurnControl } from "./request-client";

// Requests are answered one at a time, so two arriving together are judged one after the other.
const oneAtATime = serialLine();

function parseRequest(payload: unknown): ActivationRequest | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { combatId, combatantId, seen } = payload as Record<string, unknown>;
  if (typeof combatId !== "string" || typeof combatantId !== "string") return null;
  if (seen === undefined) return { combatId, combatantId };
  const snapshot = parseSnapshot(seen);
  return snapshot ? { combatId, combatantId, seen: snapshot } : null;
}

const BAD_REQUEST: ActivationReply = { status: "refused", code: "Combat.Refusal.BadRequest", data: {} };

function findCombat(combatId: string): ShelfWarsCombat | null {
  const combat = game.combats?.get(combatId);
  return combat instanceof ShelfWarsCombat ? combat : null;
}

function reply(judgement: TrackerDecision): ActivationReply {
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
  // Asked on a tracker that has moved on since (another request ended or started an activation first): never run on what it left.
  if (request?.seen && !sameSnapshot(trackerSnapshot(combat), request.seen)) return { status: "refused", code: "Combat.Refusal.Stale", data: {} };
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
  if (judgement.verdict !== "refuse") await combat.runTurnControl("endActivation");
  return reply(judgement);
}

function nullableNumber(value: unknown): value is number | null {
  return value === null || (typeof value === "number" && Number.isSafeInteger(value));
}

function parseSnapshot(value: unknown): TrackerSnapshot | null {
  if (typeof value !== "object" || value === null) return null;
  const { round, phase, up, active } = value as Record<string, unknown>;
  if (typeof round !== "number" || !Number.isSafeInteger(round) || !nullableNumber(phase) || !nullableNumber(up)) return null;
  if (active !== null && typeof active !== "string") return null;
  return { round, phase, up, active };
}

function parseControl(payload: unknown): ControlRequest | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { combatId, control, seen } = payload as Record<string, unknown>;
  const snapshot = parseSnapshot(seen);
  if (typeof combatId !== "string" || !(TURN_CONTROLS as readonly unknown[]).includes(control) || !snapshot) return null;
  return { combatId, control: control as TurnControl, seen: snapshot };
}

function sameSnapshot(a: TrackerSnapshot, b: TrackerSnapshot): boolean {
  return a.round === b.round && a.phase === b.phase && a.up === b.up && a.active === b.active;
}

/**
 * GM side: a GM's tracker control (next or previous turn or round, end activation, pass), run
 * in the same line as every player's request, and only on the tracker its sender saw.
 */
export function handleControlRequest(payload: unknown, requester: User.Implementation): Promise<ActivationReply> {
  return oneAtATime(() => controlNow(payload, requester));
}

async function controlNow(payload: unknown, requester: User.Implementation): Promise<ActivationReply> {
  const request = parseControl(payload);
  const combat = request ? findCombat(request.combatId) : null;
  if (!request || !combat) return BAD_REQUEST;
  if (!requester.isGM) return { status: "refused", code: "Combat.Refusal.GmOnly", data: {} };
  if (!sameSnapshot(trackerSnapshot(combat), request.seen)) return { status: "refused", code: "Combat.Refusal.Stale", data: {} };
  await combat.runTurnControl(request.control);
  return { status: "done", code: null, data: {} };
}

export function registerCombatRequests(): void {
  registerGmRequest<unknown, ActivationReply>(COMBAT_REQUESTS.control, handleControlRequest);
  registerGmRequest<unknown, ActivationReply>(COMBAT_REQUESTS.activate, handleActivateRequest);
  registerGmRequest<unknown, ActivationReply>(COMBAT_REQUESTS.endActivation, handleEndActivationRequest);
}
