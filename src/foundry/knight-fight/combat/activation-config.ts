import { drawTieOrder } from "../../../rules/knight-fight/turn";
import type { ActivationConfig } from "../../combat/activation-config";
import { teamOrDispositionSide } from "../../combat/sides";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { KF_ACTOR_TYPES } from "../documents/actor-types";
import { figureSourceOf } from "./figures";
import { kfCombatantNotes, kfTrackerNotes } from "./notes";
import { endKfActivation } from "./activation-end";
import { postRefill } from "./refill";
import { speedPlan } from "./speed-plan";
import { renderTieCard, tieCardContext } from "./tie-card";

/**
 * Knight Fight on the shared tracker (DECISIONS "Turn order"): every figure activates once per
 * turn, fastest Speed first across both forces; equal Speed is drawn when reached (one die per
 * pick) and shown in chat; after the last activation each force rolls 2d6 into its pool. A
 * figure's side is its force; the pools and each figure's action points show in the tracker.
 */
export const knightFightActivation: ActivationConfig = {
  ruleset: "knight-fight",
  style: "speed-order",
  orderCheck: "activationOrder",
  sideOf: teamOrDispositionSide(KF_ACTOR_TYPES.force),
  async rollRound({ combatants }) {
    const entries = combatants.map((c) => ({ id: c.id ?? "", name: c.name ?? "", speed: figureSourceOf(c)?.speed ?? 0 }));
    return { phases: [speedPlan(entries)] };
  },
  async drawTie({ combatants }) {
    const ids = combatants.map((c) => c.id ?? "");
    const { result, rolls } = await resolveWithFoundryDice((roller) => drawTieOrder(ids, roller), { denomination: "d" });
    const names = new Map(combatants.map((c) => [c.id ?? "", c.name ?? ""]));
    const speed = combatants[0] ? (figureSourceOf(combatants[0])?.speed ?? 0) : 0;
    const content = await renderTieCard(tieCardContext(speed, names, ids, result));
    return { order: result.order, announcement: { content, rolls } };
  },
  async onRoundStart(combat, round) {
    if (round > 1) await postRefill(combat, round - 1);
  },
  async onActivationEnd(combat, combatant) {
    await endKfActivation(combat, combatant);
  },
  trackerNotes: kfTrackerNotes,
  // The tracker lists the figures fastest first, as they act (ties drawn in play keep name order).
  compareCombatants: (a, b) => (figureSourceOf(b)?.speed ?? 0) - (figureSourceOf(a)?.speed ?? 0),
  combatantNotes: kfCombatantNotes,
};
