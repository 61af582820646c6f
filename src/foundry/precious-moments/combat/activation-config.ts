import { rollSideInitiative } from "../../../rules/precious-moments/initiative";
import type { PhasePlan } from "../../../rules/common/activation";
import type { ActivationConfig, RoundInput, RoundPlan, SideRef } from "../../combat/activation-config";
import { teamOrDispositionSide } from "../../combat/sides";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { templatePath } from "../../shared/constants";
import { PM_ACTOR_TYPES } from "../documents/actor-types";
import { callTheGame } from "./outcome";
import { onPmRoundStart, pastRoundLimit } from "./round-limit";
import { pmLocalize } from "../documents/labels";
import { overBudgetWarnings } from "./budget-warnings";
import { pmInitiativeCardContext, pmUnopposedCardContext, PM_INITIATIVE_CARD_TEMPLATE, type PmInitiativeCardContext } from "./initiative-context";
import { pmTrackerNotes } from "./notes";
import { PM_PHASE_LABELS } from "./phases";

export const PM_CALL_GAME_ACTION = "pm-call-game";

async function renderCard(context: PmInitiativeCardContext): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(templatePath(PM_INITIATIVE_CARD_TEMPLATE), { ...context });
}

/** Movement with the initiative loser first, then singing with the winner first (the contract in phases.ts). */
export function pmRoundPhases(winner: string, loser: string): PhasePlan[] {
  return [
    { order: [loser, winner], label: PM_PHASE_LABELS.movement },
    { order: [winner, loser], label: PM_PHASE_LABELS.singing },
  ];
}

/**
 * DECISIONS "Initiative": each round both choirs throw 2d6, ties thrown again until they differ,
 * through the pure rules with real Foundry Rolls, all on one card. A choir alone (the other all in
 * Heaven) rolls nothing. The first round's card also carries the over-budget warnings.
 */
export async function rollPmRound({ round, sides }: RoundInput): Promise<RoundPlan> {
  const warnings = round === 1 ? overBudgetWarnings(sides) : [];
  const [a, b] = sides;
  if (!a) return { phases: [] };
  // The game is called when this round starts (onRoundStart): nobody rolls for it.
  if (b && pastRoundLimit(round)) return { phases: pmRoundPhases(a.key, b.key) };
  if (!b) {
    const content = await renderCard(pmUnopposedCardContext(round, a.name, warnings));
    return { phases: pmRoundPhases(a.key, a.key).map((phase) => ({ ...phase, order: [a.key] })), announcement: { content, rolls: [] } };
  }
  const { result, rolls } = await resolveWithFoundryDice((roller) => rollSideInitiative(roller), { denomination: "d" });
  const side = (s: "a" | "b"): SideRef => (s === "a" ? a : b);
  const content = await renderCard(pmInitiativeCardContext(round, { a: a.name, b: b.name }, result, warnings));
  return { phases: pmRoundPhases(side(result.winner).key, side(result.loser).key), announcement: { content, rolls } };
}

/**
 * Precious Moments on the shared tracker: the sides are the choirs (a figure in no choir fights
 * for its token's disposition), figures in Heaven are defeated and skipped, and a figure acts once
 * per phase (the tracker's marks clear between movement and singing).
 */
export const preciousMomentsActivation: ActivationConfig = {
  ruleset: "precious-moments",
  style: "alternate-sides",
  orderCheck: "activationOrder",
  sideOf: teamOrDispositionSide(PM_ACTOR_TYPES.choir),
  rollRound: rollPmRound,
  trackerNotes: pmTrackerNotes,
  onRoundStart: onPmRoundStart,
  trackerActions: (_combat, user) => (user.isGM ? [{ id: PM_CALL_GAME_ACTION, label: pmLocalize("Outcome", "CallGame"), icon: "fa-solid fa-flag-checkered" }] : []),
  async runTrackerAction(combat, actionId) {
    if (actionId === PM_CALL_GAME_ACTION) await callTheGame(combat);
  },
};
