import { automationLevel } from "../settings/registry";
import { verdictFor, type CheckVerdict } from "../settings/automation";
import type { ActivationConfig } from "./activation-config";
import { HARD_REFUSALS, orderRefusal, unitUp } from "../../rules/common/activation";
import type { ShelfWarsCombat } from "./combat-document";
import { sideGroups, trackerFigures } from "./groups";

/** A decision on a tracker request: what to do, and the rule to name when it is not plain "allow". */
export interface TrackerDecision {
  readonly verdict: CheckVerdict;
  /** Localisation key under `SHELFWARS.` naming the rule. */
  readonly code: string | null;
  readonly data: Readonly<Record<string, string>>;
}

const ALLOW: TrackerDecision = { verdict: "allow", code: null, data: {} };

function refusal(code: string, data: Record<string, string> = {}): TrackerDecision {
  return { verdict: "refuse", code: `Combat.Refusal.${code}`, data };
}

export function ownsCombatant(combatant: Combatant.Implementation, user: User.Implementation): boolean {
  if (user.isGM) return true;
  return combatant.actor?.testUserPermission(user, "OWNER") ?? false;
}

function unitName(combat: ShelfWarsCombat, unit: string | null): string {
  if (unit === null) return "";
  return sideGroups(combat as Combat.Implementation).get(unit)?.name ?? combat.combatants.get(unit)?.name ?? unit;
}

/**
 * May `user` start `combatant`'s activation now? Owners only; the GM overrides the turn order
 * but not a defeated figure; a player out of turn meets the ruleset's activation-order check.
 */
export function judgeActivation(
  combat: ShelfWarsCombat,
  config: ActivationConfig,
  combatant: Combatant.Implementation,
  user: User.Implementation,
): TrackerDecision {
  const name = combatant.name ?? "";
  if (!ownsCombatant(combatant, user)) return refusal("NotOwner", { name });
  const state = combat.activationState;
  const figures = trackerFigures(combat as Combat.Implementation);
  const reason = orderRefusal(state, figures, combatant.id ?? "");
  if (reason === null) return ALLOW;
  const data = { name, up: unitName(combat, state ? unitUp(state) : null), active: combat.combatants.get(state?.active ?? "")?.name ?? "" };
  if (HARD_REFUSALS.includes(reason)) return refusal(reason, data);
  if (user.isGM) return ALLOW;
  if (reason === "ActivationInProgress" || !config.orderCheck) return refusal(reason, data);
  const verdict = verdictFor(automationLevel(config.ruleset, config.orderCheck), false);
  return { verdict, code: verdict === "allow" ? null : `Combat.Refusal.${reason}`, data };
}

/** May `user` end the running activation? The GM, or the owner of the activating figure. */
export function judgeEndActivation(combat: ShelfWarsCombat, user: User.Implementation): TrackerDecision {
  const activeId = combat.activationState?.active ?? null;
  const active = activeId === null ? undefined : combat.combatants.get(activeId);
  if (!active) return refusal("NoActivation");
  if (!ownsCombatant(active as Combatant.Implementation, user)) return refusal("NotOwner", { name: active.name ?? "" });
  return ALLOW;
}
